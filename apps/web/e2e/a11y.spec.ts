import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { sampleConversations, sampleJobs, sampleProfiles } from '@brand/ui/sample-data';
import { conversationIdWith, profileIdOf } from './account-helpers';
import { signIn } from './auth-helpers';
import { expect, test } from './fixtures';
import { jobIdByTitle } from './jobs-helpers';

/**
 * axe (WCAG 2.0/2.1 A and AA) over every route of the running app, signed out
 * and signed in, light and dark, at desktop (1280) and phone (375) widths.
 * One test per colour scheme and session state (the page is reloaded for each
 * scheme, so the pre-paint script applies it as on a real visit); each route is
 * a step scanned at both widths, and every violation is collected (soft) and
 * printed readably: rule, impact, selector and axe's failure summary.
 */

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Stop {
  /** What the step is called in the report. */
  name: string;
  path: string;
  /** The level-1 heading that says the screen has rendered. */
  heading: string | RegExp;
  /** A settings tab to open before scanning. */
  tab?: string;
}

const job = sampleJobs[0]!;
const conversation = sampleConversations[0]!;
const otherProfile = sampleProfiles.find((p) => p.id !== 'maya-okafor')!;
const otherProfilePath = '/profile/:other-profile';
const jobDetailPath = '/jobs/:first-sample-job';
const conversationPath = '/messages/:first-sample-conversation';

const signedOut: Stop[] = [
  { name: 'landing', path: '/', heading: 'Tired of paying platforms to get paid?' },
  { name: 'auth', path: '/auth', heading: /Welcome to/ },
  { name: 'ledger', path: '/ledger', heading: 'The public ledger' },
  { name: '404', path: '/no/such/page', heading: 'Oops! Page not found' },
  { name: 'developers', path: '/developers', heading: 'Fairlance for developers' },
];

const signedIn: Stop[] = [
  { name: 'dashboard', path: '/dashboard', heading: /Welcome back/ },
  { name: 'jobs', path: '/jobs', heading: 'Browse Jobs' },
  // The job's id in the database is looked up when the test runs (see `jobDetailPath`).
  { name: 'job detail', path: jobDetailPath, heading: job.title },
  { name: 'post job', path: '/jobs/create', heading: /Post a Job/i },
  { name: 'messages', path: '/messages', heading: 'Messages' },
  // The conversation's id in the database is looked up when the test runs.
  { name: 'conversation', path: conversationPath, heading: 'Messages' },
  { name: 'own profile', path: '/profile', heading: 'Maya Okafor' },
  // The member's user id is looked up when the test runs (see `otherProfilePath`).
  { name: 'other profile', path: otherProfilePath, heading: otherProfile.name },
  { name: 'settings: profile', path: '/settings', heading: 'Settings', tab: 'Profile' },
  ...['Notifications', 'Privacy', 'Billing'].map((tab) => ({
    name: `settings: ${tab.toLowerCase()}`,
    path: '/settings',
    heading: 'Settings',
    tab,
  })),
];

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** One line per failing element: rule, impact, selector and axe's own summary. */
function describe(violations: Violations): string {
  return violations
    .map((v) =>
      [
        `• ${v.id} (${v.impact ?? 'n/a'}): ${v.help}`,
        `  ${v.helpUrl}`,
        ...v.nodes.map(
          (n) =>
            `  - ${n.target.join(' ')}\n    ${(n.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

const widths = [1280, 375] as const;

/** Opens the stop once, then scans it at each width (resizing, as a person would). */
async function scan(page: Page, stop: Stop, order: readonly number[]) {
  // Settings tabs share one visit: the next tab is a click away.
  if (new URL(page.url()).pathname !== stop.path || !stop.tab) await page.goto(stop.path);
  await expect(page.getByRole('heading', { level: 1, name: stop.heading })).toBeVisible();
  if (stop.tab) {
    const tab = page.getByRole('tab', { name: stop.tab });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: stop.tab })).toBeVisible();
  }
  for (const width of order) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByRole('heading', { level: 1, name: stop.heading })).toBeVisible();
    // Legacy mode runs axe in the page itself (the app has no iframes), instead of
    // opening a blank page per scan to merge frame results: twice as fast.
    const { violations } = await new AxeBuilder({ page })
      .withTags(tags)
      .setLegacyMode(true)
      .analyze();
    const where = `${stop.path}${stop.tab ? ` (${stop.tab} tab)` : ''} at ${width}px`;
    expect.soft(describe(violations), `axe on ${where}`).toBe('');
  }
}

/**
 * Scans an open overlay (menu, select, sheet). Only the overlay: while a modal
 * layer is open Radix marks the rest of the page aria-hidden on purpose and
 * traps focus, and that page has been scanned on its own already.
 */
async function scanOpen(page: Page, overlay: string, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .include(overlay)
    .withTags(tags)
    .setLegacyMode(true)
    .analyze();
  expect.soft(describe(violations), `axe on ${where}`).toBe('');
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode, 1280px and 375px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    });

    test('signed out: landing, auth and 404 have no axe violations', async ({ page }) => {
      for (const [i, stop] of signedOut.entries()) {
        // Alternate the width order, so each stop starts where the last one ended.
        const order = i % 2 ? [...widths].reverse() : widths;
        await test.step(stop.name, () => scan(page, stop, order));
      }
    });

    test("the poster's job page, with its proposals, has no axe violations", async ({
      page,
      request,
    }) => {
      // The first sample job is Lotus Flow Studios' (a seeded account), with proposals on it.
      await signIn(page, 'lotus-flow-studios@sample.fairlance.dev', 'fairlance-sample');
      const path = `/jobs/${await jobIdByTitle(request, job.title)}`;
      await scan(page, { name: 'own job', path, heading: job.title }, widths);
      await expect(page.getByRole('region', { name: /^Proposals/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close Job' })).toBeVisible();
    });

    test('signed in: every screen and settings tab has no axe violations', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const otherPath = `/profile/${await profileIdOf(request, otherProfile.name)}`;
      const jobPath = `/jobs/${await jobIdByTitle(request, job.title)}`;
      const chatPath = `/messages/${await conversationIdWith(request, conversation.name)}`;
      await signIn(page);
      for (const [i, template] of signedIn.entries()) {
        const stop =
          template.path === otherProfilePath
            ? { ...template, path: otherPath }
            : template.path === jobDetailPath
              ? { ...template, path: jobPath }
              : template.path === conversationPath
                ? { ...template, path: chatPath }
                : template;
        const order = i % 2 ? [...widths].reverse() : widths;
        await test.step(stop.name, () => scan(page, stop, order));
      }
      await test.step('open select, account menu and navigation sheet', async () => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto('/jobs/create');
        await page.getByRole('combobox', { name: /Category/ }).click();
        await expect(page.getByRole('listbox')).toBeVisible();
        await scanOpen(page, '[role="listbox"]', '/jobs/create with the Category select open');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'My Account' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await scanOpen(page, '[role="menu"]', '/jobs/create with the My Account menu open');
        await page.keyboard.press('Escape');
        await page.setViewportSize({ width: 375, height: 800 });
        await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
        await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
        await scanOpen(
          page,
          '[role="dialog"]',
          '/jobs/create with the navigation sheet open at 375px',
        );
      });
      await test.step('the apply dialog, with its errors, at both widths', async () => {
        // A job the demo account has not applied for: 'Apply for this Job' is offered.
        const other = sampleJobs.find((j) => j.title !== job.title)!;
        await page.goto(`/jobs/${await jobIdByTitle(request, other.title)}`);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          await page.getByRole('button', { name: 'Apply for this Job' }).click();
          const dialog = page.getByRole('dialog', { name: 'Apply for this Job' });
          await dialog.getByRole('button', { name: 'Send Proposal' }).click();
          await expect(dialog.getByText('Write a cover letter.')).toBeVisible();
          await scanOpen(page, '[role="dialog"]', `the apply dialog with errors at ${width}px`);
          await page.keyboard.press('Escape');
          await expect(dialog).toHaveCount(0);
        }
      });
    });
  });
}
