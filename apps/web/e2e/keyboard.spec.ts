import { sampleConversations } from '@brand/ui/sample-data';
import { conversationIdWith } from './account-helpers';
import {
  appDrawn,
  demo,
  expectVisibleFocus,
  openAuth,
  pressUntilFocused,
  signInWithKeyboard,
} from './auth-helpers';
import { expect, test } from './fixtures';
import { holdJobPosts } from './jobs-helpers';

/*
 * Keyboard-only journeys: Tab, Shift+Tab, Enter, Space and arrow keys, never
 * the mouse. Each step asserts where focus is and that it is visible.
 */

test('sign in from /auth with the keyboard', async ({ page }) => {
  await openAuth(page);
  // The session check shows a spinner first; start once the form is there.
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();
  // The first stop is the way back home, then the tabs.
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.getByRole('link', { name: 'Back to home' }));
  await page.keyboard.press('Tab');
  const signInTab = page.getByRole('tab', { name: 'Sign In' });
  await expectVisibleFocus(signInTab);

  // Arrow keys move between the tabs (and select them); back to Sign In.
  await page.keyboard.press('ArrowRight');
  const signUpTab = page.getByRole('tab', { name: 'Sign Up' });
  await expect(signUpTab).toBeFocused();
  await expect(signUpTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Confirm Password')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(signInTab).toHaveAttribute('aria-selected', 'true');

  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  expect(await pressUntilFocused(page, email, { max: 3 })).toBeGreaterThan(0);
  await expectVisibleFocus(email);
  await page.keyboard.type(demo.email);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(password);
  // Shift+Tab goes back to the email, with what was typed kept.
  await page.keyboard.press('Shift+Tab');
  await expect(email).toBeFocused();
  await expect(email).toHaveValue(demo.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(demo.password);
  await page.keyboard.press('Tab');
  const submit = page.getByRole('button', { name: 'Sign In' });
  await expectVisibleFocus(submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, demo!' })).toBeVisible();
  // The dashboard paints from its HTML first; the journey goes on in what the app drew.
  await expect.poll(() => appDrawn(page)).toBe(true);

  // On a signed-in page the first Tab reveals the skip link, which jumps to the content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expectVisibleFocus(skip);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('post a job with the keyboard: text fields, selects, skills and submit', async ({ page }) => {
  await signInWithKeyboard(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const postJob = nav.getByRole('link', { name: 'Post Job' });
  await pressUntilFocused(page, postJob);
  await expectVisibleFocus(postJob);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/jobs/create');

  const title = `Keyboard-only booking widget ${Date.now().toString(36)}`;
  const titleField = page.getByLabel(/Job Title/);
  await pressUntilFocused(page, titleField);
  await expectVisibleFocus(titleField);
  await page.keyboard.type(title);

  // Category: a Radix Select. Space opens it, arrows move, Enter picks, focus returns.
  await page.keyboard.press('Tab');
  const category = page.getByRole('combobox', { name: /Category/ });
  await expectVisibleFocus(category);
  await page.keyboard.press('Space');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByRole('option', { name: 'Development' })).toBeFocused();
  await pressUntilFocused(page, page.getByRole('option', { name: 'Design' }), {
    key: 'ArrowDown',
    max: 2,
  });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(category).toBeFocused();
  await expect(category).toHaveText('Design');

  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/Job Description/)).toBeFocused();
  await page.keyboard.type('A booking widget for a yoga studio: classes, waitlists, Stripe.');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/Budget/)).toBeFocused();
  await page.keyboard.type('$1,500 - $2,500');

  await page.keyboard.press('Tab');
  const timeline = page.getByRole('combobox', { name: /Timeline/ });
  await expect(timeline).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('option', { name: '1-2 weeks' })).toBeFocused();
  // As above: Radix may swallow one key while the list positions.
  await pressUntilFocused(page, page.getByRole('option', { name: '3-4 weeks' }), {
    key: 'ArrowDown',
    max: 3,
  });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  // Focus returns to the trigger as the list closes: a Tab pressed before it went elsewhere.
  await expect(timeline).toBeFocused();
  await expect(timeline).toHaveText('3-4 weeks');

  // Experience Level comes after Timeline, as the product lists the fields.
  await page.keyboard.press('Tab');
  const experience = page.getByRole('combobox', { name: /Experience Level/ });
  await expect(experience).toBeFocused();
  await page.keyboard.press('Enter');
  // Opening focuses the first option; wait for it before moving.
  await expect(page.getByRole('option').first()).toBeFocused();
  // Arrow down to the third option (Radix may swallow a key pressed while it positions).
  await pressUntilFocused(page, page.getByRole('option', { name: /Expert/ }), {
    key: 'ArrowDown',
    max: 4,
  });
  await page.keyboard.press('Enter');
  await expect(experience).toBeFocused();
  await expect(experience).toHaveText(/Expert/);

  // Skills: Enter adds a chip and never submits the form.
  const skills = page.getByLabel(/Required Skills/);
  await pressUntilFocused(page, skills, { max: 3 });
  for (const skill of ['React', 'Stripe', 'Accessibility']) {
    await page.keyboard.type(skill);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: `Remove ${skill}` })).toBeVisible();
    await expect(skills).toBeFocused();
    await expect(skills).toHaveValue('');
  }
  await expect(page).toHaveURL('/jobs/create');
  // A chip is removed with the keyboard too.
  const removeStripe = page.getByRole('button', { name: 'Remove Stripe' });
  await pressUntilFocused(page, removeStripe, { max: 4 });
  await expectVisibleFocus(removeStripe);
  await page.keyboard.press('Enter');
  await expect(removeStripe).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);

  const submit = page.getByRole('button', { name: 'Post Job' }).last();
  await pressUntilFocused(page, page.locator('form button[type="submit"]'), { max: 6 });
  await expectVisibleFocus(submit);
  // The insert is held until the busy state has been seen (the local stack is that fast).
  const release = await holdJobPosts(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Posting...' })).toBeDisabled();
  await release();
  await expect(page.getByText('Your job has been posted successfully.')).toBeVisible();
  await expect(page).toHaveURL('/jobs');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('send a message with the keyboard', async ({ page, request }) => {
  const conversation = sampleConversations[0]!;
  const conversationId = await conversationIdWith(request, conversation.name);
  await signInWithKeyboard(page);
  const messages = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'Messages',
  });
  await pressUntilFocused(page, messages);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/messages');
  await expect(page.getByText('Select a conversation')).toBeVisible();

  const link = page.getByRole('link', { name: new RegExp(conversation.name) }).first();
  await pressUntilFocused(page, link);
  await expectVisibleFocus(link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/messages/${conversationId}`);

  const composer = page.getByRole('textbox', { name: `Message ${conversation.name}` });
  await pressUntilFocused(page, composer);
  await expectVisibleFocus(composer);
  const text = `On it, I will send the error states by Friday ${Date.now().toString(36)}`;
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
  await expect(composer).toHaveValue('');
  await expect(composer).toBeFocused();
  // Shift+Enter is a new line, not a send.
  await page.keyboard.type('Line one');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Line two');
  await expect(composer).toHaveValue('Line one\nLine two');
});

test('switch settings tabs with arrow keys and save one with the keyboard', async ({ page }) => {
  await signInWithKeyboard(page);
  const settings = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'Settings',
  });
  await pressUntilFocused(page, settings);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/settings');

  const tab = (name: string) => page.getByRole('tab', { name });
  await pressUntilFocused(page, tab('Profile'));
  await expectVisibleFocus(tab('Profile'));
  // The first arrow can be swallowed while Radix sets up the tab list's roving focus; a second
  // press is allowed, never a third.
  await pressUntilFocused(page, tab('Notifications'), { key: 'ArrowRight', max: 2 });
  await expect(tab('Notifications')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Privacy')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Billing')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/4242/).first()).toBeVisible();
  // Arrows wrap around; End and Home jump to the ends.
  await page.keyboard.press('ArrowRight');
  await expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tab('Billing')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Privacy')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Notifications')).toHaveAttribute('aria-selected', 'true');

  // Into the Notifications panel: toggle the first switch with Space, then save with Enter.
  const panel = page.getByRole('tabpanel', { name: 'Notifications' });
  const firstSwitch = panel.getByRole('switch').first();
  const before = await firstSwitch.getAttribute('aria-checked');
  await pressUntilFocused(page, firstSwitch, { max: 3 });
  await expectVisibleFocus(firstSwitch);
  await page.keyboard.press('Space');
  await expect(firstSwitch).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');

  const save = panel.getByRole('button', { name: /^Save/ });
  await pressUntilFocused(page, save, { max: 8 });
  await expectVisibleFocus(save);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Your notifications settings have been updated successfully.'),
  ).toBeVisible();
  // Shift+Tab walks back up the switches.
  await page.keyboard.press('Shift+Tab');
  await expect(panel.getByRole('switch').last()).toBeFocused();
});
