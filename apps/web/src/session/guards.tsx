import { FullScreenSpinner, paths } from '@brand/ui';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from './SessionProvider';

/**
 * Protected routes: spinner while the session is unknown, `/auth` (replacing history) without
 * one, `/` after the person signs out.
 */
export function RequireSession() {
  const session = useSession();
  // Whether the person chose Sign Out on this page: the session then goes through
  // `signing-out` before it ends. A session lost any other way ends without it.
  const [choseSignOut, setChoseSignOut] = useState(false);
  const signingOut = session.status === 'signing-out';
  if (session.status !== 'signed-out' && signingOut !== choseSignOut) setChoseSignOut(signingOut);

  if (session.status === 'unknown') return <FullScreenSpinner />;
  if (session.status === 'signed-out') {
    // Signing out on purpose leads home; any other loss of the session asks to sign in.
    return <Navigate to={choseSignOut ? paths.home : paths.auth} replace />;
  }
  // Signed in, or signing out: the page stays until the session has ended.
  return <Outlet />;
}

/** `/auth`: a signed-in visitor goes straight to the dashboard. */
export function RedirectIfSignedIn() {
  const session = useSession();
  if (session.status === 'unknown') return <FullScreenSpinner />;
  if (session.status === 'signed-in') return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
