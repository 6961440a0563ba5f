import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/* A vertical list of icon + title + text, used by automation, open accounting and community. */

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  alignItems: 'start',
});

export const icon = style({
  gridRow: 'span 2',
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const title = style({
  margin: 0,
  color: vars.color.text,
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
});
