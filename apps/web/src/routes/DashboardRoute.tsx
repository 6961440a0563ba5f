import { DashboardScreen } from '@brand/ui';
import { loadDashboard, type Dashboard } from '../data/dashboard';
import { useLiveChange, useUnreadCount } from '../data/live';
import { useLoad } from '../data/useLoad';
import { useSessionUser } from '../session/SessionProvider';
import { ScreenLoadError } from './ScreenStatus';

export interface DashboardRouteProps {
  /** What the route's loader read on the server. */
  initial?: Dashboard;
  unread?: number;
}

/**
 * The dashboard from the person's own jobs, proposals and messages; it follows live changes.
 * It draws at once (greeting, quick actions), the counters and activity filling in as they load.
 */
export function DashboardRoute({ initial, unread: unreadAtLoad }: DashboardRouteProps) {
  const user = useSessionUser();
  const dashboard = useLoad(user?.id ?? null, loadDashboard, () => initial);
  const unread = useUnreadCount() ?? unreadAtLoad ?? 0;
  useLiveChange(['jobs', 'proposals', 'messages'], dashboard.reload);

  if (dashboard.status === 'error') {
    return <ScreenLoadError error={dashboard.error} onRetry={dashboard.reload} />;
  }
  const data = dashboard.status === 'loading' ? undefined : dashboard.data;
  return (
    <DashboardScreen
      email={user?.email}
      stats={data && { ...data.counts, messages: unread }}
      unreadMessages={unread}
      activity={data?.activity}
    />
  );
}
