import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signUpAndConfirm } from './account-helpers';
import { untilReactOwns } from './auth-helpers';
import { expect, test } from './fixtures';
import { fillJobForm } from './jobs-helpers';

/*
 * Open accounting (issue 37): the community's figures come from the database
 * (public.community_figures(), cached for a minute; this stack caches for 0 s:
 * LOCAL_SUPABASE_COMMUNITY_FIGURES_TTL in playwright.config.ts), anon reads them and nothing
 * else of theirs, and the landing line and /ledger show them after the first paint.
 */

const { anonKey, restUrl } = JSON.parse(
  readFileSync(new URL('../../local-supabase/dev-keys.json', import.meta.url), 'utf8'),
) as { anonKey: string; restUrl: string };
const anon = { apikey: anonKey, Authorization: `Bearer ${anonKey}` };

type Figures = {
  members: number;
  open_jobs: number;
  jobs_posted_this_month: number;
  monthly_fee: number;
  members_until_fee_falls: number;
  members_by_month: Array<{ month: string; joined: number; members: number }>;
};

/** The figures as anon reads them (POST, as supabase-js's rpc sends it). */
async function figures(request: APIRequestContext): Promise<Figures> {
  const response = await request.post(`${restUrl}/rpc/community_figures`, {
    headers: anon,
    data: {},
  });
  expect(response.status(), 'anon calls community_figures()').toBe(200);
  const rows = (await response.json()) as Figures[];
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** The value of one labelled figure on /ledger. */
const ledgerFigure = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const grouped = (n: number) => n.toLocaleString('en-US');

test('anon reads the figures and nothing else of them: no cache, no refresh, no formula', async ({
  request,
}) => {
  const response = await request.post(`${restUrl}/rpc/community_figures`, {
    headers: anon,
    data: {},
  });
  expect(response.status()).toBe(200);
  const [row] = (await response.json()) as Array<Record<string, unknown>>;
  // Totals only: no column names a person.
  expect(Object.keys(row ?? {}).sort()).toEqual(
    [
      'annual_revenue_goal',
      'computed_at',
      'engagements_completed_this_month',
      'fee_falls_after_members',
      'jobs_posted_this_month',
      'launch_monthly_fee',
      'members',
      'members_by_month',
      'members_until_fee_falls',
      'monthly_fee',
      'open_jobs',
    ].sort(),
  );
  for (const month of row?.['members_by_month'] as Array<Record<string, unknown>>)
    expect(Object.keys(month).sort()).toEqual(['joined', 'members', 'month']);

  // The cache and the private functions are not reachable through the API.
  const refused = [
    await request.get(`${restUrl}/community_figures_cache`, { headers: anon }),
    await request.get(`${restUrl}/community_figures_cache`, {
      headers: { ...anon, 'Accept-Profile': 'private' },
    }),
    await request.post(`${restUrl}/rpc/refresh_community_figures`, { headers: anon, data: {} }),
    await request.post(`${restUrl}/rpc/monthly_fee`, { headers: anon, data: { members: 10 } }),
    await request.post(`${restUrl}/rpc/refresh_community_figures`, {
      headers: { ...anon, 'Content-Profile': 'private' },
      data: {},
    }),
  ];
  for (const answer of refused) {
    expect(answer.ok(), `${answer.url()}: refused`).toBe(false);
    expect(JSON.stringify(await answer.json())).not.toMatch(/"members"\s*:/);
  }
});

test('the figures move when an account is confirmed and when a job is posted, on /ledger and on the landing line', async ({
  page,
  request,
}) => {
  const before = await figures(request);

  // A new account counts once it is confirmed (TTL 0 on this stack: at once).
  await signUpAndConfirm(page, request, 'ledger');
  const joined = await figures(request);
  expect(joined.members).toBe(before.members + 1);
  expect(joined.members_by_month.at(-1)?.members).toBe(joined.members);

  await page.goto('/ledger');
  await expect(ledgerFigure(page, 'Members')).toHaveText(grouped(joined.members));
  await expect(ledgerFigure(page, 'Monthly fee')).toHaveText(
    joined.monthly_fee === 5 ? '$5' : `$${joined.monthly_fee.toFixed(2)}`,
  );
  await expect(ledgerFigure(page, 'Annual revenue goal')).toHaveText('$200,000');
  await expect(page.getByRole('status')).toHaveText(
    /^Counted .* UTC, recounted at most once a minute\.$/,
  );
  // The chart's table, for screen readers: this month's running total is the member count.
  const lastRow = page
    .getByRole('table', { name: 'Members by month since launch' })
    .getByRole('row')
    .last();
  await expect(lastRow.getByRole('cell').last()).toHaveText(grouped(joined.members));

  // A job posted counts at once too.
  await page.goto('/jobs/create');
  await fillJobForm(page, {
    title: `Ledger audit ${Date.now().toString(36)}`,
    category: 'Consulting',
    description: 'Check the public ledger against the database, line by line.',
    timeline: '1-2 weeks',
  });
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText('Your job has been posted successfully.')).toBeVisible();
  const posted = await figures(request);
  expect(posted.open_jobs).toBe(joined.open_jobs + 1);
  expect(posted.jobs_posted_this_month).toBe(joined.jobs_posted_this_month + 1);
  await page.goto('/ledger');
  await expect(ledgerFigure(page, 'Open jobs')).toHaveText(grouped(posted.open_jobs));
  await expect(ledgerFigure(page, 'Jobs posted')).toHaveText(
    grouped(posted.jobs_posted_this_month),
  );

  // The landing page's line says the same count, after its first paint.
  await page.goto('/');
  const line = page.locator('[data-slot="today-fee"]');
  await line.scrollIntoViewIfNeeded();
  await expect(line).toHaveAttribute('data-state', 'live');
  const members = `${grouped(posted.members)} ${posted.members === 1 ? 'member' : 'members'}`;
  await expect(line.getByText(`Today: ${members} → $5 a month`)).toBeVisible();
  await expect(
    line.getByText(
      `${grouped(posted.members_until_fee_falls)} more members before the fee starts to fall.`,
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  // The calculator keeps the spec's default.
  await expect(page.getByRole('textbox', { name: 'Community members' })).toHaveValue('3,000');
});

test('without JavaScript, / and /ledger say only what is true: the fee cap, the formula, the goal', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const line = page.locator('[data-slot="today-fee"]');
  await expect(line.getByText('Today: never more than $5 a month')).toBeVisible();
  await expect(line.getByRole('link', { name: 'See the public ledger' })).toHaveAttribute(
    'href',
    '/ledger',
  );
  await expect(page.getByRole('textbox', { name: 'Community members' })).toHaveValue('3,000');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Public ledger' }),
  ).toHaveAttribute('href', '/ledger');
  await expect(page.getByRole('link', { name: 'open public accounting' })).toHaveAttribute(
    'href',
    '/ledger',
  );

  const ledger = await page.goto('/ledger');
  await expect(page.getByRole('heading', { level: 1, name: 'The public ledger' })).toBeVisible();
  await expect(
    page.getByText('Monthly fee = $200,000 ÷ members ÷ 12, never more than $5'),
  ).toBeVisible();
  await expect(ledgerFigure(page, 'Annual revenue goal')).toHaveText('$200,000');
  await expect(page.getByRole('status')).toContainText(
    'Reading today’s figures from the database…',
  );
  // A browser without scripting shows the <noscript> line after it (Playwright's switch turns
  // scripts off but not the document's scripting flag, so it is read from the HTML here).
  expect(await ledger?.text()).toContain(
    '<noscript> <!-- -->They are read by the page’s script: turn JavaScript on to see them.</noscript>',
  );
  await context.close();
});

test.describe('the database unreachable', () => {
  // The refused figures request (and the browser's line about it) is what this journey provokes.
  test.use({
    expectedProblems: {
      patterns: [/rpc\/community_figures/, /ERR_CONNECTION_REFUSED|Failed to load resource/],
    },
  });

  test('/ledger is reached from the landing page’s footer, and says so when the figures cannot be read', async ({
    page,
  }) => {
    await page.goto('/');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Public ledger' });
    await footerLink.scrollIntoViewIfNeeded();
    await untilReactOwns(footerLink);
    await footerLink.click();
    await expect(page).toHaveURL('/ledger');
    await expect(page.getByRole('heading', { level: 1, name: 'The public ledger' })).toBeVisible();
    await expect(ledgerFigure(page, 'Members')).toHaveText(/^\d[\d,]*$/);

    // The database unreachable: said in words, with Try again that reads them once it answers.
    let down = true;
    await page.route('**/rest/v1/rpc/community_figures', (route) =>
      down ? route.abort('connectionrefused') : route.continue(),
    );
    await page.reload();
    await expect(page.getByRole('status')).toHaveText(
      'The figures could not be read from the database. Check your connection and try again.',
    );
    down = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Counted /);
    await expect(ledgerFigure(page, 'Members')).toHaveText(/^\d[\d,]*$/);
  });
});
