import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { loadDashboard } from '../../src/data/dashboard';
import { unreadMessageCount } from '../../src/data/live';
import { DashboardRoute } from '../../src/routes/DashboardRoute';
import { requireUser } from '../../src/session/server';

export { ScreenError as ErrorBoundary } from './screen-error';

export async function loader({ request }: LoaderFunctionArgs) {
  const { db, user, headers } = await requireUser(request);
  const [dashboard, unread] = await Promise.all([
    loadDashboard(db, user.id),
    unreadMessageCount(db).catch(() => 0),
  ]);
  return data({ dashboard, unread }, { headers });
}

export default function Dashboard() {
  const { dashboard, unread } = useLoaderData<typeof loader>();
  return <DashboardRoute initial={dashboard} unread={unread} />;
}
