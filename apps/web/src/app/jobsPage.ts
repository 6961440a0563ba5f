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
 * the app starts drawing. The app takes the same answer (`takeEarlyJobs` in ../data/jobRows)
 * and draws the same screen over it.
 *
 * It imports nothing that loads: ../data/jobRows (the query's columns, a row made into a Job),
 * the stored-session check and the painted page's input queue (./inputQueue). Anything unusual
 * (no session, a refused or failed request, a search or a category in the URL for the drawing)
 * leaves the page to the app as before.
 */
import type { CategoryFilter } from '@brand/ui';
import {
  detailColumns,
  earlyJobsGlobal,
  JOBS_PAGE_SIZE,
  JOBS_TEXT_SEARCH_CONFIG,
  jobsQueryKey,
  toJob,
  type EarlyJobs,
  type EarlyJobsAnswer,
  type JobListRowWithClient,
} from '../data/jobRows';
import { readStoredSession } from '../session/storage';
import { pageInputQueue } from './inputQueue';

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

/** Every marker in a text, replaced in one pass (a value is never read again for markers). */
function replaceMarkers(text: string, values: Record<string, string>) {
  return text.replace(/[\uE000-\uF8FF]/g, (marker) => values[marker] ?? marker);
}

/** A marker encoded as a URL component (a link's path holds the job's id encoded). */
const encodedMarker = /%E[EF]%[89AB][0-9A-F]%[89AB][0-9A-F]/g;

/**
 * `values` written into every text and attribute under `node` where their markers are (in an
 * attribute also where a marker is URL-encoded, encoded in turn).
 */
function fill(node: Element, values: Record<string, string>) {
  const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode(); text; text = texts.nextNode())
    text.nodeValue = replaceMarkers(text.nodeValue ?? '', values);
  for (const element of [node, ...node.querySelectorAll('*')])
    for (const attribute of [...element.attributes])
      attribute.value = replaceMarkers(attribute.value, values).replace(encodedMarker, (code) => {
        const value = values[decodeURIComponent(code)];
        return value === undefined ? code : encodeURIComponent(value);
      });
}

/** The text node under `node` holding `marker`. */
function textWith(node: Node, marker: string) {
  const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode(); text; text = texts.nextNode())
    if (text.nodeValue?.includes(marker)) return text;
  return undefined;
}

/**
 * The first page drawn into the painted page in place of its loading state: only while the
 * app has not started drawing (it then draws the answer itself), and only for the page as the
 * template shows it (no search, every category, at least one job).
 */
function draw({ rows, total }: EarlyJobsAnswer, config: JobsPageConfig, plain: boolean): boolean {
  const queue = pageInputQueue();
  if (!queue || queue.taking || !plain || rows.length === 0) return false;
  const loading = document.querySelector(
    '#root [data-slot="app-shell-main"] > [data-slot="screen-loading"]',
  );
  const template = document.getElementById(config.template);
  if (!loading || !(template instanceof HTMLTemplateElement)) return false;
  const { markers: m } = config;
  const screen = template.content.cloneNode(true) as DocumentFragment;
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

/** How long after drawing the cards the page's scripts wait at most for their paint report. */
const PAINT_REPORT_WAIT_MS = 250;

/**
 * Runs `then` once the drawn cards are on screen: when the browser reports them as the page's
 * largest paint (that entry comes once the frame is presented, not when it is made). Where it
 * reports no such entry (no largest-paint reports at all, input before the paint, a larger
 * element painted before), after two frames, or 250 ms at most.
 */
function whenCardsPainted(then: () => void) {
  const reported = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!reported) {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then, 0)));
    return;
  }
  let done = false;
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
    if (entries.some((entry) => entry.element?.closest('[data-slot="jobs-screen"]'))) finish();
  });
  function finish() {
    if (done) return;
    done = true;
    observer.disconnect();
    then();
  }
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(finish, PAINT_REPORT_WAIT_MS);
}

/** Runs `then` once the document has been parsed (the template and the page are in). */
function whenParsed(then: () => void) {
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
}

/** Asks for the first page of jobs the URL shows, for the stored session, and draws it. */
export function startJobsPage(config: JobsPageConfig) {
  const session = readStoredSession();
  if (!session) return;
  const params = new URLSearchParams(location.search);
  const query = params.get('q') ?? '';
  const wanted = params.get('category') ?? 'all';
  // As the screen reads the URL (toCategoryFilter): an unknown category is every category.
  const category = (
    Object.prototype.hasOwnProperty.call(config.categoryLabels, wanted) ? wanted : 'all'
  ) as CategoryFilter;
  const text = query.trim();
  const url = new URL(`${import.meta.env.VITE_SUPABASE_URL.replace(/\/+$/, '')}/rest/v1/jobs`);
  // The query the app's listJobs makes through supabase-js (../data/jobs).
  url.searchParams.set('select', detailColumns.replace(/\s/g, ''));
  url.searchParams.set('status', 'eq.open');
  if (text !== '') url.searchParams.set('fts', `wfts(${JOBS_TEXT_SEARCH_CONFIG}).${text}`);
  if (category !== 'all') url.searchParams.set('category', `eq.${category}`);
  url.searchParams.set('order', 'created_at.desc,id.desc');
  url.searchParams.set('offset', '0');
  url.searchParams.set('limit', String(JOBS_PAGE_SIZE));
  const answer = fetch(url, {
    headers: {
      apikey: import.meta.env.VITE_SUPABASE_ANON_KEY,
      Authorization: `Bearer ${session.access_token}`,
      Prefer: 'count=exact',
    },
  }).then(async (response): Promise<EarlyJobsAnswer> => {
    if (!response.ok) throw new Error(`The jobs were refused (${response.status}).`);
    const rows = (await response.json()) as JobListRowWithClient[];
    // 'Content-Range: 0-49/120': how many match in all.
    const total = Number(response.headers.get('Content-Range')?.split('/')[1]);
    return { rows, total: Number.isFinite(total) ? total : rows.length };
  });
  const early: EarlyJobs = {
    key: jobsQueryKey(session.user.id, { query, category }),
    answer,
    painted: answer.then(
      (arrived) => {
        early.arrived = arrived;
        return new Promise<void>((resolve) =>
          whenParsed(() => {
            let drawn = false;
            try {
              drawn = draw(arrived, config, query === '' && category === 'all');
            } catch {
              // An answer this script cannot draw: the app draws it (and says what is wrong).
            }
            if (drawn) whenCardsPainted(resolve);
            else resolve();
          }),
        );
      },
      () => {}, // the app asks again, and says what went wrong if it goes wrong again
    ),
  };
  (window as unknown as Record<string, EarlyJobs | undefined>)[earlyJobsGlobal] = early;
}
