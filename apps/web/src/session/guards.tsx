import { FullScreenSpinner } from '@brand/ui';
import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from './SessionProvider';

/**
 * Protected routes: spinner while the session is unknown, `/auth` (replacing history) without
 * one, `/` after the person signs out.
 */
export function RequireSession() {
  const session = useSession();
  if (session.status === 'unknown') return <FullScreenSpinner />;
  if (session.status === 'signed-out') {
    // Signing out on purpose leads home; any other loss of the session asks to sign in.
    return <Navigate to={session.byUser ? '/' : '/auth'} replace />;
  }
  return <Outlet />;
}

/** `/auth`: a signed-in visitor goes straight to the dashboard. */
export function RedirectIfSignedIn() {
  const session = useSession();
  if (session.status === 'unknown') return <FullScreenSpinner />;
  if (session.status === 'signed-in') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
