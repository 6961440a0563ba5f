import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { loadDashboard } from '../../src/data/dashboard';
import { listEngagements } from '../../src/data/hiring';
import { unreadMessageCount } from '../../src/data/live';
import { DashboardRoute } from '../../src/routes/DashboardRoute';
import { requireUser } from '../../src/session/server';

export { ScreenError as ErrorBoundary } from './screen-error';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, user, headers } = await requireUser(request, context);
  const [dashboard, unread, engagements] = await Promise.all([
    loadDashboard(db, user.id),
    unreadMessageCount(db).catch(() => 0),
    // 'Your work' loads in the browser if this read fails: the dashboard still draws.
    listEngagements({}, db).catch(() => undefined),
  ]);
  return data({ dashboard, unread, engagements }, { headers });
}

export default function Dashboard() {
  const { dashboard, unread, engagements } = useLoaderData<typeof loader>();
  return <DashboardRoute initial={dashboard} unread={unread} engagements={engagements} />;
}
