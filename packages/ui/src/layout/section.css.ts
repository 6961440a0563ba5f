import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/*
 * The skeleton of a page section (the landing page's): the content column,
 * section rhythm, anchor offsets under the fixed navigation, below-the-fold
 * rendering hints, the section header, and the two-column card grid.
 */

/** The second row the navigation gets on phones (the section links). */
export const phoneNavLinksHeight = '2.75rem';

export const inner = style({
  width: '100%',
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space[6],
  boxSizing: 'border-box',
  '@media': { [media.phone]: { paddingInline: vars.space[4] } },
});

export const section = style({
  paddingBlock: vars.space[9],
  /* Anchor targets land below the fixed navigation, not under it. */
  scrollMarginTop: vars.layout.navHeight,
  '@media': {
    [media.phone]: {
      paddingBlock: vars.space[8],
      scrollMarginTop: `calc(${vars.layout.navHeight} + ${phoneNavLinksHeight})`,
    },
  },
});

/** Below the fold: skip layout and paint until the section nears the viewport. */
export const deferred = style({
  contentVisibility: 'auto',
});

export const sunken = style({
  backgroundColor: vars.color.surfaceSunken,
  borderBlock: `1px solid ${vars.color.border}`,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  maxWidth: '44rem',
  marginBottom: vars.space[7],
  '@media': { [media.phone]: { marginBottom: vars.space[6] } },
});

export const headerCentered = style({
  marginInline: 'auto',
  textAlign: 'center',
  alignItems: 'center',
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accentText,
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  letterSpacing: '-0.02em',
  textWrap: 'balance',
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  textWrap: 'pretty',
});

/** Cards for problems and differences: two columns on wide screens, one on phones. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[5],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] } },
});

export const card = style({
  height: '100%',
  boxSizing: 'border-box',
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const cardIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  marginBottom: vars.space[2],
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const cardTitle = style({
  margin: 0,
  color: vars.color.text,
});

export const cardText = style({
  margin: 0,
  color: vars.color.textMuted,
});
