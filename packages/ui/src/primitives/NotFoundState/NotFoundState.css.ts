import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[9]} ${vars.space[5]}`,
  textAlign: 'center',
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: 64,
  height: 64,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const code = style({
  margin: 0,
  fontSize: vars.fontSize[9],
  lineHeight: vars.lineHeight[9],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.04em',
  color: vars.color.accentText,
});

export const title = style({
  color: vars.color.text,
});

export const body = style({
  margin: 0,
  maxWidth: '30rem',
  color: vars.color.textMuted,
});

export const action = style({
  marginTop: vars.space[2],
});
