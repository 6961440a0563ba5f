import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'fixed',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: vars.color.canvas,
});

export const spinner = style({
  color: vars.color.accent,
  width: '2rem',
  height: '2rem',
});
