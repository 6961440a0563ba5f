import { ErrorScreen, paths } from '@brand/ui';
import type { EmailOtpType } from '@supabase/supabase-js';
import { data, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { requestSupabase } from '../../src/session/server';

const emailTypes: readonly EmailOtpType[] = [
  'signup',
  'email',
  'invite',
  'magiclink',
  'recovery',
  'email_change',
];

/** Only a path of this app ('/x', never '//host' or '/\\host'). */
const sameOrigin = (next: string | null) =>
  next && /^\/(?![/\\])/.test(next) ? next : paths.dashboard;

/**
 * GET /auth/confirm?token_hash=…&type=…[&next=/path]: the link of a confirmation email. The
 * server verifies it with the auth service (`verifyOtp`), which answers with a session; its
 * cookies go out with the redirect, so the next page is rendered signed in. A hosted project's
 * email templates point here (README); a bad or used link says so on a page of the app (with
 * the service's words and a way to /auth), with a 400 or 403 status.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const tokenHash = url.searchParams.get('token_hash');
  const type = url.searchParams.get('type') as EmailOtpType | null;
  if (!tokenHash || !type || !emailTypes.includes(type))
    return data({ error: 'This confirmation link is incomplete.' }, { status: 400 });
  const { db, headers } = requestSupabase(request);
  const { error } = await db.auth.verifyOtp({ token_hash: tokenHash, type });
  if (error)
    return data({ error: error.message }, { status: error.status === 403 ? 403 : 400, headers });
  // A password-recovery link signs the person in to set a new password.
  const next = url.searchParams.get('next') ?? (type === 'recovery' ? '/auth/reset' : null);
  throw redirect(sameOrigin(next), { headers });
}

/** A link that did not confirm anything: why, and the way back to signing in. */
export default function ConfirmFailed() {
  const { error } = useLoaderData<typeof loader>();
  return <ErrorScreen homeHref={paths.auth} details={error} />;
}
