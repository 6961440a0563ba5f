import { DashboardScreen, type Engagement } from '@brand/ui';
import { useCallback } from 'react';
import { listEngagements } from '../data/hiring';
import { loadDashboard, type Dashboard } from '../data/dashboard';
import { useLiveChange, useLiveResync, useUnreadCount } from '../data/live';
import { useLoad } from '../data/useLoad';
import { useSessionUser } from '../session/SessionProvider';
import { ScreenLoadError } from './ScreenStatus';

export interface DashboardRouteProps {
  /** What the route's loader read on the server. */
  initial?: Dashboard;
  unread?: number;
  /** The person's engagements for 'Your work', as the loader read them. */
  engagements?: Engagement[];
}

/**
 * The dashboard from the person's own jobs, proposals and messages; it follows live changes.
 * It draws at once (greeting, quick actions), the counters and activity filling in as they load.
 */
export function DashboardRoute({
  initial,
  unread: unreadAtLoad,
  engagements: engagementsAtLoad,
}: DashboardRouteProps) {
  const user = useSessionUser();
  const dashboard = useLoad(user?.id ?? null, loadDashboard, () => initial);
  const loadWork = useCallback(() => listEngagements(), []);
  const work = useLoad(user?.id ?? null, loadWork, () => engagementsAtLoad);
  const unread = useUnreadCount() ?? unreadAtLoad ?? 0;
  useLiveChange(['jobs', 'proposals', 'messages', 'engagements'], dashboard.reload);
  useLiveChange(['engagements'], work.reload);
  // Changes made before the live channel listened were never sent: both load again.
  useLiveResync(() => {
    dashboard.reload();
    work.reload();
  });

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
      engagements={work.status === 'ready' ? work.data : undefined}
      engagementsLoading={work.status === 'loading'}
    />
  );
}
