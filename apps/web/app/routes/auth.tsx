import { paths } from '@brand/ui';
import {
  data,
  redirect,
  useActionData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { AuthRoute } from '../../src/routes/AuthRoute';
import { RedirectIfSignedIn } from '../../src/session/guards';
import { requestSupabase, requestUser } from '../../src/session/server';

/**
 * Prerendered for visitors without a session (nobody at build time); rendered per request when
 * the request has a session cookie (server/serve.mjs), and then a signed-in person goes on.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, headers } = await requestUser(request, context);
  if (user) throw redirect(paths.dashboard, { headers });
  return data(null, { headers });
}

/**
 * The /auth forms posted before the page's JavaScript runs (they are real forms, method="post"):
 * the server signs in, or signs up, with the same service, and a signed-in person goes on to
 * the dashboard with the session's cookies. Once the page is hydrated the forms are React's,
 * and nothing is posted here.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const email = text('email').trim();
  const password = text('password');
  const { db, headers } = requestSupabase(request);
  if (form.has('confirmPassword')) {
    if (password !== text('confirmPassword'))
      return data({ error: 'The passwords do not match.' }, { status: 400 });
    const origin = new URL(request.url).origin;
    const { error } = await db.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: `${origin}${paths.dashboard}` },
    });
    if (error) return data({ error: error.message }, { status: 400, headers });
    return data({ sentTo: email }, { headers });
  }
  const { error } = await db.auth.signInWithPassword({ email, password });
  // The page comes back with the email typed, so trying again needs only the password.
  if (error) return data({ error: error.message, email }, { status: 400, headers });
  throw redirect(paths.dashboard, { headers });
}

export default function Auth() {
  const answer = useActionData<typeof action>();
  return (
    <RedirectIfSignedIn>
      <AuthRoute answer={answer} />
    </RedirectIfSignedIn>
  );
}
