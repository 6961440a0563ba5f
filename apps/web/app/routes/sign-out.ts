import { paths } from '@brand/ui';
import { redirect, type ActionFunctionArgs } from 'react-router';
import { requestSupabase } from '../../src/session/server';

/**
 * POST /auth/sign-out: ends the request's session (that device's only) with the auth service and clears its cookies on the
 * server (the browser's client has cleared its own; this clears what it could not). A form
 * posted here goes home; the app's own request gets an empty answer.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { db, headers } = requestSupabase(request);
  await db.auth.signOut({ scope: 'local' }).catch(() => {});
  if (request.headers.get('Accept')?.includes('text/html')) throw redirect(paths.home, { headers });
  return new Response(null, { status: 204, headers });
}
