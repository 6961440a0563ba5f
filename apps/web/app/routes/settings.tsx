import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchSettings } from '../../src/data/settings';
import { SettingsRoute } from '../../src/routes/SettingsRoute';
import { requireUser } from '../../src/session/server';

export { ScreenError as ErrorBoundary } from './screen-error';

export async function loader({ request }: LoaderFunctionArgs) {
  const { db, user, headers } = await requireUser(request);
  // No profile row yet (a brand-new account): the screen creates it.
  const settings = (await fetchSettings(db, user.id, user.email)) ?? undefined;
  return data({ settings }, { headers });
}

export default function SettingsPage() {
  const { settings } = useLoaderData<typeof loader>();
  return <SettingsRoute initial={settings} />;
}
