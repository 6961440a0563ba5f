import type { Page } from '@playwright/test';
import { demo, signIn } from './auth-helpers';
import { expect, test } from './fixtures';
import { emptyAssets, expectSamePaint, png, stylesheetsApplied } from './paint-helpers';

/** Holds back every script file for `ms`, as a slow network would. */
async function slowScripts(page: Page, ms: number) {
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Whether React has hydrated the `/auth` form (it keeps its props on the element). */
const hydrated = (page: Page) =>
  page
    .getByLabel('Email')
    .first()
    .evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps')));

test('/auth is the whole page before its JavaScript; a sign-in sent before hydration goes through', async ({
  page,
}) => {
  await slowScripts(page, 2000);
  await page.goto('/auth', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Welcome to Fairlance' })).toBeVisible();
  await page.getByLabel('Email').first().fill(demo.email);
  await page.getByLabel('Password', { exact: true }).first().fill(demo.password);
  expect(await hydrated(page)).toBe(false);
  await page.getByLabel('Password', { exact: true }).first().press('Enter');
  // Held, not posted: the page is still /auth, nothing in the URL.
  await expect(page).toHaveURL('/auth');
  await expect(page).toHaveURL('/dashboard', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
});

test.describe('a refused sign-in', () => {
  test.use({ expectedProblems: { patterns: [/status of 400/, /token\?grant_type=password/] } });
  test('/auth keeps what was typed before hydration, and the focus, and sends it', async ({
    page,
  }) => {
    await slowScripts(page, 2000);
    await page.goto('/auth', { waitUntil: 'commit' });
    const email = page.getByLabel('Email').first();
    const password = page.getByLabel('Password', { exact: true }).first();
    await email.fill(demo.email);
    await password.click();
    await page.keyboard.type('not-the-password');
    expect(await hydrated(page)).toBe(false);
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    await expect(email).toHaveValue(demo.email);
    await expect(password).toHaveValue('not-the-password');
    await expect(password).toBeFocused();
    // React has the text too: the form sends it (no 'Enter your email address.'), and the
    // service refuses the password.
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
    await expect(page.getByText('Enter your email address.')).toHaveCount(0);
  });
});

test('/auth without JavaScript: the form posts without putting the password in the URL', async ({
  browser,
  request,
}) => {
  // Shown by browsers with JavaScript off (Playwright's switch leaves <noscript> unparsed).
  expect(await (await request.get('/auth')).text()).toMatch(
    /<noscript>[^]*Signing in needs JavaScript\. Turn it on for this site, then reload the page\.[^]*<\/noscript>/,
  );
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByLabel('Email').first().fill(demo.email);
  await page.getByLabel('Password', { exact: true }).first().fill(demo.password);
  const posted = page.waitForRequest((request) => request.method() === 'POST');
  await page.getByRole('button', { name: 'Sign In' }).click();
  expect((await posted).url()).not.toContain(demo.password);
  await expect(page).toHaveURL('/auth');
  expect(page.url()).not.toContain('password');
  await context.close();
});

test('a signed-in reload draws the shell and the screen without a full-screen spinner', async ({
  page,
}) => {
  await signIn(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-slot="full-screen-spinner"]') && !seen.includes('spinner'))
        seen.push('spinner');
    }).observe(document, { subtree: true, childList: true });
  });
  for (const path of ['/dashboard', '/jobs', '/messages']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
  }
});

test('pointing at a link loads its screen before the click', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  const code = page.waitForRequest(/\/assets\/ProfileRoute-[\w-]+\.js$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .hover();
  await code;
  const focused = page.waitForRequest(/\/assets\/SettingsRoute-[\w-]+\.js$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .focus();
  await focused;
});

for (const { width, scheme } of [
  { width: 1280, scheme: 'light' },
  { width: 375, scheme: 'dark' },
] as const) {
  test(`/auth: the inline critical CSS paints the page as the full CSS does, hydrated (${width}px, ${scheme})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      colorScheme: scheme,
    });
    // Before anything loads: the stylesheets and scripts arrive empty.
    const critical = await context.newPage();
    await emptyAssets(critical);
    await critical.goto('/auth');
    const a = png(await critical.screenshot({ animations: 'disabled' }));

    // After: hydrated, the full CSS in (it loads once the page is idle).
    const full = await context.newPage();
    await full.goto('/auth');
    await expect.poll(() => hydrated(full)).toBe(true);
    await stylesheetsApplied(full);
    await full.waitForLoadState('networkidle');
    const b = png(await full.screenshot({ animations: 'disabled' }));

    expectSamePaint(a, b);
    await context.close();
  });
}
