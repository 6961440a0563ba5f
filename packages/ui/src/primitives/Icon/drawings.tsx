'use client';

import type { ReactNode } from 'react';

/*
 * Every drawing the package uses, in one set: inline SVG, stroked in currentColor, so nothing
 * loads from anywhere. Each drawing knows its grid (the viewBox) and stroke width; `Icon` renders
 * it by name.
 *
 * - The line set: a 24 × 24 grid with 2 px round strokes. `usersWide`, `awardLong` and
 *   `checkWide` are the landing page's drawings of `users`, `award` and `check`; they differ by
 *   up to one grid unit and stay separate so neither area's look changes.
 * - The small set: a 16 × 16 grid with finer strokes, drawn for 16 px (the app shell's navigation
 *   and menus, the sign-in screen).
 * - `creditCard` is drawn on a 40 × 28 grid.
 */

export interface IconDrawing {
  /** Width and height of the grid the drawing is made on (its viewBox). */
  grid: readonly [number, number];
  /** Stroke width, in grid units. */
  strokeWidth: number;
  paths: ReactNode;
}

const line = (paths: ReactNode): IconDrawing => ({ grid: [24, 24], strokeWidth: 2, paths });
const small = (paths: ReactNode, strokeWidth = 1.5): IconDrawing => ({
  grid: [16, 16],
  strokeWidth,
  paths,
});

/** The line set (24 × 24, 2 px strokes). */
export const lineIcons = {
  search: line(
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>,
  ),
  mapPin: line(
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>,
  ),
  clock: line(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>,
  ),
  users: line(
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14a6.5 6.5 0 0 1 3.5 6" />
    </>,
  ),
  dollar: line(
    <>
      <path d="M12 2v20" />
      <path d="M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6" />
    </>,
  ),
  calendar: line(
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>,
  ),
  briefcase: line(
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
    </>,
  ),
  star: line(
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />,
  ),
  arrowLeft: line(<path d="M19 12H5m6-6-6 6 6 6" />),
  send: line(
    <>
      <path d="M21 3 10 14" />
      <path d="m21 3-7 18-4-7-7-4z" />
    </>,
  ),
  plus: line(<path d="M12 5v14M5 12h14" />),
  x: line(<path d="M6 6l12 12M18 6 6 18" />),
  check: line(<path d="m5 12.5 4.5 4.5L19 7.5" />),
  file: line(
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </>,
  ),
  message: line(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z" />),
  award: line(
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="m8.5 14-1.5 7 5-3 5 3-1.5-7" />
    </>,
  ),
  zap: line(<path d="M13 2 4 14h7l-1 8 9-12h-7z" />),
  layers: line(
    <>
      <path d="m12 3 9 5-9 5-9-5z" />
      <path d="m3 13 9 5 9-5" />
    </>,
  ),
  inbox: line(
    <>
      <path d="M3 13h5l1.5 3h5l1.5-3h5" />
      <path d="M5.5 5h13L21 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-6z" />
    </>,
  ),
  percent: line(
    <>
      <path d="M19 5 5 19" />
      <circle cx="6.5" cy="6.5" r="2.5" />
      <circle cx="17.5" cy="17.5" r="2.5" />
    </>,
  ),
  ticket: line(
    <>
      <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v8a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2Z" />
      <path d="M13 6v2M13 11v2M13 16v2" />
    </>,
  ),
  lock: line(
    <>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>,
  ),
  eyeOff: line(
    <>
      <path d="M10.6 5.1A9.8 9.8 0 0 1 12 5c5 0 9 4.5 10 7a13 13 0 0 1-2.6 3.7M6.6 6.6A13.4 13.4 0 0 0 2 12c1 2.5 5 7 10 7a9.6 9.6 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </>,
  ),
  wallet: line(
    <>
      <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-3" />
      <path d="M21 11h-5a2 2 0 0 0 0 4h5Z" />
      <path d="M3 7h16" />
    </>,
  ),
  handshake: line(
    <>
      <path d="M7 12 3 8l4-4 3 3" />
      <path d="m17 12 4-4-4-4-3 3" />
      <path d="M10 7h4l4 5-5 5-6-5Z" />
      <path d="m11 13 2 2" />
    </>,
  ),
  code: line(
    <>
      <path d="m8 8-4 4 4 4" />
      <path d="m16 8 4 4-4 4" />
      <path d="m14 5-4 14" />
    </>,
  ),
  plug: line(
    <>
      <path d="M9 2v5M15 2v5" />
      <path d="M6 7h12v4a6 6 0 0 1-12 0Z" />
      <path d="M12 17v5" />
    </>,
  ),
  ledger: line(
    <>
      <path d="M4 4h13a3 3 0 0 1 3 3v13H7a3 3 0 0 1-3-3Z" />
      <path d="M8 9h8M8 13h8M8 17h4" />
    </>,
  ),
  branch: line(
    <>
      <circle cx="6" cy="5" r="2" />
      <circle cx="6" cy="19" r="2" />
      <circle cx="18" cy="7" r="2" />
      <path d="M6 7v10M18 9a6 6 0 0 1-6 6H6" />
    </>,
  ),
  chart: line(
    <>
      <path d="M4 4v16h16" />
      <path d="m8 14 3-3 3 2 5-6" />
    </>,
  ),
  usersWide: line(
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
    </>,
  ),
  awardLong: line(
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="m8.5 14-1.5 8 5-3 5 3-1.5-8" />
    </>,
  ),
  checkWide: line(<path d="m5 12 5 5 9-10" />),
  circle: line(<circle cx="12" cy="12" r="8" />),
  github: line(
    <path d="M9 19c-4.3 1.4-4.3-2.5-6-3m12 5v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.2s-1.1-.3-3.5 1.3a12.3 12.3 0 0 0-6.2 0C6.5 2.8 5.4 3.1 5.4 3.1a4.2 4.2 0 0 0-.1 3.2A4.6 4.6 0 0 0 4 9.5c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21" />,
  ),
  mastodon: line(
    <>
      <path d="M20 10.5c0-5-3.3-6.5-3.3-6.5C15 3.2 12 3 12 3s-3 .2-4.7 1C7.3 4 4 5.5 4 10.5c0 6 .4 9.5 6 10.5 1.8.3 4 .2 5.5-.6v-1.9s-2 .6-4.2.5c-2.2 0-2.5-1.6-2.5-2 0 0 2 .5 4.5.5 3.3 0 6.7-1 6.7-7Z" />
      <path d="M8.5 13V9.5a1.75 1.75 0 0 1 3.5 0V12m0-2.5a1.75 1.75 0 0 1 3.5 0V13" />
    </>,
  ),
  alertTriangle: line(
    <>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </>,
  ),
} as const satisfies Record<string, IconDrawing>;

/** The small set (16 × 16, 1.5 px strokes unless noted). */
export const smallIcons = {
  dashboard: small(
    <>
      <rect x="2" y="2" width="5" height="6" rx="1.2" />
      <rect x="9" y="2" width="5" height="3.5" rx="1.2" />
      <rect x="2" y="10" width="5" height="4" rx="1.2" />
      <rect x="9" y="7.5" width="5" height="6.5" rx="1.2" />
    </>,
  ),
  briefcaseSmall: small(
    <>
      <rect x="1.75" y="4.5" width="12.5" height="9" rx="1.5" />
      <path d="M5.5 4.5V3.25c0-.7.55-1.25 1.25-1.25h2.5c.7 0 1.25.55 1.25 1.25V4.5" />
      <path d="M1.75 8.5h12.5" />
    </>,
  ),
  chat: small(
    <>
      <path d="M2.25 3.75c0-.83.67-1.5 1.5-1.5h8.5c.83 0 1.5.67 1.5 1.5v6c0 .83-.67 1.5-1.5 1.5H6.5L3.5 13.75v-2.5h.25c-.83 0-1.5-.67-1.5-1.5z" />
      <path d="M5 5.75h6M5 8.25h3.5" />
    </>,
  ),
  person: small(
    <>
      <circle cx="8" cy="5.25" r="2.75" />
      <path d="M2.75 14c.4-2.6 2.6-4.25 5.25-4.25s4.85 1.65 5.25 4.25" />
    </>,
  ),
  gear: small(
    <>
      <circle cx="8" cy="8" r="2" />
      <path d="M8 1.75v1.5M8 12.75v1.5M14.25 8h-1.5M3.25 8h-1.5M12.42 3.58l-1.06 1.06M4.64 11.36l-1.06 1.06M12.42 12.42l-1.06-1.06M4.64 4.64 3.58 3.58" />
      <circle cx="8" cy="8" r="4.5" />
    </>,
  ),
  plusSmall: small(<path d="M8 3v10M3 8h10" />, 1.8),
  sidebar: small(
    <>
      <rect x="1.75" y="2.5" width="12.5" height="11" rx="1.75" />
      <path d="M6 2.5v11" />
    </>,
  ),
  chevronDown: small(<path d="m4.5 6.25 3.5 3.5 3.5-3.5" />),
  signOut: small(
    <>
      <path d="M6 2.25H3.75c-.83 0-1.5.67-1.5 1.5v8.5c0 .83.67 1.5 1.5 1.5H6" />
      <path d="M10.5 11 13.5 8l-3-3M13.5 8H6" />
    </>,
  ),
  xSmall: small(<path d="m4 4 8 8M12 4l-8 8" />),
  /** Drawn with 1.6 px strokes. */
  arrowLeftSmall: small(<path d="M13 8H3m0 0 4.5-4.5M3 8l4.5 4.5" />, 1.6),
  /** A ring (1.5 px) around an exclamation mark (1.6 px); the sign-in screen draws it at 14 px. */
  alertCircle: small(
    <>
      <circle cx="8" cy="8" r="6.5" strokeWidth="1.5" />
      <path d="M8 4.5v4.2" />
      <circle cx="8" cy="11.2" r="0.9" fill="currentColor" stroke="none" />
    </>,
    1.6,
  ),
} as const satisfies Record<string, IconDrawing>;

/** Other grids. */
export const otherIcons = {
  /** A payment card, 40 × 28: a 2 px outline, the magnetic stripe and a chip. */
  creditCard: {
    grid: [40, 28],
    strokeWidth: 2,
    paths: (
      <>
        <rect x="1" y="1" width="38" height="26" rx="4" />
        <rect x="1" y="7" width="38" height="5" fill="currentColor" stroke="none" />
        <rect x="6" y="18" width="10" height="3" rx="1" fill="currentColor" stroke="none" />
      </>
    ),
  },
} as const satisfies Record<string, IconDrawing>;

/** Every drawing, by name. */
export const icons = { ...lineIcons, ...smallIcons, ...otherIcons } as const;

export type IconName = keyof typeof icons;
