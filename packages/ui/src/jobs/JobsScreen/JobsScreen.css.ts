import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 14rem',
  gap: vars.space[3],
  '@media': {
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const label = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const count = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * One job of the list. Off screen it is skipped (no style, layout or paint) until it nears the
 * viewport: a page of 50 cards drawn at once was a long task of 300–400 ms at 4× CPU, for the
 * three a phone shows. The size it takes meanwhile is its last drawn one, or about a card's.
 * The skipped card is still in the accessibility tree and found by find-in-page.
 */
export const item = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 14rem',
  // Its paint containment would clip the card's hover shadow and focus ring at the item's edge.
  overflowClipMargin: vars.space[3],
});

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  '@media': {
    [media.phone]: { flexDirection: 'column' },
  },
});

export const views = style({
  display: 'flex',
  gap: vars.space[1],
  borderBottom: `1px solid ${vars.color.border}`,
  // The tab row scrolls sideways rather than wrapping on a narrow phone.
  overflowX: 'auto',
  overflowY: 'hidden',
});

/** One view's link, drawn as a tab: the current one underlined in the accent colour. */
export const viewTab = style({
  flexShrink: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  marginBottom: -1,
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: `${vars.radius[2]} ${vars.radius[2]} 0 0`,
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    '&[aria-current="page"]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.medium,
      borderBottomColor: vars.color.accent,
    },
  },
});
