import type { Session } from '@supabase/supabase-js';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { supabase } from './supabase';

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

/** Ends the session because the person chose Sign Out. */
export async function signOutByUser(): Promise<{ error: Error | null }> {
  userSignOut = true;
  try {
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
  const [state, setState] = useState<SessionState>({ status: 'unknown' });
  const { pathname } = useLocation();

  // Once a Sign Out has led home, protected routes go back to asking for a sign-in.
  const arrivedHomeAfterSignOut = pathname === '/' && state.status === 'signed-out' && state.byUser;
  useEffect(() => {
    if (arrivedHomeAfterSignOut) setState({ status: 'signed-out' });
  }, [arrivedHomeAfterSignOut]);

  useEffect(() => {
    let active = true;
    supabase.auth
      .getSession()
      .then(({ data }) => {
        if (active)
          setState((current) => (current.status === 'unknown' ? toState(data.session) : current));
      })
      .catch(() => {
        if (active) setState({ status: 'signed-out' });
      });
    const {
      data: { subscription },
    } = supabase.auth.onAuthStateChange((_event, session) => {
      if (active) setState(toState(session));
    });
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, []);

  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
