import { parseSidebarCookie } from '@brand/ui';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ShellLayout } from '../../src/routes/ShellLayout';
import { RequireSession } from '../../src/session/guards';
import { endSession, loadSignedIn, sessionEnded } from '../../src/session/server';
import { RouteError } from '../../src/app/RouteError';
import { paths } from '@brand/ui';

/**
 * The signed-in routes' frame: without a session the server sends the visitor to /auth;
 * with one, the shell's name, unread counts and sidebar are in the first HTML. They are one
 * read (`shell_summary`), made beside the check of the session's token; if it fails, the
 * browser reads each part itself. A token whose session has ended (signed out elsewhere, timed
 * out) is refused by the database: then to /auth, the cookies cleared, before any screen draws.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await loadSignedIn(request, context, async (db) => {
    const { data: rows, error } = await db.rpc('shell_summary');
    if (sessionEnded(error)) return 'ended' as const;
    return error ? undefined : rows[0];
  });
  if (signedIn.data === 'ended') return endSession(signedIn);
  const { user, headers, data: summary } = signedIn;
  return data(
    {
      userId: user.id,
      name: summary?.display_name ?? null,
      unread: summary?.unread_messages ?? undefined,
      notifications: summary?.unread_notifications ?? undefined,
      // No settings row yet: the default (on); a failed read: the browser reads it itself.
      showOnline: summary ? (summary.show_online ?? true) : undefined,
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
