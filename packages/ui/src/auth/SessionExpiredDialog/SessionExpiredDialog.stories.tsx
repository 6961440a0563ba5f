import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SessionExpiredDialog } from './SessionExpiredDialog';

let releaseSignIn: (() => void) | undefined;

const meta = {
  title: 'Auth/SessionExpiredDialog',
  component: SessionExpiredDialog,
  args: {
    open: true,
    email: 'maya@example.com',
    // Resolves when the play function says so, like a sign-in on its way.
    onSignIn: fn(
      () =>
        new Promise<void>((resolve) => {
          releaseSignIn = resolve;
        }),
    ),
    onUseAnotherAccount: fn(),
  },
} satisfies Meta<typeof SessionExpiredDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal: look for it in the whole document. */
const dialogOf = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('alertdialog', { name: 'Your session has ended' });
  // Radix fades the dialog in; wait until it is fully shown.
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  return within(dialog);
};

/** Over the page, naming the account; the password is asked for. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(
      dialog.getByText(
        'Sign in again as maya@example.com to carry on. What you typed on this page is still here.',
      ),
    ).toBeVisible();
    await expect(dialog.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    await expect(dialog.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

/** An empty password is refused with a message, without calling the app. */
export const EmptyPassword: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Sign In' }));
    await expect(dialog.getByText('Enter your password.')).toBeVisible();
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** Signing in: busy until the app's promise settles, then ready again. */
export const SigningIn: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText(/Password/), 'a-long-enough-passphrase{Enter}');
    await expect(args.onSignIn).toHaveBeenCalledWith('a-long-enough-passphrase');
    await expect(dialog.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Use another account' })).toBeDisabled();
    releaseSignIn?.();
    await expect(await dialog.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

/** The last attempt failed: the reason under the password. */
export const WrongPassword: Story = {
  args: { error: 'Invalid login credentials' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Invalid login credentials')).toBeVisible();
    await expect(dialog.getByLabelText(/Password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** 'Use another account' hands over to the app. */
export const AnotherAccount: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Use another account' }));
    await expect(args.onUseAnotherAccount).toHaveBeenCalledOnce();
  },
};
