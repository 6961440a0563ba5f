import type { InviteJob } from '@brand/ui';
import { callerId, getDb } from './client';
import type { Db } from './db';
import { postedAgo } from './jobRows';
import { withWords } from './refusals';

/*
 * A profile's 'Hire' → 'Invite to a job': the caller's open jobs, and the invitation (the
 * database posts it in the pair's conversation about the job, with a link to apply). Loaded
 * when 'Hire' is pressed, not with the profile page.
 */

/** The caller's open jobs, newest first, to invite someone to. */
export async function listOwnOpenJobs(db?: Db): Promise<InviteJob[]> {
  const client = db ?? (await getDb());
  const owner = await callerId(client);
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
  if (error) throw withWords(error);
}
