'use client';

import { Badge, IconButton, VisuallyHidden } from '@radix-ui/themes';
import { useEffect, useState, type ComponentType } from 'react';
import { notificationBadgeText } from '../../domain/notificationBadge';
import { onDemand, useOnDemand } from '../../internal/onDemand';
import { Icon } from '../../primitives';
import type { NotificationListProps } from './NotificationList';
import type { NotificationPopoverProps } from './NotificationPopover';
import * as styles from './NotificationBell.css';

export interface NotificationBellProps extends NotificationListProps {
  /** Unread notifications: the badge on the bell (none at 0) and the button's name. */
  unreadCount: number;
  /** The list open (controlled). */
  open?: boolean;
  /** Open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** The list opened or closed, with the new state (the app may load the list on opening). */
  onOpenChange?: (open: boolean) => void;
}

const popover = onDemand<ComponentType<NotificationPopoverProps>>(() =>
  import('./NotificationPopover').then((module) => module.NotificationPopover),
);

/** Loads the bell's popover code ahead (stories, tests). */
export const preloadNotificationBell = (): Promise<unknown> => popover.load();

/**
 * The header's bell: the unread count on a badge, and a popover with the list
 * (`NotificationList`): each notification links to its page, 'Mark as read' on one, 'Mark all as
 * read'. The popover's code loads when the page is idle or when the bell is first pressed; a
 * press before then opens it as soon as it is there.
 */
export function NotificationBell({
  unreadCount,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...list
}: NotificationBellProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  // Drawn once loaded while idle: the stand-in acts on the click, and a popover drawn between a
  // press's pointer down and its click would lose that click.
  const [Popover, load] = useOnDemand(popover, { idle: 'show' });
  useEffect(() => {
    if (open) load();
  }, [open, load]);

  // The name is the visible count with words around it: 'Notifications, 3 unread'.
  const trigger = (
    <IconButton
      variant="ghost"
      color="gray"
      size="2"
      className={styles.trigger}
      data-slot="notification-bell"
    >
      <Icon name="bell" size={18} />
      {unreadCount > 0 ? (
        <>
          <VisuallyHidden>Notifications, </VisuallyHidden>
          <Badge
            radius="full"
            variant="solid"
            color="teal"
            size="1"
            className={styles.badge}
            data-slot="notification-count"
          >
            {notificationBadgeText(unreadCount)}
          </Badge>
          <VisuallyHidden> unread</VisuallyHidden>
        </>
      ) : (
        <VisuallyHidden>Notifications</VisuallyHidden>
      )}
    </IconButton>
  );
  if (Popover) return <Popover {...list} open={open} onOpenChange={setOpen} trigger={trigger} />;
  return (
    <IconButton
      {...trigger.props}
      type="button"
      aria-haspopup="dialog"
      aria-expanded="false"
      onPointerEnter={load}
      onFocus={load}
      onClick={() => setOpen(true)}
    />
  );
}
