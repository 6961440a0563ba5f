import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const frame = style({
  maxWidth: '48rem',
});

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[5],
  '@media': {
    '(max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] },
  },
});

export const full = style({ gridColumn: '1 / -1' });

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
});

export const label = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const star = style({
  color: vars.color.critical,
  marginInlineStart: 2,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});

export const trigger = style({ width: '100%' });

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    '(max-width: 767px)': { flexDirection: 'column-reverse' },
  },
});
