/** The bell's badge: the count, or '99+'. */
export const notificationBadgeText = (count: number): string =>
  count > 99 ? '99+' : String(count);
