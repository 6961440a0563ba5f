import { parseSidebarCookie } from '@brand/ui';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { unreadMessageCount } from '../../src/data/live';
import { unreadNotificationCount } from '../../src/data/notificationCount';
import { ShellLayout } from '../../src/routes/ShellLayout';
import { RequireSession } from '../../src/session/guards';
import { requireUser } from '../../src/session/server';
import { RouteError } from '../../src/app/RouteError';
import { paths } from '@brand/ui';

/**
 * The signed-in routes' frame: without a session the server sends the visitor to /auth;
 * with one, the shell's name, unread count and sidebar are in the first HTML.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { db, user, headers } = await requireUser(request);
  const [profile, unread, notifications, settings] = await Promise.all([
    db.from('profiles').select('display_name').eq('id', user.id).maybeSingle(),
    unreadMessageCount(db).catch(() => undefined),
    unreadNotificationCount(db).catch(() => undefined),
    db.from('user_settings').select('show_online').eq('user_id', user.id).maybeSingle(),
  ]);
  return data(
    {
      userId: user.id,
      name: profile.data?.display_name ?? null,
      unread,
      notifications,
      // No settings row yet: the default (on); a failed read: the browser reads it itself.
      showOnline: settings.error ? undefined : (settings.data?.show_online ?? true),
      sidebarOpen: parseSidebarCookie(request.headers.get('Cookie')),
    },
    { headers },
  );
}

/** Read for the first paint; the shell keeps the name and the count live itself. */
export const shouldRevalidate = () => false;

export default function Shell() {
  const initial = useLoaderData<typeof loader>();
  return (
    <RequireSession>
      <ShellLayout initial={initial} />
    </RequireSession>
  );
}

/** A screen that crashes keeps the shell around it. */
export function ErrorBoundary() {
  return <RouteError variant="embedded" homeHref={paths.dashboard} />;
}
