import type { Page } from '@playwright/test';
import { password, restGet, tokenFor } from './account-helpers';
import { expect, test } from './fixtures';
import {
  apply,
  engagementPanel,
  ownProposal,
  panelHydrated,
  person,
  postJob,
  proposalFrom,
  restPost,
} from './hiring-helpers';

/*
 * The hiring loop between real accounts, each in its own browser, on the local stack: from a
 * proposal to finished work and the reviews it earns; a declined, a withdrawn and a cancelled
 * one; an invitation sent from a profile. Every change shows on the other side without a
 * reload (realtime); a third account sees none of it.
 */

test.describe.configure({ timeout: 240_000 });

/** One of the dashboard's four stat cards. */
const stat = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Your numbers' }).getByRole('listitem').filter({
    hasText: label,
  });

/** Opens a profile's Reviews tab. */
async function reviewsTab(page: Page) {
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  return page.getByRole('tabpanel', { name: /^Reviews/ });
}

for (const width of [1280, 375]) {
  test(`at ${width} px: a client hires, the work is completed, both review, and nobody else sees it`, async ({
    page,
    browser,
    request,
  }) => {
    const viewport = { width, height: width === 375 ? 812 : 900 };
    const stamp = Date.now().toString(36);
    const client = await person(browser, request, 'client', viewport, page);
    const freelancer = await person(browser, request, 'freelancer', viewport);
    const other = await person(browser, request, 'other', viewport);
    const a = client.page;
    const b = freelancer.page;
    const c = other.page;

    // The client posts; the freelancer's bid of $0 is refused with a clear message.
    const title = `Botanical plates for a seed catalogue ${stamp}`;
    const jobPath = await postJob(a, title);
    await b.goto(jobPath);
    await b.getByRole('button', { name: 'Apply for this Job' }).click();
    const applyDialog = b.getByRole('dialog', { name: 'Apply for this Job' });
    await applyDialog.getByLabel(/Cover letter/).fill('I paint seeds and seedlings in gouache.');
    await applyDialog.getByLabel(/Your bid/).fill('0');
    await applyDialog.getByRole('button', { name: 'Send Proposal' }).click();
    await expect(applyDialog.getByText('A bid must be more than $0.')).toBeVisible();
    await applyDialog.getByLabel(/Your bid/).fill('1,200');
    await applyDialog.getByRole('button', { name: 'Send Proposal' }).click();
    await expect(b.getByText('Your proposal has been sent.')).toBeVisible();
    await expect(ownProposal(b)).toContainText('Pending');
    await expect(ownProposal(b)).toContainText('$1,200');

    // The freelancer edits the pending proposal.
    await ownProposal(b).getByRole('button', { name: 'Edit' }).click();
    const edit = b.getByRole('dialog', { name: 'Edit your proposal' });
    await edit.getByLabel(/Your bid/).fill('1,500');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(b.getByText('Your changes to the proposal have been saved.')).toBeVisible();
    await expect(edit).toHaveCount(0);
    await expect(ownProposal(b)).toContainText('$1,500');

    // Another freelancer applies too.
    await c.goto(jobPath);
    await apply(c, 'Twenty years of herbarium drawings; happy to send a sample plate.', '900');

    // The client sees both live, and accepts the first after confirming the amount.
    await expect(proposalFrom(a, freelancer.name)).toContainText('$1,500');
    await expect(proposalFrom(a, other.name)).toContainText('$900');
    await proposalFrom(a, freelancer.name)
      .getByRole('button', { name: /^Accept/ })
      .click();
    const hire = a.getByRole('dialog', { name: `Hire ${freelancer.name}?` });
    await expect(hire.getByLabel('Agreed amount (USD)')).toHaveValue(/1,?500/);
    await hire.getByLabel('Agreed amount (USD)').fill('1400');
    await hire.getByRole('button', { name: `Hire ${freelancer.name}` }).click();
    await expect(
      a.getByText(`You hired ${freelancer.name}. The job is now in progress.`),
    ).toBeVisible();
    await expect(hire).toHaveCount(0);
    await expect(a.getByText('In progress').first()).toBeVisible();
    await expect(engagementPanel(a)).toContainText('$1,400');
    await expect(engagementPanel(a)).toContainText(freelancer.name);
    await expect(proposalFrom(a, freelancer.name)).toContainText('Accepted');

    // The freelancer's page follows without a reload: accepted, and the engagement.
    await expect(ownProposal(b)).toContainText('Accepted');
    await expect(engagementPanel(b)).toContainText('$1,400');
    await expect(engagementPanel(b)).toContainText(client.name);
    await expect(
      engagementPanel(b).getByRole('link', { name: `Message ${client.name}` }),
    ).toHaveAttribute('href', /^\/messages\/[0-9a-f-]{36}$/);
    // The other applicant has no engagement; theirs stays pending until the job closes.
    await expect(ownProposal(c)).toContainText('Pending');
    await expect(engagementPanel(c)).toHaveCount(0);

    // The client closes the job: the pending proposal becomes Not selected, live.
    await a.getByRole('button', { name: 'Close Job' }).click();
    await a
      .getByRole('alertdialog')
      .getByRole('button', { name: /Close Job/ })
      .click();
    await expect(a.getByText('Your job has been closed.', { exact: false })).toBeVisible();
    await expect(ownProposal(c)).toContainText('Not selected');
    // Closed, but still theirs to see: the badge, their proposal, no Job not found.
    await c.reload();
    await expect(c.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(c.getByText('Closed', { exact: true })).toBeVisible();
    await expect(ownProposal(c)).toContainText('Not selected');
    await expect(ownProposal(c).getByRole('button', { name: 'Withdraw proposal' })).toHaveCount(0);

    // The freelancer marks the work complete; the client confirms (live on both sides).
    await engagementPanel(b).getByRole('button', { name: 'Mark as complete' }).click();
    await expect(
      b.getByText(`Marked as complete. ${client.name} has been asked to confirm.`),
    ).toBeVisible();
    await expect(engagementPanel(b)).toContainText('Awaiting confirmation');
    // The client's bell tells them, live, to confirm (issue 36).
    await a
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    await expect(
      a
        .getByRole('dialog', { name: 'Notifications' })
        .getByRole('link', { name: /marked the work on/ }),
    ).toContainText(
      `${freelancer.name} marked the work on '${title}' as complete. Confirm it if you agree`,
    );
    await a.keyboard.press('Escape');
    await engagementPanel(a).getByRole('button', { name: 'Confirm completion' }).click();
    await expect(a.getByText('The work is complete. You can now leave a review.')).toBeVisible();
    await expect(engagementPanel(a)).toContainText('Completed');
    await expect(engagementPanel(b)).toContainText('Completed');

    // The dashboard counts it and lists the work.
    await b.goto('/dashboard');
    await expect(stat(b, 'Completed')).toContainText('1');
    await expect(b.getByRole('region', { name: 'Your work' })).toContainText(title);
    await b.goto(jobPath);
    await panelHydrated(b);

    // The freelancer reviews first: their review stays hidden until the client writes theirs.
    await engagementPanel(b).getByRole('button', { name: 'Leave a review' }).click();
    const reviewB = b.getByRole('dialog', { name: `Review ${client.name}` });
    await reviewB.getByRole('radio', { name: '5 stars' }).check();
    const wordsOfB = `Clear brief and quick answers ${stamp}.`;
    await reviewB.getByLabel(/Your review/).fill(wordsOfB);
    await reviewB.getByRole('button', { name: 'Send review' }).click();
    await expect(b.getByText('Thank you! Your review has been sent.')).toBeVisible();
    await expect(reviewB).toHaveCount(0);

    const clientId = (await tokenFor(request, client.email, password)).userId;
    const freelancerId = (await tokenFor(request, freelancer.email, password)).userId;
    await c.goto(`/profile/${clientId}`);
    await expect(c.getByText('1 job completed')).toBeVisible();
    await expect(c.getByText('No rating yet')).toBeVisible();
    await expect(await reviewsTab(c)).not.toContainText(wordsOfB);

    // The client reviews: now both are published.
    await engagementPanel(a).getByRole('button', { name: 'Leave a review' }).click();
    const reviewA = a.getByRole('dialog', { name: `Review ${freelancer.name}` });
    await reviewA.getByRole('radio', { name: '4 stars' }).check();
    const wordsOfA = `Lovely plates, delivered early ${stamp}.`;
    await reviewA.getByLabel(/Your review/).fill(wordsOfA);
    await reviewA.getByRole('button', { name: 'Send review' }).click();
    await expect(a.getByText('Thank you! Your review has been sent.')).toBeVisible();
    await expect(engagementPanel(a)).toContainText(wordsOfB);
    // Live, without a reload: the freelancer's engagement panel shows the client's review, and
    // the client's profile, open in the third browser, the freelancer's review and rating.
    await expect(engagementPanel(b)).toContainText(wordsOfA);
    await expect(c.getByRole('tabpanel', { name: /^Reviews/ })).toContainText(wordsOfB);
    await expect(c.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeVisible();

    // Each profile: 1 job completed, the other's review and the rating from it.
    await a.goto(`/profile/${freelancerId}`);
    await expect(a.getByText('1 job completed')).toBeVisible();
    await expect(a.getByRole('img', { name: 'Rated 4 out of 5' }).first()).toBeVisible();
    await expect(await reviewsTab(a)).toContainText(wordsOfA);
    await b.goto(`/profile/${clientId}`);
    await expect(b.getByText('1 job completed')).toBeVisible();
    await expect(b.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeVisible();
    await expect(await reviewsTab(b)).toContainText(wordsOfB);

    // A third account sees none of the engagement and cannot review.
    await c.goto(jobPath);
    await expect(engagementPanel(c)).toHaveCount(0);
    await expect(c.getByRole('button', { name: 'Leave a review' })).toHaveCount(0);
    const { token: otherToken } = await tokenFor(request, other.email, password);
    const { token: clientToken } = await tokenFor(request, client.email, password);
    const [engagement] = await restGet<{ id: string }>(
      request,
      clientToken,
      'engagements?select=id',
    );
    expect(engagement, 'the client reads their engagement').toBeDefined();
    expect(
      await restGet(request, otherToken, `engagements?select=id&id=eq.${engagement!.id}`),
    ).toHaveLength(0);
    const refused = await restPost(request, otherToken, 'reviews', {
      engagement_id: engagement!.id,
      reviewee_id: freelancerId,
      rating: 1,
      comment: 'Never worked with them.',
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body).toMatchObject({ code: 'RVENG' });

    await Promise.all([client.close(), freelancer.close(), other.close()]);
  });
}

test('a declined proposal, a withdrawn one, an invitation from a profile and a cancelled engagement', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const client = await person(browser, request, 'client2', undefined, page);
  const freelancer = await person(browser, request, 'freelancer2');
  const other = await person(browser, request, 'other2');
  const a = client.page;
  const b = freelancer.page;
  const c = other.page;

  const title = `Hand-lettered shop sign ${stamp}`;
  const jobPath = await postJob(a, title);
  await b.goto(jobPath);
  await apply(b, 'I letter signs in gold leaf; photos of ten shop fronts attached.', '800');
  await c.goto(jobPath);
  await apply(c, 'Sign painter for fifteen years.', '650');

  // The client declines with a note: the freelancer sees it live.
  await proposalFrom(a, freelancer.name)
    .getByRole('button', { name: /^Decline/ })
    .click();
  const decline = a.getByRole('dialog', { name: `Decline ${freelancer.name}’s proposal?` });
  await decline.getByLabel('Note to the freelancer (optional)').fill('We chose a painted sign.');
  await decline.getByRole('button', { name: 'Decline proposal' }).click();
  await expect(a.getByText(`You declined ${freelancer.name}'s proposal.`)).toBeVisible();
  await expect(proposalFrom(a, freelancer.name)).toContainText('Declined');
  await expect(ownProposal(b)).toContainText('Declined');
  await expect(ownProposal(b)).toContainText('We chose a painted sign.');
  await expect(ownProposal(b).getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // A refusal from the database is shown in words a person can act on (here the answer a
  // proposal that is no longer theirs gets, PT404, given once by the network).
  await c.route(
    '**/rest/v1/rpc/withdraw_proposal',
    (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'PT404',
          message: 'No proposal of yours with this id.',
          details: null,
          hint: null,
        }),
      }),
    { times: 1 },
  );
  await ownProposal(c).getByRole('button', { name: 'Withdraw proposal' }).click();
  const withdraw = c.getByRole('alertdialog');
  await withdraw.getByRole('button', { name: 'Withdraw proposal' }).click();
  await expect(
    c
      .getByText(
        'This is no longer there for you to change. Reload the page to see where it stands.',
      )
      .first(),
  ).toBeVisible();
  // The dialog stays, saying so, and nothing changed.
  await expect(withdraw).toContainText('This is no longer there for you to change.');

  // The other withdraws theirs (again, for real): the client's list follows.
  await withdraw.getByRole('button', { name: 'Withdraw proposal' }).click();
  await expect(c.getByText('Your proposal has been withdrawn.')).toBeVisible();
  await expect(ownProposal(c)).toContainText('Withdrawn');
  await expect(proposalFrom(a, other.name)).toContainText('Withdrawn');
  await expect(proposalFrom(a, other.name).getByRole('button', { name: /^Accept/ })).toHaveCount(0);

  // My proposals lists both by status; My jobs the client's job with its counts.
  await b.goto('/jobs?view=my-proposals');
  await expect(b.getByRole('heading', { level: 1, name: 'My Proposals' })).toBeVisible();
  await expect(b.getByRole('link', { name: title })).toBeVisible();
  await expect(b.getByText('Declined').first()).toBeVisible();
  await a.goto('/dashboard');
  await a.getByRole('link', { name: /Active Jobs/ }).click();
  await expect(a).toHaveURL('/jobs?view=my-jobs');
  await expect(a.getByRole('heading', { level: 1, name: 'My Jobs' })).toBeVisible();
  await expect(a.getByRole('list', { name: 'Your jobs' })).toContainText(title);

  // The client invites the declined freelancer to a second job, from their profile.
  const secondTitle = `Chalkboard menu lettering ${stamp}`;
  const secondPath = await postJob(a, secondTitle);
  const freelancerId = (await tokenFor(request, freelancer.email, password)).userId;
  await a.goto(`/profile/${freelancerId}`);
  await a.getByRole('button', { name: 'Hire' }).click();
  const invite = a.getByRole('dialog', { name: `Invite ${freelancer.name} to a job` });
  await invite.getByRole('radio', { name: new RegExp(secondTitle) }).click();
  await invite.getByLabel('Message (optional)').fill('Your gold leaf work is lovely.');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(a.getByText(`Invitation sent to ${freelancer.name}.`)).toBeVisible();

  // The invitation waits in their conversation, with a link to apply.
  await b.goto('/messages');
  await b
    .getByRole('link', { name: new RegExp(client.name) })
    .first()
    .click();
  const link = b.getByRole('link', { name: `View job and apply: ${secondTitle}` });
  await expect(link).toBeVisible();
  await link.click();
  await expect(b).toHaveURL(secondPath);
  await apply(b, 'Chalk is my favourite medium.', '300');

  // Hired, then cancelled with a reason: both see it cancelled.
  await a.goto(secondPath);
  await proposalFrom(a, freelancer.name)
    .getByRole('button', { name: /^Accept/ })
    .click();
  await a
    .getByRole('dialog', { name: `Hire ${freelancer.name}?` })
    .getByRole('button', { name: `Hire ${freelancer.name}` })
    .click();
  await expect(engagementPanel(a)).toContainText('$300');
  await expect(engagementPanel(b)).toContainText('In progress');
  await engagementPanel(b)
    .getByRole('button', { name: /^Cancel/ })
    .click();
  const cancel = b.getByRole('dialog', { name: 'Cancel this engagement?' });
  await cancel.getByLabel(/Reason/).fill('I broke my wrist and cannot letter for a month.');
  await cancel.getByRole('button', { name: 'Cancel engagement' }).click();
  await expect(b.getByText('The engagement has been cancelled.')).toBeVisible();
  await expect(engagementPanel(b)).toContainText('Cancelled');
  await expect(engagementPanel(a)).toContainText('Cancelled');
  await expect(engagementPanel(a)).toContainText('I broke my wrist');
  await expect(engagementPanel(a).getByRole('button', { name: 'Confirm completion' })).toHaveCount(
    0,
  );

  await Promise.all([client.close(), freelancer.close(), other.close()]);
});
