import { FullScreenSpinner, SessionExpiredDialog, paths } from '@brand/ui';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { signIn } from './actions';
import { useLeaveExpiredSession, useSession } from './SessionProvider';

/**
 * Protected routes: spinner while the session is unknown, `/auth` (replacing history) without
 * one, `/` after the person signs out. A session that ends while the page is open keeps the
 * page, with what was typed in it, under a dialog that signs the same account in again.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  // Whether the person chose Sign Out on this page: the session then goes through
  // `signing-out` before it ends. A session lost any other way ends without it.
  const [choseSignOut, setChoseSignOut] = useState(false);
  const signingOut = session.status === 'signing-out';
  if (session.status !== 'signed-out' && signingOut !== choseSignOut) setChoseSignOut(signingOut);

  if (session.status === 'unknown') return <FullScreenSpinner />;
  if (session.status === 'signed-out') {
    // Signing out on purpose leads home; any other loss of the session asks to sign in.
    if (choseSignOut) return <Navigate to={paths.home} replace />;
    // After signing in again the person comes back here (drafts of what they typed wait).
    const from: ReturnTo = { from: location.pathname + location.search };
    return <Navigate to={paths.auth} replace state={from} />;
  }
  if (session.status === 'expired') {
    return (
      <>
        <Outlet />
        <SignInAgain email={session.user.email ?? ''} />
      </>
    );
  }
  // Signed in, or signing out: the page stays until the session has ended.
  return <Outlet />;
}

/** The expired session's dialog: the same account signs in again (errors as toasts). */
function SignInAgain({ email }: { email: string }) {
  const leave = useLeaveExpiredSession();
  const [failed, setFailed] = useState(false);
  return (
    <SessionExpiredDialog
      open
      email={email}
      error={failed ? 'That did not work. Check the password and try again.' : undefined}
      onSignIn={async (password) => {
        setFailed(!(await signIn({ email, password })));
      }}
      onUseAnotherAccount={leave}
    />
  );
}

/** Where /auth returns to after signing in: the protected page the session ended on. */
export interface ReturnTo {
  from: string;
}

/** The page to return to after signing in: a path of this app from the location state, or the dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as Partial<ReturnTo> | null)?.from;
  // Only a path on this origin ('/x', never '//host' or '/\\host').
  if (typeof from === 'string' && /^\/(?![/\\])/.test(from) && !from.startsWith(paths.auth)) {
    return from;
  }
  return paths.dashboard;
}

/** `/auth`: a signed-in visitor goes straight on (to the page they came from, or the dashboard). */
export function RedirectIfSignedIn() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'unknown') return <FullScreenSpinner />;
  if (session.status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
