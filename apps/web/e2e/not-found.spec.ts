import { expect, test } from './fixtures';

test('an unknown path shows the 404 page, logs the 404, and leads home', async ({
  page,
  consoleMessages,
}) => {
  await page.goto('/no/such/page?x=1');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect
    .poll(() => consoleMessages.map((m) => `${m.type()}: ${m.text()}`))
    .toContain('warning: 404: no route matches /no/such/page');

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the 404 page works at phone width in dark mode', async ({ page, consoleMessages }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/missing');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  expect(consoleMessages.some((m) => m.text().includes('404: no route matches /missing'))).toBe(
    true,
  );
});
