import { formatMonthYear, type Job, type JobClient, type JobDetail, type JobForm } from '@brand/ui';
import { callerId, getDb, signedInUserId } from './client';
import type { Db, JobInsert, JobWithApplicants } from './db';
import {
  detailColumns,
  JOBS_PAGE_SIZE,
  listColumns,
  toJob,
  type JobClientCard,
  type JobsAnswer,
  type JobListRow,
  type JobsQuery,
} from './jobRows';

/*
 * Jobs through supabase-js, in one place: rows of `jobs` (with the computed `applicants`
 * count) and the client's card from `profile_cards` become @brand/ui's Job / JobDetail, and
 * the post-job form becomes a row. RLS decides what the caller sees (open jobs, own jobs, jobs
 * they sent a proposal on); the owner of a new job is forced to the caller by the database.
 */

/** The client card when the poster's profile is withheld from the caller (private profile). */
export const withheldClient: JobClient = {
  name: 'Private client',
  avatar: '?',
  rating: null,
  reviewCount: 0,
  jobsPosted: 0,
  memberSince: '—',
};

export function toJobClient(card: JobClientCard | undefined): JobClient {
  if (!card) return withheldClient;
  return {
    // The poster's profile is visible to the caller (the card came back): the name links to it.
    ...(card.id ? { id: card.id } : {}),
    name: card.display_name,
    avatar: card.avatar_initials ?? card.display_name.slice(0, 2).toUpperCase(),
    // No published review: null, shown as 'No rating yet' (never 0.0).
    rating: card.rating === null ? null : Math.round(card.rating * 10) / 10,
    reviewCount: card.reviews_count ?? 0,
    jobsPosted: card.jobs_posted ?? 0,
    memberSince: formatMonthYear(card.member_since),
  };
}

export function toJobDetail(
  row: JobListRow,
  card: JobClientCard | undefined,
  now?: Date,
): JobDetail {
  return {
    ...toJob(row, now),
    client: toJobClient(card),
    skills: row.skills,
    timeline: row.timeline,
    experienceLevel: row.experience_level,
  };
}

/** '$2,000 - $4,000' → 2000 and 4000; anything else leaves the range unset. */
export function budgetRange(budget: string): {
  budget_min: number | null;
  budget_max: number | null;
} {
  const numbers = [...budget.matchAll(/\d[\d,]*(?:\.\d+)?/g)]
    .map((m) => Number(m[0].replace(/,/g, '')))
    .filter((n) => Number.isFinite(n) && n <= 9_999_999_999);
  const [min, max = min] = numbers;
  if (numbers.length > 2 || min === undefined || max === undefined || min > max) {
    return { budget_min: null, budget_max: null };
  }
  return { budget_min: min, budget_max: max };
}

/**
 * The row a valid post-job form becomes (the same mapping as @brand/ui's `jobFromForm`:
 * text trimmed, location 'Remote' when blank, the skills double as tags — as many as a job's
 * tags may hold). The owner is not sent: the database sets it to the caller.
 */
export function jobInsertFromForm(form: JobForm): JobInsert {
  if (form.category === '' || form.timeline === '' || form.experienceLevel === '') {
    throw new Error('jobInsertFromForm needs a valid form: check validateJobForm first.');
  }
  const budget = form.budget.trim();
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    budget,
    ...budgetRange(budget),
    category: form.category,
    timeline: form.timeline,
    experience_level: form.experienceLevel,
    location: form.location.trim() || 'Remote',
    skills: [...form.skills],
    tags: form.skills.filter((skill) => [...skill].length <= 40).slice(0, 10),
  };
}

export interface JobsPage {
  jobs: Job[];
  /** How many open jobs match in all (an exact count), loaded or not. */
  total: number;
}

/** Open jobs, newest first, matching the search and the category: what their cards show. */
export async function listJobs(
  { query, category, limit = JOBS_PAGE_SIZE }: JobsQuery,
  db?: Db,
): Promise<JobsPage> {
  const client = db ?? (await getDb());
  const text = query.trim();
  // Words go through search_open_jobs (websearch syntax, JOBS_TEXT_SEARCH_CONFIG), which can
  // use the full-text index (a match through the table's RLS cannot, issue 32) and returns
  // the list's order itself: asking PostgREST to sort it would embed every match's card.
  let request = (
    text === ''
      ? client
          .from('jobs')
          .select(listColumns, { count: 'exact' })
          // The partial indexes' order (jobs_open_created_idx, jobs_open_category_created_idx:
          // created_at desc, id): the first page is read off the index with no sort.
          .order('created_at', { ascending: false })
          .order('id', { ascending: true })
      : client.rpc('search_open_jobs', { search: text }, { count: 'exact' }).select(listColumns)
  ).eq('status', 'open');
  if (category !== 'all') request = request.eq('category', category);
  const { data, error, count } = await request.range(0, Math.max(1, limit) - 1);
  if (error) throw error;
  return toJobsPage({ rows: data, total: count ?? data.length });
}

/** Rows of the list as the screen's page. */
function toJobsPage({ rows, total }: JobsAnswer): JobsPage {
  const now = new Date();
  return { jobs: rows.map((row) => toJob(row, now)), total };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface JobWithOwner {
  job: JobDetail;
  /** Who posted it. */
  ownerId: string;
  /** The caller posted it. */
  own: boolean;
  status: JobWithApplicants['status'];
}

/**
 * One job by id, or undefined ('Job not found') when there is no such job or the caller may not
 * see it. The database decides: open jobs, one's own, and the jobs one applied to, was invited
 * to or was hired for, also once they are in progress or closed.
 */
export async function getJob(id: string, db?: Db): Promise<JobWithOwner | undefined> {
  if (!uuid.test(id)) return undefined;
  const client = db ?? (await getDb());
  const [{ data, error }, me] = await Promise.all([
    client.from('jobs').select(detailColumns).eq('id', id).maybeSingle(),
    signedInUserId(client),
  ]);
  if (error) throw error;
  if (!data) return undefined;
  const own = data.owner_id === me;
  return {
    job: toJobDetail(data, data.client ?? undefined),
    ownerId: data.owner_id,
    own,
    status: data.status,
  };
}

/** Posts the form as the caller's job; resolves with the new job's id, rejects on any refusal. */
export async function postJob(form: JobForm, db?: Db): Promise<string> {
  const client = db ?? (await getDb());
  const row = jobInsertFromForm(form);
  // The poster's profile exists with the account (the database makes it from auth.users).
  await callerId(client, 'Sign in to post a job.');
  const { data, error } = await client.from('jobs').insert(row).select('id').single();
  if (error) throw error;
  return data.id;
}

/** Closes the caller's job (it leaves the list; the poster still sees it). */
export async function closeJob(id: string, db?: Db): Promise<void> {
  const client = db ?? (await getDb());
  const { data, error } = await client
    .from('jobs')
    .update({ status: 'closed' })
    .eq('id', id)
    .select('id');
  // A refusal's words (a closed job stays closed) come with it; the module loads only then.
  if (error) throw (await import('./refusals')).withWords(error);
  if (data.length === 0) throw new Error('Only the poster can close this job.');
}
