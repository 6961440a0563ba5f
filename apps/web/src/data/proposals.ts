import { formatBid, parseBid, type JobRelation, type Proposal, type ProposalForm } from '@brand/ui';
import { callerId, getDb, signedInUserId } from './client';
import type { Db } from './db';
import { initials } from './conversations';
import { postedAgo } from './jobRows';

/*
 * Proposals through supabase-js. RLS lets a freelancer read their own and a job's owner read
 * the ones on their jobs; the database refuses a second proposal on a job
 * (proposals_job_freelancer_key), one on one's own job (proposals_not_own_job_check) and one
 * on a closed job (proposals_job_open_check).
 */

/** Why the database refused a proposal, in words a person can act on. */
export class ProposalRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'already-applied' | 'own-job' | 'closed' | 'invalid',
  ) {
    super(message);
    this.name = 'ProposalRefused';
  }
}

interface PostgrestLikeError {
  code?: string;
  message?: string;
  details?: string | null;
  hint?: string | null;
}

async function refusal(error: PostgrestLikeError): Promise<ProposalRefused | undefined> {
  const text = `${error.message ?? ''} ${error.details ?? ''}`;
  if (error.code === '23505') {
    return new ProposalRefused('You have already applied for this job.', 'already-applied');
  }
  if (text.includes('proposals_not_own_job_check')) {
    return new ProposalRefused('You cannot apply for your own job.', 'own-job');
  }
  if (text.includes('proposals_job_open_check')) {
    return new ProposalRefused('This job is closed and no longer takes proposals.', 'closed');
  }
  // An abuse limit, or a rule the database words for people ('A bid must be more than $0.').
  // (Its module loads only when a refusal comes.)
  const words = (await import('./refusals')).refusalMessage(error);
  if (words) return new ProposalRefused(words, 'invalid');
  if (error.code === '23514') {
    return new ProposalRefused('The proposal is outside the allowed limits.', 'invalid');
  }
  return undefined;
}

/** How the caller stands to a job they do not own: applied already, or free to apply. */
export async function relationToJob(jobId: string, db?: Db): Promise<JobRelation> {
  const client = db ?? (await getDb());
  const me = await signedInUserId(client);
  if (!me) return 'visitor';
  const { data, error } = await client
    .from('proposals')
    .select('id')
    .eq('job_id', jobId)
    .eq('freelancer_id', me)
    .maybeSingle();
  if (error) throw error;
  return data ? 'applied' : 'visitor';
}

/** Sends the caller's proposal for a job. Rejects with ProposalRefused when the rules say no. */
export async function sendProposal(jobId: string, form: ProposalForm, db?: Db): Promise<void> {
  const client = db ?? (await getDb());
  const bid = parseBid(form.bid);
  if (bid === undefined)
    throw new ProposalRefused('Enter the bid as an amount in dollars.', 'invalid');
  await callerId(client, 'Sign in to apply for a job.');
  const { error } = await client
    .from('proposals')
    .insert({ job_id: jobId, cover_letter: form.coverLetter.trim(), bid });
  if (error) throw (await refusal(error)) ?? error;
}

/** The proposals on one of the caller's jobs, newest first, with who sent them. */
export async function listProposalsForJob(jobId: string, db?: Db): Promise<Proposal[]> {
  const client = db ?? (await getDb());
  const { data, error } = await client
    .from('proposals')
    // Who sent each one comes embedded (profile_cards: null when withheld from the caller).
    .select(
      'id, job_id, freelancer_id, cover_letter, bid, status, created_at, decision_note, card:profile_cards!proposals_freelancer_id_fkey(display_name, avatar_initials, title)',
    )
    .eq('job_id', jobId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  const now = new Date();
  return data.map(({ card, ...row }): Proposal => {
    const name = card?.display_name ?? 'Private member';
    return {
      id: row.id,
      jobId: row.job_id,
      freelancer: {
        id: row.freelancer_id,
        name,
        avatar: card?.avatar_initials ?? initials(name),
        title: card?.title ?? '',
      },
      coverLetter: row.cover_letter,
      bid: formatBid(Number(row.bid)),
      submittedAt: postedAgo(row.created_at, now),
      status: row.status,
      ...(row.status === 'declined' && row.decision_note ? { declineNote: row.decision_note } : {}),
    };
  });
}
