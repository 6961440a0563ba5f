import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleMyJobs } from '../../sample-data/hiring';
import { MyJobsList } from './MyJobsList';

const meta = {
  title: 'Jobs/MyJobsList',
  component: MyJobsList,
  args: { jobs: sampleMyJobs, onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MyJobsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Your jobs' })).getAllByRole('article');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Open');
    await expect(items[0]).toHaveTextContent('3 proposals, 2 to answer');
    await expect(items[1]).toHaveTextContent('In progress');
    await expect(items[1]).toHaveTextContent('6 proposals');
    await expect(items[2]).toHaveTextContent('Closed');
    await expect(items[2]).toHaveTextContent('1 proposal');
    await expect(
      canvas.getByRole('link', { name: 'Booking calendar and Stripe checkout for a yoga studio' }),
    ).toHaveAttribute('href', '/jobs/1');
  },
};

export const Empty: Story = {
  args: { jobs: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'You have not posted a job yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/jobs/create',
    );
  },
};

export const Loading: Story = {
  args: { jobs: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your jobs…');
  },
};

export const LoadFailed: Story = {
  args: { jobs: undefined, error: 'Could not load your jobs. Check your connection.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load your jobs.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
