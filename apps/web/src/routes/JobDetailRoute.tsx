import { useSessionUser } from '../session/SessionProvider';
import { JobDetailScreen, paths, toastCopy, ScreenLoading, type ProposalForm } from '@brand/ui';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { toast } from '../app/toast';
import { useDraft } from '../data/drafts';
import type { Db } from '../data/db';
import { closeJob, getJob } from '../data/jobs';
import { useLiveChange } from '../data/live';
import {
  ProposalRefused,
  listProposalsForJob,
  relationToJob,
  sendProposal,
} from '../data/proposals';
import { useLoad } from '../data/useLoad';
import { useLogNotFound } from './notFound';
import { ScreenLoadError } from './ScreenStatus';
import { useStartConversation } from './useStartConversation';

const emptyProposal: ProposalForm = { coverLetter: '', bid: '' };

/** A job page's data: the job, the caller's relation to it, and (for its owner) the proposals. */
export async function loadJobPage(jobId: string, db?: Db) {
  const found = await getJob(jobId, db);
  if (!found) return undefined;
  if (found.own) {
    return {
      ...found,
      relation: 'owner' as const,
      proposals: await listProposalsForJob(jobId, db),
    };
  }
  return { ...found, relation: await relationToJob(jobId, db), proposals: [] };
}

export type JobPage = Awaited<ReturnType<typeof loadJobPage>>;

/**
 * One job from the database. A visitor applies (one proposal per job; the typed proposal is
 * kept as a draft until sent) or messages the client; the poster sees the proposals as they
 * arrive, messages an applicant, and closes the job. 'Job not found' when there is no such
 * job, the caller may not see it, or it is closed and not theirs.
 */
export function JobDetailRoute({ initial }: { initial?: { jobId: string; page: JobPage } }) {
  const { jobId = '' } = useParams();
  const user = useSessionUser();
  const load = useCallback(() => loadJobPage(jobId), [jobId]);
  const page = useLoad(user ? `${user.id}\n${jobId}` : null, load, () =>
    initial?.jobId === jobId ? initial.page : undefined,
  );
  const { reload } = page;
  const [draft, setDraft, clearDraft] = useDraft<ProposalForm>(
    user ? `proposal:${user.id}:${jobId}` : null,
    emptyProposal,
  );
  const [applyOpen, setApplyOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [proposalError, setProposalError] = useState<string>();
  const [closing, setClosing] = useState(false);
  const conversation = useStartConversation();

  // A proposal arriving, or the job changing, shows at once.
  useLiveChange(['proposals', 'jobs'], (change) => {
    if (change.row.job_id === jobId || change.row.id === jobId) reload();
  });

  useLogNotFound(
    page.status === 'ready' && !page.data ? 'no such job' : undefined,
    `${paths.jobs}/${jobId ?? ''}`,
  );

  if (page.status === 'loading') return <ScreenLoading label="Loading the job…" />;
  if (page.status === 'error') return <ScreenLoadError error={page.error} onRetry={reload} />;
  const found = page.data;
  if (!found) return <JobDetailScreen job={undefined} backHref={paths.jobs} />;

  const apply = async (form: ProposalForm) => {
    setSending(true);
    setProposalError(undefined);
    try {
      await sendProposal(jobId, form);
    } catch (error) {
      setSending(false);
      if (error instanceof ProposalRefused && error.reason !== 'invalid') {
        // The rules say no (applied meanwhile, own job, closed): the page shows why.
        toast.error(toastCopy.errorTitle, { description: error.message });
        setApplyOpen(false);
        reload();
        return;
      }
      console.warn('Could not send the proposal:', error);
      const message =
        error instanceof ProposalRefused ? error.message : toastCopy.proposalSendFailed;
      setProposalError(message);
      toast.error(toastCopy.errorTitle, { description: message });
      return;
    }
    setSending(false);
    clearDraft();
    setApplyOpen(false);
    toast.success(toastCopy.successTitle, { description: toastCopy.proposalSent });
    reload();
  };

  const close = async () => {
    setClosing(true);
    try {
      await closeJob(jobId);
    } catch (error) {
      console.warn('Could not close the job:', error);
      toast.error(toastCopy.errorTitle, { description: toastCopy.jobCloseFailed });
      setClosing(false);
      return;
    }
    setClosing(false);
    toast.success(toastCopy.successTitle, { description: toastCopy.jobClosed });
    reload();
  };

  return (
    <JobDetailScreen
      job={found.job}
      backHref={paths.jobs}
      relation={found.relation}
      status={found.status}
      applyOpen={applyOpen}
      onApplyOpenChange={(open) => {
        setApplyOpen(open);
        if (!open) setProposalError(undefined);
      }}
      proposalDraft={draft}
      onProposalDraftChange={setDraft}
      onSubmitProposal={(form) => void apply(form)}
      proposalBusy={sending}
      proposalError={proposalError}
      onMessageClient={() => void conversation.start(found.ownerId)}
      messageBusy={conversation.busyWith === found.ownerId}
      proposals={found.proposals}
      onMessageApplicant={(proposal) => void conversation.start(proposal.freelancer.id)}
      messagingProposalId={
        found.proposals.find((p) => p.freelancer.id === conversation.busyWith)?.id
      }
      onCloseJob={() => void close()}
      closeBusy={closing}
    />
  );
}
