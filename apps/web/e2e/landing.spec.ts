import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './auth-helpers';
import { emptyAssets, expectSamePaint, png, stylesheetsApplied } from './paint-helpers';

/** Records every request the page makes. */
function recordRequests(page: Page) {
  const requests: { url: string; type: string }[] = [];
  page.on('request', (request) =>
    requests.push({ url: request.url(), type: request.resourceType() }),
  );
  return requests;
}

test('the landing page makes no network calls while loading and in use', async ({
  page,
  baseURL,
  consoleMessages,
}) => {
  const requests = recordRequests(page);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tired of paying platforms to get paid?' }),
  ).toBeVisible();

  // Use it: nav anchors, the calculator's input and slider.
  await page.getByRole('link', { name: 'Learn More' }).click();
  const members = page.getByRole('textbox', { name: 'Community members' });
  await members.scrollIntoViewIfNeeded();
  await members.fill('10000');
  await expect(page.getByText('$1.67').first()).toBeVisible();
  // The calculator is an island: what was typed survives its hydration (a test below), but a
  // key pressed before it has hydrated does nothing, so wait as a person would for the page
  // to answer Enter (it writes the number with separators) before pressing keys.
  await expect(async () => {
    await members.press('Enter');
    await expect(members).toHaveValue('10,000', { timeout: 1_000 });
  }).toPass();
  const slider = page.getByRole('slider', { name: 'Community members slider' });
  await slider.focus();
  await page.keyboard.press('End');
  await expect(members).toHaveValue('25,000');

  const origin = new URL(baseURL ?? '').origin;
  const foreign = requests.filter(
    (r) => new URL(r.url).origin !== origin && !r.url.startsWith('data:'),
  );
  expect(foreign, 'requests to other origins').toEqual([]);
  const calls = requests.filter((r) => r.type === 'fetch' || r.type === 'xhr');
  expect(calls, 'fetch/XHR calls').toEqual([]);
  expect(consoleMessages.filter((m) => m.type() === 'error')).toEqual([]);
});

test('the first response is the whole first paint: inline CSS, no blocking resources', async ({
  request,
}) => {
  const response = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(response.ok()).toBe(true);
  const html = await response.text();
  const headHtml = html.slice(0, html.indexOf('</head>'));
  expect(headHtml).toContain('<style>');
  expect(headHtml, 'no render-blocking stylesheet').not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(headHtml, 'no render-blocking script').not.toMatch(/<script[^>]+src=/);
  expect(html).toContain('Tired of paying platforms to get paid?');
});

test('the join buttons lead to /auth', async ({ page }) => {
  await page.goto('/');
  const join = page.getByRole('link', { name: 'Join the Movement' });
  await expect(join).toHaveAttribute('href', '/auth');
  await join.click();
  await expect(page).toHaveURL('/auth');
});

test('the landing page reads and navigates with JavaScript disabled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tired of paying platforms to get paid?',
  );
  await expect(page.getByText('Now Live!')).toBeVisible();
  // The calculator shows its default result, prerendered.
  await expect(page.getByRole('textbox', { name: 'Community members' })).toHaveValue('3,000');
  await expect(page.getByText('$5.56').first()).toBeVisible();
  for (const id of ['problem', 'difference', 'automation', 'community']) {
    await expect(page.locator(`nav a[href="#${id}"]`).first()).toBeAttached();
    await expect(page.locator(`#${id}`)).toBeAttached();
  }
  await context.close();
});

for (const { width, scheme } of [
  { width: 1280, scheme: 'light' },
  { width: 375, scheme: 'light' },
  { width: 1280, scheme: 'dark' },
  { width: 375, scheme: 'dark' },
] as const) {
  test(`the inline CSS alone paints the first screen like the full CSS (${width}px, ${scheme})`, async ({
    browser,
  }) => {
    // Taller than any phone's or laptop's first screen (Lighthouse's are 823 and 940 px).
    const context = await browser.newContext({
      viewport: { width, height: 1000 },
      colorScheme: scheme,
    });
    // Inline CSS only: the full stylesheet and the island arrive empty.
    const critical = await context.newPage();
    await emptyAssets(critical);
    await critical.goto('/');
    const a = png(await critical.screenshot({ animations: 'disabled' }));

    const full = await context.newPage();
    await full.goto('/');
    await stylesheetsApplied(full);
    await full.waitForLoadState('networkidle');
    const b = png(await full.screenshot({ animations: 'disabled' }));

    expectSamePaint(a, b);
    await context.close();
  });
}

test('the full stylesheet arrives right after the first paint; until then the sections below the fold are skipped', async ({
  page,
  context,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto('/');
  // Requested without scrolling or any interaction, and applied.
  await expect.poll(() => stylesheets.length).toBeGreaterThan(0);
  await stylesheetsApplied(page);

  // With the inline CSS alone, every section below the hero is skipped (content-visibility)
  // until it nears the viewport, so none is drawn unstyled while the stylesheet loads.
  const critical = await context.newPage();
  await emptyAssets(critical);
  await critical.goto('/');
  const skipped = await critical.evaluate(() =>
    [...document.querySelectorAll('main > section:not([data-slot="hero"])')].map(
      (section) => getComputedStyle(section).contentVisibility,
    ),
  );
  expect(skipped).toHaveLength(8);
  expect(new Set(skipped)).toEqual(new Set(['auto']));
});

for (const width of [375, 1280]) {
  test(`each nav anchor brings its section to the top, under the fixed nav (${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const navHeight = await page.evaluate(
      () => document.querySelector('header')?.getBoundingClientRect().height ?? 0,
    );
    expect(navHeight).toBeGreaterThan(0);
    for (const id of ['problem', 'difference', 'automation', 'community']) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator(`header a[href="#${id}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect
        .poll(() =>
          page.evaluate((id) => document.getElementById(id)?.getBoundingClientRect().top, id),
        )
        .toBeGreaterThanOrEqual(navHeight - 2);
      const top = await page.evaluate(
        (id) => document.getElementById(id)?.getBoundingClientRect().top ?? -1,
        id,
      );
      expect(top, `#${id} sits just below the nav`).toBeLessThan(navHeight + 40);
    }
  });
}

test('what is typed in the calculator before its script arrives is not lost', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/island-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const members = page.getByRole('textbox', { name: 'Community members' });
  await members.scrollIntoViewIfNeeded();
  await members.fill('10000');
  release();
  await expect(page.getByText('$1.67').first()).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Community members slider' })).toHaveValue('10000');
});

test('a signed-in visitor sees Go to dashboard where the join buttons are, from the first paint, with the same HTML', async ({
  page,
  context,
  request,
}) => {
  const signedOutHtml = await (await request.get('/')).text();
  await signIn(page);
  // Inline CSS only, so what shows is what the first paint shows.
  const visit = await context.newPage();
  await emptyAssets(visit);
  const response = await visit.goto('/');
  expect(await response?.text(), 'the same HTML for everybody').toBe(signedOutHtml);
  const goToDashboard = visit.getByRole('link', { name: 'Go to dashboard' });
  await expect(goToDashboard).toHaveCount(3);
  for (const link of await goToDashboard.all())
    await expect(link).toHaveAttribute('href', '/dashboard');
  await expect(
    visit.locator('header').getByRole('link', { name: 'Go to dashboard' }),
  ).toBeVisible();
  await expect(
    visit.locator('main').getByRole('link', { name: 'Go to dashboard' }).first(),
  ).toBeVisible();
  for (const name of ['Join now', 'Join the Movement', 'Join Fairlance'])
    await expect(visit.getByRole('link', { name })).toHaveCount(0);
  await visit.close();

  await page.goto('/');
  await page.getByRole('link', { name: 'Go to dashboard' }).first().click();
  await expect(page).toHaveURL('/dashboard');

  // Signed out (through the app, which then shows `/` itself): the join buttons again.
  await page.getByRole('button', { name: /^My Account/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Join the Movement' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Join now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveCount(0);
});
