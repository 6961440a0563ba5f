import type { SupabaseClient } from '@supabase/supabase-js';
import { nextTask } from '../app/idle';

let client: Promise<SupabaseClient> | undefined;

/**
 * The one Supabase client, loaded on first use: supabase-js (about 55 KB gzip) stays out of
 * the entry chunk, so `/` and `/auth` paint without it. Given out a task after its module has
 * run: creating the client, and the first requests of everyone waiting for it, were one long
 * task of about 250 ms at 4× CPU.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('./supabase').then(async (module) => {
    await nextTask();
    return module.supabase;
  });
  return client;
}
