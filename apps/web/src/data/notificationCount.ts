import { getDb } from './client';
import type { Db } from './db';

/*
 * The bell's badge (./notifications.ts has the list and the marking): apart, so every signed-in
 * page draws and keeps its count without the list's code, which loads when the bell is opened.
 */

/** The signed-in person's unread notifications. */
export async function unreadNotificationCount(db?: Db): Promise<number> {
  const client = db ?? (await getDb());
  const { count, error } = await client
    .from('notifications')
    // A GET of one row with the count (a HEAD request was cut short by the local gateway).
    .select('id', { count: 'exact' })
    .is('read_at', null)
    .limit(1);
  if (error) throw error;
  return count ?? 0;
}
