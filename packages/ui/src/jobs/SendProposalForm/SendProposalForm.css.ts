import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
});

export const letter = style({
  // Room for a real letter without pushing the bid and the buttons off a phone screen.
  minHeight: '10rem',
  maxHeight: '60vh',
});

export const bid = style({
  maxWidth: '16rem',
  '@media': {
    [media.phone]: { maxWidth: 'none' },
  },
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  '@media': {
    [media.phone]: { flexDirection: 'column-reverse' },
  },
});
