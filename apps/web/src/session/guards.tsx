import { FullScreenSpinner } from '@brand/ui';
import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from './SessionProvider';

/** Protected routes: spinner while the session is unknown, `/auth` (replacing history) without one. */
export function RequireSession() {
  const session = useSession();
  if (session.status === 'unknown') return <FullScreenSpinner />;
  if (session.status === 'signed-out') return <Navigate to="/auth" replace />;
  return <Outlet />;
}

/** `/auth`: a signed-in visitor goes straight to the dashboard. */
export function RedirectIfSignedIn() {
  const session = useSession();
  if (session.status === 'unknown') return <FullScreenSpinner />;
  if (session.status === 'signed-in') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
