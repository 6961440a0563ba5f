'use client';

import { Popover } from '@radix-ui/themes';
import type { ReactElement } from 'react';
import { NotificationList, type NotificationListProps } from './NotificationList';
import * as styles from './NotificationList.css';

export interface NotificationPopoverProps extends NotificationListProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
}

/** The bell's popover (Radix's Popover): loaded on demand by NotificationBell. */
export function NotificationPopover({
  open,
  onOpenChange,
  trigger,
  onOpenNotification,
  ...list
}: NotificationPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger>{trigger}</Popover.Trigger>
      <Popover.Content
        align="end"
        sideOffset={6}
        className={styles.content}
        data-slot="notification-popover"
        aria-label="Notifications"
      >
        <NotificationList
          {...list}
          onOpenNotification={(notification) => {
            onOpenNotification?.(notification);
            onOpenChange(false);
          }}
        />
      </Popover.Content>
    </Popover.Root>
  );
}
