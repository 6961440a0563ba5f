import { NotFoundState, SetNewPasswordScreen, paths } from '@brand/ui';
import { data, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { toast } from '../../src/app/toast';
import { changePassword } from '../../src/data/account';
import { requestUser } from '../../src/session/server';

/**
 * GET /auth/reset: 'Set new password', where a password-recovery email's link lands once
 * /auth/confirm has verified it (type `recovery`) and signed the person in. Without that
 * session (the link was old, used, or opened in another browser) it says so, with the way to
 * ask for a new link.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, headers } = await requestUser(request, context);
  if (!user) return data({ email: null }, { status: 401, headers });
  return data({ email: user.email ?? '' }, { headers });
}

export default function SetNewPassword() {
  const { email } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  if (email === null)
    return (
      <main style={{ padding: 24 }}>
        <NotFoundState
          title="This link no longer works"
          description="The password reset link has expired, was already used, or was opened in another browser. On the Sign In tab, choose 'Forgot password?' to get a new one."
          actionHref={paths.auth}
          actionLabel="Back to sign in"
          actionIcon="arrowLeft"
        />
      </main>
    );
  return (
    <SetNewPasswordScreen
      email={email}
      onSubmit={async (password) => {
        await changePassword(password);
        toast.success('Password changed', {
          description: 'You are signed in with your new password.',
        });
        navigate(paths.dashboard, { replace: true });
      }}
    />
  );
}
