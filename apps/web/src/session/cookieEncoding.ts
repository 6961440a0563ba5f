/**
 * How @supabase/ssr writes the session into its cookies, the same in the browser and on the
 * server (either reads both forms). `raw` is the session's JSON, URI-encoded by the cookie
 * layer: the browser decodes it natively. The library's default (`base64url`) is decoded by a
 * JavaScript loop each time supabase-js reads the session (when the client starts, and before
 * every request it makes), which on a signed-in page's load was several milliseconds of main
 * thread per read at mobile speed. The session's cookies are about as long either way.
 */
export const cookieEncoding = 'raw' as const;
