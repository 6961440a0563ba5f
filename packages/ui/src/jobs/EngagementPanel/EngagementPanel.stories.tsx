import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleEngagements } from '../../sample-data/hiring';
import { preloadHiringDialogs } from '../HiringDialogs/load';
import { EngagementPanel } from './EngagementPanel';

const meta = {
  title: 'Jobs/EngagementPanel',
  component: EngagementPanel,
  loaders: [preloadHiringDialogs],
  args: {
    engagement: sampleEngagements.clientActive,
    onMarkComplete: fn(),
    onConfirmCompletion: fn(),
    onCancel: fn(),
    onSubmitReview: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EngagementPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const ClientInProgress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your hire' })).toBeVisible();
    await expect(canvas.getByText('In progress')).toBeVisible();
    await expect(canvas.getByText('Freelancer')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Maya Okafor' })).toHaveAttribute(
      'href',
      '/profile/maya-okafor',
    );
    await expect(canvas.getByText('$3,800')).toBeVisible();
    await expect(canvas.getByText('January 6, 2025')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Message Maya Okafor' })).toHaveAttribute(
      'href',
      '/messages/c-1',
    );
    await expect(canvas.queryByRole('button', { name: 'Mark as complete' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm completion' }));
    await expect(args.onConfirmCompletion).toHaveBeenCalledOnce();
    // Cancel needs a reason.
    const cancel = canvas.getByRole('button', { name: 'Cancel engagement' });
    await userEvent.click(cancel);
    const dialog = await body(canvasElement).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel engagement' }));
    await expect(within(dialog).getByText('Say why you are cancelling.')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Budget cut.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel engagement' }));
    await expect(args.onCancel).toHaveBeenCalledWith('Budget cut.');
  },
};

export const FreelancerInProgress: Story = {
  args: { engagement: sampleEngagements.freelancerActive },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your contract' })).toBeVisible();
    await expect(canvas.getByText('Client')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Confirm completion' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as complete' }));
    await expect(args.onMarkComplete).toHaveBeenCalledOnce();
  },
};

export const Marking: Story = {
  args: { engagement: sampleEngagements.freelancerActive, busy: 'complete' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Marking...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel engagement' })).toBeDisabled();
  },
};

export const MarkFailed: Story = {
  args: {
    engagement: sampleEngagements.freelancerActive,
    error: {
      action: 'complete',
      message: 'Failed to mark the work as complete. Please try again.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to mark the work as complete.',
    );
  },
};

export const ClientAwaitingConfirmation: Story = {
  args: { engagement: sampleEngagements.clientAwaiting },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Awaiting confirmation')).toBeVisible();
    await expect(
      canvas.getByText(
        'Maya Okafor marked the work as complete on January 14, 2025. Confirm it if you agree.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm completion' })).toBeEnabled();
  },
};

export const FreelancerAwaitingConfirmation: Story = {
  args: { engagement: sampleEngagements.freelancerAwaiting },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Waiting for Lotus Flow Studio to confirm/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark as complete' })).toBeNull();
  },
};

export const ReviewOpen: Story = {
  args: { engagement: sampleEngagements.completedReviewOpen },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Completed', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText(/Reviews are double-blind/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel engagement' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave a review' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5_000 });
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    await expect(args.onSubmitReview).toHaveBeenCalledWith({ rating: 5, text: '' });
  },
};

export const ReviewHidden: Story = {
  args: { engagement: sampleEngagements.completedReviewWaiting },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Your review is hidden until Maya Okafor has written theirs or 14 days have passed (January 29, 2025). Until then, you will not see theirs either.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Leave a review' })).toBeNull();
  },
};

export const ReviewsPublished: Story = {
  args: { engagement: sampleEngagements.completedReviewPublished },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your review')).toBeVisible();
    await expect(canvas.getByText('Lotus Flow Studio’s review of you')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { engagement: sampleEngagements.cancelled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancelled', { selector: 'span' })).toBeVisible();
    await expect(
      canvas.getByText('Maya Okafor cancelled this engagement on January 9, 2025.'),
    ).toBeVisible();
    await expect(canvas.getByText(/off-the-shelf booking tool/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const OnDashboard: Story = {
  args: { jobHref: (id: string) => `/jobs/${id}`, headingLevel: 'h3' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', {
        name: 'Booking calendar and Stripe checkout for a yoga studio',
      }),
    ).toHaveAttribute('href', '/jobs/1');
  },
};

export const PhoneDark: Story = {
  globals: { appearance: 'dark', viewport: { value: 'phone', isRotated: false } },
  args: { engagement: sampleEngagements.clientAwaiting },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Confirm completion' }),
    ).toBeVisible();
  },
};
