import { isNotificationKind, type AppNotification } from '@brand/ui';
import { getDb } from './client';
import type { Db } from './db';
import type { Tables } from './database.types';
import { monthDay, weekdayName } from './conversations';

/*
 * The bell's data (issue 36 item 1): the database makes every notification (triggers on
 * proposals, invitations, engagements, reviews and messages into public.notifications, RLS: the
 * recipient's own rows only); the app reads them, counts the unread ones and marks them read
 * with the two RPCs. Live: data/live.ts follows the table on the shell's channel.
 */

type NotificationRow = Pick<
  Tables<'notifications'>,
  'id' | 'kind' | 'actor_name' | 'subject' | 'link' | 'created_at' | 'read_at'
>;

/** How many the bell lists (the newest). */
export const NOTIFICATION_PAGE = 30;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'Just now', '5m ago', '3h ago', 'Yesterday', 'Mon', 'Mar 4'. */
export function notificationTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const ms = now.getTime() - at.getTime();
  if (ms < MINUTE) return 'Just now';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)}m ago`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)}h ago`;
  if (ms < 2 * DAY) return 'Yesterday';
  if (ms < 7 * DAY) return weekdayName(at);
  return monthDay(at);
}

/** A row as the bell shows it; a kind this app does not know yet is left out. */
export function toAppNotification(row: NotificationRow, now?: Date): AppNotification | undefined {
  if (!isNotificationKind(row.kind)) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    ...(row.actor_name ? { actorName: row.actor_name } : {}),
    ...(row.subject ? { subject: row.subject } : {}),
    // The database writes app paths only (a check constraint); anything else goes nowhere.
    href: row.link.startsWith('/') && !row.link.startsWith('//') ? row.link : '/dashboard',
    time: notificationTime(row.created_at, now),
    read: row.read_at !== null,
  };
}

/** The newest notifications of the signed-in person. */
export async function listNotifications(db?: Db): Promise<AppNotification[]> {
  const client = db ?? (await getDb());
  const { data, error } = await client
    .from('notifications')
    .select('id, kind, actor_name, subject, link, created_at, read_at')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(NOTIFICATION_PAGE);
  if (error) throw error;
  const now = new Date();
  return data.flatMap((row) => toAppNotification(row, now) ?? []);
}

export { unreadNotificationCount } from './notificationCount';

export async function markNotificationRead(id: string): Promise<void> {
  const db = await getDb();
  const { error } = await db.rpc('mark_notification_read', { notification: id });
  if (error) throw error;
}

export async function markAllNotificationsRead(): Promise<void> {
  const db = await getDb();
  const { error } = await db.rpc('mark_all_notifications_read');
  if (error) throw error;
}
