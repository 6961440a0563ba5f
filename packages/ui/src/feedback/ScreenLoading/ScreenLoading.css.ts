import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  boxSizing: 'border-box',
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  // Holds the content area open, so the screen does not jump when the data arrives.
  minHeight: 'min(24rem, 60dvh)',
  padding: vars.space[6],
});

export const spinner = style({
  color: vars.color.accent,
  width: '2rem',
  height: '2rem',
  '@media': {
    // The leaves only fade (nothing moves); with less motion asked for they fade three times slower.
    [media.reducedMotion]: {
      vars: { '--spinner-animation-duration': '2400ms' },
    },
  },
});
