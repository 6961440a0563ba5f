import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  minWidth: 0,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
});

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  flex: 1,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const status = style({
  flexShrink: 0,
});

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

/** The letter as written: line breaks and blank lines kept, long words broken instead of overflowing. */
export const letter = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
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

/** The client's note on a declined proposal, set apart from the letter. */
export const note = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  paddingLeft: vars.space[3],
  borderLeft: `2px solid ${vars.color.border}`,
});

export const noteLabel = style({
  margin: 0,
  color: vars.color.textMuted,
});
