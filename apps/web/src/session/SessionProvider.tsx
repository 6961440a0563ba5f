import type { Session } from '@supabase/supabase-js';
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
import { flushSync } from 'react-dom';
import { whenIdle } from '../app/idle';
import { endSession } from './actions';
import { getSupabase } from './client';
import { mightHaveSession, readStoredSession } from './storage';

/**
 * The session's state machine:
 * - `unknown` while first checked (spinner), then `signed-in` or `signed-out`. A session
 *   stored with a token still good starts `signed-in` at once (no spinner on a reload); if
 *   supabase-js then cannot confirm it, it becomes `signed-out`, not `expired`;
 * - `signed-in` → `signing-out` when the person chooses Sign Out (the session is still there,
 *   and shown, until the auth service has ended it), then `signed-out` once it has ended, or
 *   back to `signed-in` if it could not be ended;
 * - `signed-in` → `expired` when the session is lost while a page is open (a refresh that
 *   cannot be retried, a sign-out in another tab): the page stays, with what was typed in it,
 *   and asks to sign in again as the same account (`signed-in` again), or for another account
 *   (`signed-out`, through `leave`).
 */
export type SessionState =
  | { status: 'unknown' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; session: Session }
  | { status: 'signing-out'; session: Session }
  | { status: 'expired'; user: { id: string; email: string | undefined } };

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
function afterAuthEvent(current: SessionState, session: Session | null): SessionState {
  if (!session) {
    if (current.status === 'signed-in') {
      const { id, email } = current.session.user;
      return { status: 'expired', user: { id, email } };
    }
    return current.status === 'expired' ? current : { status: 'signed-out' };
  }
  // The session already drawn (supabase-js confirming the stored one on load): the same
  // state, so the app is not drawn again for nothing.
  if (
    (current.status === 'signed-in' || current.status === 'signing-out') &&
    sameSession(current.session, session)
  )
    return current;
  return current.status === 'signing-out'
    ? { status: 'signing-out', session }
    : { status: 'signed-in', session };
}

/** Whether two sessions say the same (a stored copy and supabase-js's own, say). */
function sameSession(a: Session, b: Session): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Owns the session: `getSession` on load, then every auth event
 * (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED,
 * PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED) replaces it. supabase-js refreshes
 * tokens itself and emits SIGNED_OUT when a refresh cannot be retried.
 */
export function SessionProvider({
  children,
  initialState,
}: {
  children: ReactNode;
  /** The state to start from instead of storage's: the build-time render of the app shell. */
  initialState?: SessionState;
}) {
  // A stored session with a token still good: signed in, drawn before supabase-js loads.
  // No stored session and no sign-in result in the URL: signed out, known without supabase-js.
  const [state, setState] = useState<SessionState>(() => {
    if (initialState) return initialState;
    const stored = readStoredSession();
    if (stored) return { status: 'signed-in', session: stored as unknown as Session };
    return mightHaveSession() ? { status: 'unknown' } : { status: 'signed-out' };
  });
  // Until supabase-js has had its say, a signed-in state only comes from storage.
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
    // Known signed out: supabase-js can wait until the page is idle (a sign-in loads it anyway).
    const ready = mightHaveSession() ? Promise.resolve() : whenIdle();
    ready
      .then(getSupabase)
      .then((supabase) => {
        if (!active) return;
        const {
          data: { subscription },
        } = supabase.auth.onAuthStateChange((_event, session) => {
          if (!active) return;
          const first = confirm();
          // A stored session supabase-js does not confirm was never signed in: signed out.
          setState((current) =>
            first && !session && current.status === 'signed-in'
              ? { status: 'signed-out' }
              : afterAuthEvent(current, session),
          );
        });
        unsubscribe = () => subscription.unsubscribe();
        return supabase.auth.getSession();
      })
      .then((result) => {
        // supabase-js empties the hash a confirmation link brought the tokens in, leaving a
        // bare '#': drop it (the router's own state stays).
        if (window.location.href.endsWith('#')) {
          const { pathname, search } = window.location;
          window.history.replaceState(window.history.state, '', pathname + search);
        }
        if (active && result) {
          const first = confirm();
          const session = result.data.session;
          setState((current) => {
            if (current.status === 'unknown') return afterAuthEvent(current, session);
            if (first && !session && current.status === 'signed-in')
              return { status: 'signed-out' };
            return current;
          });
        }
      })
      .catch(() => {
        // supabase-js failed to load or to read the session: treat as signed out.
        if (active) {
          const first = confirm();
          setState((current) =>
            current.status === 'unknown' || (first && current.status === 'signed-in')
              ? { status: 'signed-out' }
              : current,
          );
        }
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);

  const signOut = useCallback(async () => {
    // Rendered at once, before the session can end, so the open page knows the person chose it.
    flushSync(() =>
      setState((current) =>
        current.status === 'signed-in'
          ? { status: 'signing-out', session: current.session }
          : current,
      ),
    );
    const ended = await endSession();
    setState((current) => {
      if (current.status !== 'signing-out') return current;
      // Ended: SIGNED_OUT has usually said so already. Not ended: supabase-js kept the session.
      return ended ? { status: 'signed-out' } : { status: 'signed-in', session: current.session };
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
export function useSessionUser(): { id: string; email: string | undefined } | undefined {
  const state = useSession();
  if (state.status === 'signed-in' || state.status === 'signing-out') {
    return { id: state.session.user.id, email: state.session.user.email };
  }
  return state.status === 'expired' ? state.user : undefined;
}

/** 'Use another account' after an expired session. */
export function useLeaveExpiredSession(): () => void {
  return useContext(SessionContext).leave;
}

/** Sign Out, for the account menu. */
export function useSignOut(): () => Promise<void> {
  return useContext(SessionContext).signOut;
}
