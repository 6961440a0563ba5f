import { signUpAndConfirm } from './account-helpers';
import { untilReactOwns } from './auth-helpers';
import { expect, test } from './fixtures';

/*
 * Nothing typed is lost by accident: leaving Post Job or Settings with input not posted or
 * saved asks first (the app's own dialog for links and Back, the browser's for a reload), and
 * a save that fails keeps the input and still guards it.
 */

test('Post Job asks before leaving what was typed; the draft waits; posting leaves unasked', async ({
  page,
  request,
}) => {
  await signUpAndConfirm(page, request, 'leaver');
  await page.goto('/jobs/create');
  const title = page.getByRole('textbox', { name: 'Job Title' });
  await expect(title).toBeVisible();

  // Nothing typed: leaving does not ask.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/jobs/create');
  // The guard is the app's: a link followed before the page has hydrated is the browser's.
  await untilReactOwns(title);
  await title.fill('Logo for a neighbourhood bakery');
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without posting?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/jobs/create');
  await expect(title).toHaveValue('Logo for a neighbourhood bakery');

  // Cancel and Back ask too; Escape stays.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/jobs/create');

  // A reload gets the browser's own question; dismissing it keeps the page and the text.
  let asked = '';
  page.once('dialog', (question) => {
    asked = question.type();
    void question.dismiss();
  });
  // Dismissed, the reload never happens: Playwright's wait for it times out.
  await page.reload({ timeout: 1500 }).catch(() => undefined);
  expect(asked).toBe('beforeunload');
  await expect(title).toHaveValue('Logo for a neighbourhood bakery');

  // Leaving on purpose: the draft is there on the way back.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/jobs/create');
  await expect(title).toHaveValue('Logo for a neighbourhood bakery');

  // Posted: nothing left to lose, no question on the way to the jobs list.
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Design' }).click();
  await page
    .getByRole('textbox', { name: 'Job Description' })
    .fill('A warm, hand-drawn logo and labels for bread bags.');
  await page.getByRole('textbox', { name: 'Budget' }).fill('$1,200 - $2,000');
  await page.getByRole('combobox', { name: 'Timeline' }).click();
  await page.getByRole('option', { name: '1-2 weeks' }).click();
  await page.getByRole('combobox', { name: 'Experience Level' }).click();
  await page.getByRole('option', { name: 'Intermediate' }).click();
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page).toHaveURL('/jobs');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test.describe('settings', () => {
  test.use({
    expectedProblems: {
      patterns: [
        /request failed: .*\/rest\/v1\/profiles/,
        /console error: Failed to load resource: net::ERR_FAILED/,
      ],
    },
  });

  test('Settings asks before discarding unsaved edits, keeps them across tabs and after a failed save, and not once saved', async ({
    page,
    request,
  }) => {
    await signUpAndConfirm(page, request, 'settler');
    await page.goto('/settings');
    const location = page.getByRole('textbox', { name: 'Location' });
    await untilReactOwns(location);
    await location.fill('Porto, Portugal');

    // Switching tabs keeps the edit and does not ask.
    await page.getByRole('tab', { name: 'Privacy' }).click();
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(location).toHaveValue('Porto, Portugal');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // Leaving asks, naming what would be lost.
    await page.getByRole('link', { name: 'Jobs' }).first().click();
    const dialog = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(dialog).toContainText('Your Profile changes are not saved.');
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL('/settings');

    // A save that fails keeps the input, and it is still guarded.
    await page.route('**/rest/v1/profiles**', (route) =>
      route.request().method() === 'PATCH' ? route.abort() : route.continue(),
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Failed to save settings. Please try again.')).toBeVisible();
    await expect(location).toHaveValue('Porto, Portugal');
    await page.getByRole('link', { name: 'Jobs' }).first().click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await page.unroute('**/rest/v1/profiles**');

    // Saved: leaving does not ask.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings saved', { exact: false }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Jobs' }).first().click();
    await expect(page).toHaveURL('/jobs');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // An edit discarded on purpose is gone. The guard is the app's: a link followed before
    // the page has hydrated is the browser's, and leaves without asking.
    await page.goto('/settings');
    await untilReactOwns(location);
    await location.fill('Lisbon, Portugal');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/settings');
    await expect(location).toHaveValue('Porto, Portugal');
  });
});
