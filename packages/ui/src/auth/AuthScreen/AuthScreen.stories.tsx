import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Toaster, toast } from 'sonner';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toasterTheme } from '../../feedback/toasterTheme';
import { LinkProvider, type LinkComponentProps } from '../../primitives';
import { AuthScreen } from './AuthScreen';

/** Stories stay on their page: links report the click instead of navigating. */
function StoryLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- content arrives through props.children
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

const never = () => new Promise<never>(() => {});

const meta = {
  title: 'Auth/AuthScreen',
  component: AuthScreen,
  args: {
    onSignIn: fn(async () => undefined),
    onSignUp: fn(async (): Promise<unknown> => undefined),
    homeHref: '/',
  },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof AuthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome to Fairlance' }),
    ).toBeVisible();
    await expect(canvas.getByText('Join the no-middleman freelance revolution.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const email = canvas.getByLabelText('Email');
    const password = canvas.getByLabelText('Password');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toBeRequired();
    await expect(password).toHaveAttribute('autocomplete', 'current-password');

    await userEvent.type(email, 'maya.okafor@fairlance.dev');
    // Enter submits the form natively.
    await userEvent.type(password, 'tide-pool-42{Enter}');
    await waitFor(() =>
      expect(args.onSignIn).toHaveBeenCalledWith({
        email: 'maya.okafor@fairlance.dev',
        password: 'tide-pool-42',
      }),
    );
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
};

export const SignUp: Story = {
  // Draws what SignIn draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Sign Up' }));
    await expect(canvas.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const email = canvas.getByLabelText('Email');
    const password = canvas.getByLabelText('Password');
    const confirm = canvas.getByLabelText('Confirm Password');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirm).toHaveAttribute('autocomplete', 'new-password');
    for (const input of [email, password, confirm]) await expect(input).toBeRequired();

    await userEvent.type(email, 'jonas.berg@fairlance.dev');
    await userEvent.type(password, 'north-ridge-7');
    await userEvent.type(confirm, 'north-ridge-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));

    await waitFor(() =>
      expect(args.onSignUp).toHaveBeenCalledWith({
        email: 'jonas.berg@fairlance.dev',
        password: 'north-ridge-7',
      }),
    );
    await expect(args.onSignIn).not.toHaveBeenCalled();

    // Created: the Sign In tab opens with the email kept, says what happens next, and waits
    // for the password.
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Check your email: we sent a confirmation link to jonas.berg@fairlance.dev. Open it to confirm your address, then sign in here.',
    );
    await expect(canvas.getByLabelText('Email')).toHaveValue('jonas.berg@fairlance.dev');
    await waitFor(() => expect(canvas.getByLabelText('Password')).toHaveFocus());
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
    // Nothing secret lingers in the sign-up form.
    await userEvent.click(canvas.getByRole('tab', { name: 'Sign Up' }));
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
    await expect(canvas.getByLabelText('Confirm Password')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  },
};

/** 'Forgot password?': the email, a link sent, the same answer whether or not it has an account. */
export const ForgotPassword: Story = {
  // Interaction only: its first frame is another story's picture (not shot again).
  parameters: { visual: false },
  args: { onForgotPassword: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'jonas.berg@fairlance.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    await expect(canvas.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    // The typed email comes along.
    await expect(canvas.getByLabelText('Email')).toHaveValue('jonas.berg@fairlance.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onForgotPassword).toHaveBeenCalledWith('jonas.berg@fairlance.dev');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'If an account uses jonas.berg@fairlance.dev, we sent it a link to set a new password.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Back to sign in' }));
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible();
  },
};

/** After sign-up: 'Resend confirmation email' in the note (a long address wraps on a phone). */
export const ResendAfterSignUp: Story = {
  // Interaction only: its first frame is another story's picture (not shot again).
  parameters: { visual: false },
  args: { onResendConfirmation: fn(async () => undefined) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = 'jonas.berg.with-a-rather-long-address@fairlance-example.dev';
    await userEvent.click(canvas.getByRole('tab', { name: 'Sign Up' }));
    await userEvent.type(canvas.getByLabelText('Email'), email);
    await userEvent.type(canvas.getByLabelText('Password'), 'north-ridge-7');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'north-ridge-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    const note = await canvas.findByRole('status');
    // Not clipped: the note fits the phone's width.
    await expect(note.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(note.scrollWidth).toBeLessThanOrEqual(note.clientWidth + 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend confirmation email' }));
    await expect(args.onResendConfirmation).toHaveBeenCalledWith(email);
    await expect(await canvas.findByText(`Sent again to ${email}.`)).toBeVisible();
  },
};

/** Sign-in said the email is not confirmed: the screen says so and offers the email again. */
export const NotConfirmed: Story = {
  args: {
    unconfirmedEmail: 'jonas.berg@fairlance.dev',
    onResendConfirmation: fn(async () => {
      throw new Error('For security purposes, you can only request this after 52 seconds.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'jonas.berg@fairlance.dev is not confirmed yet.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Resend confirmation email' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('after 52 seconds');
  },
};

/** The service refused the sign-up (resolved `false`): the form stays as it was, to fix and retry. */
export const SignUpRefused: Story = {
  // Draws what PasswordsDontMatch draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { defaultTab: 'sign-up', onSignUp: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'taken@fairlance.dev');
    await userEvent.type(canvas.getByLabelText('Password'), 'north-ridge-7');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'north-ridge-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(args.onSignUp).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Create Account' })).toBeEnabled(),
    );
    await expect(canvas.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByLabelText('Password')).toHaveValue('north-ridge-7');
    await expect(canvas.getByLabelText('Confirm Password')).toHaveValue('north-ridge-7');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const PasswordsDontMatch: Story = {
  args: { defaultTab: 'sign-up' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const confirm = canvas.getByLabelText('Confirm Password');
    await userEvent.type(canvas.getByLabelText('Email'), 'jonas.berg@fairlance.dev');
    await userEvent.type(canvas.getByLabelText('Password'), 'north-ridge-7');
    await userEvent.type(confirm, 'north-ridge-8');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Passwords don't match");
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAttribute('aria-describedby', alert.id);
    await expect(confirm).toHaveAccessibleDescription("Passwords don't match");
    await expect(args.onSignUp).not.toHaveBeenCalled();

    // Correcting the confirmation clears the message.
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'north-ridge-7');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();

    // A second mismatch is caught again; still no request.
    await userEvent.type(confirm, '!');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Passwords don't match");
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
};

export const SigningIn: Story = {
  // Draws what SignIn draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { onSignIn: fn(never) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'maya.okafor@fairlance.dev');
    await userEvent.type(canvas.getByLabelText('Password'), 'tide-pool-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));

    const busy = await canvas.findByRole('button', { name: 'Signing In...' });
    await expect(busy).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Email')).toHaveValue('maya.okafor@fairlance.dev');
    await expect(canvas.getByLabelText('Password')).toHaveValue('tide-pool-42');

    // Enter while busy does not send a second request.
    await userEvent.type(canvas.getByLabelText('Password'), '{Enter}');
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

export const CreatingAccount: Story = {
  // Draws what PasswordsDontMatch draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { defaultTab: 'sign-up', onSignUp: fn(never) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'jonas.berg@fairlance.dev');
    await userEvent.type(canvas.getByLabelText('Password'), 'north-ridge-7');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'north-ridge-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));

    const busy = await canvas.findByRole('button', { name: 'Creating Account...' });
    await expect(busy).toBeDisabled();
    await expect(canvas.getByLabelText('Confirm Password')).toHaveValue('north-ridge-7');
    await expect(args.onSignUp).toHaveBeenCalledTimes(1);
  },
};

export const SignInFailed: Story = {
  // Draws what SignIn draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: {
    onSignIn: fn(() => Promise.reject(new Error('Invalid login credentials'))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'maya.okafor@fairlance.dev');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password{Enter}');
    await waitFor(() => expect(args.onSignIn).toHaveBeenCalledTimes(1));

    // The app shows the service's message; the form is usable again, input intact.
    const button = await canvas.findByRole('button', { name: 'Sign In' });
    await expect(button).toBeEnabled();
    await expect(canvas.getByLabelText('Email')).toHaveValue('maya.okafor@fairlance.dev');
    await expect(canvas.getByLabelText('Password')).toHaveValue('wrong-password');

    await userEvent.click(button);
    await waitFor(() => expect(args.onSignIn).toHaveBeenCalledTimes(2));
  },
};

/**
 * A sign-in the server refused before the page's JavaScript ran: the page comes back with the
 * email typed, so trying again needs only the password.
 */
export const EmailKeptAfterRefusal: Story = {
  // Draws what SignIn draws with an email filled in: not shot again by the visual gate.
  parameters: { visual: false },
  args: { defaultEmail: 'maya.okafor@fairlance.dev' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveValue('maya.okafor@fairlance.dev');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
    await userEvent.type(canvas.getByLabelText('Password'), 'the-right-one{Enter}');
    await waitFor(() =>
      expect(args.onSignIn).toHaveBeenCalledWith({
        email: 'maya.okafor@fairlance.dev',
        password: 'the-right-one',
      }),
    );
  },
};

export const Phone: Story = {
  // Draws what SignIn draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    await expect(doc.defaultView?.innerWidth).toBe(375);
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible();
    // Nothing is wider than the phone.
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(
      doc.documentElement.clientWidth,
    );
  },
};

export const Dark: Story = {
  // Draws what PasswordsDontMatch draws in dark: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { appearance: 'dark' },
  args: { defaultTab: 'sign-up' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeVisible();
  },
};

/*
 * How the app reports results: its toaster (sonner, configured as in apps/web)
 * shows the service's message on failure and the confirmation hint on sign-up.
 */
const withToaster: Decorator = (Story) => (
  <>
    <Story />
    <Toaster
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      richColors
      style={toasterTheme}
    />
  </>
);

export const SignInErrorToast: Story = {
  // Draws what SignIn draws: not shot again by the visual gate.
  parameters: { visual: false },
  decorators: [withToaster],
  args: {
    onSignIn: fn(async () => {
      toast.error('Error', { description: 'Invalid login credentials' });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'maya@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledWith({
      email: 'maya@example.com',
      password: 'wrong-password',
    });
    const page = within(canvasElement.ownerDocument.body);
    // Toasts slide in: wait until they are shown.
    await waitFor(() => expect(page.getByText('Invalid login credentials')).toBeVisible());
    await expect(page.getByText('Error')).toBeVisible();
    // The form stays usable with what was typed.
    await expect(canvas.getByLabelText('Email')).toHaveValue('maya@example.com');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

export const SignUpSuccessToast: Story = {
  // Draws what PasswordsDontMatch draws: not shot again by the visual gate.
  parameters: { visual: false },
  decorators: [withToaster],
  args: {
    defaultTab: 'sign-up',
    onSignUp: fn(async () => {
      toast.success('Success!', { description: 'Check your email for the confirmation link.' });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'new.member@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'a-long-passphrase');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'a-long-passphrase');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByText('Success!')).toBeVisible());
    await waitFor(() =>
      expect(page.getByText('Check your email for the confirmation link.')).toBeVisible(),
    );
  },
};
