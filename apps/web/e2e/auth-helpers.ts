import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export const mailbox = 'http://127.0.0.1:54321/mailbox/api/messages';
export const demo = { email: 'demo@fairlance.dev', password: 'fairlance-demo' };

/** A new address per test, so runs never collide. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/**
 * Opens /auth and waits until its form is hydrated. The page paints before its JavaScript, and
 * the fields work natively then, but choosing a tab needs React: a journey that starts with a
 * tab waits, as a person would for the tab to respond.
 */
export async function openAuth(page: Page) {
  await page.goto('/auth');
  await expect
    .poll(() =>
      page
        .getByLabel('Email')
        .first()
        .evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
}

/**
 * Signs in on /auth (opened unless already there) and waits for `landing`, then until React owns
 * it: pressed before the form hydrated, Sign In posts natively and `landing` is a new page load,
 * whose buttons (My Account) act once it has hydrated.
 */
export async function signIn(
  page: Page,
  email = demo.email,
  password = demo.password,
  landing: string | RegExp = '/dashboard',
) {
  if (new URL(page.url()).pathname !== '/auth') await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(landing);
  await untilReactOwns(page.locator('main'));
}

/**
 * The confirmation link of the newest mail to `email` in the local mailbox, as the app's
 * server route: `/auth/confirm?token_hash=…&type=…`, what a hosted project's email template
 * links to (README). The local mailbox still writes GoTrue's default link (`/auth/v1/verify?
 * token=…`, whose token is the same hash): its token and type are taken from it.
 */
export async function confirmationLink(request: APIRequestContext, email: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${mailbox}?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: Array<{ links: string[] }> };
      link = messages[0]?.links.find((l) => l.includes('/verify') || l.includes('/auth/confirm'));
      return link;
    })
    .toBeTruthy();
  const url = new URL(link as string);
  if (url.pathname === '/auth/confirm') return url.pathname + url.search;
  const tokenHash = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type') ?? 'signup';
  return `/auth/confirm?token_hash=${encodeURIComponent(tokenHash)}&type=${encodeURIComponent(type)}`;
}

/**
 * Presses `key` (Tab by default) until `target` has focus, and returns how many
 * presses it took. Fails if it is not reached within `max` presses, so a test
 * can also bound how far away a control is. After each press it gives focus a
 * moment to move before judging the press: a widget that is still settling (a
 * Radix Select positioning its list) may drop a key, and pressing again before
 * the first one lands could skip past the target.
 */
export async function pressUntilFocused(
  page: Page,
  target: Locator,
  { key = 'Tab', max = 40 }: { key?: string; max?: number } = {},
) {
  const mark = () =>
    page.evaluate(() => {
      const el = document.activeElement as (Element & { __focusMark?: number }) | null;
      if (el && el.__focusMark === undefined) el.__focusMark = Math.random();
      return el?.__focusMark ?? 0;
    });
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      return presses;
    }
    if (presses < max) {
      const before = await mark();
      await page.keyboard.press(key);
      // Wait (briefly) for focus to leave the element it was on; a dropped key leaves it there.
      await expect
        .poll(mark, { timeout: 300, intervals: [10, 20, 40] })
        .not.toBe(before)
        .catch(() => {});
    }
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
  throw new Error(`${String(target)} not focused after ${max} × ${key}; focus is on ${focused}`);
}

/**
 * Asserts `target` is focused and the focus is visible: it matches
 * :focus-visible, and it or a near ancestor (Radix text fields draw the ring on
 * their root), or one of their ::before/::after boxes (Radix switches and tabs
 * draw it there), shows an outline or a box shadow.
 */
export async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el) => {
    if (!el.matches(':focus-visible')) return 'no :focus-visible';
    const shows = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '');
    let node: Element | null = el;
    for (let depth = 0; node && depth < 3; depth++, node = node.parentElement) {
      for (const pseudo of [null, '::before', '::after']) {
        if (shows(getComputedStyle(node, pseudo))) return 'visible';
      }
    }
    return 'no outline or shadow';
  });
  expect(ring, 'focus indicator').toBe('visible');
}

/** Signs in from /auth with the keyboard only: Tab to the fields, type, Enter. */
export async function signInWithKeyboard(page: Page, email = demo.email, password = demo.password) {
  await page.goto('/auth');
  const emailField = page.getByLabel('Email');
  await expect(emailField).toBeVisible();
  await pressUntilFocused(page, emailField, { max: 6 });
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');
  // /dashboard paints from its HTML, then the app draws over it. What is focused on the
  // painted page keeps its focus (fast-pages.spec.ts), but a Tab that lands in the very moment
  // the app commits can leave the focus without its ring (a known race, issue 15). These
  // journeys are about the app's keyboard paths, so they start once it has drawn.
  await expect.poll(() => appDrawn(page)).toBe(true);
}

/**
 * Whether React owns the element: the page has hydrated it (React keeps its fiber on the nodes
 * it owns). Right after a load the server's HTML is inert: a press before hydration does
 * nothing, what a person pressing at once would meet too (issue 33's note).
 */
export const reactOwns = (locator: Locator) =>
  locator
    .first()
    .evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

/** Waits until React owns the element (see `reactOwns`). */
export async function untilReactOwns(locator: Locator) {
  await expect.poll(() => reactOwns(locator)).toBe(true);
}

/** Whether React has drawn the app shell. */
export const appDrawn = (page: Page) => reactOwns(page.locator('[data-slot="app-shell"]'));

/** Whether the page paints dark: a dark body, and a light first `heading` on it. */
export const looksOf = (page: Page, heading: string) =>
  page.evaluate((selector) => {
    const lightness = (color: string) => {
      const [r, g, b] = color.match(/\d+/g)!.map(Number) as [number, number, number];
      return (r + g + b) / 3;
    };
    return {
      darkBackground: lightness(getComputedStyle(document.body).backgroundColor) < 64,
      lightHeading: lightness(getComputedStyle(document.querySelector(selector)!).color) > 160,
    };
  }, heading);
