import type { CategoryFilter, Job } from '@brand/ui';
import type { JobWithApplicants, ProfileCard } from './db';

/*
 * The plain part of jobs: the columns the list and the detail page read, the list's query, and
 * a row made into @brand/ui's `Job`. Nothing here loads anything (./jobs does).
 */

/** The text-search configuration of the generated `jobs.fts` column (see the migration). */
export const JOBS_TEXT_SEARCH_CONFIG = 'english';

/**
 * How many jobs one page of the list asks for: whole rows of the grid at one to four columns,
 * two screens at a desktop's two columns and five on a phone; the next page loads a screen
 * before the list's end shows. The first page is in the page's HTML, so each card costs every
 * signed-in visit to /jobs its render on the server, its bytes and its hydration: about 0.5 ms
 * of the server's time a card (`pnpm bench:ssr`). At 50 a page the server took 70 ms (p50) to
 * send /jobs; at 24, 41 ms.
 */
export const JOBS_PAGE_SIZE = 12;

/**
 * What a card of the list shows (`toJob`), and the columns the list filters on (PostgREST
 * filters a function's rows, `search_open_jobs`, by selected columns only): no poster's card,
 * timeline or level, which only the detail page shows. Each embedded poster's card costs its
 * derived counts (rating, jobs posted) per row: at 10,000 jobs they were about half of the
 * first page's database time.
 */
export const listColumns =
  'id, title, description, budget, category, location, skills, tags, urgent, status, created_at, applicants' as const;

/**
 * A job's columns with its poster's card embedded (PostgREST follows `jobs_owner_id_fkey` into
 * `profile_cards`), so the detail page needs one request, not two in a row. The card is null
 * when the poster's profile is withheld from the caller. Only the card's columns a job shows
 * (`JobClient`): profile_cards computes its other derived columns (completed jobs, the
 * response-time median, the email) only when a query names them, so `*` would pay for them.
 */
export const detailColumns =
  'id, owner_id, title, description, budget, category, timeline, experience_level, location, skills, tags, urgent, status, created_at, applicants, client:profile_cards(id, display_name, avatar_initials, rating, reviews_count, jobs_posted, member_since)' as const;

/** The poster's card as a job carries it (see `detailColumns`). */
export type JobClientCard = Pick<
  ProfileCard,
  | 'id'
  | 'display_name'
  | 'avatar_initials'
  | 'rating'
  | 'reviews_count'
  | 'jobs_posted'
  | 'member_since'
>;

/** The columns a card of the list shows (`listColumns`). */
export type JobCardRow = Pick<
  JobWithApplicants,
  | 'id'
  | 'title'
  | 'description'
  | 'budget'
  | 'category'
  | 'location'
  | 'skills'
  | 'tags'
  | 'urgent'
  | 'status'
  | 'created_at'
  | 'applicants'
>;

/** A job's own columns as the detail page reads them (`detailColumns`, without the card). */
export type JobListRow = JobCardRow &
  Pick<JobWithApplicants, 'owner_id' | 'timeline' | 'experience_level'>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/** '2 hours ago', as the sample data writes a job's posting time. */
export function postedAgo(iso: string, now: Date = new Date()): string {
  const ms = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (ms < MINUTE) return 'Just now';
  if (ms < HOUR) return plural(Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) return plural(Math.floor(ms / HOUR), 'hour');
  if (ms < 7 * DAY) return plural(Math.floor(ms / DAY), 'day');
  if (ms < 30 * DAY) return plural(Math.floor(ms / (7 * DAY)), 'week');
  if (ms < 365 * DAY) return plural(Math.floor(ms / (30 * DAY)), 'month');
  return plural(Math.floor(ms / (365 * DAY)), 'year');
}

export function toJob(row: JobCardRow, now?: Date): Job {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    budget: row.budget,
    category: row.category,
    location: row.location,
    postedAt: postedAgo(row.created_at, now),
    applicants: row.applicants ?? 0,
    tags: row.tags.length > 0 ? row.tags : row.skills.slice(0, 10),
    urgent: row.urgent,
  };
}

export interface JobsQuery {
  /** Free text; searched through the full-text index. Blank means every job. */
  query: string;
  category: CategoryFilter;
  /** How many jobs to return from the start of the list (a multiple of the page size). */
  limit?: number;
}

/** A page of the jobs list as the database answers it. */
export interface JobsAnswer {
  rows: JobCardRow[];
  /** How many open jobs match in all. */
  total: number;
}
