import { toastCopy, type InviteJob } from '@brand/ui';
import { useCallback, useState } from 'react';
import { toast } from '../app/toast';
import { wordsOf } from '../data/wordsOf';

/**
 * A profile's 'Hire' → 'Invite to a job': the viewer's open jobs load when the dialog opens;
 * 'Send invitation' posts the invitation into the pair's conversation (the database writes the
 * message, with a link to the job). The props go to ProfileScreen as they are.
 */
/** The invitation's data code: loaded when 'Hire' is pressed. */
const invitations = () => import('../data/invitations');

export function useInviteToJob(freelancer: { id: string; name: string } | undefined) {
  const [jobs, setJobs] = useState<InviteJob[]>();
  const [jobsError, setJobsError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const loadJobs = useCallback(() => {
    setJobsError(undefined);
    invitations()
      .then(({ listOwnOpenJobs }) => listOwnOpenJobs())
      .then(setJobs, (failure: unknown) => {
        console.warn('Could not load your open jobs:', failure);
        setJobsError('Your open jobs could not be loaded. Please try again.');
      });
  }, []);

  const invite = async (jobId: string, message: string) => {
    if (!freelancer) return;
    setError(undefined);
    setBusy(true);
    try {
      await (await invitations()).inviteToJob(freelancer.id, jobId, message);
    } catch (failure) {
      console.warn('Could not send the invitation:', failure);
      const words = wordsOf(failure, toastCopy.invitationSendFailed);
      setError(words);
      setBusy(false);
      toast.error(toastCopy.errorTitle, { description: words });
      return;
    }
    setBusy(false);
    toast.success(toastCopy.successTitle, {
      description: toastCopy.invitationSent(freelancer.name),
    });
  };

  return {
    onHire: () => {
      setError(undefined);
      loadJobs();
    },
    onInvite: (jobId: string, message: string) => void invite(jobId, message),
    inviteJobs: jobs,
    inviteJobsError: jobsError,
    onRetryInviteJobs: loadJobs,
    inviteBusy: busy,
    inviteError: error,
  };
}
