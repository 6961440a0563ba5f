import { FailedEmails } from '@brand/ui';
import { useFailedEmails } from '../data/failedEmails';
import { useSessionUser } from '../session/SessionProvider';

/** The Notifications tab's emails that could not be delivered, read from the database. */
export function FailedEmailsSection() {
  const failed = useFailedEmails(useSessionUser());
  return (
    <FailedEmails
      emails={failed.status === 'ready' ? failed.data : []}
      status={failed.status}
      error={failed.status === 'error' ? 'Your emails could not be loaded.' : undefined}
      onRetry={failed.reload}
    />
  );
}
