/*
 * jobs.html's own inline script, compiled on its own into one small function (vite.page.config.ts)
 * and written into the page's head by scripts/prerender.mjs, before the stylesheets.
 *
 * A reload of Browse Jobs used to wait for the app (about 180 KB gz of JavaScript, supabase-js
 * among it) before it asked for the jobs, and drew them after that: the page's largest text,
 * a job's description, came at ~3.8 s on Lighthouse's slow phone. This script asks the
 * database for the first page while the page is still parsing, with the stored session's
 * token (RLS answers for that account, as for the app), and draws the cards into the painted
 * page from a <template> of the real screen rendered at build time, if the answer is in before
 * the app starts drawing. The app takes the same answer (`takeEarly` in ../data/early) and
 * draws the same screen over it.
 *
 * It imports nothing that loads: ../data/jobRows (the query's columns, a row made into a Job),
 * the stored-session check and what the page scripts share (./pageDraw). Anything unusual
 * (no session, a refused or failed request, a search or a category in the URL for the drawing)
 * leaves the page to the app as before.
 */
import type { CategoryFilter } from '@brand/ui';
import {
  detailColumns,
  JOBS_PAGE_SIZE,
  JOBS_TEXT_SEARCH_CONFIG,
  jobsQueryKey,
  toJob,
  type EarlyJobsAnswer,
  type JobListRowWithClient,
} from '../data/jobRows';
import { readStoredSession } from '../session/storage';
import { askRest, drawingPlace, fill, replaceMarkers, startEarly, textWith } from './pageDraw';

/** What the build knows and the script needs (scripts/prerender.mjs writes it in). */
export interface JobsPageConfig {
  /** The id of the <template> holding the screen drawn for one job of marker values. */
  template: string;
  /** The private-use characters standing for each value in the template. */
  markers: {
    id: string;
    title: string;
    budget: string;
    description: string;
    category: string;
    location: string;
    postedAt: string;
    applicants: string;
    tag: string;
    total: string;
  };
  /** Every category a URL may filter on ('all' aside), and each category's label. */
  categoryLabels: Record<string, string>;
  /** The count line and a card's applicants for 1, as the screen words them. */
  one: { total: string; applicants: string };
}

/**
 * The first page drawn into the painted page in place of its loading state: only while the
 * app has not started drawing (it then draws the answer itself), and only for the page as the
 * template shows it (no search, every category, at least one job).
 */
function draw({ rows, total }: EarlyJobsAnswer, config: JobsPageConfig, plain: boolean): boolean {
  if (!plain || rows.length === 0) return false;
  const place = drawingPlace(config.template);
  if (!place) return false;
  const { loading, screen } = place;
  const { markers: m } = config;
  const list = screen.querySelector('[data-slot="jobs-list"]');
  const item = list?.firstElementChild;
  const tagText = item && textWith(item, m.tag);
  const tag = tagText?.parentElement?.closest('li');
  const count = screen.querySelector('[data-slot="jobs-count"]');
  if (!list || !item || !tag || !tag.parentElement || !count) return false;
  item.remove();
  tag.parentElement.removeChild(tag);
  const now = new Date();
  for (const row of rows) {
    const job = toJob(row, now);
    const card = item.cloneNode(true) as Element;
    if (!job.urgent) card.querySelector('[data-slot="job-card-urgent"]')?.remove();
    if (job.applicants === 1) {
      const applicants = textWith(card, m.applicants);
      if (applicants) applicants.nodeValue = config.one.applicants;
    }
    fill(card, {
      [m.id]: job.id,
      [m.title]: job.title,
      [m.budget]: job.budget,
      [m.description]: job.description,
      [m.category]: config.categoryLabels[job.category] ?? '',
      [m.location]: job.location,
      [m.postedAt]: job.postedAt,
      [m.applicants]: String(job.applicants),
    });
    const tags = card.querySelector('ul[aria-label="Tags"]');
    if (job.tags.length === 0) tags?.remove();
    for (const value of job.tags) {
      const each = tag.cloneNode(true) as Element;
      fill(each, { [m.tag]: value });
      tags?.append(each);
    }
    list.append(card);
  }
  count.textContent =
    total === 1
      ? config.one.total
      : replaceMarkers(count.textContent ?? '', { [m.total]: `${total}` });
  // 'Show more jobs' only when more match than one page holds (as the screen decides).
  if (rows.length >= total)
    screen.querySelector('[data-slot="jobs-show-more"]')?.parentElement?.remove();
  loading.replaceWith(screen);
  return true;
}

/** Asks for the first page of jobs the URL shows, for the stored session, and draws it. */
export function startJobsPage(config: JobsPageConfig) {
  const session = readStoredSession();
  if (!session) return;
  const search = new URLSearchParams(location.search);
  const query = search.get('q') ?? '';
  const wanted = search.get('category') ?? 'all';
  // As the screen reads the URL (toCategoryFilter): an unknown category is every category.
  const category = (
    Object.prototype.hasOwnProperty.call(config.categoryLabels, wanted) ? wanted : 'all'
  ) as CategoryFilter;
  const text = query.trim();
  // The query the app's listJobs makes through supabase-js (../data/jobs).
  const params: Record<string, string> = {
    select: detailColumns,
    status: 'eq.open',
  };
  if (text !== '') params.fts = `wfts(${JOBS_TEXT_SEARCH_CONFIG}).${text}`;
  if (category !== 'all') params.category = `eq.${category}`;
  params.order = 'created_at.desc,id.desc';
  params.offset = '0';
  params.limit = String(JOBS_PAGE_SIZE);
  const answer = askRest(session, 'jobs', params, 'count=exact').then(
    async (response): Promise<EarlyJobsAnswer> => {
      const rows = (await response.json()) as JobListRowWithClient[];
      // 'Content-Range: 0-49/120': how many match in all.
      const total = Number(response.headers.get('Content-Range')?.split('/')[1]);
      return { rows, total: Number.isFinite(total) ? total : rows.length };
    },
  );
  startEarly(jobsQueryKey(session.user.id, { query, category }), answer, 'jobs-screen', (arrived) =>
    draw(arrived, config, query === '' && category === 'all'),
  );
}
