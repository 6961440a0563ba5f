import { paths } from '@brand/ui';
import { createServerClient, parseCookieHeader, serializeCookieHeader } from '@supabase/ssr';
import { redirect } from 'react-router';
import type { Db } from '../data/db';
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

/** The signed-in person as the server knows them. */
export interface ServerUser {
  id: string;
  email: string | undefined;
  /** A new sign-in email waiting for its confirmation link, if any. */
  newEmail?: string;
}

export interface SignedInRequest extends RequestSupabase {
  user: ServerUser;
}

/**
 * One answer per request: the root's, the shell's and the screen's loaders run side by side on
 * one request and share its client, so an expired token is refreshed once (refresh tokens are
 * single-use: two refreshes racing with the same cookie is the known trap).
 */
const perRequest = new WeakMap<Request, Promise<RequestSupabase & { user: ServerUser | null }>>();

/** The request's client and its person (checked with the auth service), or null. */
export function requestUser(
  request: Request,
): Promise<RequestSupabase & { user: ServerUser | null }> {
  let found = perRequest.get(request);
  if (!found) {
    found = (async () => {
      const client = requestSupabase(request);
      // No session cookie: nobody, without asking the auth service.
      if (!/(?:^|;\s*)sb-[^=]*-auth-token/.test(request.headers.get('Cookie') ?? ''))
        return { ...client, user: null };
      const { data, error } = await client.db.auth.getUser();
      const user =
        !error && data.user
          ? {
              id: data.user.id,
              email: data.user.email,
              ...(data.user.new_email ? { newEmail: data.user.new_email } : {}),
            }
          : null;
      return { ...client, user };
    })();
    perRequest.set(request, found);
  }
  return found;
}

/**
 * For a signed-in route's loader: the request's client and person, or a redirect to /auth
 * (carrying the Set-Cookie that clears a session that no longer works).
 */
export async function requireUser(request: Request): Promise<SignedInRequest> {
  const { user, ...client } = await requestUser(request);
  if (!user) throw redirect(paths.auth, { headers: client.headers });
  return { ...client, user };
}
