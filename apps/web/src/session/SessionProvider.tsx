import type { Session } from '@supabase/supabase-js';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { getSupabase, mightHaveSession } from './client';

/** Unknown while first checked (spinner), then signed in or signed out. */
export type SessionState =
  | { status: 'unknown' }
  /** `byUser`: the person chose Sign Out (they go to `/`, not to `/auth`). */
  | { status: 'signed-out'; byUser?: boolean }
  | { status: 'signed-in'; session: Session };

const SessionContext = createContext<SessionState>({ status: 'unknown' });

/** Set while a Sign Out the person asked for is under way. */
let userSignOut = false;

const toState = (session: Session | null): SessionState =>
  session ? { status: 'signed-in', session } : { status: 'signed-out', byUser: userSignOut };

/** Resolves when the browser is idle (or after 2 s at the latest). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

/** Ends the session because the person chose Sign Out. */
export async function signOutByUser(): Promise<{ error: Error | null }> {
  userSignOut = true;
  try {
    const supabase = await getSupabase();
    return await supabase.auth.signOut();
  } finally {
    userSignOut = false;
  }
}

/**
 * Owns the session: `getSession` on load, then every auth event
 * (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED,
 * PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED) replaces it. supabase-js refreshes
 * tokens itself and emits SIGNED_OUT when a refresh cannot be retried.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  // No stored session and no sign-in result in the URL: signed out, known without supabase-js.
  const [state, setState] = useState<SessionState>(() =>
    mightHaveSession() ? { status: 'unknown' } : { status: 'signed-out' },
  );
  const { pathname } = useLocation();

  // Once a Sign Out has led home, protected routes go back to asking for a sign-in.
  const arrivedHomeAfterSignOut = pathname === '/' && state.status === 'signed-out' && state.byUser;
  useEffect(() => {
    if (arrivedHomeAfterSignOut) setState({ status: 'signed-out' });
  }, [arrivedHomeAfterSignOut]);

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
          if (active) setState(toState(session));
        });
        unsubscribe = () => subscription.unsubscribe();
        return supabase.auth.getSession();
      })
      .then((result) => {
        if (active && result) {
          setState((current) =>
            current.status === 'unknown' ? toState(result.data.session) : current,
          );
        }
      })
      .catch(() => {
        // supabase-js failed to load or to read the session: treat as signed out.
        if (active)
          setState((current) =>
            current.status === 'unknown' ? { status: 'signed-out' } : current,
          );
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);

  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
