import {
  engagementLimits,
  formatBid,
  parseBid,
  type Engagement,
  type InviteJob,
  type MyJob,
  type MyProposal,
  type Proposal,
  type ProposalForm,
  type ReviewForm,
  type ReviewState,
} from '@brand/ui';
import { getDb } from './client';
import { initials } from './conversations';
import type { Db } from './db';
import { postedAgo } from './jobRows';

/*
 * The hiring loop through supabase-js (supabase/README.md, "Hiring rules"): answering a
 * proposal, editing or withdrawing one's own, the engagement that accepting starts, reviews of
 * finished work, invitations, and the lists of one's own jobs and proposals. The database
 * decides who may do what (RLS, the RPCs' checks, the transition triggers); a refusal comes
 * back as an error with its code (./refusals turns it into words).
 */

async function me(client: Db): Promise<string> {
  const { data } = await client.auth.getSession();
  const id = data.session?.user.id;
  if (!id) throw new Error('Sign in to continue.');
  return id;
}

const DAY = 24 * 60 * 60 * 1000;

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'March 3, 2025' (in UTC, so the server's page and the browser's agree). */
export function formatDay(iso: string | Date): string {
  return longDate.format(typeof iso === 'string' ? new Date(iso) : iso);
}

// ---------------------------------------------------------------------------------------
// Proposals

/** The caller's own proposal on a job (with its status and the client's note), if any. */
export async function ownProposalOn(jobId: string, db?: Db): Promise<Proposal | undefined> {
  const client = db ?? (await getDb());
  const id = await me(client);
  const { data, error } = await client
    .from('proposals')
    .select('id, job_id, freelancer_id, cover_letter, bid, status, created_at, decision_note')
    .eq('job_id', jobId)
    .eq('freelancer_id', id)
    .maybeSingle();
  if (error) throw error;
  if (!data) return undefined;
  return {
    id: data.id,
    jobId: data.job_id,
    freelancer: { id, name: 'You', avatar: '', title: '' },
    coverLetter: data.cover_letter,
    bid: formatBid(Number(data.bid)),
    submittedAt: postedAgo(data.created_at),
    status: data.status,
    ...(data.status === 'declined' && data.decision_note
      ? { declineNote: data.decision_note }
      : {}),
  };
}

/** The client hires: the proposal becomes accepted and an engagement starts for `amount`. */
export async function acceptProposal(
  proposal: Proposal,
  amount: number,
  db?: Db,
): Promise<{ engagementId: string }> {
  const client = db ?? (await getDb());
  const { data, error } = await client.rpc('accept_proposal', { proposal: proposal.id, amount });
  if (error) throw error;
  // The engagement links to the pair's conversation: start one about the job when they have
  // none yet (never a second one beside a thread they already have).
  try {
    const { data: threads } = await client
      .from('conversation_summaries')
      .select('id')
      .eq('other_user_id', proposal.freelancer.id)
      .limit(1);
    if (!threads || threads.length === 0) {
      await client.rpc('start_conversation', {
        other_user: proposal.freelancer.id,
        about_job: proposal.jobId,
      });
    }
  } catch (threadError) {
    console.warn('Could not start the conversation for the engagement:', threadError);
  }
  return { engagementId: data.id };
}

/** The client declines, with an optional note to the freelancer. */
export async function declineProposal(proposalId: string, note: string, db?: Db): Promise<void> {
  const client = db ?? (await getDb());
  const text = note.trim();
  const { error } = await client.rpc('decline_proposal', {
    proposal: proposalId,
    ...(text ? { note: text } : {}),
  });
  if (error) throw error;
}

/** The freelancer withdraws their pending proposal. */
export async function withdrawProposal(proposalId: string, db?: Db): Promise<void> {
  const client = db ?? (await getDb());
  const { error } = await client.rpc('withdraw_proposal', { proposal: proposalId });
  if (error) throw error;
}

/** The freelancer changes the cover letter and bid of their pending proposal. */
export async function updateProposal(proposalId: string, form: ProposalForm, db?: Db) {
  const client = db ?? (await getDb());
  const bid = parseBid(form.bid);
  if (bid === undefined) throw new Error('Enter the bid as an amount in dollars.');
  const { data, error } = await client
    .from('proposals')
    .update({ cover_letter: form.coverLetter.trim(), bid })
    .eq('id', proposalId)
    .select('id');
  if (error) throw error;
  if (data.length === 0) {
    throw Object.assign(new Error('No proposal of yours with this id.'), { code: 'PT404' });
  }
}

// ---------------------------------------------------------------------------------------
// Engagements and reviews

const engagementColumns =
  'id, job_id, client_id, freelancer_id, amount, status, created_at, marked_complete_at, completed_at, cancelled_at, cancel_reason, cancelled_by, job:jobs(title), client:profile_cards!engagements_client_id_fkey(display_name, avatar_initials), freelancer:profile_cards!engagements_freelancer_id_fkey(display_name, avatar_initials), reviews(reviewer_id, rating, comment)' as const;

interface Card {
  display_name: string;
  avatar_initials: string | null;
}

interface EngagementRow {
  id: string;
  job_id: string;
  client_id: string;
  freelancer_id: string;
  amount: number;
  status: Engagement['status'];
  created_at: string;
  marked_complete_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  cancelled_by: string | null;
  job: { title: string } | null;
  client: Card | null;
  freelancer: Card | null;
  reviews: Array<{ reviewer_id: string; rating: number; comment: string }>;
}

/**
 * Where the viewer's review stands (the database's rules: within 30 days of completion; each
 * review hidden from the other party until both are written or 14 days have passed). The
 * other party's review reaches the viewer only once it is published (RLS).
 */
export function reviewStateOf(
  completedAt: string | null,
  mine: boolean,
  theirsVisible: boolean,
  now: Date = new Date(),
): { review: ReviewState; reviewBy?: string; revealOn?: string } {
  if (!completedAt) return { review: 'not_yet' };
  const done = new Date(completedAt).getTime();
  const revealAt = done + engagementLimits.revealDays * DAY;
  const closeAt = done + engagementLimits.reviewDays * DAY;
  if (mine) {
    if (theirsVisible || now.getTime() >= revealAt) return { review: 'published' };
    return { review: 'waiting', revealOn: formatDay(new Date(revealAt)) };
  }
  if (now.getTime() > closeAt) return { review: theirsVisible ? 'published' : 'closed' };
  return { review: 'open', reviewBy: formatDay(new Date(closeAt)) };
}

export function toEngagement(
  row: EngagementRow,
  viewer: string,
  conversationId: string | undefined,
  now: Date = new Date(),
): Engagement {
  const client = row.client_id === viewer;
  const otherId = client ? row.freelancer_id : row.client_id;
  const card = client ? row.freelancer : row.client;
  const name = card?.display_name ?? 'Private member';
  const mine = row.reviews.find((r) => r.reviewer_id === viewer);
  const theirs = row.reviews.find((r) => r.reviewer_id === otherId);
  const state =
    row.status === 'completed'
      ? reviewStateOf(row.completed_at, Boolean(mine), Boolean(theirs), now)
      : { review: 'not_yet' as const };
  return {
    id: row.id,
    jobId: row.job_id,
    jobTitle: row.job?.title ?? 'A job',
    amount: formatBid(Number(row.amount)),
    status: row.status,
    role: client ? 'client' : 'freelancer',
    other: { id: otherId, name, avatar: card?.avatar_initials ?? initials(name) },
    startedAt: formatDay(row.created_at),
    ...(row.marked_complete_at ? { markedCompleteAt: formatDay(row.marked_complete_at) } : {}),
    ...(row.completed_at ? { completedAt: formatDay(row.completed_at) } : {}),
    ...(row.cancelled_at ? { cancelledAt: formatDay(row.cancelled_at) } : {}),
    ...(row.cancel_reason ? { cancelReason: row.cancel_reason } : {}),
    ...(row.cancelled_by ? { cancelledBy: row.cancelled_by === viewer ? 'you' : 'them' } : {}),
    ...(conversationId ? { conversationId } : {}),
    ...state,
    ...(mine ? { myReview: { rating: mine.rating, text: mine.comment } } : {}),
    ...(theirs ? { theirReview: { rating: theirs.rating, text: theirs.comment } } : {}),
  };
}

/**
 * The caller's engagements (as client or freelancer; RLS shows only the two parties theirs),
 * newest first; only those on `jobId` when given. Each carries the pair's conversation: the
 * one about the job, else any they have.
 */
export async function listEngagements(
  { jobId }: { jobId?: string } = {},
  db?: Db,
): Promise<Engagement[]> {
  const client = db ?? (await getDb());
  const viewer = await me(client);
  let request = client.from('engagements').select(engagementColumns);
  if (jobId) request = request.eq('job_id', jobId);
  const { data, error } = await request.order('created_at', { ascending: false }).limit(50);
  if (error) throw error;
  const rows = data as unknown as EngagementRow[];
  if (rows.length === 0) return [];
  const others = [
    ...new Set(rows.map((r) => (r.client_id === viewer ? r.freelancer_id : r.client_id))),
  ];
  const { data: threads, error: threadError } = await client
    .from('conversation_summaries')
    .select('id, other_user_id, job_id')
    .in('other_user_id', others);
  if (threadError) throw threadError;
  const now = new Date();
  return rows.map((row) => {
    const other = row.client_id === viewer ? row.freelancer_id : row.client_id;
    const withOther = (threads ?? []).filter((t) => t.other_user_id === other);
    const thread = withOther.find((t) => t.job_id === row.job_id) ?? withOther[0];
    return toEngagement(row, viewer, thread?.id ?? undefined, now);
  });
}

/**
 * The engagement a job page shows: the one under way or finished, else the latest cancelled
 * (a client may hire someone else after a cancellation).
 */
export function engagementToShow(engagements: Engagement[]): Engagement | undefined {
  return engagements.find((e) => e.status !== 'cancelled') ?? engagements[0];
}

/** The freelancer marks the work complete; the client is asked to confirm. */
export async function markEngagementComplete(engagementId: string, db?: Db): Promise<void> {
  const client = db ?? (await getDb());
  const { error } = await client.rpc('mark_engagement_complete', { engagement: engagementId });
  if (error) throw error;
}

/** The client confirms completion (or completes the work directly). */
export async function completeEngagement(engagementId: string, db?: Db): Promise<void> {
  const client = db ?? (await getDb());
  const { error } = await client.rpc('complete_engagement', { engagement: engagementId });
  if (error) throw error;
}

/** Either party cancels before completion, with the reason. */
export async function cancelEngagement(engagementId: string, reason: string, db?: Db) {
  const client = db ?? (await getDb());
  const { error } = await client.rpc('cancel_engagement', {
    engagement: engagementId,
    reason: reason.trim(),
  });
  if (error) throw error;
}

/** The caller's review of the other party of a completed engagement. */
export async function leaveReview(engagement: Engagement, review: ReviewForm, db?: Db) {
  const client = db ?? (await getDb());
  const { error } = await client.from('reviews').insert({
    engagement_id: engagement.id,
    // The database fills in (and checks) the reviewee and the job from the engagement.
    reviewee_id: engagement.other.id,
    rating: review.rating,
    comment: review.text.trim(),
    project: engagement.jobTitle,
  });
  if (error) throw error;
}

// ---------------------------------------------------------------------------------------
// Invitations

/** The caller's open jobs, newest first, to invite someone to. */
export async function listOwnOpenJobs(db?: Db): Promise<InviteJob[]> {
  const client = db ?? (await getDb());
  const owner = await me(client);
  const { data, error } = await client
    .from('jobs')
    .select('id, title, created_at')
    .eq('owner_id', owner)
    .eq('status', 'open')
    .order('created_at', { ascending: false })
    .limit(100);
  if (error) throw error;
  const now = new Date();
  return data.map((j) => ({ id: j.id, title: j.title, postedAt: postedAgo(j.created_at, now) }));
}

/** Invites a freelancer to one of the caller's open jobs: a message in their conversation. */
export async function inviteToJob(freelancerId: string, jobId: string, note: string, db?: Db) {
  const client = db ?? (await getDb());
  const text = note.trim();
  const { error } = await client.rpc('invite_to_job', {
    freelancer: freelancerId,
    job: jobId,
    ...(text ? { note: text } : {}),
  });
  if (error) throw error;
}

// ---------------------------------------------------------------------------------------
// The Jobs screen's own views

/** The caller's jobs, newest first, with how many proposals each has and how many wait. */
export async function listMyJobs(db?: Db): Promise<MyJob[]> {
  const client = db ?? (await getDb());
  const owner = await me(client);
  const { data, error } = await client
    .from('jobs')
    .select('id, title, status, budget, created_at, proposals(status)')
    .eq('owner_id', owner)
    .order('created_at', { ascending: false })
    .limit(200);
  if (error) throw error;
  const now = new Date();
  return data.map((job) => ({
    id: job.id,
    title: job.title,
    status: job.status,
    budget: job.budget,
    postedAt: postedAgo(job.created_at, now),
    proposals: job.proposals.length,
    pendingProposals: job.proposals.filter((p) => p.status === 'pending').length,
  }));
}

/** The caller's proposals, newest first, with their jobs' titles and statuses. */
export async function listMyProposals(db?: Db): Promise<MyProposal[]> {
  const client = db ?? (await getDb());
  const freelancer = await me(client);
  const { data, error } = await client
    .from('proposals')
    .select('id, job_id, bid, status, created_at, job:jobs(title, status)')
    .eq('freelancer_id', freelancer)
    .order('created_at', { ascending: false })
    .limit(200);
  if (error) throw error;
  const now = new Date();
  return data.map((p) => ({
    id: p.id,
    jobId: p.job_id,
    jobTitle: p.job?.title ?? 'A job',
    jobStatus: p.job?.status ?? 'closed',
    bid: formatBid(Number(p.bid)),
    submittedAt: postedAgo(p.created_at, now),
    status: p.status,
  }));
}
