import type { Browser, Page } from '@playwright/test';
import { conversationIdWith, signUpAndConfirm } from './account-helpers';
import { demo, signIn } from './auth-helpers';
import { expect, test } from './fixtures';
import { fillJobForm } from './jobs-helpers';

/*
 * Issue 36 items 1 and 4, between two people in two browsers on the local stack: a proposal
 * and a message make the job owner's bell count go up live, marking one and then all as read
 * clears it, and a notification's link opens its page. Presence is app-wide: one person on
 * their dashboard shows online in the other's Messages list and thread header, live; closing
 * the page takes them offline; 'Show when I'm online' turned off hides them at once.
 */

test.describe.configure({ timeout: 120_000 });

async function secondBrowser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page };
}

/** The header's bell (its name carries the unread count). */
const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** Sarah Chen's conversation in the Messages list (its name says online or offline). */
const sarahInList = (page: Page) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /^Sarah Chen/ });

/** The open thread's presence line under the other person's name. */
const presence = (page: Page) => page.locator('[data-slot="message-thread-presence"]');

test('a proposal and a message make the owner’s bell count go up live; mark read, mark all, follow a link', async ({
  page: a,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  await signUpAndConfirm(a, request, 'bell-owner');
  const title = `Hand-lettered shop sign ${stamp}`;
  await a.goto('/jobs/create');
  await fillJobForm(a, {
    title,
    category: 'Design',
    description: 'A painted sign for a small bookshop window, about a metre wide.',
    timeline: '1-2 weeks',
  });
  await a.getByRole('button', { name: 'Post Job' }).click();
  await expect(a.getByText('Your job has been posted successfully.')).toBeVisible();
  await a.getByRole('link', { name: title }).click();
  await expect(a.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const jobPath = new URL(a.url()).pathname;
  await a.goto('/dashboard');
  await expect(bell(a)).toHaveAccessibleName('Notifications');

  const { context: bContext, page: b } = await secondBrowser(browser);
  const applicant = await signUpAndConfirm(b, request, 'bell-applicant');
  const applicantName = applicant.email.split('@')[0]!;
  await b.goto(jobPath);
  await b.getByRole('button', { name: 'Apply for this Job' }).click();
  const dialog = b.getByRole('dialog', { name: 'Apply for this Job' });
  await dialog
    .getByLabel(/Cover letter/)
    .fill('I letter signs by hand; photos of past work on request.');
  await dialog.getByLabel(/Your bid/).fill('600');
  await dialog.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(b.getByText('Your proposal has been sent.')).toBeVisible();

  // A's bell counts it without a reload.
  await expect(bell(a)).toHaveAccessibleName('Notifications, 1 unread');

  // A message from B: another notification, live.
  await b.getByRole('button', { name: 'Message Client' }).click();
  await expect(b).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const composer = b.getByRole('textbox', { name: /message/i });
  await composer.fill('Would a gold-leaf border suit the shop?');
  await composer.press('Enter');
  await expect(bell(a)).toHaveAccessibleName('Notifications, 2 unread');

  // The list: both, in their own words, newest first.
  await bell(a).click();
  const list = a.getByRole('dialog', { name: 'Notifications' });
  const links = list.getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toContainText(`New message from ${applicantName}`);
  await expect(links.nth(1)).toContainText(`${applicantName} sent a proposal on '${title}'`);

  // Mark one as read, then all.
  await list
    .getByRole('button', { name: `Mark as read: New message from ${applicantName}` })
    .click();
  await expect(bell(a)).toHaveAccessibleName('Notifications, 1 unread');
  await list.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(a)).toHaveAccessibleName('Notifications');
  await expect(list.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
  // Still read after a reload (stored, not only shown).
  await a.reload();
  await expect(bell(a)).toHaveAccessibleName('Notifications');

  // A notification's link opens its page.
  await bell(a).click();
  await a
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: new RegExp(`sent a proposal on '${title}'`) })
    .click();
  await expect(a).toHaveURL(jobPath);
  await expect(a.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await bContext.close();
});

test('presence is app-wide: on the dashboard one shows online in the other’s list and thread; closing the page, the privacy switch or signing out turns it off', async ({
  page: maya,
  browser,
  request,
}) => {
  const conversation = await conversationIdWith(request, 'Sarah Chen');
  await signIn(maya, demo.email, demo.password);
  await maya.goto('/messages');
  await expect(sarahInList(maya)).toHaveAccessibleName(/^Sarah Chen \(offline\)/);

  // Sarah has the app open on her dashboard, not in the conversation: Maya's list shows her
  // online, live.
  const { context: sarahContext, page: sarah } = await secondBrowser(browser);
  await signIn(sarah, 'sarah-chen@sample.fairlance.dev', 'fairlance-sample');
  await sarah.goto('/dashboard');
  await expect(sarahInList(maya)).toHaveAccessibleName(/^Sarah Chen \(online\)/);
  // The open thread's header says so too.
  await maya.goto(`/messages/${conversation}`);
  await expect(presence(maya)).toHaveText('Online');
  await expect(sarahInList(maya)).toHaveAccessibleName(/^Sarah Chen \(online\)/);

  // Sarah closes her page: Maya sees her offline.
  await sarah.close();
  await expect(presence(maya)).toHaveText('Offline');
  await expect(sarahInList(maya)).toHaveAccessibleName(/^Sarah Chen \(offline\)/);

  // Back (same session, another page): online again; and she sees Maya in her own list.
  const sarahAgain = await sarahContext.newPage();
  await sarahAgain.goto('/messages');
  await expect(presence(maya)).toHaveText('Online');
  await expect(
    sarahAgain
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: /^Maya Okafor \(online\)/ }),
  ).toBeVisible();

  // Sarah hides when she is online, with the app still open: Maya sees her offline at once.
  await sarahAgain.goto('/settings');
  await sarahAgain.getByRole('tab', { name: 'Privacy' }).click();
  const online = sarahAgain.getByRole('switch', { name: "Show when I'm online" });
  await expect(online).toHaveAttribute('aria-checked', 'true');
  await online.click();
  await expect(online).toHaveAccessibleDescription(
    'You appear Offline to everyone: your presence is not shared while this is off.',
  );
  await sarahAgain.getByRole('button', { name: /^Save/ }).click();
  try {
    await expect(
      sarahAgain.getByText('Your privacy settings have been updated successfully.'),
    ).toBeVisible();
    await expect(presence(maya)).toHaveText('Offline');
    await expect(sarahInList(maya)).toHaveAccessibleName(/^Sarah Chen \(offline\)/);
  } finally {
    // Back on, for the rest of the suite's sample data: and she shows again, without a reload.
    await sarahAgain.getByRole('switch', { name: "Show when I'm online" }).click();
    await sarahAgain.getByRole('button', { name: /^Save/ }).click();
    // The newest toast (the first one may still be showing).
    await expect(
      sarahAgain.getByText('Your privacy settings have been updated successfully.').last(),
    ).toBeVisible();
  }
  await expect(presence(maya)).toHaveText('Online');

  // Signing out ends it.
  await sarahAgain.getByRole('button', { name: /^My Account/ }).click();
  await sarahAgain.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(sarahAgain).toHaveURL('/');
  await expect(presence(maya)).toHaveText('Offline');
  await expect(sarahInList(maya)).toHaveAccessibleName(/^Sarah Chen \(offline\)/);
  await sarahContext.close();
});
