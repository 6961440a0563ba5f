import type { Page } from '@playwright/test';
import { signIn } from './auth-helpers';
import { expect, test } from './fixtures';

/*
 * People are links: wherever a person's name appears (the dashboard's activity, a job's
 * client, a conversation's header, a review's author), it is a real link to their profile,
 * opened by click or keyboard, at phone and desktop widths.
 */

/** Follows `link` (by keyboard when asked) and checks it lands on that person's profile. */
async function opensProfile(
  page: Page,
  name: string,
  link = page.getByRole('link', { name }),
  keyboard = false,
) {
  await expect(link.first()).toHaveAttribute('href', /^\/profile\/[^/]+$/);
  if (keyboard) {
    await link.first().focus();
    await page.keyboard.press('Enter');
  } else {
    await link.first().click();
  }
  await expect(page).toHaveURL(/\/profile\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

for (const width of [375, 1280]) {
  test(`a person's name opens their profile, wherever it appears (${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);

    // Dashboard: the person a line of Recent Activity is about.
    const activity = page.getByRole('region', { name: 'Recent Activity' });
    const someone = activity.getByRole('link').first();
    await expect(someone).toBeVisible();
    const activityName = (await someone.textContent())!;
    await opensProfile(page, activityName, someone, true);

    // A job's client.
    await page.goto('/jobs');
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/jobs\/[^/]+$/);
    const client = page.getByRole('region', { name: 'About the client' }).getByRole('link');
    const clientName = (await client.textContent())!;
    await opensProfile(page, clientName, client);

    // A conversation's header.
    await page.goto('/messages');
    await page
      .getByRole('link', { name: /Sarah Chen/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/messages\/[^/]+$/);
    const header = page.getByRole('heading', { level: 2, name: 'Sarah Chen' }).getByRole('link');
    await opensProfile(page, 'Sarah Chen', header);

    // A review's author, on that profile.
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    const author = page.getByRole('tabpanel').getByRole('heading', { level: 3 }).getByRole('link');
    await expect(author.first()).toBeVisible();
    const authorName = (await author.first().textContent())!;
    await opensProfile(page, authorName, author);
  });
}
