import type { SupabaseClient } from '@supabase/supabase-js';

let client: Promise<SupabaseClient> | undefined;

/**
 * The one Supabase client, loaded on first use: supabase-js (about 55 KB gzip) stays out of
 * the entry chunk, so `/` and `/auth` paint without it.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('./supabase').then((module) => module.supabase);
  return client;
}
