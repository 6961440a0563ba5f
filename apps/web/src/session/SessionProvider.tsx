import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { landingSessionAttribute } from '@brand/ui';
import { flushSync } from 'react-dom';
import { whenIdle } from '../app/idle';
import { endSession } from './actions';
import { getSupabase } from './client';

/**
 * The session's state machine:
 * - it starts as the server found it (the session is in cookies, read by every request):
 *   `signed-in` with the person the server's loader confirmed, or `signed-out`; supabase-js in
 *   the browser then has its say (a session the server did not see, on a prerendered page,
 *   signs in; one it cannot confirm signs out, not `expired`). `unknown` is for a tree drawn
 *   with nothing known;
 * - `signed-in` → `signing-out` when the person chooses Sign Out (the session is still there,
 *   and shown, until the auth service has ended it), then `signed-out` once it has ended, or
 *   back to `signed-in` if it could not be ended;
 * - `signed-in` → `expired` when the session is lost while a page is open (a refresh that
 *   cannot be retried, a sign-out in another tab): the page stays, with what was typed in it,
 *   and asks to sign in again as the same account (`signed-in` again), or for another account
 *   (`signed-out`, through `leave`).
 */
/** The signed-in person: what the app shows of the session. */
export interface SessionUser {
  id: string;
  email: string | undefined;
}

export type SessionState =
  | { status: 'unknown' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'signing-out'; user: SessionUser }
  | { status: 'expired'; user: SessionUser };

interface SessionContextValue {
  state: SessionState;
  /** Sign Out: ends the session; the guard of the open page then leads to `/`. */
  signOut: () => Promise<void>;
  /** After an expired session: give up the page (and its typed text) for another account. */
  leave: () => void;
}

const SessionContext = createContext<SessionContextValue>({
  state: { status: 'unknown' },
  signOut: async () => {},
  leave: () => {},
});

/**
 * The state after an auth event: a sign-out under way stays one until the session ends; a
 * session lost while signed in is `expired` (the page is kept); any session signs in.
 */
function afterAuthEvent(current: SessionState, found: SessionUser | null): SessionState {
  if (!found) {
    if (current.status === 'signed-in') return { status: 'expired', user: current.user };
    return current.status === 'expired' ? current : { status: 'signed-out' };
  }
  // The person already drawn (supabase-js confirming the server's on load, a refreshed
  // token): the same state, so the app is not drawn again for nothing.
  if (
    (current.status === 'signed-in' || current.status === 'signing-out') &&
    current.user.id === found.id &&
    current.user.email === found.email
  )
    return current;
  return current.status === 'signing-out'
    ? { status: 'signing-out', user: found }
    : { status: 'signed-in', user: found };
}

const userOf = (session: { user: { id: string; email?: string } } | null): SessionUser | null =>
  session ? { id: session.user.id, email: session.user.email } : null;

/**
 * Owns the session: `getSession` on load, then every auth event
 * (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED,
 * PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED) replaces it. supabase-js refreshes
 * tokens itself and emits SIGNED_OUT when a refresh cannot be retried.
 */
export function SessionProvider({
  children,
  initialUser,
}: {
  children: ReactNode;
  /** The person the server's loaders found in the request's cookies (null: nobody). */
  initialUser: SessionUser | null;
}) {
  const [state, setState] = useState<SessionState>(() =>
    initialUser ? { status: 'signed-in', user: initialUser } : { status: 'signed-out' },
  );
  // Until supabase-js has had its say, a signed-in state only comes from the server.
  const confirmed = useRef(false);
  /** Marks supabase-js's first word on the session; true when this is it. */
  const confirm = () => {
    const first = !confirmed.current;
    confirmed.current = true;
    return first;
  };

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    // Signed out: supabase-js can wait until the page is idle (a sign-in loads it anyway).
    const ready = initialUser ? Promise.resolve() : whenIdle();
    ready
      .then(getSupabase)
      .then((supabase) => {
        if (!active) return;
        const {
          data: { subscription },
        } = supabase.auth.onAuthStateChange((_event, session) => {
          if (!active) return;
          const first = confirm();
          const found = userOf(session);
          // A session supabase-js does not confirm was never signed in here: signed out.
          setState((current) =>
            first && !found && current.status === 'signed-in'
              ? { status: 'signed-out' }
              : afterAuthEvent(current, found),
          );
        });
        unsubscribe = () => subscription.unsubscribe();
      })
      .catch(() => {
        // supabase-js failed to load: what the server said stands.
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
    // The server's person is read on the first render only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const signOut = useCallback(async () => {
    // Rendered at once, before the session can end, so the open page knows the person chose it.
    flushSync(() =>
      setState((current) =>
        current.status === 'signed-in' ? { status: 'signing-out', user: current.user } : current,
      ),
    );
    const ended = await endSession();
    // The landing page's signed-in look, set from the session cookie when the page loaded.
    if (ended) document.documentElement.removeAttribute(landingSessionAttribute.name);
    setState((current) => {
      if (current.status !== 'signing-out') return current;
      // Ended: SIGNED_OUT has usually said so already. Not ended: supabase-js kept the session.
      return ended ? { status: 'signed-out' } : { status: 'signed-in', user: current.user };
    });
  }, []);

  const leave = useCallback(() => {
    setState((current) => (current.status === 'expired' ? { status: 'signed-out' } : current));
  }, []);

  const value = useMemo(() => ({ state, signOut, leave }), [state, signOut, leave]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext).state;
}

/**
 * The signed-in person's id and email, kept while a sign-out is under way and while an
 * expired session waits to be renewed (the page stays theirs); undefined when signed out.
 */
export function useSessionUser(): SessionUser | undefined {
  const state = useSession();
  return state.status === 'signed-in' ||
    state.status === 'signing-out' ||
    state.status === 'expired'
    ? state.user
    : undefined;
}

/** 'Use another account' after an expired session. */
export function useLeaveExpiredSession(): () => void {
  return useContext(SessionContext).leave;
}

/** Sign Out, for the account menu. */
export function useSignOut(): () => Promise<void> {
  return useContext(SessionContext).signOut;
}
