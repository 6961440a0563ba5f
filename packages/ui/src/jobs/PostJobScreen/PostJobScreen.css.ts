import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const frame = style({
  maxWidth: '48rem',
});

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[5],
  '@media': {
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] },
  },
});

export const full = style({ gridColumn: '1 / -1' });

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [media.phone]: { flexDirection: 'column-reverse' },
  },
});
