import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { phone } from '../landing.css';

export const root = style({
  containIntrinsicSize: 'auto 640px',
});

export const grid = style({
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': {
    'screen and (max-width: 959px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    [phone]: { gap: vars.space[4] },
  },
});
