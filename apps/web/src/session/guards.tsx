import { FullScreenSpinner, paths } from '@brand/ui';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { onIdle } from '../app/idle';
import { useSession } from './SessionProvider';

/** The expired session's dialog, loaded only when a session expires under an open page. */
const loadSignInAgain = () => import('./SignInAgain');
const SignInAgain = lazy(() =>
  loadSignInAgain().then((module) => ({ default: module.SignInAgain })),
);

/**
 * Protected routes: spinner while the session is unknown, `/auth` (replacing history) without
 * one, `/` after the person signs out. A session that ends while the page is open keeps the
 * page, with what was typed in it, under a dialog that signs the same account in again.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  // Whether the person chose Sign Out on this page: the session then goes through
  // `signing-out` before it ends. A session lost any other way ends without it.
  const [choseSignOut, setChoseSignOut] = useState(false);
  const signingOut = session.status === 'signing-out';
  // Loaded ahead, once the page has drawn: a session often expires because the network went
  // away, and the dialog must not need it then.
  // On idle: not in the task that draws the page.
  useEffect(() => onIdle(() => void loadSignInAgain().catch(() => {})), []);
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
        {children}
        <Suspense fallback={null}>
          <SignInAgain email={session.user.email ?? ''} />
        </Suspense>
      </>
    );
  }
  // Signed in, or signing out: the page stays until the session has ended.
  return children;
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
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'unknown') return <FullScreenSpinner />;
  if (session.status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />;
  return children;
}
