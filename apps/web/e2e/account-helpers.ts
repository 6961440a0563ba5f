import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { confirmationLink, demo, openAuth, uniqueEmail, untilReactOwns } from './auth-helpers';
import { expect } from './fixtures';

/** The local stack's public development values (apps/local-supabase/dev-keys.json). */
const keys = JSON.parse(
  readFileSync(new URL('../../local-supabase/dev-keys.json', import.meta.url), 'utf8'),
) as { url: string; anonKey: string };

export const password = 'a-long-enough-passphrase';

/**
 * Signs a new account up in `page` the way a person does (Sign Up, then the link from the
 * local mailbox) and lands on the dashboard signed in. Returns its email and password.
 */
export async function signUpAndConfirm(page: Page, request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  await openAuth(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Check your email for the confirmation link.')).toBeVisible();
  await page.goto(await confirmationLink(request, email));
  await expect(page).toHaveURL('/dashboard');
  // A new page load: its buttons act once React owns it (as after signIn).
  await untilReactOwns(page.locator('main'));
  return { email, password };
}

/** An access token and user id for an account, from the auth service (as supabase-js gets it). */
export async function tokenFor(
  request: APIRequestContext,
  email = demo.email,
  secret = demo.password,
) {
  const response = await request.post(`${keys.url}/auth/v1/token?grant_type=password`, {
    headers: { apikey: keys.anonKey },
    data: { email, password: secret },
  });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
  const body = (await response.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, userId: body.user.id };
}

/** GET /rest/v1/{path} as the holder of `token` (what supabase-js would send). */
export async function restGet<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  path: string,
): Promise<T[]> {
  const response = await request.get(`${keys.url}/rest/v1/${path}`, {
    headers: { apikey: keys.anonKey, authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T[];
}

/** The user id of a (visible) member by display name, as the demo account sees it. */
export async function profileIdOf(request: APIRequestContext, name: string): Promise<string> {
  const { token } = await tokenFor(request);
  const rows = await restGet<{ id: string }>(
    request,
    token,
    `profile_cards?select=id&display_name=eq.${encodeURIComponent(name)}`,
  );
  expect(rows, `a profile named ${name}`).toHaveLength(1);
  return rows[0]!.id;
}

/** The id of the demo account's conversation with a member, by the member's display name. */
export async function conversationIdWith(request: APIRequestContext, name: string) {
  const { token } = await tokenFor(request);
  const rows = await restGet<{ id: string }>(
    request,
    token,
    `conversation_summaries?select=id&other_display_name=eq.${encodeURIComponent(name)}`,
  );
  expect(rows.length, `a conversation with ${name}`).toBeGreaterThan(0);
  return rows[0]!.id;
}
