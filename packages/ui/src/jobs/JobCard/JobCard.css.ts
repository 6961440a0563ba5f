import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  height: '100%',
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow[2] },
    '&:has(a:focus-visible)': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  height: '100%',
});

export const top = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  minWidth: 0,
});

export const title = style({
  margin: 0,
  overflowWrap: 'break-word',
});

/** The stretched link: its ::after covers the whole card, so the card is one real link. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: 'inherit',
    zIndex: 1,
  },
  selectors: {
    [`${root}:hover &`]: { color: vars.color.accentText },
  },
});

export const budget = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  marginTop: 'auto',
  padding: 0,
  listStyle: 'none',
});
