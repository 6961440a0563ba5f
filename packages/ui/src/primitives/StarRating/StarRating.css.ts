import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
});

export const stars = style({
  display: 'inline-flex',
  gap: 2,
});

export const filled = style({ color: vars.color.warning, fill: 'currentColor' });
export const empty = style({ color: vars.color.borderStrong, fill: 'none' });

export const value = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
