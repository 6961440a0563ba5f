import { SessionExpiredDialog } from '@brand/ui';
import { useState } from 'react';
import { signIn } from './actions';
import { useLeaveExpiredSession } from './SessionProvider';

/** The expired session's dialog: the same account signs in again (errors as toasts). */
export function SignInAgain({ email }: { email: string }) {
  const leave = useLeaveExpiredSession();
  const [failed, setFailed] = useState(false);
  return (
    <SessionExpiredDialog
      open
      email={email}
      error={failed ? 'That did not work. Check the password and try again.' : undefined}
      onSignIn={async (password) => {
        setFailed(!(await signIn({ email, password })));
      }}
      onUseAnotherAccount={leave}
    />
  );
}
