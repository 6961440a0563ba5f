'use client';

import { line, type IconDrawing } from './drawing';

/*
 * The landing page's drawings (line set), in a module of their own: the landing sections render
 * them directly (`DrawnIcon`), so a page that imports `LandingPage` carries these 18 drawings,
 * not the whole set. `icons` (./drawings) includes them under the same names.
 */
export const landingIcons = {
  zap: line(<path d="M13 2 4 14h7l-1 8 9-12h-7z" />),
  layers: line(
    <>
      <path d="m12 3 9 5-9 5-9-5z" />
      <path d="m3 13 9 5 9-5" />
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
  github: line(
    <path d="M9 19c-4.3 1.4-4.3-2.5-6-3m12 5v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.2s-1.1-.3-3.5 1.3a12.3 12.3 0 0 0-6.2 0C6.5 2.8 5.4 3.1 5.4 3.1a4.2 4.2 0 0 0-.1 3.2A4.6 4.6 0 0 0 4 9.5c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21" />,
  ),
  mastodon: line(
    <>
      <path d="M20 10.5c0-5-3.3-6.5-3.3-6.5C15 3.2 12 3 12 3s-3 .2-4.7 1C7.3 4 4 5.5 4 10.5c0 6 .4 9.5 6 10.5 1.8.3 4 .2 5.5-.6v-1.9s-2 .6-4.2.5c-2.2 0-2.5-1.6-2.5-2 0 0 2 .5 4.5.5 3.3 0 6.7-1 6.7-7Z" />
      <path d="M8.5 13V9.5a1.75 1.75 0 0 1 3.5 0V12m0-2.5a1.75 1.75 0 0 1 3.5 0V13" />
    </>,
  ),
} as const satisfies Record<string, IconDrawing>;

export type LandingIconName = keyof typeof landingIcons;
