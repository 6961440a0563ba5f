import { createBrowserClient } from '@supabase/ssr';
import { nextTask } from '../app/idle';
import { cookieEncoding } from './cookieEncoding';

/**
 * The browser's Supabase client; get it with `getSupabase()` from ./client, never import this
 * module directly. `@supabase/ssr` keeps the session in cookies, so every request the page
 * makes to its own server (a document, a route's data) carries it and the server renders with
 * the same person's rows. Its project comes from VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY:
 * the local stack's in development (.env.development), a hosted project's in a production
 * build, which refuses to build without them (build/env).
 */
export const supabaseUrl = import.meta.env.VITE_SUPABASE_URL;
const supabaseAnonKey = import.meta.env.VITE_SUPABASE_ANON_KEY;

/**
 * Makes the client. A function rather than a module-level client: evaluating supabase-js and
 * creating the client (which starts reading the session at once) are then two tasks, not one
 * (./client calls it a task after this module has run).
 */
export function createSupabase() {
  return createBrowserClient(supabaseUrl, supabaseAnonKey, {
    cookieEncoding,
    global: { fetch: oneRequestPerTask },
  });
}

/**
 * The client's fetch: each request starts in a task of its own. Starting a request costs the
 * main thread a few milliseconds (more under DevTools, which records where each began), and a
 * screen's reads start together: the dashboard's, loaded again when the live channel joins,
 * were 8 requests in one task of 17-62 ms (×4 in Lighthouse's mobile figures, which count
 * every task over 50 ms as blocking). One per task, none is long; each waits a task at most.
 */
const oneRequestPerTask: typeof fetch = async (input, init) => {
  await nextTask();
  return fetch(input, init);
};
