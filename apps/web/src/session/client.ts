import type { SupabaseClient } from '@supabase/supabase-js';
import { nextTask } from '../app/idle';

let client: Promise<SupabaseClient> | undefined;

/**
 * The one Supabase client, loaded on first use: supabase-js (about 55 KB gzip) stays out of
 * the entry chunk, so `/` and `/auth` paint without it. Three tasks, not one long one:
 * evaluating supabase-js; creating the client (its first reads of the stored session run then);
 * and the first requests of everyone waiting for it. Together they were one task of about
 * 250 ms at 4× CPU; on `/auth`, the module and the client were one of 36 ms unthrottled.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('./supabase').then(async (module) => {
    await nextTask();
    const made = module.createSupabase();
    await nextTask();
    return made;
  });
  return client;
}
