import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

const meta = {
  title: 'Feedback/UnsavedChangesDialog',
  component: UnsavedChangesDialog,
  args: { open: true, onConfirm: fn(), onCancel: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UnsavedChangesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('alertdialog');

/** Staying is the default: 'Keep editing' has focus, and Escape stays too. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(await dialog(canvasElement));
    await waitFor(() =>
      expect(box.getByRole('heading', { name: 'Discard unsaved changes?' })).toBeVisible(),
    );
    await expect(box.getByText(/If you leave now, they are lost\./)).toBeVisible();
    await waitFor(() => expect(box.getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Leaving is the deliberate, red choice. */
export const Leave: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ args, canvasElement }) => {
    const box = within(await dialog(canvasElement));
    await userEvent.click(box.getByRole('button', { name: 'Discard changes' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Post Job's wording: the job is not posted, and the draft stays in this tab. */
export const LeaveWithoutPosting: Story = {
  args: {
    title: 'Leave without posting?',
    description:
      'Your job is not posted yet. What you typed stays as a draft in this tab, ready when you come back to Post a Job.',
    confirmLabel: 'Leave',
  },
  play: async ({ args, canvasElement }) => {
    const box = within(await dialog(canvasElement));
    await waitFor(() =>
      expect(box.getByRole('heading', { name: 'Leave without posting?' })).toBeVisible(),
    );
    await userEvent.click(box.getByRole('button', { name: 'Keep editing' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
