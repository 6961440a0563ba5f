import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space[5],
  alignItems: 'start',
  '@media': {
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] },
  },
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  '@media': {
    [media.phone]: { flexDirection: 'row', alignItems: 'center', gap: vars.space[4] },
  },
});

export const ratingBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  '@media': {
    [media.phone]: { alignItems: 'flex-start' },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
});

export const title = style({ margin: 0, color: vars.color.textMuted });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const bio = style({ margin: 0, color: vars.color.text, maxWidth: '42rem' });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.surfaceSunken,
  minWidth: '8rem',
});

export const factLabel = style({ color: vars.color.textMuted, margin: 0 });
export const factValue = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

export const muted = style({ color: vars.color.textMuted });

/** The own profile's nudge where the bio would be. */
export const hint = style({ margin: 0, color: vars.color.textMuted, maxWidth: '42rem' });

export const actions = style({
  display: 'flex',
  gap: vars.space[2],
  '@media': {
    [media.phone]: { flexDirection: 'column' },
  },
});
