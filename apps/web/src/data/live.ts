import type { RealtimeChannel } from '@supabase/supabase-js';
import { useEffect, useRef } from 'react';
import { nextTask } from '../app/idle';
import { getDb } from './client';
import { useTransitionStore } from './transitionStore';
import type { Db } from './db';

/*
 * Live changes: one realtime channel per signed-in person, following the tables of the
 * `supabase_realtime` publication that the screens care about. The database sends each
 * change only to those its RLS lets read the row, so a listener sees its own world only.
 * The shell opens the channel (`useLiveChannel`); screens listen (`useLiveChange`).
 */

export type LiveTable =
  'messages' | 'conversations' | 'proposals' | 'jobs' | 'engagements' | 'notifications' | 'reviews';

export interface LiveChange {
  table: LiveTable;
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  /** The row after the change ({} for a delete). */
  row: Record<string, unknown>;
}

const tables: readonly LiveTable[] = [
  'messages',
  'conversations',
  'proposals',
  'jobs',
  'engagements',
  'notifications',
  'reviews',
];
const listeners = new Set<(change: LiveChange) => void>();
const resyncListeners = new Set<() => void>();

function emit(change: LiveChange) {
  for (const listener of listeners) {
    try {
      listener(change);
    } catch (error) {
      console.warn('A live change listener failed:', error);
    }
  }
}

/**
 * The caller's unread messages across every conversation. Here, beside the shell's live count
 * that is its one user, so the shell of every route does not load the messages screen's data
 * code (data/conversations.ts).
 */
export async function unreadMessageCount(db?: Db): Promise<number> {
  const client = db ?? (await getDb());
  const { data, error } = await client.rpc('unread_message_count');
  if (error) throw error;
  return data ?? 0;
}

/** Opens the signed-in person's live channel while mounted (the shell calls it once). */
export function useLiveChannel(userId: string | undefined): void {
  useEffect(() => {
    if (!userId) return;
    let channel: RealtimeChannel | undefined;
    let closed = false;
    // A task after the client is there: not in the one that sends the page's first requests.
    void getDb().then(async (db) => {
      await nextTask();
      if (closed) return;
      let next = db.channel(`live:${userId}`);
      for (const table of tables) {
        next = next.on('postgres_changes', { event: '*', schema: 'public', table }, (payload) =>
          emit({
            table,
            eventType: payload.eventType,
            row: (payload.new ?? {}) as Record<string, unknown>,
          }),
        );
      }
      channel = next.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') {
          // Changes made before the channel listened (since the server read the page's data,
          // or while the socket was down) were not sent: what the shell shows loads again.
          for (const listener of resyncListeners) listener();
        } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
          console.warn(`Live updates: ${status}`, error ?? '');
        }
      });
    });
    return () => {
      closed = true;
      if (channel) void getDb().then((db) => db.removeChannel(channel!));
    };
  }, [userId]);
}

/** Calls `listener` with every live change to the given tables while mounted. */
export function useLiveChange(
  only: readonly LiveTable[],
  listener: (change: LiveChange) => void,
): void {
  const latest = useRef(listener);
  latest.current = listener;
  const key = only.join(',');
  useEffect(() => {
    const wanted = new Set(key.split(','));
    const forward = (change: LiveChange) => {
      if (wanted.has(change.table)) latest.current(change);
    };
    listeners.add(forward);
    return () => {
      listeners.delete(forward);
    };
  }, [key]);
}

/**
 * Calls `listener` each time the live channel has joined (after the page's load, and after the
 * socket came back): changes made meanwhile were never sent, so counts are loaded again.
 */
export function useLiveResync(listener: () => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const forward = () => latest.current();
    resyncListeners.add(forward);
    return () => {
      resyncListeners.delete(forward);
    };
  }, []);
}

/*
 * The unread count (sidebar badge, dashboard, quick actions): loaded once, again on every
 * live change to messages, and when a screen marks a conversation read.
 */
/** Undefined until loaded in this page (the shell then shows its loader's count). */
let unread: number | undefined;
const unreadListeners = new Set<() => void>();
let pending: ReturnType<typeof setTimeout> | undefined;

/** Loads the unread count again (soon: changes in a burst load it once). */
export function refreshUnreadCount(): void {
  clearTimeout(pending);
  pending = setTimeout(() => {
    unreadMessageCount().then(
      (count) => {
        if (count === unread) return;
        unread = count;
        unreadListeners.forEach((listener) => listener());
      },
      (error: unknown) => console.warn('Could not count unread messages:', error),
    );
  }, 50);
}

const readUnread = () => unread;

function subscribeUnread(listener: () => void) {
  unreadListeners.add(listener);
  return () => unreadListeners.delete(listener);
}

/**
 * Keeps the signed-in person's unread count current (the shell calls it once). `loaded` says
 * the shell's loader read it for this person: it is loaded again only once the live channel
 * listens (`useLiveResync`), not a second time as the page starts.
 */
export function useUnreadCountLoader(userId: string | undefined, loaded: boolean): void {
  useEffect(() => {
    if (!userId) return;
    // Another person's count is never shown while this one's loads.
    unread = undefined;
    unreadListeners.forEach((listener) => listener());
    if (!loaded) refreshUnreadCount();
    // Only a change of person loads it here; `loaded` is read as the person arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);
  useLiveChange(['messages'], refreshUnreadCount);
  useLiveResync(refreshUnreadCount);
}

/** The signed-in person's unread messages, as the shell keeps them (undefined until loaded). */
export function useUnreadCount(): number | undefined {
  return useTransitionStore(subscribeUnread, readUnread);
}
