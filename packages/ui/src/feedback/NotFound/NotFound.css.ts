import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space[5],
  backgroundColor: vars.color.canvas,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  maxWidth: '28rem',
  textAlign: 'center',
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
  color: vars.color.textMuted,
  margin: 0,
});
