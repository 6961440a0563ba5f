import { paths } from '@brand/ui';
import { createServerClient, parseCookieHeader, serializeCookieHeader } from '@supabase/ssr';
import { redirect } from 'react-router';
import type { Db } from '../data/db';
import { rememberVerifiedUser } from '../data/client';
import { cookieEncoding } from './cookieEncoding';

/**
 * The Supabase client of one request, on the server: the person's session comes from the
 * request's cookies, and what supabase-js writes back (a refreshed token, a sign-out) goes out
 * in `headers` as Set-Cookie, which loaders and actions return with their answer. Every query is
 * made with the person's own token, so row-level security decides exactly as in the browser.
 */
export interface RequestSupabase {
  db: Db;
  headers: Headers;
}

class NoWebSocket {
  constructor() {
    throw new Error('The server does not open realtime channels.');
  }
}

export function requestSupabase(request: Request): RequestSupabase {
  const headers = new Headers();
  const db = createServerClient(
    import.meta.env.VITE_SUPABASE_URL,
    import.meta.env.VITE_SUPABASE_ANON_KEY,
    {
      // No realtime on the server (the browser's client has the live channel). Node 20 has no
      // WebSocket of its own, and supabase-js wants one to exist when it makes a client.
      realtime: { transport: NoWebSocket as never },
      cookieEncoding,
      cookies: {
        getAll: () =>
          parseCookieHeader(request.headers.get('Cookie') ?? '').map(({ name, value }) => ({
            name,
            value: value ?? '',
          })),
        setAll: (cookies) => {
          for (const { name, value, options } of cookies)
            headers.append('Set-Cookie', serializeCookieHeader(name, value, options));
        },
      },
    },
  ) as unknown as Db;
  return { db, headers };
}

/** The signed-in person as the server knows them: from the session token's verified claims. */
export interface ServerUser {
  id: string;
  email: string | undefined;
}

export interface SignedInRequest extends RequestSupabase {
  user: ServerUser;
}

/**
 * One client and one answer per request: the root's, the shell's and the screen's loaders run
 * side by side on one request and share them, so the session is checked once, and an
 * expired token is refreshed once (refresh tokens are single-use: two refreshes racing with the
 * same cookie is the known trap). Keyed by React Router's `context`, the one object all loaders
 * of a request share: each loader gets a copy of the `Request` (without React Router's own
 * parameters), so keyed by it, every loader asked the auth service again (three times for
 * /jobs).
 */
const clients = new WeakMap<object, RequestSupabase>();
const users = new WeakMap<object, Promise<RequestSupabase & { user: ServerUser | null }>>();

/** The request's client (one per request: see above). */
export function requestClient(request: Request, context: object): RequestSupabase {
  let client = clients.get(context);
  if (!client) {
    client = requestSupabase(request);
    clients.set(context, client);
  }
  return client;
}

/** Whether the request carries a session at all (not whether it is still good). */
const hasSessionCookie = (request: Request) =>
  /(?:^|;\s*)sb-[^=]*-auth-token/.test(request.headers.get('Cookie') ?? '');

/**
 * The request's client and its person, or null. The session's access token is checked with
 * `getClaims()`, as Supabase's server-side guides do: when the project signs tokens with an
 * asymmetric key (ES256, as the local stack and new hosted projects do), supabase-js verifies
 * the signature and expiry here, against the project's JWK set (fetched once and cached, shared
 * by every request's client), without a round trip to the auth service; with a legacy HS256
 * secret it asks the auth service (`getUser()`), as before. Whether the session still exists
 * (not signed out elsewhere, not timed out) the database checks on every read
 * (`public.check_session`): see `sessionEnded`, which the shell's loader turns into /auth.
 */
export function requestUser(
  request: Request,
  context: object,
): Promise<RequestSupabase & { user: ServerUser | null }> {
  let found = users.get(context);
  if (!found) {
    found = (async () => {
      const client = requestClient(request, context);
      // No session cookie: nobody, without asking the auth service.
      if (!hasSessionCookie(request)) return { ...client, user: null };
      const { data, error } = await client.db.auth.getClaims();
      const claims = error ? null : data?.claims;
      const user =
        claims && typeof claims.sub === 'string' && claims.sub
          ? { id: claims.sub, email: typeof claims.email === 'string' ? claims.email : undefined }
          : null;
      // The data helpers that name the caller use this id, not the cookie's unchecked user.
      if (user) rememberVerifiedUser(client.db, user.id);
      return { ...client, user };
    })();
    users.set(context, found);
  }
  return found;
}

/**
 * For a signed-in route's loader: the request's client and person, or a redirect to /auth
 * (carrying the Set-Cookie that clears a session that no longer works).
 */
export async function requireUser(request: Request, context: object): Promise<SignedInRequest> {
  const { user, ...client } = await requestUser(request, context);
  if (!user) throw redirect(paths.auth, { headers: client.headers });
  return { ...client, user };
}

/**
 * PostgREST's answer to a token whose session was signed out or has timed out: the database
 * checks the session before every request (`public.check_session`), while the token's own check
 * here looks at its signature and expiry only.
 */
export const sessionEnded = (error: { code?: string } | null | undefined): boolean =>
  error?.code === 'PT401';

/** A request whose session has ended goes to /auth, with the cookies that held it cleared. */
export async function endSession(client: RequestSupabase): Promise<never> {
  await client.db.auth.signOut({ scope: 'local' });
  throw redirect(paths.auth, { headers: client.headers });
}

/**
 * For a signed-in route's loader whose reads do not need to know who the person is (no id, no
 * `getSession()` user: on the server, supabase-js warns that it is not yet authenticated): they
 * start at once, beside the auth service's check of the session instead of after it (row-level
 * security decides what they return from the session's token, as in the browser), and their
 * answer is used only once the person is known. Without a session the visitor goes to /auth,
 * and the reads are not made.
 */
export async function loadSignedIn<T>(
  request: Request,
  context: object,
  load: (db: Db) => Promise<T>,
): Promise<SignedInRequest & { data: T }> {
  const pending = hasSessionCookie(request) ? load(requestClient(request, context).db) : undefined;
  // Its failure is the loader's once the person is known (not an unhandled rejection before).
  pending?.catch(() => {});
  const signedIn = await requireUser(request, context);
  return { ...signedIn, data: await (pending as Promise<T>) };
}
