import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  color: vars.color.textMuted,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: `${vars.space[3]} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
});

export const address = style({ overflowWrap: 'anywhere' });

export const details = style({
  margin: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
