import type { Page } from '@playwright/test';
import { profileIdOf } from './account-helpers';
import { signIn } from './auth-helpers';
import { expect, test } from './fixtures';
import { jobIdByTitle } from './jobs-helpers';

/*
 * People are links: wherever a person's name appears (the dashboard's activity, a job's
 * client, a conversation's header, a review's author, an applicant on the job owner's
 * proposals), it is a real link to their profile, opened by click or keyboard, at phone and
 * desktop widths.
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

/** A job of a sample client that a sample freelancer applied to (the seed: her skills match). */
const applied = {
  client: 'common-ground-gardens@sample.fairlance.dev',
  job: 'Mobile app screens for a community garden network',
  applicant: 'Sarah Chen',
};

for (const width of [375, 1280]) {
  test(`the job owner opens an applicant's profile from the application and the proposal (${width}px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const profile = `/profile/${await profileIdOf(request, applied.applicant)}`;
    await signIn(page, applied.client, 'fairlance-sample');

    // Dashboard: 'New application received', the applicant's name in its line.
    const activity = page.getByRole('region', { name: 'Recent Activity' });
    // The seed's finished work gives this client an older application of Sarah's too: the
    // line of this job's.
    const line = activity
      .getByRole('listitem')
      .filter({ hasText: 'New application received' })
      .filter({ hasText: applied.job });
    const fromActivity = line.getByRole('link', { name: applied.applicant });
    await expect(fromActivity).toHaveAttribute('href', profile);
    await opensProfile(page, applied.applicant, fromActivity);
    await expect(page).toHaveURL(profile);

    // The job's proposals, as its owner sees them: the applicant's name.
    await page.goto(`/jobs/${await jobIdByTitle(request, applied.job)}`);
    const proposals = page.getByRole('region', { name: /^Proposals/ });
    const fromProposal = proposals.getByRole('link', { name: applied.applicant });
    await expect(fromProposal).toHaveAttribute('href', profile);
    await opensProfile(page, applied.applicant, fromProposal, true);
    await expect(page).toHaveURL(profile);
  });
}
