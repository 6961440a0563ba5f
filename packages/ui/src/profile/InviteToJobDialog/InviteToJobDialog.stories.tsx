import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleInviteJobs } from '../../sample-data/hiring';
import { InviteToJobDialog } from './InviteToJobDialog';

const meta = {
  title: 'Profile/InviteToJobDialog',
  component: InviteToJobDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onInvite: fn(),
    onRetry: fn(),
    freelancerName: 'Sarah Chen',
    jobs: sampleInviteJobs,
  },
} satisfies Meta<typeof InviteToJobDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (canvasElement: HTMLElement) => {
  const found = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  await waitFor(() => expect(found).toBeVisible(), { timeout: 5_000 });
  return within(found);
};

export const PickAJob: Story = {
  play: async ({ canvasElement, args }) => {
    const d = await dialog(canvasElement);
    const group = d.getByRole('radiogroup', { name: 'Your open jobs' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(d.getByRole('radio', { name: /Booking calendar/ }));
    await userEvent.click(d.getByRole('button', { name: 'Send invitation' }));
    await expect(args.onInvite).toHaveBeenCalledWith('1', '');
  },
};

export const Sending: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const d = await dialog(canvasElement);
    await expect(d.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const SendFailed: Story = {
  args: { error: 'Failed to send the invitation. Please try again.' },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    await expect(d.getByRole('alert')).toHaveTextContent('Failed to send the invitation.');
  },
};

export const NoOpenJobs: Story = {
  args: { jobs: [] },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    await expect(d.getByText('You have no open jobs')).toBeVisible();
    await expect(d.getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/jobs/create',
    );
  },
};

export const LoadingJobs: Story = {
  args: { jobs: undefined },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    await expect(d.getByRole('status')).toHaveTextContent('Loading your open jobs…');
  },
};

export const JobsFailed: Story = {
  args: { jobs: undefined, jobsError: 'Could not load your jobs.' },
  play: async ({ canvasElement, args }) => {
    const d = await dialog(canvasElement);
    await userEvent.click(d.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneDark: Story = {
  globals: { appearance: 'dark', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    await expect(d.getByRole('button', { name: 'Send invitation' })).toBeVisible();
  },
};
