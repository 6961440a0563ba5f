import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SetNewPasswordScreen } from './SetNewPasswordScreen';

const meta = {
  title: 'Auth/SetNewPasswordScreen',
  component: SetNewPasswordScreen,
  args: { email: 'maya.okafor@example.com', onSubmit: fn(async () => {}) },
} satisfies Meta<typeof SetNewPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Dark draws it in dark: shot in light only.
  parameters: { visual: { appearances: ['light'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set new password' })).toBeVisible();
    await expect(canvas.getByText('maya.okafor@example.com')).toBeVisible();
  },
};

export const Checks: Story = {
  // Interaction only: its first frame is another story's picture (not shot again).
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(canvas.getByText('Use at least 6 characters.')).toBeVisible();
    await expect(canvas.getByText("Passwords don't match")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('New password'));
    await userEvent.type(canvas.getByLabelText('New password'), 'a-new-passphrase');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'a-new-passphrase');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('a-new-passphrase');
  },
};

export const Refused: Story = {
  // Interaction only: its first frame is another story's picture (not shot again).
  parameters: { visual: false },
  args: {
    onSubmit: fn(async () => {
      throw new Error('New password should be different from the old password.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'the-old-passphrase');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'the-old-passphrase');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('should be different');
  },
};

export const Phone: Story = {
  // Interaction only: its first frame is another story's picture (not shot again).
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
  },
};
