export {
  NotificationBell,
  preloadNotificationBell,
  type NotificationBellProps,
} from './NotificationBell';
export {
  NotificationList,
  type NotificationListProps,
  type NotificationListState,
} from './NotificationList';
