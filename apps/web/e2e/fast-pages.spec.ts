import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { sampleJobs } from '@brand/ui/sample-data';
import { profileIdOf, signUpAndConfirm } from './account-helpers';
import { appDrawn, demo, pressUntilFocused, signIn } from './auth-helpers';
import { expect, test } from './fixtures';
import { jobIdByTitle } from './jobs-helpers';
import { emptyAssets, expectSamePaint, png, stylesheetsApplied } from './paint-helpers';

/** Holds back every script file for `ms`, as a slow network would. */
async function slowScripts(page: Page, ms: number) {
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Holds back the files matching `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
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

test("a signed-in reload asks for the app's JavaScript after its first paint, and at once in a background tab", async ({
  page,
}) => {
  await signIn(page);
  const timings = () =>
    page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .domContentLoadedEventStart,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    }));
  await page.reload();
  await expect.poll(() => appDrawn(page)).toBe(true);
  const shown = await timings();
  expect(shown.paint).not.toBeNull();
  expect(shown.firstScript).toBeGreaterThanOrEqual(shown.paint ?? Infinity);

  // A tab in the background paints nothing until it is shown: the app does not wait for that.
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'hidden', { get: () => true });
    Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' });
  });
  await page.reload();
  await expect.poll(() => appDrawn(page)).toBe(true);
  const hidden = await timings();
  // Asked for by the page's own script as it is parsed, not by a later task waiting for a
  // paint. (Not "before the paint": the tab here is only said to be hidden, and it may paint
  // part of the page before the parser reaches that script.)
  expect(hidden.firstScript).toBeLessThanOrEqual(hidden.parsed);
});

/** The page's modulepreload links, and when each script file was asked for and arrived. */
const scriptsAskedFor = (page: Page) =>
  page.evaluate(() => ({
    preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map(
      (link) => new URL((link as HTMLLinkElement).href).pathname,
    ),
    scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => ({
        file: new URL(entry.name).pathname,
        start: entry.startTime,
        end: entry.responseEnd,
      })),
  }));

test("a signed-in reload asks for the screen's modules with the app's, and appends no preload link but supabase-js's", async ({
  page,
}) => {
  await signIn(page);
  // The entry arrives a second late: the screen's modules must not wait for it to run.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  // /dashboard is painted from its page; Post a Job gets the SPA shell (dist/app.html).
  for (const [path, route, heading] of [
    ['/dashboard', 'DashboardRoute', /^Welcome back/],
    ['/jobs/create', 'PostJobRoute', 'Post a Job'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect.poll(() => appDrawn(page)).toBe(true);
    // Each preload link a script appends costs the main thread (5-34 ms under Lighthouse's
    // tracing); the module loader's own requests do not.
    const loaded = await scriptsAskedFor(page);
    expect(loaded.preloads, path).toEqual([
      expect.stringMatching(/^\/assets\/supabase-[\w-]+\.js$/),
    ]);
    const script = (file: string) =>
      loaded.scripts.find((s) => new RegExp(`/${file}-[\\w-]+\\.js$`).test(s.file));
    const entryArrived = script('index')?.end ?? 0;
    // Asked for with the entry, not once the entry has run and matched the route.
    expect(entryArrived, path).toBeGreaterThan(0);
    expect(script(route)?.start, path).toBeLessThan(entryArrived);
    expect(script('ShellLayout')?.start, path).toBeLessThan(entryArrived);
  }

  // Moving on in the app adds none either: the next screen's module brings its imports.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Jobs', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Browse Jobs' })).toBeVisible();
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(1);
});

test.describe('a screen whose code cannot be loaded', () => {
  test.use({
    expectedProblems: {
      patterns: [
        /request failed: .*\/assets\/DashboardRoute-[\w-]+\.js/,
        /console error: Failed to load resource/,
      ],
    },
  });
  test('a signed-in reload still starts the app: the shell stays and the screen says so', async ({
    page,
  }) => {
    await signIn(page);
    await page.route(/\/assets\/DashboardRoute-[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main).toBeVisible();
    await main.getByRole('link', { name: 'Jobs', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Browse Jobs' })).toBeVisible();
  });
});

/** The searches made for the jobs list (the query string of each GET). */
function jobsAsked(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/rest/v1/jobs') && request.method() === 'GET')
      asked.push(decodeURIComponent(url.search));
  });
  return asked;
}

test('a reload of /jobs asks for the list once, as soon as the route matches, and a new search asks again', async ({
  page,
}) => {
  await signIn(page);
  const asked = jobsAsked(page);
  for (const path of ['/jobs', '/jobs?category=design']) {
    asked.length = 0;
    await page.goto(path);
    await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
    await expect(page.locator('[data-slot="jobs-list"] > li').first()).toBeVisible();
    // Settled: no second request for the same list (the screen took the loader's answer).
    await page.waitForTimeout(1000);
    expect(asked, path).toHaveLength(1);
    if (path.includes('design')) expect(asked[0]).toContain('category=eq.design');
  }
  // Typing a search is the screen's own request (the loader does not run again).
  asked.length = 0;
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('logo');
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain('fts=wfts');
  await expect(page).toHaveURL(/q=logo/);
});

test('supabase-js is off the path to an interactive page: the shell works while it loads, the data follows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  // supabase-js held back until the shell has been used.
  const release = await holdBack(page, /\/assets\/supabase-[\w-]+\.js$/);
  await page.goto('/dashboard');
  await expect.poll(() => appDrawn(page)).toBe(true);
  // The account menu opens, and the sidebar leads to another screen, with no supabase-js yet.
  await page.getByRole('button', { name: /^My Account/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('status').filter({ hasText: 'Loading jobs…' })).toBeVisible();
  await expect(page.getByText(/\d+ jobs? found/)).toHaveCount(0);
  // Once it arrives, the screen fills with its data.
  release();
  await expect(page.getByRole('heading', { name: 'Browse Jobs', level: 1 })).toBeVisible();
  await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
});

test('the account menu answers before its code has loaded: a press, or Enter, opens it once it is there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const menuCode = /\/assets\/AccountMenuPopup-[\w-]+\.js$/;
  const trigger = page.getByRole('button', { name: /^My Account/ });

  let release = await holdBack(page, menuCode);
  await page.goto('/dashboard');
  await expect.poll(() => appDrawn(page)).toBe(true);
  await trigger.click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  release();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await page.unroute(menuCode);
  release = await holdBack(page, menuCode);
  await page.reload();
  await expect.poll(() => appDrawn(page)).toBe(true);
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toHaveCount(0);
  release();
  // As Radix opens it from the keyboard: on its first item, the trigger's focus moved in.
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();
});

test('a select answers before its code has loaded: a press, or a key, opens its list once it is there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const selectCode = /\/assets\/SelectMenu-[\w-]+\.js$/;
  const category = page.getByRole('combobox', { name: 'Category' });

  let release = await holdBack(page, selectCode);
  await page.goto('/jobs');
  // The app's select (the page draws the jobs before the app: its controls are not live yet).
  await expect.poll(() => appDrawn(page)).toBe(true);
  await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
  await expect(category).toHaveText('All Categories');
  await category.click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  release();
  await page.getByRole('option', { name: 'Design' }).click();
  await expect(category).toHaveText('Design');
  await expect(category).toBeFocused();

  await page.unroute(selectCode);
  release = await holdBack(page, selectCode);
  await page.goto('/jobs');
  // The app's select (the page draws the jobs before the app: its controls are not live yet).
  await expect.poll(() => appDrawn(page)).toBe(true);
  await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
  await category.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  release();
  // As Radix opens it from the keyboard: on the chosen option.
  await expect(page.getByRole('option', { name: 'All Categories' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(category).toBeFocused();
});

test('on a phone, a tap on a select that has not loaded opens its list once it is there', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await signIn(page);
  const release = await holdBack(page, /\/assets\/SelectMenu-[\w-]+\.js$/);
  await page.goto('/jobs');
  await expect.poll(() => appDrawn(page)).toBe(true);
  await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
  const category = page.getByRole('combobox', { name: 'Category' });
  await category.tap();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  release();
  await page.getByRole('option', { name: 'Writing' }).tap();
  await expect(category).toHaveText('Writing');
  await context.close();
});

test("a job's apply button answers before the dialog's code has loaded: the dialog opens once it is there", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const dialogCode = /\/assets\/JobDetailDialogs-[\w-]+\.js$/;
  // A job the demo account did not post and has not applied for.
  const job = sampleJobs[1]!;
  const release = await holdBack(page, dialogCode);
  await page.goto(`/jobs/${await jobIdByTitle(request, job.title)}`);
  const apply = page.getByRole('button', { name: 'Apply for this Job' });
  await expect(apply).toHaveAttribute('aria-haspopup', 'dialog');
  // The button is the same element before and after the code loads: a press can never land on
  // a button being swapped for another (a click whose press and release meet different
  // elements goes nowhere).
  const button = await apply.elementHandle();
  await apply.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  const dialog = page.getByRole('dialog', { name: 'Apply for this Job' });
  await expect(dialog).toBeVisible();
  expect(await button?.evaluate((element) => element.isConnected)).toBe(true);
  // (Hidden from the accessibility tree behind the modal dialog: read from the element.)
  expect(await button?.getAttribute('aria-expanded')).toBe('true');
  await expect(dialog.getByText(job.title)).toBeVisible();
  await expect(dialog.getByLabel(/Cover letter/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(apply).toBeFocused();
});

test("the settings' other tabs are not needed to draw it: one chosen before its code is there shows a spinner, then the tab", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const release = await holdBack(page, /\/assets\/SettingsLaterTabs-[^/]+\.js$/);
  await page.goto('/settings');
  await expect(page.getByLabel('Location')).toBeVisible();
  await page.getByRole('tab', { name: 'Billing' }).click();
  await expect(page.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('status')).toHaveText('Loading billing…');
  release();
  await expect(page.getByRole('heading', { name: 'Billing', level: 2 })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
  // The other tabs came with it.
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('switch').first()).toBeVisible();
});

test('every page carries its icon: the browser fetches no icon file, which would count towards LCP', async ({
  page,
}) => {
  const icon = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8').trim();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/favicon\.(svg|ico)$/.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  const pages = ['/', '/auth'];
  for (const path of pages) await expectIcon(path);
  await signIn(page);
  for (const path of ['/dashboard', '/jobs']) await expectIcon(path);
  await page.goto('/no-such-page'); // served app.html
  await expectIcon(null);
  expect(asked).toEqual([]);

  async function expectIcon(path: string | null) {
    if (path) await page.goto(path);
    await page.waitForLoadState('load');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href, path ?? 'app.html').toMatch(/^data:image\/svg\+xml,/);
    // The same drawing as public/favicon.svg (quotes swapped, `#` escaped for the URL).
    expect(decodeURIComponent(href!.slice('data:image/svg+xml,'.length))).toBe(
      icon.replaceAll('"', "'"),
    );
  }
});

test('/ and /auth keep the fonts they painted with: the stylesheet that arrives after the paint adds none', async ({
  page,
}) => {
  for (const path of ['/', '/auth']) {
    await page.goto(path);
    await stylesheetsApplied(page);
    // The linked sheets are loaded and parsed (their rules are readable) before this counts.
    const faces = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => ({
        linked: Boolean(sheet.href),
        rules: sheet.cssRules.length,
        faces: [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule).length,
      })),
    );
    expect(
      faces.some((sheet) => sheet.linked && sheet.rules > 100),
      path,
    ).toBe(true);
    expect(
      faces.map((sheet) => sheet.faces),
      path,
    ).toEqual(faces.map(() => 0));
  }
});

test('pointing at a link loads its screen before the click', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  // The links of the page painted from HTML are plain until the app has drawn over it.
  await expect.poll(() => appDrawn(page)).toBe(true);
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

/** Every script file arrives empty: the page has only its HTML, its CSS and its inline scripts. */
async function noScripts(page: Page) {
  await page.route(/\/assets\/.+\.js$/, (route) =>
    route.fulfill({ status: 200, body: '', contentType: 'text/javascript' }),
  );
}

for (const { width, scheme, collapsed } of [
  { width: 1280, scheme: 'light', collapsed: false },
  { width: 1280, scheme: 'dark', collapsed: true },
  { width: 375, scheme: 'dark', collapsed: false },
] as const) {
  test(`a signed-in reload paints /dashboard from its HTML, and the app draws the same over it (${width}px, ${scheme}${collapsed ? ', sidebar collapsed' : ''})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      colorScheme: scheme,
    });
    const signedIn = await context.newPage();
    await signIn(signedIn);
    if (collapsed) {
      // The drawn page's toggle: the painted one is not live until the app has drawn.
      await expect.poll(() => appDrawn(signedIn)).toBe(true);
      await signedIn.getByRole('button', { name: 'Toggle Sidebar' }).click();
      await expect(signedIn.locator('[data-slot="sidebar"]')).toHaveAttribute(
        'data-state',
        'collapsed',
      );
    }
    await signedIn.close();

    // Before any script: the page's own HTML and CSS, the stored email written in.
    const before = await context.newPage();
    await noScripts(before);
    await before.goto('/dashboard');
    await expect(before.getByRole('heading', { name: 'Welcome back, demo!' })).toBeVisible();
    await expect(before.getByText(demo.email)).toHaveCount(1);
    await expect(before.getByRole('navigation', { name: 'Main' })).toHaveCount(width < 768 ? 0 : 1);
    const a = png(await before.screenshot({ animations: 'disabled' }));
    await before.close();

    // The app drawn over it, its data held back: the same screen, still loading.
    const after = await context.newPage();
    await after.route(/\/rest\/v1\//, () => {});
    await after.goto('/dashboard');
    await expect.poll(() => appDrawn(after)).toBe(true);
    await expect(after.getByRole('heading', { name: 'Welcome back, demo!' })).toBeVisible();
    const b = png(await after.screenshot({ animations: 'disabled' }));
    await after.close();

    expectSamePaint(a, b);
    await context.close();
  });
}

/** A new browser context of `width` and colour scheme, signed in as the demo account. */
async function signedInContext(
  browser: Browser,
  width = 1280,
  scheme: 'light' | 'dark' = 'light',
  height = 900,
) {
  const context = await browser.newContext({
    viewport: { width, height },
    colorScheme: scheme,
  });
  const page = await context.newPage();
  await signIn(page);
  await page.close();
  return context;
}

/**
 * What `selector` holds as drawn: every element with its attributes in order of name, and its
 * text (a field's value as typed, too). Without what only tells one render from another:
 * React's ids and the references to them, and the router's mark on its links
 * (`data-discover`).
 */
const drawnHtml = (page: Page, selector: string, alsoSkip: string[] = []) =>
  page.locator(selector).evaluate((root, alsoSkip) => {
    const skip = new Set([
      'id',
      'for',
      'aria-labelledby',
      'aria-controls',
      'data-discover',
      ...alsoSkip,
    ]);
    const write = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? '';
      if (!(node instanceof Element)) return '';
      const attributes = [...node.attributes]
        .filter((attribute) => !skip.has(attribute.name))
        .map((attribute) => `${attribute.name}="${attribute.value}"`)
        .sort()
        .join(' ');
      const value =
        node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement
          ? ` value:"${node.value}"`
          : '';
      const inner = [...node.childNodes].map(write).join('');
      return `<${node.localName} ${attributes}${value}>${inner}</${node.localName}>`;
    };
    return write(root);
  }, alsoSkip);

const jobsListHtml = (page: Page) => drawnHtml(page, '[data-slot="jobs-list"]');

for (const { width, scheme } of [
  { width: 1280, scheme: 'light' },
  { width: 375, scheme: 'dark' },
] as const) {
  test(`a reload of /jobs draws the first page of jobs before the app, as the app draws them (${width}px, ${scheme})`, async ({
    browser,
  }) => {
    const context = await signedInContext(browser, width, scheme, 800);
    // Only the jobs: the shell's own data (the display name, the unread count) stays as painted.
    const onlyJobs = (page: Page) => page.route(/\/rest\/v1\/(?!jobs\?)/, (route) => route.abort());

    // No script of the app at all: the page's own inline script asks and draws.
    const before = await context.newPage();
    await noScripts(before);
    await onlyJobs(before);
    await before.goto('/jobs');
    const count = before.getByText(/^\d+ jobs? found$/);
    await expect(count).toBeVisible();
    const cards = before.locator('[data-slot="job-card"]');
    await expect(cards.first()).toBeVisible();
    await expect(before.locator('[data-slot="screen-loading"]')).toHaveCount(0);
    const shown = { count: await count.textContent(), list: await jobsListHtml(before) };
    // A card is the real link to its job, drawn from the database.
    await expect(cards.first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/jobs\/[0-9a-f-]{36}$/,
    );
    const a = png(await before.screenshot({ animations: 'disabled' }));
    await before.close();

    // The app drawn over it: the same list, word for word and tag for tag, and the same paint.
    const after = await context.newPage();
    await onlyJobs(after);
    await after.goto('/jobs');
    await expect.poll(() => appDrawn(after)).toBe(true);
    await expect(after.locator('[data-slot="job-card"]').first()).toBeVisible();
    expect(await after.getByText(/^\d+ jobs? found$/).textContent()).toBe(shown.count);
    expect(await jobsListHtml(after)).toBe(shown.list);
    const b = png(await after.screenshot({ animations: 'disabled' }));
    await after.close();

    expectSamePaint(a, b);
    await context.close();
  });
}

test('/jobs: what is typed into the search box before the app draws is searched once it has, and keeps the focus', async ({
  page,
}) => {
  await signIn(page);
  const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
  const asked = jobsAsked(page);
  await page.goto('/jobs');
  await expect(page.locator('[data-slot="job-card"]').first()).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search jobs' });
  await search.click();
  await search.pressSequentially('logo');
  expect(await appDrawn(page)).toBe(false);
  release();
  await expect.poll(() => appDrawn(page)).toBe(true);
  await expect(search).toHaveValue('logo');
  await expect(search).toBeFocused();
  await expect(page).toHaveURL(/[?&]q=logo/);
  await expect.poll(() => asked.filter((query) => query.includes('fts=wfts')).length).toBe(1);
  // The page asked for the first page once, before the app: the app took that answer.
  expect(asked.filter((query) => !query.includes('fts='))).toHaveLength(1);
});

test('/jobs: a search in the URL is asked for before the app, and drawn by the app', async ({
  page,
}) => {
  await signIn(page);
  const asked = jobsAsked(page);
  await noScripts(page);
  await page.goto('/jobs?q=logo&category=design');
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain('category=eq.design');
  expect(asked[0]).toContain('fts=wfts(english).logo');
  // Not drawn from the page (its template shows no search): the app draws this one.
  await page.waitForTimeout(500);
  await expect(page.locator('[data-slot="screen-loading"]')).toHaveCount(1);
});

/**
 * `path` reloaded in `context` (signed in) twice: first with no script of the app at all (the
 * page's own inline script asks and draws, and `check` looks at what it drew), then with the
 * app drawn over it. Both times only the screen's own reads (`only`) are answered: the shell's
 * data (the display name, the unread count) stays as painted. What the first drew of
 * `screen` must be what the app draws, element for element and value for value, and paint
 * the same.
 */
async function expectDrawnAsTheApp(
  context: BrowserContext,
  path: string,
  {
    screen,
    only,
    skip = [],
    check,
  }: { screen: string; only: RegExp; skip?: string[]; check: (page: Page) => Promise<void> },
) {
  const answerOnly = (page: Page) =>
    page.route(/\/rest\/v1\//, (route) =>
      only.test(new URL(route.request().url()).pathname + new URL(route.request().url()).search)
        ? route.continue()
        : route.abort(),
    );
  const before = await context.newPage();
  await noScripts(before);
  await answerOnly(before);
  await before.goto(path);
  await expect(before.locator(screen)).toBeVisible();
  await expect(before.locator('[data-slot="screen-loading"]')).toHaveCount(0);
  await check(before);
  const shown = await drawnHtml(before, screen, skip);
  const a = png(await before.screenshot({ animations: 'disabled' }));
  await before.close();

  const after = await context.newPage();
  await answerOnly(after);
  await after.goto(path);
  await expect.poll(() => appDrawn(after)).toBe(true);
  await expect(after.locator(screen)).toBeVisible();
  expect(await drawnHtml(after, screen, skip)).toBe(shown);
  const b = png(await after.screenshot({ animations: 'disabled' }));
  await after.close();
  expectSamePaint(a, b);
}

// What Radix sets once the app has mounted the tabs (the tab list's roving tabindex, the open
// panel's style for its entry animation) is not compared.
const settingsScreen = {
  screen: '[data-slot="settings-screen"]',
  only: /^\/rest\/v1\/(profiles\?select=display_name%2Cbio|user_settings\?)/,
  skip: ['tabindex', 'style'],
};
const profileScreen = {
  screen: '[data-slot="profile-screen"]',
  only: /^\/rest\/v1\/(profile_cards\?select=\*&id=|portfolio_items\?|reviews\?)/,
  skip: ['tabindex', 'style'],
};

for (const { width, scheme } of [
  { width: 1280, scheme: 'light' },
  { width: 375, scheme: 'dark' },
] as const) {
  test(`a reload of /settings draws the Profile tab's values before the app, as the app draws them (${width}px, ${scheme})`, async ({
    browser,
  }) => {
    const context = await signedInContext(browser, width, scheme);
    await expectDrawnAsTheApp(context, '/settings', {
      ...settingsScreen,
      check: async (page) => {
        // The demo account's own values, from the database.
        await expect(page.getByLabel('Bio')).toHaveValue(/\S.{40,}/);
        await expect(page.getByLabel('Full name')).not.toHaveValue('');
        await expect(page.getByLabel('Hourly rate (USD)')).toHaveValue(/^\d+(\.\d+)?$/);
      },
    });
    await context.close();
  });

  test(`a reload of the own profile draws it before the app, as the app draws it (${width}px, ${scheme})`, async ({
    browser,
  }) => {
    const context = await signedInContext(browser, width, scheme);
    await expectDrawnAsTheApp(context, '/profile', {
      ...profileScreen,
      check: async (page) => {
        // The demo account's own profile, from the database: bio, stars, portfolio.
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
        await expect(page.locator('[data-slot="profile-header"] p').nth(1)).toHaveText(/\S.{40,}/);
        await expect(page.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ })).toBeVisible();
        await expect(page.locator('[data-slot="portfolio-card"]').first()).toBeVisible();
      },
    });
    await context.close();
  });
}

test("a reload of someone else's profile draws it before the app, as the app draws it; Message pressed on it opens the conversation once the app has drawn", async ({
  browser,
  request,
}) => {
  const context = await signedInContext(browser);
  const path = `/profile/${await profileIdOf(request, 'Sarah Chen')}`;
  await expectDrawnAsTheApp(context, path, {
    ...profileScreen,
    check: async (page) => {
      await expect(page.getByRole('heading', { name: 'Sarah Chen', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Message' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Hire' })).toBeVisible();
    },
  });

  const page = await context.newPage();
  const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto(path);
  await page.getByRole('button', { name: 'Message' }).click();
  await page.waitForTimeout(300);
  expect(await appDrawn(page)).toBe(false);
  release();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Sarah Chen' })).toBeVisible();
  await context.close();
});

test("a reload of a new account's own profile draws what it says for each empty part before the app, as the app does", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const signedIn = await context.newPage();
  await signUpAndConfirm(signedIn, request, 'early-profile');
  // The first visit creates the profile row (the app does: nothing is drawn early without it).
  await signedIn.goto('/profile');
  await expect(signedIn.getByText('No rating yet')).toBeVisible();
  await signedIn.close();
  await expectDrawnAsTheApp(context, '/profile', {
    ...profileScreen,
    check: async (page) => {
      await expect(page.getByText('No rating yet')).toBeVisible();
      await expect(page.getByText('0 jobs completed')).toBeVisible();
      await expect(page.getByText(/^Add a short bio/)).toBeVisible();
      await expect(page.getByText(/^You have not added any projects yet/)).toBeVisible();
      await expect(page.getByRole('list', { name: 'About' })).toBeVisible();
    },
  });
  await context.close();
});

/** The GETs of the data API whose table and query match one of `reads`, by table. */
function readsAsked(page: Page, reads: RegExp[]) {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const read = decodeURIComponent(url.pathname.replace('/rest/v1/', '') + url.search);
    if (request.method() === 'GET' && reads.some((pattern) => pattern.test(read)))
      asked.push(read.split('?')[0] ?? '');
  });
  return asked;
}

/** The reads of the settings' two rows (profiles' settings columns, user_settings). */
const settingsAsked = (page: Page) =>
  readsAsked(page, [/^profiles\?select=display_name, ?bio/, /^user_settings\?/]);

test("a reload of a profile asks for its card, portfolio and reviews before the app, once: the app takes the page's answers (own and someone else's)", async ({
  page,
  request,
}) => {
  await signIn(page);
  const asked = readsAsked(page, [
    /^profile_cards\?select=\*&id=/,
    /^portfolio_items\?/,
    /^reviews\?/,
  ]);
  for (const path of ['/profile', `/profile/${await profileIdOf(request, 'Sarah Chen')}`]) {
    asked.length = 0;
    const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto(path);
    // The page's own script asked, with the app held back.
    await expect.poll(() => asked.length, path).toBe(3);
    expect(await appDrawn(page)).toBe(false);
    release();
    await expect.poll(() => appDrawn(page)).toBe(true);
    await expect(page.locator('[data-slot="portfolio-card"]').first()).toBeVisible();
    await page.waitForTimeout(500);
    expect(asked.sort(), path).toEqual(['portfolio_items', 'profile_cards', 'reviews']);
    await page.unrouteAll();
  }
});

test("/settings: what is typed into the drawn form before the app draws is kept; a Save or a link pressed on it is the app's once drawn", async ({
  page,
  request,
}) => {
  await signUpAndConfirm(page, request, 'early-settings');
  await page.goto('/settings');
  const location = page.getByLabel('Location');
  const rate = page.getByLabel('Hourly rate (USD)');
  await expect(location).toHaveValue('');
  const entry = /\/assets\/index-[\w-]+\.js$/;

  // Typed into two fields before the app draws: both kept, the focus where it was, and the
  // page's answer taken (each row read once, before the app).
  const asked = settingsAsked(page);
  let release = await holdBack(page, entry);
  await page.reload();
  await location.click();
  await location.pressSequentially('Porto, Portugal');
  await rate.click();
  await rate.pressSequentially('40');
  expect(await appDrawn(page)).toBe(false);
  release();
  await expect.poll(() => appDrawn(page)).toBe(true);
  await expect(location).toHaveValue('Porto, Portugal');
  await expect(rate).toHaveValue('40');
  await expect(rate).toBeFocused();
  await page.waitForTimeout(500);
  expect(asked.sort()).toEqual(['profiles', 'user_settings']);

  // Saved on the drawn form before the app draws: the browser does not send the form (which
  // would load the page again and lose the edit); the app saves both fields once it has drawn.
  release = await holdBack(page, entry);
  await page.reload();
  await location.fill('Bergen, Norway');
  await rate.fill('45');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForTimeout(300);
  expect(await appDrawn(page)).toBe(false);
  release();
  await expect(
    page.getByText('Your profile settings have been updated successfully.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await page.reload();
  await expect(location).toHaveValue('Bergen, Norway');
  await expect(rate).toHaveValue('45');

  // A link followed after typing: the app follows it once drawn, and asks first.
  release = await holdBack(page, entry);
  await page.reload();
  await location.fill('Oslo, Norway');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await page.waitForTimeout(300);
  expect(await appDrawn(page)).toBe(false);
  release();
  const dialog = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await expect(dialog).toContainText('Your Profile changes are not saved.');
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(location).toHaveValue('Oslo, Norway');
});

test('a reload of Messages paints the screen from its HTML, heading and panes, as the app draws it while loading (list and conversation, phone)', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const signedIn = await context.newPage();
  await signIn(signedIn);
  await signedIn.close();
  for (const path of ['/messages', '/messages/6f1c2a3b-0000-4000-8000-000000000000']) {
    const before = await context.newPage();
    await noScripts(before);
    await before.goto(path);
    await expect(before.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    await expect(before.locator('[data-slot="screen-loading"]')).toHaveCount(0);
    const a = png(await before.screenshot({ animations: 'disabled' }));
    await before.close();

    const after = await context.newPage();
    await after.route(/\/rest\/v1\//, () => {});
    await after.goto(path);
    await expect.poll(() => appDrawn(after)).toBe(true);
    await expect(after.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    const b = png(await after.screenshot({ animations: 'disabled' }));
    await after.close();
    expectSamePaint(a, b);
  }
  await context.close();
});

test('a reload of a signed-in page without a session paints no shell, and leads to /auth', async ({
  page,
}) => {
  await slowScripts(page, 1500);
  await page.goto('/dashboard');
  await expect(page.locator('#root')).toBeEmpty();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page).toHaveURL('/auth');
});

test('a session whose token has run out paints no shell: supabase-js refreshes it first', async ({
  page,
}) => {
  await signIn(page);
  // On a page of the same origin where no app code runs (it could store the session again).
  await page.route('/blank', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><link rel="icon" href="data:,">',
    }),
  );
  await page.goto('/blank');
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('fairlance-auth') ?? 'null');
    stored.expires_at = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem('fairlance-auth', JSON.stringify(stored));
  });
  await noScripts(page);
  await page.goto('/jobs');
  await expect(page.locator('#root')).toBeEmpty();
});

test('Post a Job is not painted before the app: nothing typed there could be lost', async ({
  page,
}) => {
  await signIn(page);
  await noScripts(page);
  await page.goto('/jobs/create');
  await expect(page.locator('#root')).toBeEmpty();
  await expect(page.getByRole('textbox')).toHaveCount(0);
});

test('what is done on the painted page before the app draws happens once it has drawn', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await slowScripts(page, 2000);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, demo!' })).toBeVisible();
  expect(await appDrawn(page)).toBe(false);
  // A shortcut, then a click on the account menu, both on the painted page.
  await page.keyboard.press('Control+b');
  await page.getByRole('button', { name: /^My Account/ }).click();
  expect(await appDrawn(page)).toBe(false);
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'collapsed');
});

test('a shortcut pressed while the page still waits for its stylesheets applies once the app draws', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  // The page's markup is there, but nothing paints, and no script after it runs, until the
  // stylesheets have loaded: a key pressed then (right after a reload, say) still counts.
  const release = await holdBack(page, /\/assets\/DashboardRoute-[^/]+\.css$/);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  expect(
    await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
  ).toBe(0);
  await page.keyboard.press('Control+b');
  release();
  await expect.poll(() => appDrawn(page), { timeout: 10_000 }).toBe(true);
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
});

test('a control reached by keyboard on the painted page keeps the focus, ring shown, once the app draws', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await slowScripts(page, 2000);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, demo!' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  expect(await appDrawn(page)).toBe(false);
  await expect.poll(() => appDrawn(page), { timeout: 10_000 }).toBe(true);
  await expect(skip).toBeFocused();
  expect(await skip.evaluate((link) => link.matches(':focus-visible'))).toBe(true);
});

test('the drawn Settings tab reached by keyboard before the app draws keeps the focus once it has', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/settings');
  await expect(page.getByLabel('Bio')).toBeVisible();
  const panel = page.getByRole('tabpanel', { name: 'Profile' });
  await pressUntilFocused(page, panel);
  expect(await appDrawn(page)).toBe(false);
  release();
  await expect.poll(() => appDrawn(page)).toBe(true);
  await expect(panel).toBeFocused();
  // And the keyboard goes on from there: the first field.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Full name')).toBeFocused();
});

test('/auth: Sign Up chosen before hydration is chosen once the page hydrates', async ({
  page,
}) => {
  await slowScripts(page, 2000);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  expect(await hydrated(page)).toBe(false);
  await expect(page.getByLabel('Confirm Password')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
});

test('/auth: a tab chosen before hydration is forgotten once the person types in the form shown', async ({
  page,
}) => {
  await slowScripts(page, 2000);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(demo.email);
  await expect.poll(() => hydrated(page), { timeout: 10_000 }).toBe(true);
  await expect(page.getByLabel('Email')).toHaveValue(demo.email);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
});

test('a signed-in page without JavaScript says it needs it, and shows no shell', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/dashboard');
  // Playwright's text locators skip <noscript>: what shows is the body's rendered text.
  expect((await page.locator('body').innerText()).trim()).toBe(
    'Fairlance needs JavaScript. Turn it on for this site, then reload the page.',
  );
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toHaveCount(0);
  await context.close();
});
