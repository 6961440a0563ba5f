import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountSettings } from './AccountSettings';

const email = 'maya.okafor@example.com';

const meta = {
  title: 'Settings/AccountSettings',
  component: AccountSettings,
  args: {
    email,
    onChangeEmail: fn(async () => {}),
    onChangePassword: fn(async () => {}),
    onDeleteAccount: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 832 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sign-in email' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue(email);
    await expect(canvas.getByRole('heading', { name: 'Password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete account' })).toBeVisible();
  },
};

/** A new address waits for its link: the old one stays, and the card says so. */
export const EmailPending: Story = {
  args: { pendingEmail: 'maya@newmail.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `We sent a confirmation link to maya@newmail.example. Until you open it, you still sign in with ${email}.`,
    );
  },
};

export const ChangeEmail: Story = {
  // Ends as EmailPending draws it.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Email');
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('This is already your sign-in email');
    await userEvent.clear(field);
    await userEvent.type(field, 'maya@newmail.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    await expect(args.onChangeEmail).toHaveBeenCalledWith('maya@newmail.example');
    await expect(await canvas.findByRole('status')).toHaveTextContent('maya@newmail.example');
  },
};

export const EmailRefused: Story = {
  // Interaction only: its first frame is another story's picture (not shot again).
  parameters: { visual: false },
  args: {
    onChangeEmail: fn(async () => {
      throw new Error('A user with this email address has already been registered');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Email');
    await userEvent.clear(field);
    await userEvent.type(field, 'taken@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('already been registered');
  },
};

export const ChangePassword: Story = {
  // Interaction only: its first frame is another story's picture (not shot again).
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'abc');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'abd');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByText('Use at least 6 characters.')).toBeVisible();
    await expect(canvas.getByText("Passwords don't match")).toBeVisible();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('New password'));
    await userEvent.type(canvas.getByLabelText('New password'), 'a-new-passphrase');
    await userEvent.clear(canvas.getByLabelText('Confirm new password'));
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'a-new-passphrase');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith('a-new-passphrase');
    await expect(await canvas.findByText('Your password has been changed.')).toBeVisible();
  },
};

/** Deleting needs the email typed; the dialog stays with the reason when it fails. */
export const DeleteAccount: Story = {
  // Interaction only: its first frame is another story's picture (not shot again).
  parameters: { visual: false },
  args: {
    onDeleteAccount: fn(async () => {
      throw new Error('Check your connection and try again.');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type your email to confirm'), email);
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onDeleteAccount).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Check your connection'),
    );
  },
};

export const Phone: Story = {
  // Interaction only: its first frame is another story's picture (not shot again).
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { pendingEmail: 'maya@newmail.example' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  args: { pendingEmail: 'maya@newmail.example' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
  },
};
