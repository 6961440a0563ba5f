import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
});

export const plan = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.accentSoft,
  border: `1px solid ${vars.color.border}`,
});

export const price = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space[1],
  margin: 0,
  color: vars.color.text,
});

export const amount = style({
  fontSize: vars.fontSize[7],
  lineHeight: vars.lineHeight[7],
  fontWeight: vars.fontWeight.bold,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.border}`,
});

export const cardArt = style({
  flexShrink: 0,
  color: vars.color.accentText,
});
