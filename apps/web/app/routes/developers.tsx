import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DevelopersRoute } from '../../src/routes/DevelopersRoute';
import { requestUser } from '../../src/session/server';

/** Public: the API and webhooks for developers; a signed-in person can fill in their own token. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, headers } = await requestUser(request, context);
  return data({ signedIn: user !== null }, { headers });
}

export const meta = () => [{ title: 'API and webhooks for developers · Fairlance' }];

export default function DevelopersPage() {
  const { signedIn } = useLoaderData<typeof loader>();
  return <DevelopersRoute signedIn={signedIn} />;
}
