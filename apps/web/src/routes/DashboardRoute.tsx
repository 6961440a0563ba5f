import { DashboardScreen } from '@brand/ui';
import { sampleDashboard } from '@brand/ui/sample-data';
import { useUserEmail } from '../session/SessionProvider';

export function DashboardRoute() {
  const email = useUserEmail();
  return (
    <DashboardScreen
      email={email}
      stats={sampleDashboard.stats}
      unreadMessages={sampleDashboard.unreadMessages}
      activity={sampleDashboard.activity}
    />
  );
}
