import { UnsubscribeScreen, paths } from '@brand/ui';
import {
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { requestSupabase } from '../../src/session/server';

/*
 * /unsubscribe?token=…: the link of every email's footer and of its List-Unsubscribe header
 * (apps/notifier). GET shows a confirmation with a button (a mail scanner that opens links
 * unsubscribes nobody); POST, from that button or from a mail client's one-click
 * (RFC 8058: `List-Unsubscribe=One-Click` to the same address), switches that kind of email
 * off. The signature is checked by the database (rpc/unsubscribe, callable with the anon key):
 * this server holds no secret and needs no session. It lives here rather than in the worker
 * because the app's origin is the public one on hosted; the worker has no public address.
 */

/** The switch a token turns off, from its kind ('<user id>.<kind>.<signature>'). */
function switchName(token: string): string | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[0-9a-f-]{36}$/.test(parts[0]!) || !/^[0-9a-f]{64}$/.test(parts[2]!))
    return undefined;
  if (parts[1] === 'digest') return 'Daily digest';
  if (parts[1] === 'message_received') return 'Message alerts';
  return /^[a-z_]+$/.test(parts[1]!) ? 'Email notifications' : undefined;
}

export function meta() {
  return [{ title: 'Unsubscribe · Fairlance' }, { name: 'robots', content: 'noindex' }];
}

export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const name = switchName(token);
  if (!name) return data({ status: 'invalid' as const, switchName: undefined }, { status: 400 });
  return { status: 'confirm' as const, switchName: name };
}

export async function action({ request }: ActionFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!switchName(token))
    return data({ status: 'invalid' as const, switchName: undefined }, { status: 400 });
  const { db, headers } = requestSupabase(request);
  const { data: turnedOff, error } = await db.rpc('unsubscribe', { token });
  if (error)
    return data({ status: 'invalid' as const, switchName: undefined }, { status: 400, headers });
  return data({ status: 'done' as const, switchName: turnedOff }, { headers });
}

export default function Unsubscribe() {
  const shown = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const state = done ?? shown;
  return (
    <UnsubscribeScreen
      status={state.status}
      switchName={state.switchName}
      settingsHref={paths.settings}
    />
  );
}
