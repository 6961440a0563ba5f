import { landingSessionAttribute } from '@brand/ui';

/**
 * Inline in the head of every page: with a session cookie (`@supabase/ssr` keeps the session in
 * `sb-<project>-auth-token`, split into `.0`, `.1`… when long), marks `<html>` so the landing
 * page's calls to action read 'Go to dashboard' instead of the join buttons from the first
 * frame. The prerendered HTML stays the same for everybody; nothing is requested.
 */
export const landingSessionScript = `(function(){try{if(/(?:^|;\\s*)sb-[^=]*-auth-token(?:\\.0)?=/.test(document.cookie))document.documentElement.setAttribute(${JSON.stringify(
  landingSessionAttribute.name,
)},${JSON.stringify(landingSessionAttribute.signedIn)})}catch(e){}})();`;
