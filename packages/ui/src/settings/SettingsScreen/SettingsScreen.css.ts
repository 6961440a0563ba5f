import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const frame = style({ maxWidth: '52rem' });

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
});

export const tabList = style({
  overflowX: 'auto',
});
