import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { password, restGet, signUpAndConfirm, tokenFor } from './account-helpers';
import { mailbox } from './auth-helpers';
import { expect, test } from './fixtures';

/*
 * Email that respects Settings (issue 36), through the whole path: a proposal makes the
 * database queue an email, the notifier (apps/notifier, started here on the test's stack) sends
 * it over SMTP to the local mailbox; 'Email notifications' off in Settings stops it; the
 * email's unsubscribe link switches it off too.
 */
const keys = JSON.parse(
  readFileSync(new URL('../../local-supabase/dev-keys.json', import.meta.url), 'utf8'),
) as { url: string; anonKey: string };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Mail {
  subject: string;
  kind: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get(`${mailbox}?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: Mail[] }).messages.filter(
    (m) => m.kind === 'smtp',
  );
}

async function rest(request: APIRequestContext, token: string, table: string, body: object) {
  const response = await request.post(`${keys.url}/rest/v1/${table}`, {
    headers: {
      apikey: keys.anonKey,
      authorization: `Bearer ${token}`,
      prefer: 'return=representation',
    },
    data: body,
  });
  expect(response.ok(), `POST ${table}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as Array<{ id: string }>)[0]!;
}

let notifier: ChildProcess | undefined;
test.beforeAll(({ baseURL }) => {
  notifier = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/notifier'),
    env: {
      ...process.env,
      LOCAL_SUPABASE_DATA_DIR: process.env['E2E_SUPABASE_DATA_DIR'],
      SITE_URL: baseURL!,
      NOTIFIER_POLL_MS: '250',
      NOTIFIER_DIGEST_EVERY_MS: '0',
    },
    stdio: 'ignore',
  });
});
test.afterAll(() => {
  notifier?.kill('SIGTERM');
});

test('a proposal emails the job owner; Email notifications off stops it; the unsubscribe link works', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await signUpAndConfirm(page, request, 'owner');
  const other = await browser.newPage();
  const freelancer = await signUpAndConfirm(other, request, 'freelancer');
  await other.close();
  const { token: ownerToken } = await tokenFor(request, owner.email, password);
  const { token: freelancerToken } = await tokenFor(request, freelancer.email, password);
  const job = (title: string) =>
    rest(request, ownerToken, 'jobs', {
      title,
      description: 'Emails for the journey.',
      budget: '$500',
      category: 'development',
      timeline: '1-2 weeks',
      experience_level: 'entry',
    });
  const propose = (jobId: string) =>
    rest(request, freelancerToken, 'proposals', {
      job_id: jobId,
      cover_letter: 'I can do this.',
      bid: 450,
    });

  // 1. A proposal: an email arrives in the owner's mailbox, both parts, one-click unsubscribe.
  const first = await job('Booking page for a studio');
  await propose(first.id);
  await expect
    .poll(async () => (await mailsTo(request, owner.email)).length, { timeout: 20_000 })
    .toBe(1);
  const [mail] = await mailsTo(request, owner.email);
  expect(mail!.subject).toBe('New proposal on "Booking page for a studio"');
  expect(mail!.text).toContain('sent a proposal on your job "Booking page for a studio".');
  expect(mail!.html).toContain('Review the proposal');
  expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = /^<(.+)>$/.exec(mail!.headers['list-unsubscribe'] ?? '')![1]!;
  expect(new URL(unsubscribe).pathname).toBe('/unsubscribe');

  // 2. 'Email notifications' off in Settings: the next proposal sends nothing.
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const emails = page.getByRole('switch', { name: 'Email notifications' });
  await emails.click();
  await expect(emails).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect
    .poll(
      async () =>
        (
          await restGet<{ email_notifications: boolean }>(
            request,
            ownerToken,
            'user_settings?select=email_notifications',
          )
        )[0]?.email_notifications,
    )
    .toBe(false);
  const second = await job('Logo for a bakery');
  await propose(second.id);
  // The proposal is there (the bell's notification), but no email is queued or sent.
  await expect
    .poll(
      async () =>
        (await restGet(request, ownerToken, `notifications?select=id&job_id=eq.${second.id}`))
          .length,
    )
    .toBe(1);
  expect(await restGet(request, ownerToken, 'email_outbox?select=id')).toHaveLength(1);
  await page.waitForTimeout(1500); // several of the notifier's rounds
  expect(await mailsTo(request, owner.email)).toHaveLength(1);

  // 3. On again: emails come back. Then the first email's link switches them off.
  await emails.click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect
    .poll(
      async () =>
        (
          await restGet<{ email_notifications: boolean }>(
            request,
            ownerToken,
            'user_settings?select=email_notifications',
          )
        )[0]?.email_notifications,
    )
    .toBe(true);
  await propose((await job('Newsletter template')).id);
  await expect
    .poll(async () => (await mailsTo(request, owner.email)).length, { timeout: 20_000 })
    .toBe(2);

  const visitor = await browser.newPage(); // the link works without a session
  await visitor.goto(unsubscribe);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Unsubscribe from these emails?' }),
  ).toBeVisible();
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'You are unsubscribed' }),
  ).toBeVisible();
  await expect(
    visitor.getByText('"Email notifications" is now off.', { exact: false }),
  ).toBeVisible();
  await visitor.close();
  await page.reload();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await propose((await job('Menu design')).id);
  await page.waitForTimeout(1500);
  expect(await mailsTo(request, owner.email)).toHaveLength(2);

  // A mail client's one-click POST (RFC 8058) is answered too; a changed link is refused.
  const oneClick = await request.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  const forged = await request.post(
    unsubscribe.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
    {
      form: { 'List-Unsubscribe': 'One-Click' },
    },
  );
  expect(forged.status()).toBe(400);
});

test('the daily digest is chosen in Settings and sent at that hour by the digest command', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const person = await signUpAndConfirm(page, request, 'digest');
  const { token, userId } = await tokenFor(request, person.email, password);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await page.getByRole('switch', { name: 'Daily digest' }).click();
  await page.getByRole('combobox', { name: 'Send at' }).click();
  await page.getByRole('option', { name: '18:00' }).click();
  await page.getByRole('combobox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect
    .poll(async () =>
      JSON.stringify(
        await restGet(
          request,
          token,
          'user_settings?select=digest_enabled,digest_hour,digest_time_zone',
        ),
      ),
    )
    .toBe(
      JSON.stringify([{ digest_enabled: true, digest_hour: 18, digest_time_zone: 'Asia/Tokyo' }]),
    );
  // Kept after a reload (the server renders the saved values).
  await page.reload();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('combobox', { name: 'Send at' })).toHaveText('18:00');

  // A new job that matches their skill (one nobody else has).
  const skill = `e2e-skill-${Date.now()}`;
  await request.patch(`${keys.url}/rest/v1/profiles?id=eq.${userId}`, {
    headers: { apikey: keys.anonKey, authorization: `Bearer ${token}` },
    data: { skills: [skill] },
  });
  const { token: posterToken } = await tokenFor(request);
  await rest(request, posterToken, 'jobs', {
    title: 'Rust service for invoices',
    description: 'A small Rust service.',
    budget: '$900',
    category: 'development',
    timeline: '1-2 weeks',
    experience_level: 'entry',
    skills: [skill.toUpperCase()],
  });
  // 18:00 in Tokyo is 09:00 UTC: the next 09:00 UTC, so the job is less than a day before it
  // (tomorrow's 09:00 was more than a day away for a run between 00:00 and 09:00 UTC).
  const at = new Date();
  at.setUTCHours(9, 0, 0, 0);
  if (at.getTime() <= Date.now()) at.setUTCDate(at.getUTCDate() + 1);
  const run = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/digest.ts', '--now', at.toISOString()],
    {
      cwd: path.join(root, 'apps/notifier'),
      env: { ...process.env, LOCAL_SUPABASE_DATA_DIR: process.env['E2E_SUPABASE_DATA_DIR'] },
      stdio: 'ignore',
    },
  );
  expect(await new Promise((resolve) => run.on('exit', resolve))).toBe(0);
  await expect.poll(async () => (await mailsTo(request, person.email)).length).toBe(1);
  const [digest] = await mailsTo(request, person.email);
  expect(digest!.subject).toBe('Your Fairlance digest: 1 new job for your skills');
  expect(digest!.text).toContain('Rust service for invoices');
});
