import { useSessionUser } from '../session/SessionProvider';
import {
  JobDetailScreen,
  paths,
  toastCopy,
  ScreenLoading,
  type EngagementAction,
  type Proposal,
  type ProposalForm,
  type ReviewForm,
} from '@brand/ui';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { toast } from '../app/toast';
import { useDraft } from '../data/drafts';
import type { Db } from '../data/db';
import { closeJob, getJob } from '../data/jobs';
import { useLiveChange, useLiveResync } from '../data/live';
import { engagementToShow, listEngagements, ownProposalOn } from '../data/hiring';
import { ProposalRefused, listProposalsForJob, sendProposal } from '../data/proposals';
import { wordsOf } from '../data/wordsOf';
import { useLoad } from '../data/useLoad';
import { useLogNotFound } from './notFound';
import { ScreenLoadError } from './ScreenStatus';
import { useStartConversation } from './useStartConversation';

const emptyProposal: ProposalForm = { coverLetter: '', bid: '' };

/** The hiring loop's writes: their code loads when someone acts, not with the page. */
const hiring = () => import('../data/hiringActions');

/**
 * A job page's data: the job, the caller's relation to it, (for its owner) the proposals, (for
 * an applicant) their own proposal, and (for the two parties) the engagement on it.
 */
export async function loadJobPage(jobId: string, db?: Db) {
  const found = await getJob(jobId, db);
  if (!found) return undefined;
  if (found.own) {
    const [proposals, engagements] = await Promise.all([
      listProposalsForJob(jobId, db),
      found.status === 'open' && found.job.applicants === 0
        ? Promise.resolve([])
        : listEngagements({ jobId }, db),
    ]);
    return {
      ...found,
      relation: 'owner' as const,
      proposals,
      ownProposal: undefined,
      engagement: engagementToShow(engagements),
    };
  }
  const ownProposal = await ownProposalOn(jobId, db);
  const engagement =
    ownProposal?.status === 'accepted'
      ? engagementToShow(await listEngagements({ jobId }, db))
      : undefined;
  return {
    ...found,
    relation: ownProposal ? ('applied' as const) : ('visitor' as const),
    proposals: [] as Proposal[],
    ownProposal,
    engagement,
  };
}

export type JobPage = Awaited<ReturnType<typeof loadJobPage>>;

/**
 * One job from the database. A visitor applies (one proposal per job; the typed proposal is
 * kept as a draft until sent) or messages the client. An applicant sees their own proposal and
 * its status, and edits or withdraws it while it is pending. The poster sees the proposals as
 * they arrive, accepts one (an engagement starts) or declines it, messages an applicant, and
 * closes the job. Both parties of an engagement follow it here: mark as complete, confirm,
 * cancel, then review. Every change shows live on both sides. 'Job not found' when there is no
 * such job or the caller may not see it.
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
  const [answerBusy, setAnswerBusy] = useState<{
    proposalId: string;
    action: 'accept' | 'decline';
  }>();
  const [answerError, setAnswerError] = useState<string>();
  const [saveBusy, setSaveBusy] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const [withdrawBusy, setWithdrawBusy] = useState(false);
  const [withdrawError, setWithdrawError] = useState<string>();
  const [engagementBusy, setEngagementBusy] = useState<EngagementAction>();
  const [engagementError, setEngagementError] = useState<{
    action: EngagementAction;
    message: string;
  }>();
  const conversation = useStartConversation();

  // A proposal arriving or answered, the job or the engagement changing, the pair's conversation
  // about the job starting (the engagement links to it): shown at once.
  useLiveChange(['proposals', 'jobs', 'engagements', 'conversations'], (change) => {
    if (change.row.job_id === jobId || change.row.id === jobId) reload();
  });
  // A review of the engagement: the other party's reaches us only once it is published (RLS),
  // and publishing it publishes ours, whose row does not change: the engagement loads again.
  useLiveChange(['reviews'], (change) => {
    if (change.row.job_id === jobId) reload();
  });
  // Changes made before the live channel listened were never sent: the page loads again.
  useLiveResync(reload);
  // The double-blind period ending by time changes no row: load again at that moment.
  const revealAt = page.status === 'ready' ? page.data?.engagement?.revealAt : undefined;
  useEffect(() => {
    if (revealAt === undefined) return;
    const wait = revealAt - Date.now();
    // Beyond setTimeout's range (about 24 days) the page is reloaded long before.
    if (wait <= 0 || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(reload, wait + 1_000);
    return () => clearTimeout(timer);
  }, [revealAt, reload]);

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
      toast.error(toastCopy.errorTitle, {
        description: wordsOf(error, toastCopy.jobCloseFailed),
      });
      setClosing(false);
      return;
    }
    setClosing(false);
    toast.success(toastCopy.successTitle, { description: toastCopy.jobClosed });
    reload();
  };

  /**
   * Runs one action: `busy` while it is on its way; then a success toast and the page loaded
   * again, or the refusal's words in the action's dialog (`fail`) and an error toast.
   */
  const act = async (
    run: () => Promise<unknown>,
    {
      busy,
      fail,
      success,
      failure,
    }: {
      busy: (on: boolean) => void;
      fail: (message: string | undefined) => void;
      success: string;
      failure: string;
    },
  ) => {
    fail(undefined);
    busy(true);
    try {
      await run();
    } catch (error) {
      console.warn('The action was refused:', error);
      const message = wordsOf(error, failure);
      fail(message);
      busy(false);
      toast.error(toastCopy.errorTitle, { description: message });
      reload();
      return;
    }
    busy(false);
    toast.success(toastCopy.successTitle, { description: success });
    reload();
  };

  const answer = (action: 'accept' | 'decline', proposal: Proposal, run: () => Promise<unknown>) =>
    void act(run, {
      busy: (on) => setAnswerBusy(on ? { proposalId: proposal.id, action } : undefined),
      fail: setAnswerError,
      success:
        action === 'accept'
          ? toastCopy.proposalAccepted(proposal.freelancer.name)
          : toastCopy.proposalDeclined(proposal.freelancer.name),
      failure:
        action === 'accept' ? toastCopy.proposalAcceptFailed : toastCopy.proposalDeclineFailed,
    });

  const engagement = found.engagement;
  const onEngagement = (
    action: EngagementAction,
    run: (id: string) => Promise<unknown>,
    success: string,
    failure: string,
  ) =>
    engagement &&
    void act(() => run(engagement.id), {
      busy: (on) => setEngagementBusy(on ? action : undefined),
      fail: (message) => setEngagementError(message ? { action, message } : undefined),
      success,
      failure,
    });
  const own = found.ownProposal;

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
      onAcceptProposal={(proposal, amount) =>
        answer('accept', proposal, async () => (await hiring()).acceptProposal(proposal, amount))
      }
      onDeclineProposal={(proposal, note) =>
        answer('decline', proposal, async () => (await hiring()).declineProposal(proposal.id, note))
      }
      answerBusy={answerBusy}
      answerError={answerError}
      ownProposal={own}
      onSaveProposal={
        own &&
        ((form) =>
          void act(async () => (await hiring()).updateProposal(own.id, form), {
            busy: setSaveBusy,
            fail: setSaveError,
            success: toastCopy.proposalUpdated,
            failure: toastCopy.proposalUpdateFailed,
          }))
      }
      saveProposalBusy={saveBusy}
      saveProposalError={saveError}
      onWithdrawProposal={
        own &&
        (() =>
          void act(async () => (await hiring()).withdrawProposal(own.id), {
            busy: setWithdrawBusy,
            fail: setWithdrawError,
            success: toastCopy.proposalWithdrawn,
            failure: toastCopy.proposalWithdrawFailed,
          }))
      }
      withdrawBusy={withdrawBusy}
      withdrawError={withdrawError}
      engagement={engagement}
      onMarkComplete={() =>
        onEngagement(
          'complete',
          async (id) => (await hiring()).markEngagementComplete(id),
          toastCopy.markedComplete(engagement?.other.name ?? 'The client'),
          toastCopy.markCompleteFailed,
        )
      }
      onConfirmCompletion={() =>
        onEngagement(
          'confirm',
          async (id) => (await hiring()).completeEngagement(id),
          toastCopy.completionConfirmed,
          toastCopy.confirmCompletionFailed,
        )
      }
      onCancelEngagement={(reason) =>
        onEngagement(
          'cancel',
          async (id) => (await hiring()).cancelEngagement(id, reason),
          toastCopy.engagementCancelled,
          toastCopy.engagementCancelFailed,
        )
      }
      onSubmitReview={(review: ReviewForm) =>
        onEngagement(
          'review',
          async () => (await hiring()).leaveReview(engagement!, review),
          toastCopy.reviewSent,
          toastCopy.reviewSendFailed,
        )
      }
      engagementBusy={engagementBusy}
      engagementError={engagementError}
      onCloseJob={() => void close()}
      closeBusy={closing}
    />
  );
}
