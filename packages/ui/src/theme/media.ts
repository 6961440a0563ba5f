/*
 * The one home of the media queries: the layout breakpoint (768px), written once, and the
 * query strings for vanilla-extract's '@media' keys (`'@media': { [media.phone]: { … } }`)
 * and for `useMediaQuery` (`useMediaQuery(media.phone)`).
 */

/** The layout breakpoint: the phone layout below 768px, the desktop layout from it. */
export const breakpoints = {
  /** Below this width the app uses its phone layout. */
  mobilePx: 768,
} as const;

export const media = {
  /** Phones: below the breakpoint. */
  phone: `screen and (max-width: ${breakpoints.mobilePx - 1}px)`,
  /** Narrower than the landing page's two-column sections (960 px): tablets and phones. */
  narrow: 'screen and (max-width: 959px)',
  /** Tablets and desktops: the breakpoint and wider. */
  desktop: `screen and (min-width: ${breakpoints.mobilePx}px)`,
  /** The operating system asks for a dark colour scheme. */
  dark: '(prefers-color-scheme: dark)',
  /** The operating system asks for less motion. */
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
