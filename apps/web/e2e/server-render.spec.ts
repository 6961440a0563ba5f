import type { Page } from '@playwright/test';
import {
  confirmationLink,
  demo,
  looksOf,
  signIn,
  uniqueEmail,
  untilReactOwns,
} from './auth-helpers';
import { password, signUpAndConfirm } from './account-helpers';
import { expect, test } from './fixtures';
import { firstScreen, stylesheetsLoaded } from './paint-helpers';

/** The text of `<main>`, and where the headings of the first screen sit. */
const screenOf = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    return {
      text: main?.textContent ?? '',
      // What shows in the first screen (cards further down are laid out once near the viewport).
      headings: [...(main?.querySelectorAll('h1, h2, h3') ?? [])]
        .filter((h) => h.getBoundingClientRect().top < window.innerHeight)
        .map((h) => {
          const box = h.getBoundingClientRect();
          return `${h.textContent} @${Math.round(box.x)},${Math.round(box.y)}`;
        }),
    };
  });

test('with JavaScript off, a person signs in through the real form and reads every signed-in route with its data', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth');
  // The form posts to the server (app/routes/auth.tsx), which signs in and sets the cookies.
  await page.getByLabel('Email').first().fill(demo.email);
  await page.getByLabel('Password', { exact: true }).first().fill(demo.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByText('Recent Activity')).toBeVisible();

  await page.goto('/jobs');
  await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
  await expect(page.locator('[data-slot="jobs-list"] > li').first()).toBeVisible();
  const firstJob = page.locator('[data-slot="jobs-list"] > li a').first();
  const href = await firstJob.getAttribute('href');
  expect(href).toMatch(/^\/jobs\/[0-9a-f-]{36}$/);
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Job not found');

  await page.goto('/settings');
  await expect(page.getByLabel('Full name')).not.toHaveValue('');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Messages' }).first()).toBeVisible();

  // No script sets the appearance: the pages follow the system's, from their <noscript>.
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const path of ['/dashboard', '/settings']) {
      await page.goto(path);
      const looks = await looksOf(page, 'h1');
      const dark = colorScheme === 'dark';
      expect(looks, `${path} on a ${colorScheme} system`).toEqual({
        darkBackground: dark,
        lightHeading: dark,
      });
    }
  }
  await context.close();
});

test('the HTML of a signed-in route carries its data, and React hydrates it', async ({
  page,
  context,
}) => {
  await signIn(page);
  const html = await (await context.request.get('/jobs')).text();
  await page.goto('/jobs');
  await untilReactOwns(page.locator('[data-slot="app-shell"]'));
  await expect(page.locator('[data-slot="jobs-list"] > li').first()).toBeVisible();
  const titles = await page
    .locator('[data-slot="jobs-list"] > li')
    .getByRole('heading')
    .allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);
  // As React writes text into HTML.
  const escaped = (text: string) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#x27;');
  for (const title of titles.slice(0, 5)) expect(html).toContain(escaped(title));
});

/**
 * Recorded in the page from the moment its HTML is parsed (before its scripts run): the text of
 * `<main>`, again after every change to the document while React hydrates and after.
 * `window.__mainTexts` keeps each different one.
 */
function recordMainText() {
  const texts: string[] = [];
  (window as unknown as { __mainTexts: string[] }).__mainTexts = texts;
  const record = () => {
    const now = document.querySelector('main')?.textContent ?? '';
    if (texts.at(-1) !== now) texts.push(now);
  };
  // 'interactive': the whole HTML is parsed and the page's scripts have not run yet.
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    record();
    new MutationObserver(record).observe(document.documentElement, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

/** A text with its relative times ('5 minutes ago', '3h ago', 'Just now') made alike. */
const anyMoment = (text: string) =>
  text.replace(
    /\b(?:\d+ (?:minute|hour|day|week|month|year)s? ago|\d+[mh] ago|Just now)/g,
    '(a moment)',
  );

test('hydrating a signed-in route changes nothing in its main content, at any moment', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  // A job and a conversation of the demo account, from the server's HTML.
  const jobs = await (await context.request.get('/jobs')).text();
  const job = jobs.match(/href="(\/jobs\/[0-9a-f-]{36})"/)?.[1];
  const messages = await (await context.request.get('/messages')).text();
  const conversation = messages.match(/href="(\/messages\/[0-9a-f-]{36})"/)?.[1];
  expect(job, 'a job link in /jobs').toBeTruthy();
  expect(conversation, 'a conversation link in /messages').toBeTruthy();

  // Hydration alone: the live channel stays unjoined. Joining, it loads the route's data again
  // (what changed before it listened), and a relative time may then read a minute more: a true
  // change, which e2e/marketplace.spec.ts tests.
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, () => undefined);
  await page.addInitScript(recordMainText);
  // The same page without its scripts: what the server drew.
  const bare = await context.newPage();
  await bare.route(/\/assets\/.*\.js$/, (route) => route.abort());
  for (const path of [
    '/dashboard',
    '/jobs',
    job!,
    '/messages',
    conversation!,
    '/profile',
    '/settings',
  ]) {
    await bare.goto(path);
    const drawn = await screenOf(bare);
    await page.goto(path);
    await untilReactOwns(page.locator('[data-slot="app-shell"]'));
    // Whatever the page loads after hydrating (chunks, data) has come.
    await page.waitForLoadState('networkidle');
    const texts = await page.evaluate(
      () => (window as unknown as { __mainTexts: string[] }).__mainTexts,
    );
    // One text from the parsed HTML to now, the server's: hydrating changed nothing, not even
    // for a moment (a part loaded on demand keeps the server's HTML until its chunk is there).
    // The same as the bare page's, but for a relative time: the two pages are two requests,
    // and a minute can turn between them.
    expect
      .soft(texts.map(anyMoment), `${path}: <main> from the HTML to after hydration`)
      .toEqual([anyMoment(drawn.text)]);
    // And the first screen is laid out as the server's HTML was.
    const hydrated = await screenOf(page);
    expect
      .soft({ ...hydrated, text: anyMoment(hydrated.text) }, `${path} after hydration`)
      .toEqual({ ...drawn, text: anyMoment(drawn.text) });
  }
  await bare.close();
});

test("a signed-in route's inline CSS draws its first screen as its stylesheets do, and goes once they have applied", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  // The live channel stays unjoined on both pages: nothing arrives to change one of them.
  await context.routeWebSocket(/\/realtime\/v1\/websocket/, () => undefined);
  const critical = (p: Page) => p.locator('style[data-critical]');
  // The page's stylesheets never arrive: what shows is its inline CSS, which stays. (Only the
  // ones its HTML links: a part loaded on demand fails without its own, and shows an error.)
  const bare = await context.newPage();
  let linked = new Set<string>();
  await bare.route(
    (url) => linked.has(url.pathname),
    (route) => route.abort(),
  );
  for (const path of ['/dashboard', '/jobs', '/messages', '/profile', '/settings']) {
    const html = await (await context.request.get(path)).text();
    linked = new Set([...html.matchAll(/data-deferred-href="([^"#]+)#?"/g)].map((m) => m[1]!));
    expect(linked.size, `${path}: stylesheets linked`).toBeGreaterThan(0);
    // Two requests: a relative time ('Just now', '1 minute ago') can turn between them and
    // change a width, so a difference is looked at again on a fresh pair.
    await expect(async () => {
      await bare.goto(path);
      await untilReactOwns(bare.locator('[data-slot="app-shell"]'));
      await bare.waitForLoadState('networkidle');
      await expect(critical(bare), `${path}: inline CSS without its stylesheets`).toHaveCount(1);
      const inlineOnly = await firstScreen(bare);
      expect(inlineOnly.length, path).toBeGreaterThan(20);
      // Everything: the stylesheets applied, and the inline CSS gone (every restyle after matches
      // each element against their rules once, not twice).
      await page.goto(path);
      await untilReactOwns(page.locator('[data-slot="app-shell"]'));
      await expect.poll(() => stylesheetsLoaded(page), path).toBe(true);
      await expect(critical(page), `${path}: inline CSS once the stylesheets applied`).toHaveCount(
        0,
      );
      await page.waitForLoadState('networkidle');
      expect(await firstScreen(page), `${path}: first screen`).toEqual(inlineOnly);
    }).toPass({ intervals: [0], timeout: 60_000 });
  }
  await bare.close();
});

test('a visitor without a session is sent to /auth by the server', async ({ request }) => {
  const response = await request.get('/settings', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/auth');
});

test('the server answers with 404s, security headers, compression and long-lived assets', async ({
  request,
}) => {
  const missing = await request.get('/no/such/page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Oops! Page not found');

  for (const path of ['/', '/auth', '/no/such/page']) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'gzip, br' } });
    const headers = response.headers();
    expect(headers['content-encoding'], path).toMatch(/^(br|gzip)$/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    const scripts = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scripts).not.toContain('unsafe-inline');
    expect(scripts).toMatch(/'(nonce|sha256)-/);
  }
  const html = await (await request.get('/')).text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  const cached = await request.get(asset!);
  expect(cached.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a page runs under its Content-Security-Policy without a violation', async ({
  page,
  consoleMessages,
}) => {
  await signIn(page);
  await page.goto('/jobs');
  await untilReactOwns(page.locator('[data-slot="app-shell"]'));
  await page.goto('/');
  await untilReactOwns(page.locator('main'));
  // A refused inline script is reported on the console (an error: the fixture fails on it).
  expect(
    consoleMessages.map((m) => m.text()).filter((t) => /Content.Security.Policy/i.test(t)),
  ).toEqual([]);
});

test('the email link goes through /auth/confirm: the server verifies it and the person lands signed in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('confirm');
  await page.goto('/auth');
  await untilReactOwns(page.locator('main'));
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Check your email for the confirmation link.')).toBeVisible();
  const link = await confirmationLink(request, email);
  expect(link).toMatch(/^\/auth\/confirm\?token_hash=[^&]+&type=signup$/);
  await page.goto(link);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
});

test.describe('a used email link', () => {
  test.use({
    expectedProblems: {
      patterns: [/HTTP 403: .*\/auth\/confirm/, /status of 403 \(Forbidden\)/],
    },
  });
  test('says so with a 403, and signs nobody in', async ({ page, request, context }) => {
    const email = uniqueEmail('used-link');
    await page.goto('/auth');
    await untilReactOwns(page.locator('main'));
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Check your email for the confirmation link.')).toBeVisible();
    const link = await confirmationLink(request, email);
    expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(302);
    const again = await page.goto(link);
    expect(again?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await page.getByText('Technical details').click();
    await expect(page.getByText('Email link is invalid or has expired')).toBeVisible();
    const session = (await context.cookies()).filter((c) =>
      /^sb-.*-auth-token(\.\d+)?$/.test(c.name),
    );
    expect(session).toEqual([]);
  });
});

test('Sign Out ends the session on the server and clears its cookies; the same person elsewhere stays signed in', async ({
  page,
  context,
  browser,
  request,
}) => {
  // The same person on another device (its own cookies), signed up there.
  const laptop = await browser.newContext();
  const other = await laptop.newPage();
  const { email } = await signUpAndConfirm(other, request, 'two-devices');
  await signIn(page, email, password);
  expect((await context.cookies()).some((c) => /^sb-.*-auth-token/.test(c.name))).toBe(true);
  await page.getByRole('button', { name: /^My Account/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect
    .poll(async () =>
      (await context.cookies()).filter((c) => /^sb-.*-auth-token(\.\d+)?$/.test(c.name)),
    )
    .toEqual([]);
  const response = await context.request.get('/dashboard', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  // Only this device's session ended: the other one still reads its own pages.
  await other.reload();
  await expect(other).toHaveURL('/dashboard');
  expect((await laptop.request.get('/dashboard', { maxRedirects: 0 })).status()).toBe(200);
  await laptop.close();
});

test('the cookies of a signed-out session, sent again, open nothing: the server sends them to /auth and clears them', async ({
  page,
  context,
  browser,
  request,
}) => {
  await signUpAndConfirm(page, request, 'replayed');
  const isSession = (name: string) => /^sb-.*-auth-token(\.\d+)?$/.test(name);
  const taken = (await context.cookies()).filter((c) => isSession(c.name));
  expect(taken.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: /^My Account/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');

  // Someone who copied the cookies before the sign-out: the access token in them is still
  // within its hour, but its session is over, and the database says so.
  const elsewhere = await browser.newContext();
  for (const path of ['/dashboard', '/jobs', '/settings']) {
    // Each time again: the answer before cleared them from this context's jar.
    await elsewhere.addCookies(taken);
    const response = await elsewhere.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()['location'], path).toBe('/auth');
    const cleared = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie' && isSession(h.value.split('=')[0]!));
    expect(cleared.length, path).toBeGreaterThan(0);
    expect(
      cleared.every((h) => /Max-Age=0/i.test(h.value)),
      path,
    ).toBe(true);
  }
  await elsewhere.addCookies(taken);
  const stranger = await elsewhere.newPage();
  await stranger.goto('/messages');
  await expect(stranger).toHaveURL('/auth');
  expect((await elsewhere.cookies()).filter((c) => isSession(c.name))).toEqual([]);
  await elsewhere.close();
});
