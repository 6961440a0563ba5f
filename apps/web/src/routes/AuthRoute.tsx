import { toastCopy } from '@brand/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../app/toast';
import { AuthPage } from '../auth/AuthPage';
import { returnPath } from '../session/guards';

/** The server's answer to a form posted before the page's JavaScript ran (app/routes/auth.tsx). */
export type AuthAnswer = { error: string; email?: string } | { sentTo: string } | undefined;

/** `/auth`: after signing in, back to where the person came from (or the dashboard). */
export function AuthRoute({ answer }: { answer?: AuthAnswer }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!answer) return;
    if ('error' in answer) toast.error(toastCopy.errorTitle, { description: answer.error });
    else toast.success(toastCopy.successTitle, { description: toastCopy.signUpSucceeded });
  }, [answer]);
  return (
    <AuthPage
      defaultEmail={answer && 'error' in answer ? answer.email : undefined}
      onSignedIn={() => navigate(returnPath(location.state), { replace: true })}
    />
  );
}
