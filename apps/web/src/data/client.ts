import { getSupabase } from '../session/client';
import type { Db } from './db';

/**
 * The typed client every query module in this folder uses: the session's one supabase-js
 * client (loaded on first use), seen through the generated database types.
 */
export async function getDb(): Promise<Db> {
  return (await getSupabase()) as unknown as Db;
}
