import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchOwnCard } from '../../src/data/account';
import { fetchSettings } from '../../src/data/settings';
import { SettingsRoute } from '../../src/routes/SettingsRoute';
import { requireUser } from '../../src/session/server';

export { ScreenError as ErrorBoundary } from './screen-error';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, user, headers } = await requireUser(request, context);
  // No profile row yet (a brand-new account): the screen creates it. A new sign-in email
  // waiting for its link is on the auth service's account, not in the session's token.
  const [settings, card, account] = await Promise.all([
    fetchSettings(db, user.id, user.email).then((found) => found ?? undefined),
    fetchOwnCard(db, user.id),
    db.auth.getUser(),
  ]);
  const newEmail = account.data.user?.new_email || undefined;
  return data({ settings, account: { card, newEmail } }, { headers });
}

export default function SettingsPage() {
  const { settings, account } = useLoaderData<typeof loader>();
  return <SettingsRoute initial={settings} account={account} />;
}
