import { expect, type Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Every stylesheet and script of the build arrives empty: the page has only what is inline. */
export async function emptyAssets(page: Page) {
  await page.route(/\/assets\/.*\.(css|js)$/, (route) =>
    route.fulfill({
      status: 200,
      body: '',
      contentType: route.request().url().endsWith('.css') ? 'text/css' : 'text/javascript',
    }),
  );
}

/** Waits until at least one of the build's stylesheets is applied. */
export async function stylesheetsApplied(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => [...document.styleSheets].filter((s) => s.href?.includes('/assets/')).length,
      ),
    )
    .toBeGreaterThan(0);
}

/** Two screenshots paint the same: the same height, and under 0.2 % of pixels differ. */
export function expectSamePaint(a: PNG, b: PNG) {
  expect(b.height, 'the page height is the same').toBe(a.height);
  const diff = pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 });
  expect(diff / (a.width * a.height), `${diff} pixels differ`).toBeLessThan(0.002);
}

export const png = (buffer: Buffer) => PNG.sync.read(buffer);
