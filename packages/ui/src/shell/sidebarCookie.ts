import { sidebar } from './AppShell/sidebar';

/**
 * The sidebar's expanded state as a cookie string, kept for 7 days:
 * `sidebar_state=true; path=/; max-age=604800`. The app assigns it to
 * `document.cookie`; this package does no I/O.
 */
export function serializeSidebarCookie(open: boolean): string {
  return `${sidebar.cookieName}=${open}; path=/; max-age=${sidebar.cookieMaxAgeSeconds}`;
}

/**
 * Reads the sidebar state from a `Cookie` header or `document.cookie` string.
 * Returns `undefined` when the cookie is absent or holds anything other than
 * `true` or `false`, so the caller can fall back to its default.
 */
export function parseSidebarCookie(cookies: string | null | undefined): boolean | undefined {
  if (!cookies) return undefined;
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== sidebar.cookieName) continue;
    const value = part.slice(separator + 1).trim();
    if (value === 'true') return true;
    if (value === 'false') return false;
    return undefined;
  }
  return undefined;
}
