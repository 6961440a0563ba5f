/**
 * Where supabase-js keeps the session in localStorage. Named here, not derived from the
 * project URL, so the app can tell "no session stored" without loading supabase-js.
 */
export const authStorageKey = 'fairlance-auth';

/** The part of a stored session the app reads before supabase-js has loaded. */
export interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string; email?: string };
}

/**
 * The session supabase-js stored, if its access token is still good for `marginSeconds`:
 * a reload of a signed-in page can draw the page at once, before supabase-js has loaded and
 * confirmed it (it then takes over: a session it cannot confirm signs out). Undefined when
 * nothing usable is stored; an expired token waits for supabase-js to refresh it.
 */
export function readStoredSession(marginSeconds = 30): StoredSession | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const raw = window.localStorage.getItem(authStorageKey);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<StoredSession> | null;
    if (
      !stored ||
      typeof stored.access_token !== 'string' ||
      typeof stored.refresh_token !== 'string' ||
      typeof stored.expires_at !== 'number' ||
      typeof stored.user?.id !== 'string'
    ) {
      return undefined;
    }
    if (stored.expires_at * 1000 <= Date.now() + marginSeconds * 1000) return undefined;
    return stored as StoredSession;
  } catch {
    return undefined; // storage blocked or not JSON: only supabase-js can tell
  }
}

/** A sign-in result in `${location.hash}&${location.search}`. */
const sessionInUrl = /(?:^|[#&?])(?:access_token|refresh_token|code|error|error_description)=/;

/**
 * False only when this browser certainly has no session: nothing stored under
 * `authStorageKey` and no sign-in result in the URL (a confirmation link carries its tokens
 * in the hash, an OAuth or PKCE redirect a `code`). Lets `/auth` render at once instead of
 * showing a spinner while supabase-js loads.
 */
export function mightHaveSession(): boolean {
  if (typeof window === 'undefined') return true;
  try {
    if (window.localStorage.getItem(authStorageKey) !== null) return true;
  } catch {
    return true; // storage blocked: only supabase-js can tell
  }
  const { hash, search } = window.location;
  return sessionInUrl.test(`${hash}&${search}`);
}
