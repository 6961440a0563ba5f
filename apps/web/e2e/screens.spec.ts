import {
  sampleConversations,
  sampleJobDetails,
  sampleJobs,
  sampleProfiles,
} from '@brand/ui/sample-data';
import { conversationIdWith, profileIdOf } from './account-helpers';
import { signIn, untilReactOwns } from './auth-helpers';
import { expect, test } from './fixtures';
import {
  expectJobsListed,
  fillJobForm,
  holdJobPosts,
  jobCards,
  openJobCount,
} from './jobs-helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('the dashboard greets the user and links onwards', async ({ page }) => {
  await expect(page.getByRole('heading', { name: 'Welcome back, demo!' })).toBeVisible();
  for (const stat of ['Active Jobs', 'Applications', 'Completed', 'Messages']) {
    await expect(page.getByText(stat, { exact: true }).first()).toBeVisible();
  }
  await page
    .getByRole('link', { name: /Browse Jobs/ })
    .first()
    .click();
  await expect(page).toHaveURL('/jobs');
});

test('search and the category filter change the count line', async ({ page, request }) => {
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { name: 'Browse Jobs' })).toBeVisible();
  // The count line counts the open jobs in the database (the sample's, and any posted since).
  const all = await openJobCount(request);
  expect(all).toBeGreaterThanOrEqual(sampleJobs.length);
  await expectJobsListed(page, all);

  await page.getByRole('combobox', { name: /category/i }).click();
  await page.getByRole('option', { name: 'Design' }).click();
  await expect(page).toHaveURL('/jobs?category=design');
  await expectJobsListed(page, await openJobCount(request, 'design'));

  // Search runs through the full-text index: a word of a sample job's title finds it.
  const job = sampleJobs[0]!;
  const word = job.title.split(' ').find((w) => w.length > 4)!;
  await page.getByRole('combobox', { name: /category/i }).click();
  await page.getByRole('option', { name: 'All Categories' }).click();
  await page.getByRole('searchbox').fill(word);
  await expect(page.getByRole('link', { name: job.title })).toBeVisible();

  await page.getByRole('searchbox').fill('zzz-no-such-job');
  await expect(page.getByText('0 jobs found')).toBeVisible();
  await expect(page.getByText('No jobs found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post the First Job' })).toHaveAttribute(
    'href',
    '/jobs/create',
  );
});

test('a job card opens its detail page, and an unknown id says so', async ({ page }) => {
  const job = sampleJobDetails[0]!;
  await page.goto('/jobs');
  await page.getByRole('link', { name: job.title }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  // The demo account applied for this job (in the seed): its own proposal shows.
  await expect(page.getByRole('region', { name: 'Your proposal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply for this Job' })).toHaveCount(0);
  // The client card is the poster's real profile.
  await expect(page.locator('[data-slot="client-card"]')).toContainText(job.client.name);
  await page.getByRole('link', { name: /Back to jobs/i }).click();
  await expect(page).toHaveURL('/jobs');
  await expect(page.getByRole('link', { name: job.title })).toBeVisible();

  await page.goto('/jobs/does-not-exist');
  await expect(page.getByText('Job not found')).toBeVisible();
  await page.goto('/jobs/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Job not found')).toBeVisible();
});

test('posting a job shows it first in the list, for the poster and for everybody', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/jobs/create');
  await page.getByRole('button', { name: 'Post Job' }).click();
  // Required fields are enforced with messages.
  await expect(page.getByText(/required|enter|choose/i).first()).toBeVisible();
  await expect(page).toHaveURL('/jobs/create');

  const stamp = Date.now().toString(36);
  const title = `Migrate a Shopify store to Medusa ${stamp}`;
  await fillJobForm(page, {
    title,
    category: 'Development',
    description:
      'Move 1,200 products, customers and order history to a self-hosted Medusa backend.',
    timeline: '3-4 weeks',
  });
  const skills = page.getByLabel(/Required Skills/);
  await skills.fill('  Node.js  ');
  await skills.press('Enter');
  await skills.fill('node.js');
  await skills.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Node.js' })).toHaveCount(1);

  const before = await openJobCount(request);
  const release = await holdJobPosts(page);
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByRole('button', { name: 'Posting...' })).toBeDisabled();
  await release();
  await expect(page.getByText('Your job has been posted successfully.')).toBeVisible();
  await expect(page).toHaveURL('/jobs');
  const firstCardTitle = page.locator('main').getByRole('heading', { level: 2 }).first();
  await expect(firstCardTitle).toHaveText(title);
  await expect(jobCards(page).first()).toContainText('0 applicants');
  await expectJobsListed(page, before + 1);

  // It is a row in the database: it survives a reload, and its detail shows the poster.
  await page.reload();
  await expect(firstCardTitle).toHaveText(title);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[data-slot="client-card"]')).toContainText('Maya Okafor');
  await expect(page.getByText('Node.js', { exact: true }).first()).toBeVisible();

  // Another account, in another browser, sees it first too, and finds it by search and category.
  const other = await browser.newContext();
  try {
    const sarah = await other.newPage();
    await signIn(sarah, 'sarah-chen@sample.fairlance.dev', 'fairlance-sample');
    await sarah.goto('/jobs');
    await expect(sarah.locator('main').getByRole('heading', { level: 2 }).first()).toHaveText(
      title,
    );
    await sarah.getByRole('searchbox').fill(`Medusa ${stamp}`);
    await expectJobsListed(sarah, 1);
    await expect(sarah.getByRole('link', { name: title })).toBeVisible();

    await sarah.getByRole('searchbox').fill('Shopify');
    await sarah.getByRole('combobox', { name: /category/i }).click();
    await sarah.getByRole('option', { name: 'Development' }).click();
    await expect(sarah).toHaveURL(/category=development/);
    await expect(jobCards(sarah).first()).toContainText(title);
    await sarah.getByRole('combobox', { name: /category/i }).click();
    await sarah.getByRole('option', { name: 'Design' }).click();
    await expect(sarah.getByRole('link', { name: title })).toHaveCount(0);

    await sarah.goto('/jobs');
    await sarah.getByRole('link', { name: title }).click();
    await expect(sarah.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(sarah.locator('[data-slot="client-card"]')).toContainText('Maya Okafor');
  } finally {
    await other.close();
  }
});

test.describe('a failed post', () => {
  test.use({
    expectedProblems: {
      patterns: [
        /request failed: .*\/rest\/v1\/jobs.*net::ERR_FAILED/,
        /HTTP 400: .*\/rest\/v1\/jobs/,
        /console error: Failed to load resource/,
      ],
    },
  });

  test('when the network fails, keeps the form and says so', async ({ page }) => {
    await page.goto('/jobs/create');
    await fillJobForm(page, {
      title: 'Illustrate a children’s book cover',
      category: 'Design',
      description: 'One cover, one spine, print-ready CMYK.',
      timeline: '1-2 weeks',
    });
    await page.route('**/rest/v1/jobs*', (route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.fallback(),
    );
    await page.getByRole('button', { name: 'Post Job' }).click();
    await expect(page.getByText('Failed to post job. Please try again.').first()).toBeVisible();
    await expect(page).toHaveURL('/jobs/create');
    await expect(page.getByLabel(/Job Title/)).toHaveValue('Illustrate a children’s book cover');
    await expect(page.getByLabel(/Job Description/)).toHaveValue(
      'One cover, one spine, print-ready CMYK.',
    );
    await expect(page.getByRole('button', { name: 'Post Job' })).toBeEnabled();

    // Once the network is back, the same form posts.
    await page.unroute('**/rest/v1/jobs*');
    await page.getByRole('button', { name: 'Post Job' }).click();
    await expect(page.getByText('Your job has been posted successfully.')).toBeVisible();
    await expect(page).toHaveURL('/jobs');
  });

  test('when the database refuses it (a title over 150 characters), keeps the form', async ({
    page,
    request,
  }) => {
    // The form stops at 150 characters, so the request is lengthened on its way: the refusal
    // comes from the database's own check.
    const title = 'Write release notes for a database migration tool';
    await page.goto('/jobs/create');
    await fillJobForm(page, {
      title,
      category: 'Writing',
      description: 'Refused by the database: the title is over its limit.',
      timeline: '1-2 months',
    });
    await page.route('**/rest/v1/jobs*', async (route) => {
      const sent = route.request();
      if (sent.method() !== 'POST') return route.fallback();
      const body = sent.postDataJSON() as { title: string };
      await route.fallback({ postData: { ...body, title: body.title + 'x'.repeat(150) } });
    });
    const before = await openJobCount(request);
    await page.getByRole('button', { name: 'Post Job' }).click();
    await expect(page.getByText('Failed to post job. Please try again.').first()).toBeVisible();
    await expect(page).toHaveURL('/jobs/create');
    await expect(page.getByLabel(/Job Title/)).toHaveValue(title);
    expect(await openJobCount(request)).toBe(before);
  });
});

test('sending a message adds it to the thread, and the URL follows the selection', async ({
  page,
  request,
}) => {
  const conversation = sampleConversations[1]!;
  const conversationId = await conversationIdWith(request, conversation.name);
  await page.goto('/messages');
  await expect(page.getByText('Select a conversation')).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(conversation.name) })
    .first()
    .click();
  await expect(page).toHaveURL(`/messages/${conversationId}`);

  const composer = page.getByRole('textbox', { name: /message/i });
  // The thread (the conversation list shows the last message too, as 'You: …').
  const thread = page.getByRole('list', { name: 'Messages' });
  const send = page.getByRole('button', { name: /send/i });
  // The link may have been followed natively (clicked before /messages hydrated): the checks
  // below are of the app's own handling, so they wait until the thread's page is React's (an
  // Enter before that is held until the app runs: typing-before-hydration.spec.ts).
  await untilReactOwns(composer);
  await expect(send).toBeDisabled();
  await composer.fill('   ');
  await expect(send).toBeDisabled();
  const text = `Sounds good, I can start on Monday ${Date.now().toString(36)}`;
  await composer.fill(text);
  await composer.press('Enter');
  await expect(thread.getByText(text, { exact: true })).toBeVisible();
  await expect(composer).toHaveValue('');

  await page.reload();
  await expect(thread.getByText(text, { exact: true })).toBeVisible();
});

test("another member's profile offers Message and Hire; your own offers Edit Profile", async ({
  page,
  request,
}) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Okafor' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  const other = sampleProfiles[0]!;
  await page.goto(`/profile/${await profileIdOf(request, other.name)}`);
  await expect(page.getByRole('heading', { name: other.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Message' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hire' })).toBeVisible();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByRole('img', { name: /Rated [\d.]+ out of 5/ }).first()).toBeVisible();
});

test('each settings tab saves with a toast, and the values persist', async ({ page, browser }) => {
  await page.goto('/settings');
  const location = page.getByLabel('Location');
  await location.fill('Porto, Portugal');
  // The local database answers within milliseconds: hold the write back a moment, so the busy
  // state can be seen as it would be on a slower network.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/profiles**', async (route) => {
    await held;
    await route.fallback();
  });
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  release();
  await expect(
    page.getByText('Your profile settings have been updated successfully.'),
  ).toBeVisible();
  await page.unroute('**/rest/v1/profiles**');

  await page.getByRole('tab', { name: 'Notifications' }).click();
  const firstSwitch = page.getByRole('switch').first();
  const toggledTo = (await firstSwitch.getAttribute('aria-checked')) === 'true' ? 'false' : 'true';
  await firstSwitch.click();
  await expect(firstSwitch).toHaveAttribute('aria-checked', toggledTo);
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(
    page.getByText('Your notifications settings have been updated successfully.'),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Privacy' }).click();
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(
    page.getByText('Your privacy settings have been updated successfully.'),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Billing' }).click();
  await expect(page.getByText('$5.00').first()).toBeVisible();
  await expect(page.getByText(/4242/).first()).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Location')).toHaveValue('Porto, Portugal');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('switch').first()).toHaveAttribute('aria-checked', toggledTo);

  // Stored for the account, not the tab: a new browser signing in again sees the same values.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await signIn(fresh);
  await fresh.goto('/settings');
  await expect(fresh.getByLabel('Location')).toHaveValue('Porto, Portugal');
  await fresh.getByRole('tab', { name: 'Notifications' }).click();
  await expect(fresh.getByRole('switch').first()).toHaveAttribute('aria-checked', toggledTo);
  // And the profile shows what was saved.
  await fresh.goto('/profile');
  await expect(fresh.getByRole('list', { name: 'About' })).toContainText('Porto, Portugal');
  await other.close();
});
