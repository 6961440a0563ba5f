'use client';

import { Button, IconButton, Spinner, VisuallyHidden } from '@radix-ui/themes';
import { useId } from 'react';
import { notificationText, type AppNotification } from '../../domain/notifications';
import { Icon, Link } from '../../primitives';
import * as styles from './NotificationList.css';

export type NotificationListState = 'loading' | 'error' | 'ready';

export interface NotificationListProps {
  /** The person's notifications, newest first (shown when `state` is 'ready'). */
  notifications: readonly AppNotification[];
  /** 'loading' until the first list arrives, 'error' when it could not be read. Default 'ready'. */
  state?: NotificationListState;
  /** 'Try again' in the error state. */
  onRetry?: () => void;
  /** 'Mark as read' on one unread notification, with its id. */
  onMarkRead: (id: string) => void;
  /** 'Mark all as read'. */
  onMarkAllRead: () => void;
  /** A notification's link was followed (the app marks it read; the link navigates). */
  onOpenNotification?: (notification: AppNotification) => void;
  /** While 'Mark all as read' is on its way: the button is disabled. */
  markingAll?: boolean;
}

/**
 * The bell's list: a heading with 'Mark all as read', then each notification as a link to its
 * page (its sentence and time; unread ones with a dot, bolder, and their own 'Mark as read'),
 * or the loading, error and empty states.
 */
export function NotificationList({
  notifications,
  state = 'ready',
  onRetry,
  onMarkRead,
  onMarkAllRead,
  onOpenNotification,
  markingAll,
}: NotificationListProps) {
  const headingId = useId();
  const unread = notifications.filter((n) => !n.read).length;
  return (
    <section aria-labelledby={headingId} className={styles.panel} data-slot="notification-list">
      <div className={styles.panelHeader}>
        <h2 id={headingId} className={styles.heading}>
          Notifications
        </h2>
        {state === 'ready' && notifications.length > 0 && (
          <Button
            variant="ghost"
            size="1"
            highContrast
            disabled={unread === 0 || markingAll}
            onClick={onMarkAllRead}
          >
            Mark all as read
          </Button>
        )}
      </div>
      {state === 'loading' ? (
        <div className={styles.state} role="status">
          <Spinner size="2" />
          <p className={styles.stateText}>Loading notifications…</p>
        </div>
      ) : state === 'error' ? (
        <div className={styles.state} role="alert">
          <p className={styles.stateTitle}>Your notifications could not be loaded.</p>
          <p className={styles.stateText}>Check your connection and try again.</p>
          {onRetry && (
            <Button variant="soft" size="2" highContrast onClick={onRetry}>
              Try again
            </Button>
          )}
        </div>
      ) : notifications.length === 0 ? (
        <div className={styles.state}>
          <p className={styles.stateTitle}>No notifications yet</p>
          <p className={styles.stateText}>
            Proposals, invitations, messages and reviews that concern you will show up here.
          </p>
        </div>
      ) : (
        <ul className={styles.list}>
          {notifications.map((n) => {
            const text = notificationText(n);
            return (
              <li key={n.id} className={styles.item} data-unread={n.read ? undefined : 'true'}>
                {n.read ? <span /> : <span className={styles.dot} aria-hidden="true" />}
                <Link href={n.href} className={styles.link} onClick={() => onOpenNotification?.(n)}>
                  {!n.read && <VisuallyHidden>Unread: </VisuallyHidden>}
                  <span className={n.read ? undefined : styles.unreadText}>{text}</span>
                  <span className={styles.time}>{n.time}</span>
                </Link>
                {n.read ? (
                  <span />
                ) : (
                  <IconButton
                    variant="ghost"
                    color="gray"
                    size="1"
                    className={styles.markOne}
                    aria-label={`Mark as read: ${text}`}
                    title="Mark as read"
                    onClick={() => onMarkRead(n.id)}
                  >
                    <Icon name="check" size={14} />
                  </IconButton>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
