import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const table = style({
  marginBlock: vars.space[4],
  maxWidth: '56rem',
});

export const row = style({
  flexWrap: 'wrap',
});

export const label = style({
  minWidth: '12rem',
});

export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize[1],
  minWidth: '7rem',
  wordBreak: 'break-word',
});

export const sample = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});

export const swatch = style({
  display: 'inline-block',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius[2],
  border: `1px solid ${vars.color.borderStrong}`,
});

export const bar = style({
  display: 'inline-block',
  height: '0.75rem',
  borderRadius: vars.radius[1],
  backgroundColor: vars.color.accent,
});

export const tile = style({
  width: '6rem',
  height: '4rem',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
