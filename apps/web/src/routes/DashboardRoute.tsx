import { DashboardScreen } from '@brand/ui';
import { sampleDashboard } from '@brand/ui/sample-data';
import { useSession } from '../session/SessionProvider';

export function DashboardRoute() {
  const session = useSession();
  const email = session.status === 'signed-in' ? session.session.user.email : undefined;
  return (
    <DashboardScreen
      email={email}
      stats={sampleDashboard.stats}
      unreadMessages={sampleDashboard.unreadMessages}
      activity={sampleDashboard.activity}
    />
  );
}
