import { landingSessionAttribute, paths } from '@brand/ui';
import { authStorageKey } from '../session/storage';

/**
 * Inline, first in the head of the prerendered `/auth` page: a visitor with a stored session,
 * or arriving from a confirmation link with its tokens, goes on to the dashboard before
 * anything paints (the app's own `/auth` route does the same after supabase-js has checked).
 */
export const signedInRedirectScript = `(function(){try{var l=location,h=l.hash+"&"+l.search;if(localStorage.getItem(${JSON.stringify(
  authStorageKey,
)})!==null||/(?:^|[#&?])(?:access_token|refresh_token|code)=/.test(h))l.replace(${JSON.stringify(
  paths.dashboard,
)}+l.search+l.hash)}catch(e){}})();`;

/**
 * Inline in the head of the prerendered `/`: with a stored session, marks `<html>` so the
 * page's calls to action read 'Go to dashboard' instead of the join buttons from the first
 * frame. The HTML stays the same for everybody; nothing is requested.
 */
export const landingSessionScript = `(function(){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(
  authStorageKey,
)}));if(s&&typeof s.refresh_token==="string")document.documentElement.setAttribute(${JSON.stringify(
  landingSessionAttribute.name,
)},${JSON.stringify(landingSessionAttribute.signedIn)})}catch(e){}})();`;
