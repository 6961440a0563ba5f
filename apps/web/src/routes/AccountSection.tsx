import { AccountSettings } from '@brand/ui';
import { useNavigate } from 'react-router';
import { useLateHydrationInput } from '../app/hydrationInput';
import { toast } from '../app/toast';
import { changeEmail, changePassword, deleteAccount } from '../data/account';
import { useSignOut } from '../session/SessionProvider';

/**
 * Settings' account section: the sign-in email (through `auth.updateUser`, confirmed from the
 * new address), the password, and deleting the account (pictures removed, `delete_my_account`,
 * signed out, back to `/`).
 */
export default function AccountSection({
  email,
  userId,
  pendingEmail,
  onPending,
}: {
  email: string;
  userId: string | undefined;
  pendingEmail: string | undefined;
  onPending: (email: string) => void;
}) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  // Its code loads on demand: it hydrates after the page, and may find text typed before.
  useLateHydrationInput('account-settings');
  return (
    <AccountSettings
      email={email}
      pendingEmail={pendingEmail}
      onChangeEmail={async (next) => {
        await changeEmail(next);
        onPending(next);
      }}
      onChangePassword={changePassword}
      onDeleteAccount={async () => {
        if (!userId) return;
        await deleteAccount(userId);
        await signOut();
        toast.success('Account deleted', {
          description: 'Your account is deleted and you are signed out.',
        });
        navigate('/', { replace: true });
      }}
    />
  );
}
