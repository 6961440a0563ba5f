'use client';

import { line, small, type IconDrawing } from './drawing';
import { landingIcons } from './landingDrawings';

export type { IconDrawing } from './drawing';

/*
 * Every drawing the package uses, in one set: inline SVG, stroked in currentColor, so nothing
 * loads from anywhere. Each drawing knows its grid (the viewBox) and stroke width; `Icon` renders
 * it by name.
 *
 * - The line set: a 24 × 24 grid with 2 px round strokes. `usersWide`, `awardLong` and
 *   `checkWide` are the landing page's drawings of `users`, `award` and `check`; they differ by
 *   up to one grid unit and stay separate so neither area's look changes. The landing page's
 *   drawings live in ./landingDrawings, so the landing page carries only its own.
 * - The small set: a 16 × 16 grid with finer strokes, drawn for 16 px (the app shell's navigation
 *   and menus, the sign-in screen).
 * - `creditCard` is drawn on a 40 × 28 grid.
 */

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
  zap: landingIcons.zap,
  layers: landingIcons.layers,
  inbox: line(
    <>
      <path d="M3 13h5l1.5 3h5l1.5-3h5" />
      <path d="M5.5 5h13L21 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-6z" />
    </>,
  ),
  percent: landingIcons.percent,
  ticket: landingIcons.ticket,
  lock: landingIcons.lock,
  eyeOff: landingIcons.eyeOff,
  wallet: landingIcons.wallet,
  handshake: landingIcons.handshake,
  code: landingIcons.code,
  plug: landingIcons.plug,
  ledger: landingIcons.ledger,
  branch: landingIcons.branch,
  chart: landingIcons.chart,
  usersWide: landingIcons.usersWide,
  awardLong: landingIcons.awardLong,
  checkWide: landingIcons.checkWide,
  circle: line(<circle cx="12" cy="12" r="8" />),
  github: landingIcons.github,
  mastodon: landingIcons.mastodon,
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
  bell: small(
    <>
      <path d="M4 11.25V7a4 4 0 0 1 8 0v4.25l1.25 1.5H2.75z" />
      <path d="M6.5 13.5a1.5 1.5 0 0 0 3 0" />
    </>,
  ),
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
