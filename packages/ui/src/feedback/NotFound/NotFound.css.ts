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
  maxWidth: '28rem',
  padding: 0,
});
