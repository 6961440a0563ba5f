import { DashboardScreen } from '@brand/ui';
import { loadDashboard } from '../data/dashboard';
import { useLiveChange, useUnreadCount } from '../data/live';
import { useSignedInUser } from '../data/profiles';
import { useLoad } from '../data/useLoad';
import { useUserEmail } from '../session/SessionProvider';
import { ScreenLoadError, ScreenLoading } from './ScreenStatus';

/** The dashboard from the person's own jobs, proposals and messages; it follows live changes. */
export function DashboardRoute() {
  const email = useUserEmail();
  const user = useSignedInUser();
  const dashboard = useLoad(user?.id ?? null, loadDashboard);
  const unread = useUnreadCount(user?.id);
  useLiveChange(['jobs', 'proposals', 'messages'], dashboard.reload);

  if (dashboard.status === 'loading') return <ScreenLoading label="Loading your dashboard…" />;
  if (dashboard.status === 'error') {
    return <ScreenLoadError error={dashboard.error} onRetry={dashboard.reload} />;
  }
  return (
    <DashboardScreen
      email={email}
      stats={{ ...dashboard.data.stats, messages: unread }}
      unreadMessages={unread}
      activity={dashboard.data.activity}
    />
  );
}
