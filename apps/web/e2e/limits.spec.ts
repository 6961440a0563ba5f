import { sampleJobDetails } from '@brand/ui/sample-data';
import { signUpAndConfirm } from './account-helpers';
import { expect, test } from './fixtures';

/*
 * The database's abuse limits (supabase/README.md) reach the person as words: which limit was
 * met and what to do, never a generic failure that invites trying again at once.
 */

test.use({
  // The refused insert is the database's answer (HTTP 400 with the limit's code), on purpose.
  expectedProblems: {
    patterns: [/HTTP 400: .*\/rest\/v1\/messages/, /console error: Failed to load resource/],
  },
});

test('a sixth message to someone who never replied is refused with the reason, and kept to send later', async ({
  page,
  request,
}) => {
  await signUpAndConfirm(page, request, 'limits');
  // A job's 'Message Client' opens (or makes) the conversation with its poster.
  await page.goto('/jobs');
  await page.getByRole('link', { name: sampleJobDetails[0]!.title }).click();
  await page.getByRole('button', { name: 'Message Client' }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);

  const composer = page.getByRole('textbox', { name: /message/i });
  const thread = page.getByRole('list', { name: 'Messages' });
  for (let i = 1; i <= 5; i++) {
    await composer.fill(`Hello, question number ${i}`);
    await composer.press('Enter');
    await expect(thread.getByText(`Hello, question number ${i}`, { exact: true })).toBeVisible();
  }
  await composer.fill('Hello, question number 6');
  await composer.press('Enter');
  await expect(
    page.getByText(
      'You have sent 5 messages without a reply. Wait for a reply before sending more.',
    ),
  ).toBeVisible();
  // Not lost: the message stays in the thread, marked as not sent, ready to try again.
  await expect(thread.getByText('Hello, question number 6', { exact: true })).toBeVisible();
  await expect(thread.getByText('Not sent')).toBeVisible();
});
