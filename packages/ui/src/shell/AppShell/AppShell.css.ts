import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import { sidebar as sidebarSize } from './sidebar';

const headerHeight = '3.5rem';
/** The edge of a collapsed item: the icon rail minus the sidebar's padding on both sides. */
const itemSize = '2rem';

const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '1px',
} as const;

export const root = style({
  display: 'flex',
  minHeight: '100dvh',
  backgroundColor: vars.color.canvas,
  color: vars.color.text,
});

export const skipLink = style({
  position: 'fixed',
  top: vars.space[2],
  left: vars.space[2],
  zIndex: 10,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.accent,
  color: vars.color.accentContrast,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize[2],
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible': { transform: 'none', ...focusRing },
  },
});

/* ---------------------------------------------------------------- sidebar */

export const sidebar = style({
  position: 'sticky',
  top: 0,
  flexShrink: 0,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  width: sidebarSize.width,
  height: '100dvh',
  padding: vars.space[2],
  overflowX: 'hidden',
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  transition: 'width 200ms ease',
  selectors: {
    '&[data-state="collapsed"]': { width: sidebarSize.widthIcon },
    // The desktop sidebar is hidden on phones by the media query below (so the server's HTML
    // has the right layout at every width); a forced layout (`isMobile`, as `data-layout`)
    // overrides it; the phone sheet's copy of it always shows.
    '[data-layout="desktop"] > &': { display: 'flex' },
    '[data-layout="phone"] > &': { display: 'none' },
    '&[data-mobile="true"]': {
      display: 'flex',
      width: '100%',
      height: '100%',
      borderInlineEnd: 'none',
      position: 'static',
    },
  },
  '@media': {
    [media.phone]: { display: 'none' },
    [media.reducedMotion]: { transition: 'none' },
  },
});

const collapsed = `${sidebar}[data-state="collapsed"]`;

/** Text that stays in the accessibility tree but is hidden while the sidebar is icons only. */
export const label = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    [`${collapsed} &`]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      padding: 0,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});

export const sidebarHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: `calc(${headerHeight} - 2 * ${vars.space[2]})`,
  paddingBlockEnd: vars.space[1],
  fontSize: vars.fontSize[4],
});

export const sheetClose = style({
  marginInlineStart: 'auto',
});

export const postJob = style({
  width: '100%',
  justifyContent: 'flex-start',
  paddingInline: vars.space[2],
  marginBlockEnd: vars.space[2],
  whiteSpace: 'nowrap',
  selectors: {
    [`${collapsed} &`]: {
      width: itemSize,
      paddingInline: 0,
      justifyContent: 'center',
    },
    '&:focus-visible': focusRing,
  },
});

export const menu = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const navLink = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  height: itemSize,
  paddingInline: vars.space[2],
  borderRadius: vars.radius[3],
  color: vars.color.textMuted,
  fontSize: vars.fontSize[2],
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'background-color 120ms ease, color 120ms ease',
  selectors: {
    '&:hover': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.text,
    },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentText,
    },
    [`${collapsed} &`]: {
      width: itemSize,
      justifyContent: 'center',
      paddingInline: 0,
    },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const navIcon = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
});

/** The unread count after a section's name; the rail of icons shows `navDot` instead. */
export const navBadge = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    // Hidden from sight with the label, still part of the link's name.
    [`${collapsed} &`]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      padding: 0,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});

/** A dot on the icon's corner while the sidebar is icons only; the link's name says the count. */
export const navDot = style({
  display: 'none',
  position: 'absolute',
  top: -3,
  insetInlineEnd: -4,
  width: 9,
  height: 9,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  selectors: {
    [`${collapsed} &`]: { display: 'block' },
  },
});

/* ------------------------------------------------------------------ sheet */

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(-100%)' } });

/** The portal's theme wrapper: it carries Radix's variables but draws no box. */
export const sheetTheme = style({
  display: 'contents',
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 20,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} 200ms ease` },
    '&[data-state="closed"]': { animation: `${fadeOut} 150ms ease` },
  },
  '@media': {
    [media.reducedMotion]: { animation: 'none !important' },
  },
});

export const sheet = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: 21,
  boxSizing: 'border-box',
  width: sidebarSize.widthMobile,
  maxWidth: 'calc(100vw - 2.5rem)',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow[3],
  borderInlineEnd: `1px solid ${vars.color.border}`,
  outline: 'none',
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} 240ms cubic-bezier(0.32, 0.72, 0, 1)` },
    '&[data-state="closed"]': { animation: `${slideOut} 180ms ease-in` },
  },
  '@media': {
    [media.reducedMotion]: { animation: 'none !important' },
  },
});

/* ------------------------------------------------------------ main column */

export const inset = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 5,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  height: headerHeight,
  paddingInline: vars.space[4],
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': {
    [media.phone]: { paddingInline: vars.space[3], gap: vars.space[2] },
  },
});

export const toggle = style({
  flexShrink: 0,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const headerDivider = style({
  height: '1rem',
  backgroundColor: vars.color.border,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize[3],
  lineHeight: vars.lineHeight[3],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const accountTrigger = style({
  flexShrink: 0,
  height: 'auto',
  minHeight: '2.5rem',
  paddingBlock: vars.space[1],
  gap: vars.space[2],
  color: vars.color.text,
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const avatar = style({
  display: 'inline-flex',
});

export const accountText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  lineHeight: vars.lineHeight[1],
  textAlign: 'start',
  maxWidth: '14rem',
  '@media': {
    // Hidden from sight on phones, still part of the button's name.
    [media.phone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const accountName = style({
  fontSize: vars.fontSize[2],
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const accountEmail = style({
  fontSize: vars.fontSize[1],
  color: vars.color.textMuted,
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
});

export const menuLabel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  height: 'auto',
  paddingBlock: vars.space[1],
  gap: 0,
  color: vars.color.textMuted,
});

export const menuEmail = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  maxWidth: '16rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The email under the name in the menu's label. */
export const menuEmailSecondary = style({
  color: vars.color.textMuted,
  maxWidth: '16rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space[6],
  outline: 'none',
  '@media': {
    [media.phone]: { padding: vars.space[4] },
  },
});

/** A group's heading in the account menu (Appearance): readable, unlike Radix's gray-10 label. */
export const menuGroupLabel = style({
  color: vars.color.textMuted,
});
