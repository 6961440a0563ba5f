import { DashboardScreen, ScreenLoading } from '@brand/ui';
import { loadDashboard } from '../data/dashboard';
import { useLiveChange, useUnreadCount } from '../data/live';
import { useLoad } from '../data/useLoad';
import { useSessionUser } from '../session/SessionProvider';
import { ScreenLoadError } from './ScreenStatus';

/** The dashboard from the person's own jobs, proposals and messages; it follows live changes. */
export function DashboardRoute() {
  const user = useSessionUser();
  const dashboard = useLoad(user?.id ?? null, loadDashboard);
  const unread = useUnreadCount();
  useLiveChange(['jobs', 'proposals', 'messages'], dashboard.reload);

  if (dashboard.status === 'loading') return <ScreenLoading label="Loading your dashboard…" />;
  if (dashboard.status === 'error') {
    return <ScreenLoadError error={dashboard.error} onRetry={dashboard.reload} />;
  }
  return (
    <DashboardScreen
      email={user?.email}
      stats={{ ...dashboard.data.counts, messages: unread }}
      unreadMessages={unread}
      activity={dashboard.data.activity}
    />
  );
}
