import { formatBid, type MyJob, type MyProposal } from '@brand/ui';
import { callerId, getDb } from './client';
import type { Db } from './db';
import { postedAgo } from './jobRows';

/*
 * The Jobs screen's own views: My jobs (the caller's jobs, with their proposal counts) and My
 * proposals (the caller's proposals, with their jobs). RLS decides what the caller reads.
 */

/** The caller's jobs, newest first, with how many proposals each has and how many wait. */
export async function listMyJobs(db?: Db): Promise<MyJob[]> {
  const client = db ?? (await getDb());
  const owner = await callerId(client);
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
  const freelancer = await callerId(client);
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
