import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
});

/** Hour and time zone side by side; stacked on a phone. */
export const when = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 1fr) minmax(12rem, 2fr)',
  gap: vars.space[3],
  '@media': {
    [media.phone]: { gridTemplateColumns: '1fr' },
  },
});
