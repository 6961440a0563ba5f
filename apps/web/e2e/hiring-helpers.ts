import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signUpAndConfirm } from './account-helpers';
import { untilReactOwns } from './auth-helpers';
import { expect } from './fixtures';
import { fillJobForm } from './jobs-helpers';

/*
 * The hiring loop's people and steps, as a person does them in the app: each account in its
 * own browser context (cookies, storage), a job posted through the form, a proposal sent
 * through the apply dialog.
 */

/** The local stack's public development values (apps/local-supabase/dev-keys.json). */
const keys = JSON.parse(
  readFileSync(new URL('../../local-supabase/dev-keys.json', import.meta.url), 'utf8'),
) as { url: string; anonKey: string };

export interface Person {
  page: Page;
  email: string;
  /** The display name a new account starts with: its email's local part. */
  name: string;
  close: () => Promise<void>;
}

/**
 * A new account signed in in a browser of its own (at the given width), or in `page` (the
 * test's own page, whose console and network the fixtures watch).
 */
export async function person(
  browser: Browser,
  request: APIRequestContext,
  label: string,
  viewport = { width: 1280, height: 900 },
  own?: Page,
): Promise<Person> {
  let page = own;
  let close = async () => {};
  if (page) await page.setViewportSize(viewport);
  else {
    const context = await browser.newContext({ viewport });
    page = await context.newPage();
    close = () => context.close();
  }
  const { email } = await signUpAndConfirm(page, request, label);
  return { page, email, name: email.split('@')[0]!, close };
}

/** Posts a job through the form and opens its page; resolves with the page's address. */
export async function postJob(page: Page, title: string): Promise<string> {
  await page.goto('/jobs/create');
  await fillJobForm(page, {
    title,
    category: 'Design',
    description: 'A set of twelve botanical plates for a seed catalogue, delivered print-ready.',
    timeline: '1-2 months',
  });
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText('Your job has been posted successfully.')).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** Sends a proposal from the job page that `page` shows. */
export async function apply(page: Page, letter: string, bid: string) {
  await page.getByRole('button', { name: 'Apply for this Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for this Job' });
  await dialog.getByLabel(/Cover letter/).fill(letter);
  await dialog.getByLabel(/Your bid/).fill(bid);
  await dialog.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(page.getByText('Your proposal has been sent.')).toBeVisible();
  await expect(ownProposal(page)).toContainText('Pending');
}

/** The viewer's own proposal on a job page. */
export const ownProposal = (page: Page) => page.getByRole('region', { name: 'Your proposal' });

/** The owner's list of proposals on a job page. */
export const proposalsOf = (page: Page) => page.getByRole('region', { name: /^Proposals/ });

/** One proposal in the owner's list, by the freelancer's name. */
export const proposalFrom = (page: Page, name: string) =>
  proposalsOf(page).getByRole('listitem').filter({ hasText: name });

/** The engagement panel on a job page. */
export const engagementPanel = (page: Page) => page.getByRole('region', { name: /^Engagement/ });

/** Waits until React owns the engagement panel (its buttons do nothing before). */
export const panelHydrated = (page: Page) => untilReactOwns(engagementPanel(page));

/** POST /rest/v1/{path} as the holder of `token`; resolves with the HTTP status and body. */
export async function restPost(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
) {
  const response = await request.post(`${keys.url}/rest/v1/${path}`, {
    headers: { apikey: keys.anonKey, authorization: `Bearer ${token}` },
    data,
  });
  return { status: response.status(), body: (await response.json().catch(() => null)) as unknown };
}
