import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { JOBS_PAGE_SIZE } from '../src/data/jobRows';
import { expect } from './fixtures';

/** The local stack's public development values (apps/local-supabase/dev-keys.json). */
const { anonKey, restUrl } = JSON.parse(
  readFileSync(new URL('../../local-supabase/dev-keys.json', import.meta.url), 'utf8'),
) as { anonKey: string; restUrl: string };

/*
 * Jobs are rows of the local stack's database now, shared by every journey of a run (posted
 * jobs stay). These helpers ask the database what the screens should show, as anyone may see
 * it (the anon key sees the open jobs), instead of assuming the sample's numbers.
 */

const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}` };

/** How many open jobs there are (in one category). */
export async function openJobCount(request: APIRequestContext, category?: string) {
  const filter = category ? `&category=eq.${encodeURIComponent(category)}` : '';
  const response = await request.head(`${restUrl}/jobs?select=id&status=eq.open${filter}`, {
    headers: { ...headers, Prefer: 'count=exact' },
  });
  expect(response.ok(), `count of open jobs: HTTP ${response.status()}`).toBe(true);
  const range = response.headers()['content-range'] ?? '';
  return Number(range.split('/')[1]);
}

/** The id of the open job with this title. */
export async function jobIdByTitle(request: APIRequestContext, title: string) {
  const response = await request.get(
    `${restUrl}/jobs?select=id&status=eq.open&title=eq.${encodeURIComponent(title)}&limit=1`,
    { headers },
  );
  expect(response.ok()).toBe(true);
  const rows = (await response.json()) as Array<{ id: string }>;
  expect(rows, `a job titled ${title}`).toHaveLength(1);
  return rows[0]!.id;
}

/** The spec's count line for n jobs. */
export const countLine = (n: number) => `${n} job${n === 1 ? '' : 's'} found`;

/** The cards of the jobs list, in order. */
export const jobCards = (page: Page) => page.locator('[data-slot="jobs-list"] > li');

/**
 * The count line says n, and n cards are listed: a page of them first, then the next pages as
 * a person scrolls to the end of the list.
 */
export async function expectJobsListed(page: Page, n: number) {
  await expect(page.getByText(countLine(n), { exact: true })).toBeVisible();
  const cards = jobCards(page);
  await expect(cards).toHaveCount(Math.min(n, JOBS_PAGE_SIZE));
  for (let shown = await cards.count(); shown < n; shown = await cards.count()) {
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(Math.min(n, shown + JOBS_PAGE_SIZE));
  }
}

/**
 * Holds the app's job inserts (POST /rest/v1/jobs) until `release` is called, so a journey can
 * see the busy state of a write that the local stack answers in milliseconds.
 */
export async function holdJobPosts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/jobs*', async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.fallback();
  });
  return async () => {
    release();
    await page.unroute('**/rest/v1/jobs*');
  };
}

/** Fills the post-job form with a valid job. */
export async function fillJobForm(
  page: Page,
  job: { title: string; category: string; description: string; timeline: string },
) {
  await page.getByLabel(/Job Title/).fill(job.title);
  await page.getByRole('combobox', { name: /Category/ }).click();
  await page.getByRole('option', { name: job.category }).click();
  await page.getByLabel(/Job Description/).fill(job.description);
  await page.getByLabel(/Budget/).fill('$3,000 - $5,000');
  await page.getByRole('combobox', { name: /Timeline/ }).click();
  await page.getByRole('option', { name: job.timeline }).click();
  await page.getByRole('combobox', { name: /Experience Level/ }).click();
  await page.getByRole('option', { name: /Expert/ }).click();
}
