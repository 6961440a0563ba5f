import { createClient } from '@supabase/supabase-js';
import { authStorageKey } from './storage';

/**
 * The Supabase client's making; get the one client with `getSupabase()` from ./client, never
 * import this module directly.
 * Its project comes from VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY: the local stack's in
 * development (.env.development), a hosted project's in a production build, which refuses to
 * build without them (build/env).
 */
export const supabaseUrl = import.meta.env.VITE_SUPABASE_URL;
const supabaseAnonKey = import.meta.env.VITE_SUPABASE_ANON_KEY;

/**
 * Makes the client. A function rather than a module-level client: evaluating supabase-js and
 * creating the client (which starts reading the stored session at once) are then two tasks,
 * not one (./client calls it a task after this module has run).
 */
export function createSupabase() {
  return createClient(supabaseUrl, supabaseAnonKey, {
    auth: {
      persistSession: true,
      storageKey: authStorageKey,
      autoRefreshToken: true,
      detectSessionInUrl: true,
    },
  });
}
