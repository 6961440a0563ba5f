import type { Page } from '@playwright/test';
import { appDrawn, signIn } from './auth-helpers';
import { expect, test } from './fixtures';

/*
 * The Appearance choice in the account menu: Light, Dark or System, applied at once,
 * remembered, and painted from the first frame of the next load (the pre-paint script in
 * <head> sets the class before <body> exists), on the signed-in app and on the public pages.
 */

/** Records the class on <html> at the moment <body> is first parsed: before any paint. */
async function recordFirstFrameClass(page: Page) {
  await page.addInitScript(() => {
    const record = () => {
      (window as unknown as { firstFrameClass?: string }).firstFrameClass =
        document.documentElement.className;
    };
    if (document.body) return record();
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      record();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

const firstFrameClass = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstFrameClass?: string }).firstFrameClass);

test('the appearance chosen in the account menu applies at once and from the first frame of every load', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await recordFirstFrameClass(page);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const html = page.locator('html');
  await expect(html).toHaveClass(/\blight\b/);
  const background = () =>
    page.evaluate(() => getComputedStyle(document.querySelector('.radix-themes')!).backgroundColor);
  const lightBackground = await background();

  const menu = async () => {
    await page.getByRole('button', { name: /^My Account/ }).click();
    return page.getByRole('group', { name: 'Appearance' });
  };
  let group = await menu();
  await expect(group.getByRole('menuitemradio', { name: 'System' })).toBeChecked();
  await group.getByRole('menuitemradio', { name: 'Dark' }).click();
  // At once, with the menu still open to choose again.
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(group.getByRole('menuitemradio', { name: 'Dark' })).toBeChecked();
  await page.keyboard.press('Escape');
  expect(await background()).not.toBe(lightBackground);

  // Remembered: the next load paints dark from its first frame, though the system is light.
  await page.reload();
  expect(await firstFrameClass(page)).toMatch(/\bdark\b/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(html).toHaveClass(/\bdark\b/);
  group = await menu();
  await expect(group.getByRole('menuitemradio', { name: 'Dark' })).toBeChecked();
  await page.keyboard.press('Escape');

  // The public pages follow it too.
  const landing = await page.context().newPage();
  await recordFirstFrameClass(landing);
  await landing.goto('/');
  expect(await firstFrameClass(landing)).toMatch(/\bdark\b/);
  await landing.close();

  // System follows the operating system again, and is remembered as such.
  group = await menu();
  await group.getByRole('menuitemradio', { name: 'System' }).click();
  await expect(html).toHaveClass(/\blight\b/);
  await page.keyboard.press('Escape');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  expect(await firstFrameClass(page)).toMatch(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  expect(await firstFrameClass(page)).toMatch(/\blight\b/);
  group = await menu();
  await expect(group.getByRole('menuitemradio', { name: 'System' })).toBeChecked();

  // Light holds against a dark system.
  await group.getByRole('menuitemradio', { name: 'Light' }).click();
  await page.keyboard.press('Escape');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  expect(await firstFrameClass(page)).toMatch(/\blight\b/);
  await expect(html).toHaveClass(/\blight\b/);
});

/** The page's background, as painted before any of the app's scripts has run. */
const canvas = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body)
      .backgroundColor.match(/\d+/g)!
      .map(Number) as [number, number, number];
    return { r, g, b, dark: (r + g + b) / 3 < 64 };
  });

test('a dark system gets a dark first paint on every kind of page, before the app’s scripts run, and System follows it live', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  const cookies = await page.context().cookies();
  // A dark system, and the app's scripts held back: what shows is the HTML, its CSS and the
  // pre-paint script in <head> (allowed by the page's CSP nonce or hash).
  const context = await browser.newContext({ baseURL, colorScheme: 'dark' });
  await context.addCookies(cookies);
  const bare = await context.newPage();
  await bare.route(/\/assets\/.*\.js$/, (route) => route.abort());
  // Prerendered (/, /auth), server-rendered for everybody (the 404 page) and signed in.
  for (const path of ['/', '/auth', '/no/such/page', '/dashboard', '/settings']) {
    await bare.goto(path);
    expect(await canvas(bare), path).toMatchObject({ dark: true });
    await expect(bare.locator('html'), path).toHaveClass(/\bdark\b/);
  }
  await context.close();

  // Hydrated, the page follows the system as it changes (no choice made: System).
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect.poll(async () => (await canvas(page)).dark).toBe(true);
  await expect.poll(() => appDrawn(page)).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect.poll(async () => (await canvas(page)).dark).toBe(false);
});
