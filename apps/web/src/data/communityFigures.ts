import type { CommunityFigures, MembersMonth } from '@brand/ui';
import { whenIdle } from '../app/idle';
import { getSupabase } from '../session/client';
import type { Db } from './db';

/*
 * The community's figures (open accounting) from `public.community_figures()`: totals only,
 * anyone may read them (anon too), and the database counts them at most once a minute however
 * many ask. It writes its cache, so supabase-js calls it with POST (rpc's default).
 */

/** One month of `members_by_month`, checked: anything else in the JSON is dropped. */
function toMonth(value: unknown): MembersMonth | null {
  if (typeof value !== 'object' || value === null) return null;
  const { month, joined, members } = value as Record<string, unknown>;
  if (typeof month !== 'string' || typeof joined !== 'number' || typeof members !== 'number')
    return null;
  return { month, joined, members };
}

/** Reads the figures with the given client. */
export async function readCommunityFigures(db: Db): Promise<CommunityFigures> {
  const { data, error } = await db.rpc('community_figures').single();
  if (error) throw error;
  // A figure that is not a number (a changed function, a proxy's page) is a failed read, said
  // as one, never drawn as 'NaN'.
  const counts = [
    data?.members,
    data?.open_jobs,
    data?.jobs_posted_this_month,
    data?.engagements_completed_this_month,
    data?.members_until_fee_falls,
    Number(data?.monthly_fee),
  ];
  if (!data || !counts.every((n) => typeof n === 'number' && Number.isFinite(n)))
    throw new Error('community_figures() answered in an unexpected shape');
  const byMonth = Array.isArray(data.members_by_month) ? data.members_by_month : [];
  return {
    members: data.members,
    openJobs: data.open_jobs,
    jobsPostedThisMonth: data.jobs_posted_this_month,
    engagementsCompletedThisMonth: data.engagements_completed_this_month,
    monthlyFee: Number(data.monthly_fee),
    launchMonthlyFee: Number(data.launch_monthly_fee),
    annualRevenueGoal: data.annual_revenue_goal,
    feeFallsAfterMembers: data.fee_falls_after_members,
    membersUntilFeeFalls: data.members_until_fee_falls,
    membersByMonth: byMonth.map(toMonth).filter((m): m is MembersMonth => m !== null),
    computedAt: data.computed_at,
  };
}

/**
 * The figures for a prerendered page, after its first paint: once the main thread is idle,
 * with the page's one Supabase client (loaded on demand, as the session does on `/`).
 */
export async function loadCommunityFiguresAfterPaint(): Promise<CommunityFigures> {
  await whenIdle();
  return readCommunityFigures((await getSupabase()) as Db);
}
