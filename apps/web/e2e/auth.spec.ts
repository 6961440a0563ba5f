import {
  appDrawn,
  confirmationLink,
  demo,
  openAuth,
  signIn,
  uniqueEmail,
  untilReactOwns,
} from './auth-helpers';
import { expect, test } from './fixtures';

/** Refused sign-ins are part of these journeys: the service answers 400 and the browser logs it. */
const refusedSignIn = [
  /HTTP 400: .*\/auth\/v1\/token\?grant_type=password/,
  /console error: Failed to load resource: the server responded with a status of 400/,
];

test.describe('journeys with a refused sign-in', () => {
  test.use({ expectedProblems: { patterns: refusedSignIn } });

  test('sign up, confirm through the mailbox, sign in, land on the dashboard', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('new');
    const password = 'a-long-enough-passphrase';
    await openAuth(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Success!')).toBeVisible();
    await expect(page.getByText('Check your email for the confirmation link.')).toBeVisible();

    // What comes next: the Sign In tab, the email kept, the password to type, nothing lingering.
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('status').filter({ hasText: 'Check your email:' })).toHaveText(
      `Check your email: we sent a confirmation link to ${email}. Open it to confirm your address, then sign in here.`,
    );
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Confirm Password')).toHaveValue('');
    await expect(page.getByLabel('Email')).toHaveValue(email);

    // Not confirmed yet: signing in is refused with the service's message.
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email not confirmed')).toBeVisible();

    // Following the link confirms the address and signs the person in.
    await page.goto(await confirmationLink(request, email));
    await expect(page).toHaveURL('/dashboard');
    await expect(
      page.getByRole('heading', { name: `Welcome back, ${email.split('@')[0]}!` }),
    ).toBeVisible();

    // And a later password sign-in works too (the confirmed page is a new load: its menu acts
    // once React owns it).
    await untilReactOwns(page.locator('main'));
    await page.getByRole('button', { name: /^My Account/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await signIn(page, email, password);
  });

  test('a wrong password shows the service message in an error toast', async ({ page }) => {
    await openAuth(page);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Error' });
    await expect(toast).toContainText('Invalid login credentials');
    await expect(page).toHaveURL('/auth');
    // The typed email is kept for another try.
    await expect(page.getByLabel('Email')).toHaveValue(demo.email);
  });

  test('a wrong password posted before the page’s JavaScript runs comes back with the email kept', async ({
    context,
  }) => {
    // A page of its own without the app's scripts: the form posts to the server (app/routes/auth.tsx).
    const bare = await context.newPage();
    await bare.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await bare.goto('/auth');
    await bare.getByLabel('Email').fill(demo.email);
    await bare.getByLabel('Password', { exact: true }).fill('not-the-password');
    const [answer] = await Promise.all([
      bare.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/auth',
      ),
      bare.getByRole('button', { name: 'Sign In' }).click(),
    ]);
    expect(answer.status()).toBe(400);
    await expect(bare.getByLabel('Email')).toHaveValue(demo.email);
    await expect(bare.getByLabel('Password', { exact: true })).toHaveValue('');
    await bare.close();
  });
});

test('different sign-up passwords are refused before any request', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => r.url().includes('/auth/v1/') && requests.push(r.url()));
  await openAuth(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('mismatch'));
  await page.getByLabel('Password', { exact: true }).fill('first-passphrase');
  await page.getByLabel('Confirm Password').fill('second-passphrase');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  expect(requests.filter((u) => u.includes('/signup'))).toEqual([]);
});

test('a protected route signed out lands on /auth, and Back does not return to it', async ({
  page,
}) => {
  await page.goto('/');
  await page.goto('/settings');
  await expect(page).toHaveURL('/auth');
  await page.goBack();
  await expect(page).toHaveURL('/');
});

test('signed in, /auth goes to the dashboard', async ({ page }) => {
  await signIn(page);
  await page.goto('/auth');
  await expect(page).toHaveURL('/dashboard');
});

test('ctrl+B toggles the sidebar and the state survives a reload', async ({ page }) => {
  await signIn(page);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  // The shortcut listens once the app has hydrated (a press before that was lost once in CI:
  // recorded on issue 33); this journey is about the shortcut and its cookie.
  await expect.poll(() => appDrawn(page)).toBe(true);
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveAttribute(
    'data-state',
    'collapsed',
  );
  const cookies = await page.context().cookies();
  const cookie = cookies.find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  // Kept for 7 days.
  expect(cookie && cookie.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
  await expect.poll(() => appDrawn(page)).toBe(true);
  await page.keyboard.press('Control+b');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveAttribute(
    'data-state',
    'expanded',
  );
});

test('Sign Out lands on / and closes the protected routes again', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: /^My Account/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tired of paying platforms to get paid?',
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/auth');
});
