import type { Locator, Page } from '@playwright/test';
import { sampleConversations } from '@brand/ui/sample-data';
import { conversationIdWith, signUpAndConfirm } from './account-helpers';
import { appDrawn, openAuth, signIn, untilReactOwns } from './auth-helpers';
import { expect, test } from './fixtures';
import { countLine, openJobCount } from './jobs-helpers';

/*
 * Bad input everywhere a person can type: very long text, whitespace only,
 * emoji, right-to-left scripts and HTML/script-looking text. Nothing crashes,
 * the fixture fails on any console error or failed request (an injected
 * <img src=x> would request /x), markup shows literally and never runs, and
 * refused input gets a clear message.
 */

const long = 'Fairlance '.repeat(500); // 5,000 characters
const emoji = 'Logo for a café ☕ 🎨🚀 👩🏽‍💻 and 🇵🇹';
const rtl = 'مرحبا بالعالم — שלום עולם';
const imgTag = '<img src=x onerror="window.__pwned=1;alert(1)">';
const scriptTag = '<script>window.__pwned=2;alert(2)</script>';
const whitespace = '  \u00a0   ';

/** Fails the test if any dialog opens; asserts nothing ran, at the end. */
function guardAgainstScripts(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    expect(dialogs, 'dialogs opened by injected text').toEqual([]);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src="x"], script:not([src]):text("__pwned")').count()).toBe(0);
  };
}

/** Replaces a field's text in one input event, the way a paste does. */
async function paste(page: Page, field: Locator, text: string) {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

/** Answers a route's data (React Router's `.data` request) with a server error: the route fails. */
async function breakData(page: Page, path: string) {
  const pattern = new RegExp(`${path.replace(/\//g, '\\/')}\\.data(\\?|$)`);
  await page.route(pattern, (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: `${path} is broken (e2e)` }),
  );
  return () => page.unroute(pattern);
}

/**
 * Records, from the document's start, every error and rejection the page leaves uncaught; the
 * returned function reads them.
 */
async function watchUncaught(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { uncaught: string[] }).uncaught = seen;
    window.addEventListener('error', (event) => seen.push(event.message));
    window.addEventListener('unhandledrejection', (event) => seen.push(String(event.reason)));
  });
  return () => page.evaluate(() => (window as unknown as { uncaught: string[] }).uncaught);
}

test.describe('error boundary', () => {
  test.use({
    expectedProblems: {
      patterns: [/HTTP 500: .*\/jobs\.data/, /status of 500 \(Internal Server Error\)/],
    },
  });
  test('a screen whose data fails shows the friendly error inside the shell, and Try again recovers', async ({
    page,
    consoleMessages,
  }) => {
    const uncaught = await watchUncaught(page);
    await signIn(page);
    // The app in charge: a navigation inside it.
    await expect.poll(() => appDrawn(page)).toBe(true);
    const repair = await breakData(page, '/jobs');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Jobs' })
      .click();

    const screen = page.getByRole('region', { name: 'Something went wrong' });
    await expect(screen).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    // The shell stays: navigation and the account menu still work.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect
      .poll(() => consoleMessages.filter((m) => m.type() === 'warning').map((m) => m.text()))
      .toContainEqual(expect.stringContaining('Route error at /jobs'));
    expect(await uncaught()).toEqual([]);

    await repair();
    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();
  });
});

test.describe('landing calculator: pasted numbers', () => {
  test('separators are read, refusals are explained, and the last valid value stays', async ({
    page,
  }) => {
    await page.goto('/');
    const members = page.getByRole('textbox', { name: 'Community members' });
    const hint = page.locator('[data-slot="fee-calculator-hint"]');
    const fee = page.getByRole('status', { name: 'Monthly fee per member' });
    await members.scrollIntoViewIfNeeded();
    // The calculator is an island: retry until it has hydrated and answers typing
    // (alternating values, so each attempt is a real change for React).
    await expect(async () => {
      await paste(page, members, '4,000');
      await paste(page, members, '10,000');
      await expect(fee).toHaveText('$1.67', { timeout: 1_000 });
    }).toPass();
    await members.press('Enter');
    await expect(members).toHaveValue('10,000');

    // Space-grouped thousands are a number too: applied as pasted.
    await paste(page, members, '25 000');
    await expect(fee).toHaveText('$0.67');
    await expect(members)
      .toHaveAttribute('aria-invalid', /^$|false/)
      .catch(() => undefined);
    await members.press('Enter');
    await expect(members).toHaveValue('25,000');

    // Exponent notation and Arabic-Indic digits are not plain numbers: refused
    // with a hint, the result keeps the last valid count, Enter shows it again.
    for (const refused of ['1.5e4', '١٢٣٤٥', '10,000 members', emoji, imgTag]) {
      await paste(page, members, refused);
      await expect(members).toHaveValue(refused);
      await expect(hint).toHaveText('Numbers only. Still calculating for 25,000 members.');
      await expect(members).toHaveAttribute('aria-invalid', 'true');
      await expect(fee).toHaveText('$0.67');
      await members.press('Enter');
      await expect(members).toHaveValue('25,000');
      await expect(hint).not.toHaveText(/Numbers only/);
    }

    // Out of range: explained while typing, clamped on Enter.
    await paste(page, members, '-5');
    await expect(hint).toHaveText(
      'Below 3,000: this will be set to 3,000 when you leave the field.',
    );
    await expect(fee).toHaveText('$0.67');
    await members.press('Enter');
    await expect(members).toHaveValue('3,000');
    await expect(fee).toHaveText('$5.56');

    await paste(page, members, '9'.repeat(400));
    await expect(hint).toHaveText(
      'Above 25,000: this will be set to 25,000 when you leave the field.',
    );
    await members.press('Tab');
    await expect(members).toHaveValue('25,000');

    // Whitespace only: ignored, and leaving the field restores the count.
    await paste(page, members, whitespace);
    await expect(hint).toHaveText('Numbers only. Still calculating for 25,000 members.');
    await members.press('Escape');
    await expect(members).toHaveValue('25,000');
  });
});

test.describe('sign in and sign up fields', () => {
  // A whitespace-only password is a real password to the service, which refuses it.
  test.use({
    expectedProblems: {
      patterns: [
        /HTTP 400: .*\/auth\/v1\/token\?grant_type=password/,
        /console error: Failed to load resource: .* 400/,
      ],
    },
  });

  test('blank, long, emoji, right-to-left and markup-looking input', async ({ page }) => {
    const checkNoScripts = guardAgainstScripts(page);
    await openAuth(page);
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    const signInButton = page.getByRole('button', { name: 'Sign In' });

    // Whitespace only is blank: the browser's required check says so, no request is made.
    await email.fill('     ');
    await password.fill(whitespace);
    await signInButton.click();
    await expect(page).toHaveURL('/auth');
    expect(await email.evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe('');
    // A real email with a whitespace-only password: spaces are characters (the
    // service judges passwords), so the service refuses it and the toast says why.
    await email.fill('demo@fairlance.dev');
    await password.fill('      ');
    await signInButton.click();
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
    await expect(page).toHaveURL('/auth');

    // Long, emoji, RTL and markup text in the password: kept as typed, never shown.
    for (const text of [long, emoji, rtl, imgTag, scriptTag]) {
      await password.fill(text);
      await expect(password).toHaveValue(text);
    }
    await expect(page.getByText('__pwned')).toHaveCount(0);

    // Sign up: mismatched exotic passwords are refused with the spec's message.
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
    await signUp.getByLabel('Email').fill(`rtl-${Date.now()}@example.com`);
    await signUp.getByLabel('Password', { exact: true }).fill(`${rtl} ${emoji}`);
    await signUp.getByLabel('Confirm Password').fill(`${emoji} ${rtl}`);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page).toHaveURL('/auth');

    // Markup in the email is not an email: the browser refuses it before any request.
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await email.fill(imgTag);
    await password.fill('fairlance-demo');
    await signInButton.click();
    await expect(page).toHaveURL('/auth');
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    await checkNoScripts();
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('job search box', async ({ page, request }) => {
    const checkNoScripts = guardAgainstScripts(page);
    await page.goto('/jobs');
    const search = page.getByRole('searchbox');
    for (const text of [long, emoji, rtl, imgTag, scriptTag]) {
      await paste(page, search, text);
      await expect(search).toHaveValue(text);
      await expect(page.getByText('0 jobs found')).toBeVisible();
      await expect(page.getByText('No jobs found')).toBeVisible();
    }
    // Whitespace only is no filter at all.
    await paste(page, search, whitespace);
    await expect(page.getByText(countLine(await openJobCount(request)))).toBeVisible();
    // The query survives a reload through the URL, literally.
    await paste(page, search, scriptTag);
    await page.reload();
    await expect(page.getByRole('searchbox')).toHaveValue(scriptTag);
    await checkNoScripts();
  });

  test.describe('post a job', () => {
    test('post-job fields and skills', async ({ page }) => {
      const checkNoScripts = guardAgainstScripts(page);
      await page.goto('/jobs/create');
      const title = page.getByLabel(/Job Title/);
      const description = page.getByLabel(/Job Description/);
      const budget = page.getByLabel(/Budget/);
      const skills = page.getByLabel(/Required Skills/);
      const hint = page.getByText('Press Enter or Add after each skill. Optional, up to 20.');

      // Whitespace-only required fields are refused, each with its message.
      await title.fill(whitespace);
      await description.fill(whitespace);
      await budget.fill(whitespace);
      await page.getByRole('button', { name: 'Post Job' }).click();
      await expect(page.getByText('Enter a job title.')).toBeVisible();
      await expect(page.getByText('Describe the job.')).toBeVisible();
      await expect(page.getByText('Enter a budget, for example $2,000 - $4,000.')).toBeVisible();
      await expect(page).toHaveURL('/jobs/create');

      // Skills: blank, duplicate and over-long are refused with a message; exotic ones are chips.
      await skills.fill(whitespace);
      await skills.press('Enter');
      await expect(page.getByText('Type a skill before adding it.')).toBeVisible();
      await skills.fill('x'.repeat(300));
      await skills.press('Enter');
      await expect(
        page.getByText('Keep each skill to 50 characters; this one has 300.'),
      ).toBeVisible();
      await expect(skills).toHaveValue('x'.repeat(300));
      for (const skill of [emoji, rtl, imgTag, 'x'.repeat(50)]) {
        await skills.fill(skill);
        await skills.press('Enter');
        await expect(page.getByRole('button', { name: `Remove ${skill}` })).toBeVisible();
      }
      await skills.fill(` ${rtl.toUpperCase()} `);
      await skills.press('Enter');
      await expect(page.getByText(`${rtl} is already in the list.`)).toBeVisible();
      await skills.fill('Figma');
      await expect(hint).toBeVisible();
      // A 50-character skill wraps inside the form instead of widening the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        await page.evaluate(() => document.documentElement.clientWidth),
      );

      // A job whose title is markup and whose description is 5,000 characters (the database's
      // limit) posts fine.
      const jobTitle = `${imgTag} ${scriptTag} ${emoji}`;
      await title.fill(jobTitle);
      await page.getByRole('combobox', { name: /Category/ }).click();
      await page.getByRole('option', { name: 'Design' }).click();
      const fullDescription = `${rtl}\n${long}`.slice(0, 5000);
      await description.fill(fullDescription);
      await budget.fill('💰 ١٢٠٠ - ٢٠٠٠ $');
      await page.getByRole('combobox', { name: /Timeline/ }).click();
      await page.getByRole('option', { name: '1-2 weeks' }).click();
      await page.getByRole('combobox', { name: /Experience Level/ }).click();
      await page.getByRole('option', { name: /Entry/ }).click();
      await page.getByRole('button', { name: 'Post Job' }).click();
      await expect(page.getByText('Your job has been posted successfully.')).toBeVisible();
      await expect(page).toHaveURL('/jobs');

      const card = page.getByRole('link', { name: jobTitle });
      await expect(card).toBeVisible();
      await card.click();
      await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
      await expect(page.getByText('💰 ١٢٠٠ - ٢٠٠٠ $').first()).toBeVisible();
      await checkNoScripts();
    });
  });

  test('message composer', async ({ page, request }) => {
    const checkNoScripts = guardAgainstScripts(page);
    const conversation = sampleConversations[2]!;
    await page.goto(`/messages/${await conversationIdWith(request, conversation.name)}`);
    const composer = page.getByRole('textbox', { name: `Message ${conversation.name}` });
    const send = page.getByRole('button', { name: 'Send' });
    const thread = page.getByRole('list', { name: 'Messages' });
    // The app's own handling is checked: once the page is React's (before, the head's listener
    // holds an Enter until the app runs, typing-before-hydration.spec.ts).
    await untilReactOwns(composer);

    // Whitespace only cannot be sent, by button or by Enter.
    await composer.fill(whitespace);
    await expect(send).toBeDisabled();
    const before = await thread.getByRole('listitem').count();
    await composer.press('Enter');
    await expect(thread.getByRole('listitem')).toHaveCount(before);

    // Over a message's 4,000 characters: said, not sent, and nothing typed is lost.
    await paste(page, composer, long);
    await expect(page.getByText('999 characters over the 4,000-character limit')).toBeVisible();
    await expect(send).toBeDisabled();
    await composer.press('Enter');
    await expect(composer).toHaveValue(long);
    await expect(thread.getByRole('listitem')).toHaveCount(before);
    await composer.fill('');

    const longest = long.slice(0, 4000).trim();
    for (const text of [imgTag, scriptTag, emoji, rtl, longest]) {
      await paste(page, composer, text);
      await composer.press('Enter');
      await expect(composer).toHaveValue('');
    }
    for (const text of [imgTag, scriptTag, emoji, rtl, longest]) {
      await expect(thread.getByText(text, { exact: true })).toBeVisible();
    }
    // The long message wraps inside the thread.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => document.documentElement.clientWidth),
    );
    await checkNoScripts();
  });
});

test.describe('settings, as a new account', () => {
  /** The over-long bio is refused by the database: it answers 400 and the browser logs it. */
  test.use({
    expectedProblems: {
      patterns: [
        /HTTP 400: .*\/rest\/v1\/profiles/,
        /console error: Failed to load resource: the server responded with a status of 400/,
      ],
    },
  });

  test('settings profile fields', async ({ page, request }) => {
    await signUpAndConfirm(page, request, 'bad-input');
    const checkNoScripts = guardAgainstScripts(page);
    await page.goto('/settings');
    const name = page.getByLabel('Full name');
    const bio = page.getByLabel('Bio');
    const location = page.getByLabel('Location');
    const rate = page.getByLabel('Hourly rate (USD)');

    await paste(page, name, `${rtl} ${emoji}`);
    await paste(page, bio, `${scriptTag}\n${imgTag}\n${long}`);
    await paste(page, location, imgTag);
    // A number field refuses letters outright.
    await rate.fill('');
    await rate.pressSequentially('abc');
    await expect(rate).toHaveValue('');
    await rate.fill('85');
    // Over the bio's 2,000 characters: refused beside the bio, and nothing typed is lost.
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(
      page.getByText(/^Bio can be at most 2,000 characters \(this one has/),
    ).toBeVisible();
    await expect(page.getByText('Failed to save settings. Please try again.')).toHaveCount(0);
    await expect(bio).toHaveValue(`${scriptTag}\n${imgTag}\n${long}`);
    await expect(name).toHaveValue(`${rtl} ${emoji}`);

    const fits = `${scriptTag}\n${imgTag}\n${long.slice(0, 1900).trim()}`;
    await paste(page, bio, fits);
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(
      page.getByText('Your profile settings have been updated successfully.'),
    ).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue(`${rtl} ${emoji}`);
    await expect(page.getByLabel('Bio')).toHaveValue(fits);
    await expect(page.getByLabel('Location')).toHaveValue(imgTag);
    // The profile shows the markup-looking text literally.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: `${rtl} ${emoji}` })).toBeVisible();
    await expect(page.getByText(imgTag, { exact: true })).toBeVisible();
    await checkNoScripts();
  });
});
