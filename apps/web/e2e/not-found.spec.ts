import { signIn } from './auth-helpers';
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
  // The page can be drawn before the effect that logs it has run: wait for the log.
  await expect
    .poll(() => consoleMessages.map((m) => `${m.type()}: ${m.text()}`))
    .toContain('warning: 404: no route matches /missing');
});

for (const width of [375, 1280]) {
  test(`unknown conversation, profile and job ids say so inside the app, logged, with a way back (${width}px)`, async ({
    page,
    consoleMessages,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    const logged = () => consoleMessages.map((m) => `${m.type()}: ${m.text()}`);

    // A conversation that is none of the person's: said, not 'Select a conversation'.
    await page.goto('/messages/00000000-0000-4000-8000-000000000000');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Conversation not found' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Select a conversation' })).toHaveCount(0);
    await expect
      .poll(logged)
      .toContain(
        'warning: 404: no such conversation /messages/00000000-0000-4000-8000-000000000000',
      );
    await page.getByRole('link', { name: 'Back to messages' }).click();
    await expect(page).toHaveURL('/messages');

    // A profile no member has: in the shell, back to the dashboard.
    await page.goto('/profile/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^My Account/ })).toBeVisible();
    await expect
      .poll(logged)
      .toContain('warning: 404: no such profile /profile/00000000-0000-4000-8000-000000000000');
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');

    // A job: the same pattern.
    await page.goto('/jobs/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
    await expect
      .poll(logged)
      .toContain('warning: 404: no such job /jobs/00000000-0000-4000-8000-000000000000');
    await page.getByRole('link', { name: 'Back to jobs' }).click();
    await expect(page).toHaveURL('/jobs');
  });
}
