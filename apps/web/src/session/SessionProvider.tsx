import type { Session } from '@supabase/supabase-js';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { supabase } from './supabase';

/** Unknown while first checked (spinner), then signed in or signed out. */
export type SessionState =
  { status: 'unknown' } | { status: 'signed-out' } | { status: 'signed-in'; session: Session };

const SessionContext = createContext<SessionState>({ status: 'unknown' });

const toState = (session: Session | null): SessionState =>
  session ? { status: 'signed-in', session } : { status: 'signed-out' };

/**
 * Owns the session: `getSession` on load, then every auth event
 * (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED,
 * PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED) replaces it. supabase-js refreshes
 * tokens itself and emits SIGNED_OUT when a refresh cannot be retried.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'unknown' });

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
