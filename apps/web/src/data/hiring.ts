import {
  engagementLimits,
  formatBid,
  formatLongDate,
  type Engagement,
  type Proposal,
  type ReviewState,
} from '@brand/ui';
import { callerId, getDb } from './client';
import { initials } from './conversations';
import type { Db } from './db';
import { postedAgo } from './jobRows';

/*
 * The hiring loop's reads through supabase-js (supabase/README.md, "Hiring rules"): one's own
 * proposal on a job, and the engagements one is a party of (with where the reviews stand).
 * The lists of one's own jobs and proposals are ./ownLists; the writes are ./hiringActions
 * and ./invitations (loaded when someone acts). RLS decides what the caller reads.
 */

const DAY = 24 * 60 * 60 * 1000;

/** 'March 3, 2025' (in UTC, so the server's page and the browser's agree; no Intl). */
export const formatDay = formatLongDate;

// ---------------------------------------------------------------------------------------
// Proposals

/** The caller's own proposal on a job (with its status and the client's note), if any. */
export async function ownProposalOn(jobId: string, db?: Db): Promise<Proposal | undefined> {
  const client = db ?? (await getDb());
  const id = await callerId(client);
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

/**
 * An engagement as the app holds it. `revealAt` (ms since the epoch): when the double-blind
 * period ends by time, while a review of the pair is still hidden; no row changes then, so the
 * job page loads again at that moment.
 */
export type EngagementOnPage = Engagement & { revealAt?: number };

export function toEngagement(
  row: EngagementRow,
  viewer: string,
  conversationId: string | undefined,
  now: Date = new Date(),
): EngagementOnPage {
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
    ...(row.status === 'completed' && row.completed_at && !(mine && theirs)
      ? { revealAt: new Date(row.completed_at).getTime() + engagementLimits.revealDays * DAY }
      : {}),
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
): Promise<EngagementOnPage[]> {
  const client = db ?? (await getDb());
  const viewer = await callerId(client);
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
export function engagementToShow<T extends Engagement>(engagements: T[]): T | undefined {
  return engagements.find((e) => e.status !== 'cancelled') ?? engagements[0];
}
