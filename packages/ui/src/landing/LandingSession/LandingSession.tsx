'use client';

import type { ReactNode } from 'react';
import * as styles from './LandingSession.css';

/**
 * Who the landing page is for:
 * - `signed-out` (default): the join buttons.
 * - `signed-in`: 'Go to dashboard' in their place.
 * - `unknown`: both, for a page rendered once for everybody (prerendered HTML). The signed-in
 *   version shows when `<html>` carries `data-session="signed-in"` (`landingSessionAttribute`),
 *   which the app sets before first paint when it has a stored session; otherwise, and
 *   without JavaScript, the join buttons show.
 */
export type LandingSession = 'signed-out' | 'signed-in' | 'unknown';

export { landingSessionAttribute } from './attribute';

/** One call to action in its signed-out and signed-in versions, as `session` asks. */
export function SessionSwitch({
  session = 'signed-out',
  signedOut,
  signedIn,
}: {
  session?: LandingSession;
  signedOut: ReactNode;
  signedIn: ReactNode;
}) {
  if (session === 'signed-out') return signedOut;
  if (session === 'signed-in') return signedIn;
  return (
    <>
      <span className={styles.signedOutOnly}>{signedOut}</span>
      <span className={styles.signedInOnly}>{signedIn}</span>
    </>
  );
}
