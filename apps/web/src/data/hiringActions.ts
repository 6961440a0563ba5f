import {
  parseBid,
  type Engagement,
  type Proposal,
  type ProposalForm,
  type ReviewForm,
} from '@brand/ui';
import { getDb } from './client';
import type { Db } from './db';
import { withWords } from './refusals';

/*
 * The hiring loop's writes (supabase/README.md, "Hiring rules"): answering a proposal, editing
 * or withdrawing one's own, moving an engagement along, reviewing finished work. Apart from
 * ./hiring (the reads a page draws with), so a job page loads this code only when someone acts.
 * The database decides who may do what (RLS, the RPCs' checks, the transition triggers); a
 * refusal comes back as an error with its code (./refusals turns it into words).
 */

/** The client hires: the proposal becomes accepted and an engagement starts for `amount`. */
export async function acceptProposal(
  proposal: Proposal,
  amount: number,
  db?: Db,
): Promise<{ engagementId: string }> {
  const client = db ?? (await getDb());
  const { data, error } = await client.rpc('accept_proposal', { proposal: proposal.id, amount });
  if (error) throw withWords(error);
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
  if (error) throw withWords(error);
}

/** The freelancer withdraws their pending proposal. */
export async function withdrawProposal(proposalId: string, db?: Db): Promise<void> {
  const client = db ?? (await getDb());
  const { error } = await client.rpc('withdraw_proposal', { proposal: proposalId });
  if (error) throw withWords(error);
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
  if (error) throw withWords(error);
  if (data.length === 0) {
    throw withWords(
      Object.assign(new Error('No proposal of yours with this id.'), { code: 'PT404' }),
    );
  }
}

/** The freelancer marks the work complete; the client is asked to confirm. */
export async function markEngagementComplete(engagementId: string, db?: Db): Promise<void> {
  const client = db ?? (await getDb());
  const { error } = await client.rpc('mark_engagement_complete', { engagement: engagementId });
  if (error) throw withWords(error);
}

/** The client confirms completion (or completes the work directly). */
export async function completeEngagement(engagementId: string, db?: Db): Promise<void> {
  const client = db ?? (await getDb());
  const { error } = await client.rpc('complete_engagement', { engagement: engagementId });
  if (error) throw withWords(error);
}

/** Either party cancels before completion, with the reason. */
export async function cancelEngagement(engagementId: string, reason: string, db?: Db) {
  const client = db ?? (await getDb());
  const { error } = await client.rpc('cancel_engagement', {
    engagement: engagementId,
    reason: reason.trim(),
  });
  if (error) throw withWords(error);
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
  if (error) throw withWords(error);
}
