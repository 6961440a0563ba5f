import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    '(max-width: 1023px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '(max-width: 359px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3] },
  },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: '20rem minmax(0, 1fr)',
  gap: vars.space[4],
  alignItems: 'start',
  '@media': {
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
