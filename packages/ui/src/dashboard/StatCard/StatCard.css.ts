import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const body = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  // Two cards a row on a phone leave no room beside a one-word label ('Applications'):
  // the icon goes above the number instead of pushing past the card's edge.
  '@media': {
    [media.phone]: { flexDirection: 'column-reverse', alignItems: 'flex-start' },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space[1],
  margin: 0,
});

export const label = style({ color: vars.color.textMuted, margin: 0 });

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize[7],
  lineHeight: vars.lineHeight[7],
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** Where the number will be, while it loads: the number's height, a soft bar. */
export const placeholder = style({
  display: 'block',
  width: '2.5ch',
  height: vars.lineHeight[7],
  borderRadius: vars.radius[2],
  backgroundColor: vars.color.surfaceSunken,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  flexShrink: 0,
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentText,
});

/** A card that leads somewhere: one real link (the label's), stretched over the card. */
export const linked = style({
  position: 'relative',
  transition: 'box-shadow 120ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow[2] },
    '&:has(a:focus-visible)': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});

export const link = style({
  color: 'inherit',
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
    [`${linked}:hover &`]: { color: vars.color.accentText, textDecoration: 'underline' },
  },
});
