import { createClient } from '@supabase/supabase-js';
import { anonKey as localAnonKey, url as localUrl } from '../../../local-auth/dev-keys.json';
import { authStorageKey } from './storage';

/**
 * The Supabase client; load it with `getSupabase()` from ./client, never import it directly.
 * With no environment it talks to the local auth service (apps/local-auth); set
 * VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY to use a hosted Supabase project instead.
 */
export const supabaseUrl: string = import.meta.env['VITE_SUPABASE_URL'] || localUrl;
const supabaseAnonKey: string = import.meta.env['VITE_SUPABASE_ANON_KEY'] || localAnonKey;

export const supabase = createClient(supabaseUrl, supabaseAnonKey, {
  auth: {
    persistSession: true,
    storageKey: authStorageKey,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  },
});
