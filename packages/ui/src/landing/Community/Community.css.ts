import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  containIntrinsicSize: 'auto 640px',
});

export const grid = style({
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': {
    [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    [media.phone]: { gap: vars.space[4] },
  },
});
