import { sampleConversations, sampleJobs, sampleProfiles } from '@brand/ui/sample-data';
import { signIn } from './auth-helpers';
import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('the dashboard greets the user and links onwards', async ({ page }) => {
  await expect(page.getByRole('heading', { name: 'Welcome back, demo!' })).toBeVisible();
  for (const stat of ['Active Jobs', 'Applications', 'Completed', 'Messages']) {
    await expect(page.getByText(stat, { exact: true }).first()).toBeVisible();
  }
  await page.getByRole('link', { name: /Browse Jobs/ }).click();
  await expect(page).toHaveURL('/jobs');
});

test('search and the category filter change the count line', async ({ page }) => {
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { name: 'Browse Jobs' })).toBeVisible();
  await expect(page.getByText(`${sampleJobs.length} jobs found`)).toBeVisible();

  await page.getByRole('combobox', { name: /category/i }).click();
  await page.getByRole('option', { name: 'Design' }).click();
  const design = sampleJobs.filter((job) => job.category === 'design').length;
  await expect(page.getByText(`${design} job${design === 1 ? '' : 's'} found`)).toBeVisible();

  await page.getByRole('searchbox').fill('zzz-no-such-job');
  await expect(page.getByText('0 jobs found')).toBeVisible();
  await expect(page.getByText('No jobs found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post the First Job' })).toHaveAttribute(
    'href',
    '/jobs/create',
  );
});

test('a job card opens its detail page, and an unknown id says so', async ({ page }) => {
  const job = sampleJobs[0]!;
  await page.goto('/jobs');
  await page.getByRole('link', { name: job.title }).click();
  await expect(page).toHaveURL(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply for this Job' })).toBeVisible();
  await page.getByRole('link', { name: /Back to jobs/i }).click();
  await expect(page).toHaveURL('/jobs');

  await page.goto('/jobs/does-not-exist');
  await expect(page.getByText('Job not found')).toBeVisible();
});

test('posting a job shows it first in the list for the rest of the session', async ({ page }) => {
  await page.goto('/jobs/create');
  await page.getByRole('button', { name: 'Post Job' }).click();
  // Required fields are enforced with messages.
  await expect(page.getByText(/required|enter|choose/i).first()).toBeVisible();
  await expect(page).toHaveURL('/jobs/create');

  const title = `Migrate a Shopify store to Medusa ${Date.now().toString(36)}`;
  await page.getByLabel(/Job Title/).fill(title);
  await page.getByRole('combobox', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Development' }).click();
  await page
    .getByLabel(/Job Description/)
    .fill('Move 1,200 products, customers and order history to a self-hosted Medusa backend.');
  await page.getByLabel(/Budget/).fill('$3,000 - $5,000');
  await page.getByRole('combobox', { name: /Timeline/ }).click();
  await page.getByRole('option', { name: '3-4 weeks' }).click();
  await page.getByRole('combobox', { name: /Experience Level/ }).click();
  await page.getByRole('option', { name: /Expert/ }).click();
  const skills = page.getByLabel(/Required Skills/);
  await skills.fill('  Node.js  ');
  await skills.press('Enter');
  await skills.fill('node.js');
  await skills.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Node.js' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByRole('button', { name: 'Posting...' })).toBeDisabled();
  await expect(page.getByText('Your job has been posted successfully.')).toBeVisible();
  await expect(page).toHaveURL('/jobs');
  await expect(page.getByRole('link').filter({ hasText: title }).first()).toBeVisible();
  const firstCardTitle = page.locator('main').getByRole('heading', { level: 2 }).first();
  await expect(firstCardTitle).toHaveText(title);

  await page.reload();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('a failed post keeps the form and says so', async ({ page, context }) => {
  await page.goto('/jobs/create');
  await page.getByLabel(/Job Title/).fill('Illustrate a children’s book cover');
  await page.getByRole('combobox', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Design' }).click();
  await page.getByLabel(/Job Description/).fill('One cover, one spine, print-ready CMYK.');
  await page.getByLabel(/Budget/).fill('$800 - $1,200');
  await page.getByRole('combobox', { name: /Timeline/ }).click();
  await page.getByRole('option', { name: '1-2 weeks' }).click();
  await page.getByRole('combobox', { name: /Experience Level/ }).click();
  await page.getByRole('option', { name: /Intermediate/ }).click();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText('Failed to post job. Please try again.').first()).toBeVisible();
  await context.setOffline(false);
  await expect(page).toHaveURL('/jobs/create');
  await expect(page.getByLabel(/Job Title/)).toHaveValue('Illustrate a children’s book cover');
});

test('sending a message adds it to the thread, and the URL follows the selection', async ({
  page,
}) => {
  const conversation = sampleConversations[1]!;
  await page.goto('/messages');
  await expect(page.getByText('Select a conversation')).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(conversation.name) })
    .first()
    .click();
  await expect(page).toHaveURL(`/messages/${conversation.id}`);

  const composer = page.getByRole('textbox', { name: /message/i });
  const send = page.getByRole('button', { name: /send/i });
  await expect(send).toBeDisabled();
  await composer.fill('   ');
  await expect(send).toBeDisabled();
  const text = `Sounds good, I can start on Monday ${Date.now().toString(36)}`;
  await composer.fill(text);
  await composer.press('Enter');
  await expect(page.getByText(text)).toBeVisible();
  await expect(composer).toHaveValue('');

  await page.reload();
  await expect(page.getByText(text)).toBeVisible();
});

test("another member's profile offers Message and Hire; your own offers Edit Profile", async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  const other = sampleProfiles[0]!;
  await page.goto(`/profile/${other.id}`);
  await expect(page.getByRole('heading', { name: other.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Message' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hire' })).toBeVisible();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByRole('img', { name: /Rated [\d.]+ out of 5/ }).first()).toBeVisible();
});

test('each settings tab saves with a toast, and the values persist', async ({ page }) => {
  await page.goto('/settings');
  const location = page.getByLabel('Location');
  await location.fill('Porto, Portugal');
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(
    page.getByText('Your profile settings have been updated successfully.'),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Notifications' }).click();
  await page.getByRole('switch').first().click();
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
});
