import { NotificationBell, toastCopy, type AppNotification } from '@brand/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveChange, useLiveResync } from '../data/live';
import { unreadNotificationCount } from '../data/notificationCount';
import { toast } from './toast';

/** The list's data code (reading, marking read): loaded when the bell is first opened. */
const list = () => import('../data/notifications');

/**
 * The shell's bell: the unread count (from the loader, then kept live), the list loaded when
 * it is first opened and kept current after; marking read goes through the database's RPCs and
 * shows at once (a refusal says so and loads the truth again). Following a notification marks
 * it read; its link navigates.
 */
export function ShellNotifications({
  userId,
  initialUnread,
  loaded,
}: {
  userId: string | undefined;
  initialUnread: number;
  /** `initialUnread` is what the shell's loader read for this person. */
  loaded: boolean;
}) {
  const [unread, setUnread] = useState(initialUnread);
  const [items, setItems] = useState<AppNotification[] | undefined>(undefined);
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');
  const [markingAll, setMarkingAll] = useState(false);
  const wanted = useRef(false);
  const turn = useRef(0);

  const refresh = useCallback(() => {
    const mine = ++turn.current;
    unreadNotificationCount().then(
      (count) => mine === turn.current && setUnread(count),
      (error: unknown) => console.warn('Could not count notifications:', error),
    );
    if (!wanted.current) return;
    list()
      .then(({ listNotifications }) => listNotifications())
      .then(
        (found) => {
          if (mine !== turn.current) return;
          setItems(found);
          setState('ready');
        },
        (error: unknown) => {
          console.warn('Could not load notifications:', error);
          if (mine === turn.current) setState((s) => (s === 'ready' ? s : 'error'));
        },
      );
  }, []);

  // The count the server read for this person is current: it loads again once the live
  // channel listens (useLiveResync), or here when the person is another one.
  const first = useRef(loaded ? userId : undefined);
  useEffect(() => {
    if (!userId || userId === first.current) return;
    first.current = undefined;
    // Another person's list is never shown while this one's loads.
    setItems(undefined);
    setState('loading');
    refresh();
  }, [userId, refresh]);
  useLiveChange(['notifications'], refresh);
  useLiveResync(refresh);

  const open = (next: boolean) => {
    if (!next || wanted.current) return;
    wanted.current = true;
    refresh();
  };

  const failed = (error: unknown) => {
    console.warn('Could not mark notifications read:', error);
    toast.error(toastCopy.errorTitle, { description: 'Your notifications could not be updated.' });
    refresh();
  };

  const markRead = (id: string) => {
    const target = items?.find((n) => n.id === id);
    if (!target || target.read) return;
    setItems((all) => all?.map((n) => (n.id === id ? { ...n, read: true } : n)));
    setUnread((count) => Math.max(0, count - 1));
    list()
      .then(({ markNotificationRead }) => markNotificationRead(id))
      .then(refresh, failed);
  };

  const markAll = () => {
    setMarkingAll(true);
    setItems((all) => all?.map((n) => ({ ...n, read: true })));
    setUnread(0);
    list()
      .then(({ markAllNotificationsRead }) => markAllNotificationsRead())
      .then(refresh, failed)
      .finally(() => setMarkingAll(false));
  };

  return (
    <NotificationBell
      unreadCount={unread}
      notifications={items ?? []}
      state={items ? 'ready' : state}
      onRetry={() => {
        setState('loading');
        refresh();
      }}
      onOpenChange={open}
      onMarkRead={markRead}
      onMarkAllRead={markAll}
      onOpenNotification={(n) => markRead(n.id)}
      markingAll={markingAll}
    />
  );
}
