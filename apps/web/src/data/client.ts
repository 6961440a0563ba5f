import { getSupabase } from '../session/client';
import type { Db } from './db';

/**
 * The typed client every query module in this folder uses: the session's one supabase-js
 * client (loaded on first use), seen through the generated database types.
 */
export async function getDb(): Promise<Db> {
  return (await getSupabase()) as unknown as Db;
}

/*
 * Who the caller is, for the reads and writes that name the person (their own rows, which side
 * of a conversation a message is on). In the browser: the session's user. On the server: the
 * person the request's session check verified (session/server.ts, from the access token's
 * signed claims), never the user object stored beside the token in the cookie, which nothing
 * has checked (supabase-js warns about reading it there).
 */

const verified = new WeakMap<Db, string>();

/** The server's session check found this person for this request's client. */
export function rememberVerifiedUser(db: Db, id: string): void {
  verified.set(db, id);
}

/** The signed-in person's id, or undefined when nobody is signed in. */
export async function signedInUserId(db: Db): Promise<string | undefined> {
  // Only the server verifies (the browser's build leaves this out).
  const known = import.meta.env.SSR ? verified.get(db) : undefined;
  if (known) return known;
  const { data } = await db.auth.getSession();
  return data.session?.user.id;
}

/** The signed-in person's id; without one, an error that says what to do (`whatFor`). */
export async function callerId(db: Db, whatFor = 'Sign in to continue.'): Promise<string> {
  const id = await signedInUserId(db);
  if (!id) throw new Error(whatFor);
  return id;
}
