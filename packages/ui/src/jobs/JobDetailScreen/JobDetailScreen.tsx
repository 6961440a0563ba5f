'use client';

import { Badge, Button, Card, DataList, Heading, Text } from '@radix-ui/themes';
import { Suspense, useEffect, useId, useRef, useState, type HTMLAttributes, type Ref } from 'react';
import { categoryLabels, experienceLabels } from '../../domain/constants';
import { paths } from '../../domain/paths';
import type {
  Engagement,
  JobDetail,
  JobRelation,
  JobStatus,
  Proposal,
  ProposalForm,
  ReviewForm,
} from '../../domain/types';
import { cx } from '../../internal/cx';
import { lazyPart, onDemand, useOnDemand } from '../../internal/onDemand';
import { Icon, JobStatusBadge, Link } from '../../primitives';
import { ClientCard } from '../ClientCard/ClientCard';
import type { EngagementAction } from '../EngagementPanel/EngagementPanel';
import { JobNotFound } from '../JobNotFound/JobNotFound';
import { ProposalCard } from '../ProposalCard/ProposalCard';
import * as shared from '../../layout/screen.css';
import * as styles from './JobDetailScreen.css';

export interface JobDetailScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The job to show; undefined shows 'Job not found'. */
  job: JobDetail | undefined;
  /** Where the back link goes. */
  backHref?: string;
  /**
   * How the viewer stands to the job. 'visitor' (default) may apply and message the client;
   * 'applied' sees that the proposal went out; 'owner' sees the proposals and may close the job.
   */
  relation?: JobRelation;
  /**
   * 'in_progress' (someone was hired) and 'closed' show a badge by the title and take no
   * proposals. Default 'open'.
   */
  status?: JobStatus;
  /** Also called when 'Apply for this Job' opens the apply dialog. */
  onApply?: (job: JobDetail) => void;
  /** 'Message Client' (visitor and applied). */
  onMessageClient?: (job: JobDetail) => void;
  /** While the conversation opens: 'Message Client' reads 'Opening...' and is disabled. */
  messageBusy?: boolean;

  /** The apply dialog, controlled; leave undefined to let the screen keep it. */
  applyOpen?: boolean;
  /** Whether the proposal form starts open (uncontrolled). Default `false`. */
  defaultApplyOpen?: boolean;
  /** Called when 'Apply Now' opens the proposal form or Cancel closes it, with the new state. */
  onApplyOpenChange?: (open: boolean) => void;
  /** The apply form's fields, controlled (a draft kept by the app); else the screen keeps them. */
  proposalDraft?: ProposalForm;
  /** Every edit of the proposal form, with the whole form: the app can keep the draft. */
  onProposalDraftChange?: (form: ProposalForm) => void;
  /** 'Send Proposal' with a valid form. */
  onSubmitProposal?: (form: ProposalForm) => void;
  /** While the proposal is sent: 'Sending...', fields disabled, the dialog stays open. */
  proposalBusy?: boolean;
  /** A message about sending, shown in the apply dialog (role=alert). */
  proposalError?: string;

  /** Owner: 'Close Job', after 'Close this job?' is confirmed. */
  onCloseJob?: () => void;
  /** While the job closes: the button reads 'Closing...' and is disabled. */
  closeBusy?: boolean;
  /** Owner: the proposals the job received, newest first. */
  proposals?: Proposal[];
  /** Owner: a proposal's 'Message' button. */
  onMessageApplicant?: (proposal: Proposal) => void;
  /** Owner: the proposal whose conversation is opening (its 'Message' button is busy). */
  messagingProposalId?: string;
  /** Owner: 'Accept' on a pending proposal, after the agreed amount (US dollars) is confirmed. */
  onAcceptProposal?: (proposal: Proposal, amount: number) => void;
  /** Owner: 'Decline' on a pending proposal, with the optional note ('' when none). */
  onDeclineProposal?: (proposal: Proposal, note: string) => void;
  /**
   * Owner: the answer on its way. Its dialog says so and stays; it closes by itself when this
   * goes back to undefined with no `answerError`.
   */
  answerBusy?: { proposalId: string; action: 'accept' | 'decline' };
  /** Owner: why accepting or declining failed, in the open dialog. */
  answerError?: string;

  /** Applied: the viewer's own proposal, shown with its status (also once the job is closed). */
  ownProposal?: Proposal;
  /** Applied: 'Save changes' of the edit dialog, while the proposal is pending. */
  onSaveProposal?: (form: ProposalForm) => void;
  /** Applied: while the changes are saved. */
  saveProposalBusy?: boolean;
  /** Applied: why saving failed. */
  saveProposalError?: string;
  /** Applied: 'Withdraw proposal', confirmed. */
  onWithdrawProposal?: () => void;
  /** Applied: while it is withdrawn. */
  withdrawBusy?: boolean;
  /** Applied: why withdrawing failed. */
  withdrawError?: string;

  /** The engagement on this job the viewer is part of (the client, or the hired freelancer). */
  engagement?: Engagement;
  /** Freelancer: 'Mark as complete'. */
  onMarkComplete?: () => void;
  /** Client: 'Confirm completion'. */
  onConfirmCompletion?: () => void;
  /** Either: 'Cancel' the engagement, with the reason. */
  onCancelEngagement?: (reason: string) => void;
  /** Either, after completion: 'Leave a review'. */
  onSubmitReview?: (review: ReviewForm) => void;
  /** The engagement action on its way. */
  engagementBusy?: EngagementAction;
  /** Why the last engagement action failed. */
  engagementError?: { action: EngagementAction; message: string };
  /** A conversation's address from its id. Default `/messages/{id}`. */
  conversationHref?: (conversationId: string) => string;

  /** Where a freelancer's name links; defaults to `/profile/{userId}`. */
  profileHref?: (userId: string) => string;
  ref?: Ref<HTMLDivElement>;
}

const emptyProposal: ProposalForm = { coverLetter: '', bid: '' };

/**
 * The apply and close dialogs' module (Radix's Dialog and the proposal form), with the
 * engagement panel and one's own proposal, which only the people involved in the job see.
 */
const dialogs = onDemand(() => import('./JobDetailDialogs'));

/** Loads the screen's dialogs ahead (stories, tests): screens drawn after it open them at once. */
export const preloadJobDetailScreen = (): Promise<unknown> => dialogs.load();

/*
 * The engagement panel and one's own proposal are part of what the page shows, not dialogs: as
 * lazy components in a Suspense boundary, a server render waits for them and writes them into
 * its HTML, and hydration keeps that HTML while their code loads (a component shown only once
 * its code had loaded was missing from the server's HTML, then appeared).
 */
const LazyEngagementPanel = lazyPart(dialogs, (module) => module.EngagementPanel);
const LazyOwnProposalCard = lazyPart(dialogs, (module) => module.OwnProposalCard);

/**
 * One job: what, for how much, by when, and who is asking. A visitor applies in a dialog
 * (cover letter and bid) or messages the client; after applying they see that the proposal
 * went out. The job's poster sees the proposals instead, can message each freelancer, and can
 * close the job after confirming.
 *
 * The dialogs' code (Radix's Dialog and the proposal form) is not needed to draw the screen:
 * it loads on the first pointer over or focus on a button that opens one, or once the page is
 * idle. The buttons are the screen's own, the same before and after; a press before the code
 * is there opens its dialog once it is.
 */
export function JobDetailScreen({
  job,
  backHref = paths.jobs,
  relation = 'visitor',
  status = 'open',
  onApply,
  onMessageClient,
  messageBusy = false,
  applyOpen: applyOpenProp,
  defaultApplyOpen = false,
  onApplyOpenChange,
  proposalDraft,
  onProposalDraftChange,
  onSubmitProposal,
  proposalBusy = false,
  proposalError,
  onCloseJob,
  closeBusy = false,
  proposals = [],
  onMessageApplicant,
  messagingProposalId,
  onAcceptProposal,
  onDeclineProposal,
  answerBusy,
  answerError,
  ownProposal,
  onSaveProposal,
  saveProposalBusy = false,
  saveProposalError,
  onWithdrawProposal,
  withdrawBusy = false,
  withdrawError,
  engagement,
  onMarkComplete,
  onConfirmCompletion,
  onCancelEngagement,
  onSubmitReview,
  engagementBusy,
  engagementError,
  conversationHref,
  profileHref = paths.profileOf,
  className,
  ...rest
}: JobDetailScreenProps) {
  const ids = {
    description: useId(),
    skills: useId(),
    details: useId(),
    tags: useId(),
    proposals: useId(),
    applied: useId(),
  };
  const [ownApplyOpen, setOwnApplyOpen] = useState(defaultApplyOpen);
  const [ownDraft, setOwnDraft] = useState<ProposalForm>(emptyProposal);
  const [closeOpen, setCloseOpen] = useState(false);
  const applyButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const canApply = relation === 'visitor' && status === 'open';
  const canClose = relation === 'owner' && status !== 'closed';
  const canAnswer = relation === 'owner' && status !== 'closed';
  /** The proposal being answered, how, and the button pressed (the focus goes back there). */
  const [answering, setAnswering] = useState<{ proposal: Proposal; kind: 'accept' | 'decline' }>();
  const answerOpener = useRef<HTMLElement | null>(null);

  const applyOpen = canApply && (applyOpenProp ?? ownApplyOpen);
  const [Dialogs, loadDialogs] = useOnDemand(dialogs, {
    idle: Boolean(job) && (canApply || canClose),
  });
  // A dialog asked open (a press on a stand-in, or open from the start) loads its code. (The
  // engagement panel and one's own proposal load theirs as they render: lazy, below.)
  useEffect(() => {
    if (applyOpen || closeOpen || answering) loadDialogs();
  }, [applyOpen, closeOpen, answering, loadDialogs]);
  if (!job) return <JobNotFound backHref={backHref} className={className} {...rest} />;
  const closeAnswer = (open: boolean) => {
    if (!open) setAnswering(undefined);
  };
  /** The button just pressed (Accept or Decline): the focus goes back there after its dialog. */
  const activeButton = () =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);

  const isOwner = relation === 'owner';
  const isClosed = status === 'closed';
  const setApplyOpen = (open: boolean) => {
    // The dialog stays while the proposal is on its way.
    if (!open && proposalBusy) return;
    setOwnApplyOpen(open);
    onApplyOpenChange?.(open);
  };
  const draft = proposalDraft ?? ownDraft;
  /** What a button that opens a dialog carries, before and after the dialog's code is there. */
  const opens = (open: boolean, onOpen: () => void) => ({
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'data-state': open ? ('open' as const) : ('closed' as const),
    onPointerEnter: loadDialogs,
    onFocus: loadDialogs,
    onClick: onOpen,
  });

  return (
    <div data-slot="job-detail-screen" className={cx(shared.screen, className)} {...rest}>
      <Button asChild variant="ghost" size="2" highContrast className={styles.back}>
        <Link href={backHref} data-slot="job-detail-back">
          <Icon name="arrowLeft" />
          Back to jobs
        </Link>
      </Button>

      <div className={styles.layout}>
        <div className={styles.column}>
          <Card asChild size="3" className={styles.orderHeader}>
            <header className={styles.section}>
              <div className={styles.titleRow}>
                <Heading as="h1" size={{ initial: '6', sm: '7' }} className={styles.title}>
                  {job.title}
                </Heading>
                {status === 'in_progress' && <JobStatusBadge status="in_progress" />}
                {isClosed && (
                  <Badge color="gray" variant="solid" size="2" data-slot="job-detail-closed">
                    <Icon name="lock" size={12} />
                    Closed
                  </Badge>
                )}
                {job.urgent && (
                  <Badge color="red" variant="soft" size="2">
                    <Icon name="zap" size={12} />
                    Urgent
                  </Badge>
                )}
              </div>
              <ul className={styles.meta} aria-label="Job facts">
                <li className={shared.metaItem}>
                  <Icon name="clock" size={14} />
                  <Text size="2">Posted {job.postedAt}</Text>
                </li>
                <li className={shared.metaItem}>
                  <Icon name="users" size={14} />
                  <Text size="2">
                    {job.applicants} {job.applicants === 1 ? 'applicant' : 'applicants'}
                  </Text>
                </li>
                <li className={shared.metaItem}>
                  <Icon name="mapPin" size={14} />
                  <Text size="2">{job.location}</Text>
                </li>
              </ul>
            </header>
          </Card>

          {engagement && (
            <Suspense fallback={null}>
              <LazyEngagementPanel
                engagement={engagement}
                className={styles.orderOwn}
                onMarkComplete={onMarkComplete}
                onConfirmCompletion={onConfirmCompletion}
                onCancel={onCancelEngagement}
                onSubmitReview={onSubmitReview}
                busy={engagementBusy}
                error={engagementError}
                profileHref={profileHref}
                conversationHref={conversationHref}
              />
            </Suspense>
          )}
          {relation === 'applied' && ownProposal && (
            <Suspense fallback={null}>
              <LazyOwnProposalCard
                proposal={ownProposal}
                jobTitle={job.title}
                className={styles.orderOwn}
                onSaveEdit={isClosed ? undefined : onSaveProposal}
                editBusy={saveProposalBusy}
                editError={saveProposalError}
                onWithdraw={isClosed ? undefined : onWithdrawProposal}
                withdrawBusy={withdrawBusy}
                withdrawError={withdrawError}
              />
            </Suspense>
          )}

          <Card asChild size="3" className={styles.orderDescription}>
            <section aria-labelledby={ids.description} className={styles.section}>
              <Heading as="h2" size="4" id={ids.description}>
                Job Description
              </Heading>
              <Text as="p" size="3" className={styles.description}>
                {job.description}
              </Text>
            </section>
          </Card>

          {/* A job posted without skills (or tags, below) draws no empty card. */}
          {job.skills.length > 0 && (
            <Card asChild size="3" className={styles.orderSkills}>
              <section aria-labelledby={ids.skills} className={styles.section}>
                <Heading as="h2" size="4" id={ids.skills}>
                  Skills Required
                </Heading>
                <ul className={styles.chips}>
                  {job.skills.map((skill) => (
                    <li key={skill}>
                      <Badge size="2" variant="soft" highContrast>
                        {skill}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </section>
            </Card>
          )}

          {isOwner && (
            <section
              aria-labelledby={ids.proposals}
              className={cx(styles.proposals, styles.orderProposals)}
              data-slot="job-detail-proposals"
            >
              <Heading as="h2" size="5" id={ids.proposals} className={styles.proposalsHeading}>
                Proposals{' '}
                <Badge size="2" variant="soft" radius="full" highContrast>
                  {proposals.length}
                </Badge>
              </Heading>
              {proposals.length > 0 ? (
                <ul className={styles.proposalList}>
                  {proposals.map((proposal) => (
                    <li key={proposal.id}>
                      <ProposalCard
                        proposal={proposal}
                        profileHref={profileHref}
                        onMessage={onMessageApplicant}
                        messageBusy={messagingProposalId === proposal.id}
                        onAccept={
                          canAnswer && onAcceptProposal
                            ? (p) => {
                                answerOpener.current = activeButton();
                                setAnswering({ proposal: p, kind: 'accept' });
                              }
                            : undefined
                        }
                        onDecline={
                          canAnswer && onDeclineProposal
                            ? (p) => {
                                answerOpener.current = activeButton();
                                setAnswering({ proposal: p, kind: 'decline' });
                              }
                            : undefined
                        }
                        answerBusy={answerBusy?.proposalId === proposal.id}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <Card size="3" data-slot="job-detail-no-proposals">
                  <div className={styles.noProposals}>
                    <Icon name="inbox" size={24} className={styles.noProposalsIcon} />
                    <Heading as="h3" size="3">
                      No proposals yet
                    </Heading>
                    <Text as="p" size="2" className={styles.note}>
                      Freelancers who apply appear here with their cover letter and bid, and you can
                      message each of them.
                    </Text>
                  </div>
                </Card>
              )}
              {Dialogs && answering && canAnswer && (
                <Dialogs.AnswerDialog
                  kind={answering.kind}
                  proposal={answering.proposal}
                  jobTitle={job.title}
                  open
                  onOpenChange={closeAnswer}
                  returnFocus={answerOpener}
                  busy={answerBusy !== undefined}
                  error={answerError}
                  onAccept={onAcceptProposal}
                  onDecline={onDeclineProposal}
                />
              )}
            </section>
          )}
        </div>

        <div className={styles.column}>
          <Card asChild size="3" className={styles.orderDetails}>
            <section aria-labelledby={ids.details} className={styles.section}>
              <Heading as="h2" size="4" id={ids.details}>
                Project Details
              </Heading>
              <DataList.Root orientation="vertical" size="2">
                <DataList.Item>
                  <DataList.Label>Budget</DataList.Label>
                  <DataList.Value className={styles.budget}>{job.budget}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label>Timeline</DataList.Label>
                  <DataList.Value>{job.timeline}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label>Experience</DataList.Label>
                  <DataList.Value>{experienceLabels[job.experienceLevel]}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label>Category</DataList.Label>
                  <DataList.Value>{categoryLabels[job.category]}</DataList.Value>
                </DataList.Item>
              </DataList.Root>
              <div className={styles.actions} data-slot="job-detail-actions">
                {canApply && (
                  <>
                    <Button
                      size="3"
                      ref={applyButton}
                      {...opens(applyOpen, () => {
                        onApply?.(job);
                        setApplyOpen(true);
                      })}
                    >
                      Apply for this Job
                    </Button>
                    {Dialogs && (
                      <Dialogs.ApplyDialog
                        job={job}
                        open={applyOpen}
                        onOpenChange={setApplyOpen}
                        returnFocus={applyButton}
                        draft={draft}
                        onDraftChange={(form) => {
                          setOwnDraft(form);
                          onProposalDraftChange?.(form);
                        }}
                        onSubmit={(form) => onSubmitProposal?.(form)}
                        busy={proposalBusy}
                        error={proposalError}
                      />
                    )}
                  </>
                )}
                {relation === 'applied' && !ownProposal && (
                  <>
                    <Button size="3" disabled aria-describedby={ids.applied}>
                      <Icon name="check" />
                      Proposal sent
                    </Button>
                    <Text as="p" size="2" id={ids.applied} className={styles.note}>
                      You have already applied for this job. The client can read your proposal and
                      message you.
                    </Text>
                  </>
                )}
                {!isOwner && isClosed && relation !== 'applied' && (
                  <Text as="p" size="2" className={styles.note}>
                    This job is closed and takes no more proposals.
                  </Text>
                )}
                {!isOwner && (
                  <Button
                    size="3"
                    variant="outline"
                    disabled={messageBusy}
                    onClick={() => onMessageClient?.(job)}
                  >
                    <Icon name="message" />
                    {messageBusy ? 'Opening...' : 'Message Client'}
                  </Button>
                )}
                {canClose && (
                  <>
                    <Button
                      size="3"
                      variant="outline"
                      color="red"
                      disabled={closeBusy}
                      ref={closeButton}
                      {...opens(closeOpen, () => setCloseOpen(true))}
                    >
                      <Icon name="lock" />
                      {closeBusy ? 'Closing...' : 'Close Job'}
                    </Button>
                    {Dialogs && (
                      <Dialogs.CloseJobDialog
                        open={closeOpen}
                        onOpenChange={setCloseOpen}
                        returnFocus={closeButton}
                        onConfirm={() => onCloseJob?.()}
                      />
                    )}
                  </>
                )}
                {isOwner && isClosed && (
                  <Text as="p" size="2" className={styles.note}>
                    You closed this job. It is no longer in the job list and nobody can apply.
                  </Text>
                )}
              </div>
            </section>
          </Card>

          <ClientCard
            client={job.client}
            profileHref={profileHref}
            className={styles.orderClient}
          />

          {job.tags.length > 0 && (
            <Card asChild size="3" className={styles.orderTags}>
              <section aria-labelledby={ids.tags} className={styles.section}>
                <Heading as="h2" size="4" id={ids.tags}>
                  Tags
                </Heading>
                <ul className={styles.chips}>
                  {job.tags.map((tag) => (
                    <li key={tag}>
                      <Badge variant="surface" color="gray" highContrast>
                        {tag}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </section>
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}
