import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchProfile } from '../../src/data/profilePage';
import { ProfileRoute } from '../../src/routes/ProfileRoute';
import { requireUser } from '../../src/session/server';

export { ScreenError as ErrorBoundary } from './screen-error';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { db, user, headers } = await requireUser(request);
  const id = params['userId'] ?? user.id;
  const profile = await fetchProfile(db, id);
  // One's own profile without a row yet (a brand-new account) is the screen's to create.
  return data({ profile: profile ?? (id === user.id ? undefined : null) }, { headers });
}

export default function Profile() {
  const { profile } = useLoaderData<typeof loader>();
  return <ProfileRoute initial={profile} />;
}
