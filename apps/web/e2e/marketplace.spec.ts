import type { Browser, Page, Route } from '@playwright/test';
import { password, restGet, signUpAndConfirm, tokenFor } from './account-helpers';
import { signIn } from './auth-helpers';
import { expect, test } from './fixtures';
import { sampleJobs } from '@brand/ui/sample-data';
import { fillJobForm, jobIdByTitle } from './jobs-helpers';

/*
 * The marketplace between two people in two browsers, on the local stack: A posts a job, B
 * finds it and applies, A sees the proposal arrive; they talk, and messages arrive live in the
 * other's open thread with the unread badge following; A's settings follow A to a new browser;
 * after A signs out, B on the same browser sees nothing of A's; a third account sees nothing
 * private of either.
 */

test.describe.configure({ timeout: 120_000 });

/** A second person: their own browser context (cookies, storage) with a page in it. */
async function secondBrowser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page };
}

/** The value of one of the dashboard's four stat cards. */
function stat(page: Page, label: string) {
  return page.getByRole('list', { name: 'Your numbers' }).getByRole('listitem').filter({
    hasText: label,
  });
}

/** The open conversation's messages. */
const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });

/** The sidebar's Messages link (its name carries the unread count when there is one). */
const sidebarMessages = (page: Page) =>
  page.getByRole('navigation').getByRole('link', { name: /^Messages/ });

test('two people find each other, apply, talk live, and keep their data to themselves', async ({
  page: a,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const posterAccount = await signUpAndConfirm(a, request, 'poster');
  const posterName = posterAccount.email.split('@')[0]!;

  // A posts a job.
  const title = `Illustrated field guide to urban lichens ${stamp}`;
  await a.goto('/jobs/create');
  await fillJobForm(a, {
    title,
    category: 'Design',
    description: 'Forty watercolour plates of city lichens with short captions, print-ready.',
    timeline: '1-2 months',
  });
  await a.getByRole('button', { name: 'Post Job' }).click();
  await expect(a.getByText('Your job has been posted successfully.')).toBeVisible();
  await a.getByRole('link', { name: title }).click();
  await expect(a.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const jobUrl = a.url();
  // The poster's view: no Apply, the proposals (none yet), and Close Job.
  await expect(a.getByRole('button', { name: 'Apply for this Job' })).toHaveCount(0);
  await expect(a.getByText('No proposals yet')).toBeVisible();
  await expect(a.getByRole('button', { name: 'Close Job' })).toBeVisible();

  // B signs up in another browser and finds it by search and category.
  const { context: bContext, page: b } = await secondBrowser(browser);
  const applicantAccount = await signUpAndConfirm(b, request, 'applicant');
  const applicantName = applicantAccount.email.split('@')[0]!;
  await b.goto('/jobs');
  await b.getByRole('searchbox').fill(`lichens ${stamp}`);
  await b.getByRole('combobox', { name: /categor/i }).click();
  await b.getByRole('option', { name: 'Design' }).click();
  await expect(b).toHaveURL(/category=design/);
  await expect(b.getByText('1 job found', { exact: true })).toBeVisible();
  await b.getByRole('link', { name: title }).click();
  await expect(b.locator('[data-slot="client-card"]')).toContainText(posterName);

  // B applies: an empty form is refused with messages, a valid one is sent once.
  await b.getByRole('button', { name: 'Apply for this Job' }).click();
  const dialog = b.getByRole('dialog', { name: 'Apply for this Job' });
  await dialog.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(dialog.getByLabel(/Cover letter/)).toBeFocused();
  await expect(dialog.getByText('Write a cover letter.')).toBeVisible();
  const letter = 'I draw lichens for the county naturalists’ society; samples on request.';
  await dialog.getByLabel(/Cover letter/).fill(letter);
  await dialog.getByLabel(/Your bid/).fill('2,400');
  await dialog.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(b.getByText('Your proposal has been sent.')).toBeVisible();
  await expect(b.getByRole('region', { name: 'Your proposal' })).toContainText('Pending');
  await b.reload();
  await expect(b.getByRole('region', { name: 'Your proposal' })).toContainText('Pending');
  await expect(b.getByText('1 applicant', { exact: true })).toBeVisible();

  // A's open job page shows the proposal without a reload; the dashboard counts it.
  const proposals = a.getByRole('region', { name: /^Proposals/ });
  await expect(proposals).toContainText(applicantName);
  await expect(proposals).toContainText('$2,400');
  await expect(proposals).toContainText(letter);
  await a.goto('/dashboard');
  await expect(stat(a, 'Active Jobs')).toContainText('1');
  await expect(stat(a, 'Applications')).toContainText('1');
  await expect(a.getByText(`${applicantName} applied to “${title}”.`)).toBeVisible();

  // A waits on the messages screen; B messages A from the job.
  await a.goto('/messages');
  await expect(a.getByText('No conversations yet')).toBeVisible();
  await b.getByRole('button', { name: 'Message Client' }).click();
  await expect(b).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const composerB = b.getByRole('textbox', { name: /message/i });
  await composerB.fill('Hello! Happy to share three plates I painted last spring.');
  await composerB.press('Enter');
  await expect(
    thread(b).getByText('Hello! Happy to share three plates I painted last spring.', {
      exact: true,
    }),
  ).toBeVisible();

  // A's list shows the conversation and the badge moves, without a reload.
  await expect(a.getByRole('link', { name: new RegExp(applicantName) })).toBeVisible();
  await expect(sidebarMessages(a)).toHaveAccessibleName(/1 unread/);
  await a.getByRole('link', { name: new RegExp(applicantName) }).click();
  await expect(
    thread(a).getByText('Hello! Happy to share three plates I painted last spring.', {
      exact: true,
    }),
  ).toBeVisible();
  // Reading the thread clears the badge.
  await expect(sidebarMessages(a)).not.toHaveAccessibleName(/unread/);

  // B writes again while A's thread is open: it arrives there live, and is read at once.
  await composerB.fill('Plate two shows Xanthoria parietina on a bus shelter.');
  await composerB.press('Enter');
  await expect(
    thread(a).getByText('Plate two shows Xanthoria parietina on a bus shelter.', { exact: true }),
  ).toBeVisible();
  await expect(sidebarMessages(a)).not.toHaveAccessibleName(/unread/);

  // A replies; B's open thread shows it live.
  const composerA = a.getByRole('textbox', { name: /message/i });
  await composerA.fill('Lovely. Could you start with the crustose species?');
  await a.getByRole('button', { name: /send/i }).click();
  await expect(
    thread(a).getByText('Lovely. Could you start with the crustose species?', { exact: true }),
  ).toBeVisible();
  await expect(
    thread(b).getByText('Lovely. Could you start with the crustose species?', { exact: true }),
  ).toBeVisible();
  // Stored: both see the whole thread after a reload.
  await a.reload();
  await expect(
    thread(a).getByText('Plate two shows Xanthoria parietina on a bus shelter.', { exact: true }),
  ).toBeVisible();
  await expect(
    thread(a).getByText('Lovely. Could you start with the crustose species?', { exact: true }),
  ).toBeVisible();

  // A saves settings; they are there in a new browser.
  await a.goto('/settings');
  await a.getByLabel('Full name').fill('Ada Poster');
  await a.getByLabel('Location').fill('Bergen, Norway');
  await a.getByRole('button', { name: /^Save/ }).click();
  await expect(a.getByText('Your profile settings have been updated successfully.')).toBeVisible();
  await a.getByRole('tab', { name: 'Privacy' }).click();
  await a.getByRole('switch', { name: /location/i }).click();
  await a.getByRole('button', { name: /^Save/ }).click();
  await expect(a.getByText('Your privacy settings have been updated successfully.')).toBeVisible();
  {
    const { context, page: again } = await secondBrowser(browser);
    await signIn(again, posterAccount.email, password);
    await again.goto('/settings');
    await expect(again.getByLabel('Full name')).toHaveValue('Ada Poster');
    await expect(again.getByLabel('Location')).toHaveValue('Bergen, Norway');
    await again.getByRole('tab', { name: 'Privacy' }).click();
    await expect(again.getByRole('switch', { name: /location/i })).not.toBeChecked();
    await expect(again.getByRole('button', { name: /^My Account/ })).toContainText('Ada Poster');
    await context.close();
  }
  // B sees the new name, but not the hidden location.
  await b.reload();
  await expect(b.getByText('Ada Poster').first()).toBeVisible();
  await b.goto(`/profile/${(await tokenFor(request, posterAccount.email, password)).userId}`);
  await expect(b.getByRole('heading', { level: 1, name: 'Ada Poster' })).toBeVisible();
  await expect(b.getByText('Bergen, Norway')).toHaveCount(0);

  // A signs out; B signs in on the same browser and sees only B's own world.
  await a.getByRole('button', { name: /^My Account/ }).click();
  await a.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(a).toHaveURL('/');
  await signIn(a, applicantAccount.email, password);
  await expect(a.getByRole('button', { name: /^My Account/ })).toContainText(applicantName);
  // A's name may appear in B's own conversation with A; A's private values never.
  await expect(a.getByText('Bergen, Norway')).toHaveCount(0);
  await expect(a.getByText(posterAccount.email)).toHaveCount(0);
  await a.goto(jobUrl);
  await expect(a.getByRole('region', { name: 'Your proposal' })).toContainText('Pending');
  await expect(a.getByRole('region', { name: /^Proposals/ })).toHaveCount(0);
  await a.goto('/settings');
  await expect(a.getByLabel('Email')).toHaveValue(applicantAccount.email);
  await expect(a.getByLabel('Location')).toHaveValue('');
  await a.goto('/messages');
  await expect(a.getByRole('link', { name: /Ada Poster/ })).toHaveCount(1);
  await bContext.close();

  // A third account: no conversations, no proposals, and A's job as a visitor.
  const { context: cContext, page: c } = await secondBrowser(browser);
  await signUpAndConfirm(c, request, 'third');
  await c.goto('/messages');
  await expect(c.getByText('No conversations yet')).toBeVisible();
  await c.goto(jobUrl);
  await expect(c.getByRole('button', { name: 'Apply for this Job' })).toBeVisible();
  await expect(c.getByRole('region', { name: /^Proposals/ })).toHaveCount(0);
  await expect(c.getByText(letter)).toHaveCount(0);
  await c.goto('/dashboard');
  await expect(stat(c, 'Applications')).toContainText('0');
  await expect(c.getByText('No activity yet')).toBeVisible();
  await cContext.close();
});

test('what arrives before the live channel listens is shown once it does: the list and the badge', async ({
  page: a,
  browser,
  request,
}) => {
  const account = await signUpAndConfirm(a, request, 'late-listener');
  const { userId } = await tokenFor(request, account.email, password);
  const { context: bContext, page: b } = await secondBrowser(browser);
  const writer = await signUpAndConfirm(b, request, 'early-writer');
  const writerName = writer.email.split('@')[0]!;

  // A's connection to the realtime service is held, as on a slow network: the page's channel
  // has not joined when B writes.
  let release!: () => void;
  const released = new Promise<void>((go) => (release = go));
  await a.routeWebSocket(/\/realtime\/v1\/websocket/, async (page) => {
    const held: (string | Buffer)[] = [];
    let server: ReturnType<typeof page.connectToServer> | undefined = undefined;
    page.onMessage((message) => (server ? server.send(message) : held.push(message)));
    await released;
    server = page.connectToServer();
    for (const message of held) server.send(message);
  });
  await a.goto('/messages');
  await expect(a.getByText('No conversations yet')).toBeVisible();

  await b.goto(`/profile/${userId}`);
  await b.getByRole('button', { name: 'Message' }).click();
  await expect(b).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const composer = b.getByRole('textbox', { name: /message/i });
  await composer.fill('Are you free for a short brief next week?');
  await composer.press('Enter');
  await expect(
    thread(b).getByText('Are you free for a short brief next week?', { exact: true }),
  ).toBeVisible();

  // Nothing reached A yet; once A's channel joins, A's list and badge catch up.
  await expect(a.getByText('No conversations yet')).toBeVisible();
  release();
  await expect(a.getByRole('link', { name: new RegExp(writerName) })).toBeVisible();
  await expect(sidebarMessages(a)).toHaveAccessibleName(/1 unread/);
  await bContext.close();
});

test.describe('a session that ends while a page is open', () => {
  // One wrong password on purpose: the auth service answers 400.
  test.use({
    expectedProblems: {
      patterns: [
        /HTTP 400: .*\/auth\/v1\/token\?grant_type=password/,
        /console error: Failed to load resource: the server responded with a status of 400/,
      ],
    },
  });

  test('a session that ends mid-proposal keeps the page and the typed text until signed in again', async ({
    page,
    request,
  }) => {
    const account = await signUpAndConfirm(page, request, 'drafter');
    const job = sampleJobs[0]!;
    await page.goto(`/jobs/${await jobIdByTitle(request, job.title)}`);
    const jobUrl = page.url();
    await page.getByRole('button', { name: 'Apply for this Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for this Job' });
    const letter = 'Three similar dashboards shipped this year; happy to walk you through them.';
    await dialog.getByLabel(/Cover letter/).fill(letter);
    await dialog.getByLabel(/Your bid/).fill('3200');

    /** Ends the session elsewhere: Sign Out in another tab of the same browser. */
    const signOutElsewhere = async () => {
      const other = await page.context().newPage();
      await other.goto('/dashboard');
      await other.getByRole('button', { name: /^My Account/ }).click();
      await other.getByRole('menuitem', { name: 'Sign Out' }).click();
      await expect(other).toHaveURL('/');
      await other.close();
    };
    await signOutElsewhere();

    // This tab keeps the page and asks for the password of the same account.
    const expired = page.getByRole('alertdialog', { name: 'Your session has ended' });
    await expect(expired).toContainText(account.email);
    await expect(page).toHaveURL(jobUrl);
    await expired.getByLabel(/Password/).fill('not the password');
    await expired.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid login credentials').first()).toBeVisible();
    await expired.getByLabel(/Password/).fill(password);
    await expired.getByRole('button', { name: 'Sign In' }).click();
    await expect(expired).toHaveCount(0);

    // The proposal is as typed, and sends.
    await expect(dialog.getByLabel(/Cover letter/)).toHaveValue(letter);
    await expect(dialog.getByLabel(/Your bid/)).toHaveValue('3200');
    await dialog.getByRole('button', { name: 'Send Proposal' }).click();
    await expect(page.getByText('Your proposal has been sent.')).toBeVisible();

    // Another time, 'Use another account' leads to the sign-in page.
    await signOutElsewhere();
    await expired.getByRole('button', { name: 'Use another account' }).click();
    await expect(page).toHaveURL('/auth');
  });
});

test.describe('writes that fail keep what was typed', () => {
  test.use({
    expectedProblems: {
      patterns: [
        /request failed: .*\/rest\/v1\/(proposals|messages).*net::ERR_FAILED/,
        /console error: Failed to load resource/,
      ],
    },
  });

  test('a proposal and a message that the network drops can be sent again', async ({
    page,
    request,
  }) => {
    const account = await signUpAndConfirm(page, request, 'offline');
    const job = sampleJobs[1]!;
    await page.goto(`/jobs/${await jobIdByTitle(request, job.title)}`);
    await page.getByRole('button', { name: 'Apply for this Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for this Job' });
    const letter = 'I have built this twice before; the second time in half the budget.';
    await dialog.getByLabel(/Cover letter/).fill(letter);
    await dialog.getByLabel(/Your bid/).fill('$1,850.50');

    const drop = (route: Route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.fallback();
    await page.route('**/rest/v1/proposals*', drop);
    await dialog.getByRole('button', { name: 'Send Proposal' }).click();
    await expect(
      page.getByText('Failed to send proposal. Please try again.').first(),
    ).toBeVisible();
    await expect(dialog.getByLabel(/Cover letter/)).toHaveValue(letter);
    await expect(dialog.getByLabel(/Your bid/)).toHaveValue('$1,850.50');
    // Nothing was stored.
    const { token } = await tokenFor(request, account.email, password);
    expect(await restGet(request, token, 'proposals?select=id')).toHaveLength(0);

    await page.unroute('**/rest/v1/proposals*', drop);
    await dialog.getByRole('button', { name: 'Send Proposal' }).click();
    await expect(page.getByText('Your proposal has been sent.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your proposal' })).toContainText('Pending');

    // A message the network drops shows 'Not sent' and goes with 'Try again'.
    await page.getByRole('button', { name: 'Message Client' }).click();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await page.route('**/rest/v1/messages*', drop);
    const composer = page.getByRole('textbox', { name: /message/i });
    await composer.fill('Is the budget flexible for a native app?');
    await composer.press('Enter');
    await expect(
      page.getByText('Your message could not be sent. Please try again.').first(),
    ).toBeVisible();
    await expect(thread(page).getByText('Not sent')).toBeVisible();
    await page.unroute('**/rest/v1/messages*', drop);
    await thread(page).getByRole('button', { name: 'Try again' }).click();
    await expect(thread(page).getByText('Not sent')).toHaveCount(0);
    await page.reload();
    await expect(
      thread(page).getByText('Is the budget flexible for a native app?', { exact: true }),
    ).toBeVisible();
  });
});
