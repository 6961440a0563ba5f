import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
});

export const groupHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
});
