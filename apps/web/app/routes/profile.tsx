import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchProfile } from '../../src/data/profilePage';
import { ProfileRoute } from '../../src/routes/ProfileRoute';
import { requireUser } from '../../src/session/server';

export { ScreenError as ErrorBoundary } from './screen-error';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db, user, headers } = await requireUser(request, context);
  const id = params['userId'] ?? user.id;
  const profile = await fetchProfile(db, id);
  // Not shown: the database says whether it is private, deleted or not there at all.
  let access: string | undefined;
  if (!profile && id !== user.id) {
    const answer = await db.rpc('profile_access', { person: id });
    access = answer.error ? undefined : answer.data;
  }
  // One's own profile without a row yet (a brand-new account) is the screen's to create.
  return data({ profile: profile ?? (id === user.id ? undefined : null), access }, { headers });
}

export default function Profile() {
  const { profile, access } = useLoaderData<typeof loader>();
  return <ProfileRoute initial={profile} access={access} />;
}
