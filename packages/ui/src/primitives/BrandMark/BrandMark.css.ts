import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  minWidth: 0,
});

export const mark = style({
  flexShrink: 0,
  display: 'block',
  borderRadius: vars.radius[3],
});

export const tile = style({
  fill: vars.color.accent,
});

export const glyph = style({
  fill: 'none',
  stroke: vars.color.accentContrast,
  strokeWidth: 2.4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const dot = style({
  fill: vars.color.accentContrast,
});

export const name = style({
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
