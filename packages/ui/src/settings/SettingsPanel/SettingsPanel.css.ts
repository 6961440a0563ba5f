import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [media.phone]: { flexDirection: 'column' },
  },
});

/** A labelled row: text on the left, control (e.g. a Switch) on the right. */
export const toggleRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  paddingBlock: vars.space[2],
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space[4] },
  },
});

export const toggleText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
});

export const label = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  '@media': {
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const full = style({ gridColumn: '1 / -1' });
