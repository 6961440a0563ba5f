import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export const mailbox = 'http://127.0.0.1:54321/mailbox/api/messages';
export const demo = { email: 'demo@fairlance.dev', password: 'fairlance-demo' };

/** A new address per test, so runs never collide. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

export async function signIn(page: Page, email = demo.email, password = demo.password) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');
}

/** The confirmation link of the newest mail to `email` in the local mailbox. */
export async function confirmationLink(request: APIRequestContext, email: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${mailbox}?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: Array<{ links: string[] }> };
      link = messages[0]?.links.find((l) => l.includes('/verify'));
      return link;
    })
    .toBeTruthy();
  return link as string;
}
