import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({ minWidth: 0 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const heading = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const bid = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
});

export const letter = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const clientNote = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  paddingLeft: vars.space[3],
  borderLeft: `2px solid ${vars.color.border}`,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  '@media': {
    [media.phone]: { flexDirection: 'column-reverse' },
  },
});
