/**
 * Where supabase-js keeps the session in localStorage. Named here, not derived from the
 * project URL, so the app can tell "no session stored" without loading supabase-js.
 */
export const authStorageKey = 'fairlance-auth';

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
