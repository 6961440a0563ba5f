import { createClient } from '@supabase/supabase-js';
import { authStorageKey } from './storage';

/**
 * The Supabase client; load it with `getSupabase()` from ./client, never import it directly.
 * Its project comes from VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY: the local stack's in
 * development (.env.development), a hosted project's in a production build, which refuses to
 * build without them (build/env).
 */
export const supabaseUrl = import.meta.env.VITE_SUPABASE_URL;
const supabaseAnonKey = import.meta.env.VITE_SUPABASE_ANON_KEY;

export const supabase = createClient(supabaseUrl, supabaseAnonKey, {
  auth: {
    persistSession: true,
    storageKey: authStorageKey,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  },
});
