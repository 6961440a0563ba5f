import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import { phoneNavLinksHeight } from '../../layout/section.css';

export const root = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: 10,
  backgroundColor: vars.color.canvas,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow[1],
});

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space[5],
  maxWidth: vars.layout.contentWidth,
  minHeight: vars.layout.navHeight,
  marginInline: 'auto',
  paddingInline: vars.space[6],
  boxSizing: 'border-box',
  '@media': {
    [media.phone]: {
      gridTemplateColumns: '1fr auto',
      gridTemplateRows: `${vars.layout.navHeight} ${phoneNavLinksHeight}`,
      rowGap: 0,
      paddingInline: vars.space[4],
    },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  fontSize: vars.fontSize[5],
  lineHeight: vars.lineHeight[5],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius[3],
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
});

export const nav = style({
  justifySelf: 'center',
  '@media': {
    [media.phone]: {
      gridColumn: '1 / -1',
      gridRow: 2,
      justifySelf: 'stretch',
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const list = style({
  display: 'flex',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.phone]: {
      height: phoneNavLinksHeight,
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 0,
      overflowX: 'auto',
    },
  },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  paddingInline: vars.space[3],
  borderRadius: vars.radius[3],
  fontSize: vars.fontSize[2],
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { [media.phone]: { paddingInline: vars.space[1], minHeight: '2.25rem' } },
});

export const join = style({
  justifySelf: 'end',
});
