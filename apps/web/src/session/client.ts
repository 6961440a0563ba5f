import type { SupabaseClient } from '@supabase/supabase-js';
import { nextTask } from '../app/idle';

let client: Promise<SupabaseClient> | undefined;

/**
 * supabase-js's parts, each imported in a task of its own before supabase-js itself (which
 * then finds them evaluated): a module graph runs in one task, and supabase-js with its parts
 * (about 230 KB) was one of 22-30 ms under Lighthouse, 4× that in its simulation. The largest
 * first; each `import()` names a package of its own, so the bundler gives each a chunk.
 */
const parts = [
  () => import('@supabase/auth-js'),
  () => import('@supabase/realtime-js'),
  () => import('@supabase/postgrest-js'),
  () => import('@supabase/storage-js'),
  () => import('@supabase/functions-js'),
];

/**
 * The one Supabase client, loaded on first use: supabase-js (about 55 KB gzip) stays out of
 * the entry chunk, so `/` and `/auth` paint without it. Tasks, not one long one: evaluating
 * each of supabase-js's parts, then supabase-js; creating the client (its first reads of the
 * stored session run then); and the first requests of everyone waiting for it. Together they
 * were one task of about 250 ms at 4× CPU; on `/auth`, the module and the client were one of
 * 36 ms unthrottled.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= (async () => {
    for (const part of parts) {
      await part();
      await nextTask();
    }
    const module = await import('./supabase');
    await nextTask();
    const made = module.createSupabase();
    await nextTask();
    return made;
  })();
  return client;
}
