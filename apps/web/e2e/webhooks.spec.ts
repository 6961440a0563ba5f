import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { signUpAndConfirm } from './account-helpers';
import { expect, test } from './fixtures';

/*
 * Webhooks, as a person sets them up: add an endpoint in Settings → Notifications, keep its
 * signing secret, send a test event, and see the delivery listed with the endpoint's answer. The
 * endpoint is a receiver on this machine (the local stack allows http:// to it); the deliveries
 * are sent by the notifier, as `npm start` runs it.
 */

interface Got {
  headers: http.IncomingHttpHeaders;
  body: string;
}

let receiver: http.Server;
let receiverUrl: string;
const received: Got[] = [];
let worker: ChildProcess;

test.beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/fairlance`;
  // The notifier (apps/notifier) delivers webhooks beside the emails, on this run's database.
  worker = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: fileURLToPath(new URL('../../notifier/', import.meta.url)),
    env: {
      ...process.env,
      LOCAL_SUPABASE_DATA_DIR: process.env['E2E_SUPABASE_DATA_DIR'],
      NOTIFIER_DIGEST_EVERY_MS: '0',
    },
    stdio: 'ignore',
  });
});

test.afterAll(async () => {
  worker?.kill('SIGTERM');
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

test('add an endpoint, send a test event, see the delivery listed with its code', async ({
  page,
  request,
}) => {
  await signUpAndConfirm(page, request, 'webhooks');
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const panel = page.getByRole('region', { name: 'Webhooks' });
  await expect(panel.getByText('No endpoints yet. Add one above to receive events.')).toBeVisible();

  // A URL that is not one is refused in words, before anything is sent.
  await panel.getByLabel('Endpoint URL').fill('hooks.example.com');
  await panel.getByRole('checkbox', { name: 'A proposal arrives on your job' }).check();
  await panel.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(
    panel.getByText('Enter a full URL, for example https://example.com/webhooks.'),
  ).toBeVisible();

  await panel.getByLabel('Endpoint URL').fill(receiverUrl);
  await panel.getByRole('button', { name: 'Add endpoint' }).click();
  const secret = (await panel.getByLabel('Signing secret').textContent())!.trim();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
  const endpoint = panel.getByRole('listitem', { name: receiverUrl });
  await expect(endpoint).toBeVisible();
  await expect(endpoint.getByText('proposal.received')).toBeVisible();

  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  // The worker delivers it; the list follows live.
  await expect(endpoint.getByText('Delivered · 202')).toBeVisible({ timeout: 15_000 });
  await expect(endpoint.getByText('Test event', { exact: true })).toBeVisible();

  // What the endpoint got is signed with that secret (Standard Webhooks).
  expect(received).toHaveLength(1);
  const [got] = received;
  const id = String(got!.headers['webhook-id']);
  const timestamp = String(got!.headers['webhook-timestamp']);
  const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
    .update(`${id}.${timestamp}.${got!.body}`)
    .digest('base64');
  expect(got!.headers['webhook-signature']).toBe(`v1,${expected}`);
  expect(JSON.parse(got!.body)).toMatchObject({ type: 'webhook.test' });

  // After a reload the delivery is still listed, and the secret can be revealed again.
  await page.reload();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const again = page.getByRole('listitem', { name: receiverUrl });
  await expect(again.getByText('Delivered · 202')).toBeVisible();
  await again.getByRole('button', { name: 'Reveal secret' }).click();
  await expect(again.getByLabel('Signing secret')).toHaveText(secret);
});

test('Rotate secret: the new secret is shown once, and the next delivery is signed with both', async ({
  page,
  request,
}) => {
  await signUpAndConfirm(page, request, 'rotate');
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  // A new account has no email that failed.
  const failed = page.getByRole('region', { name: 'Emails that could not be delivered' });
  await expect(
    failed.getByText('Nothing failed: every email we sent you was delivered.'),
  ).toBeVisible();

  const panel = page.getByRole('region', { name: 'Webhooks' });
  const url = `${receiverUrl}/rotate`;
  await panel.getByLabel('Endpoint URL').fill(url);
  await panel.getByRole('checkbox', { name: 'A proposal arrives on your job' }).check();
  await panel.getByRole('button', { name: 'Add endpoint' }).click();
  const oldSecret = (await panel.getByLabel('Signing secret').textContent())!.trim();
  await panel.getByRole('button', { name: 'Done' }).click();
  const endpoint = panel.getByRole('listitem', { name: url });

  // Cancel changes nothing; confirming rotates.
  await endpoint.getByRole('button', { name: 'Rotate secret' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Rotate the signing secret?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await endpoint.getByRole('button', { name: 'Rotate secret' }).click();
  await dialog.getByRole('button', { name: 'Rotate secret' }).click();
  const newSecret = (await endpoint.getByLabel('New signing secret').textContent())!.trim();
  expect(newSecret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
  expect(newSecret).not.toBe(oldSecret);
  await expect(endpoint.getByText(/The old secret also signs every request until/)).toBeVisible();

  const before = received.length;
  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  await expect(endpoint.getByText('Delivered · 202')).toBeVisible({ timeout: 15_000 });
  const got = received[before]!;
  const id = String(got.headers['webhook-id']);
  const timestamp = String(got.headers['webhook-timestamp']);
  const mac = (secret: string) =>
    'v1,' +
    createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
      .update(`${id}.${timestamp}.${got.body}`)
      .digest('base64');
  expect(got.headers['webhook-signature']).toBe(`${mac(newSecret)} ${mac(oldSecret)}`);

  // Shown once: after a reload, the list says until when the old one signs; revealing gives the new.
  await page.reload();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const again = page.getByRole('listitem', { name: url });
  await expect(again.getByLabel('New signing secret')).toHaveCount(0);
  await expect(again.getByText(/Secret rotated: the old secret also signs until/)).toBeVisible();
  await again.getByRole('button', { name: 'Reveal secret' }).click();
  await expect(again.getByLabel('Signing secret')).toHaveText(newSecret);
});

test('the developers page, from the landing page: the REST API with my own token, and the events', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Read the API and webhook documentation' }).click();
  await expect(page).toHaveURL('/developers');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Fairlance for developers' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'proposal.received' })).toBeVisible();

  await signUpAndConfirm(page, request, 'developer');
  await page.goto('/developers');
  await page.getByRole('button', { name: 'Show my access token' }).click();
  const example = page.getByRole('figure').filter({ hasText: 'The OpenAPI description' });
  await expect(example).toContainText('Authorization: Bearer ey');
  // The example works as written: the OpenAPI description, with this person's token.
  const code = (await example.locator('code').textContent())!;
  const url = /curl "([^"]+)"/.exec(code)![1]!;
  const headers = Object.fromEntries(
    [...code.matchAll(/-H "([^:]+): ([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  const response = await request.get(url, { headers });
  expect(response.status()).toBe(200);
  const openapi = (await response.json()) as { definitions: Record<string, unknown> };
  expect(Object.keys(openapi.definitions)).toEqual(
    expect.arrayContaining(['jobs', 'webhook_endpoints', 'webhook_deliveries']),
  );
});
