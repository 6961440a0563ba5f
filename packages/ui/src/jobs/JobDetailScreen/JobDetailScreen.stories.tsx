import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { getSampleJob } from '../../sample-data/jobs';
import { JobDetailScreen } from './JobDetailScreen';

const job = getSampleJob('1')!;
const longJob = getSampleJob('8')!;

const meta = {
  title: 'Jobs/JobDetailScreen',
  component: JobDetailScreen,
  args: { job, backHref: '/jobs', onApply: fn(), onMessageClient: fn() },
} satisfies Meta<typeof JobDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
    await expect(canvas.getByText('Urgent')).toBeVisible();
    await expect(canvas.getByText('Posted 2 hours ago')).toBeVisible();
    await expect(canvas.getByText('7 applicants')).toBeVisible();
    for (const label of ['Budget', 'Timeline', 'Experience', 'Category']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.getByText('3-4 weeks')).toBeVisible();
    await expect(canvas.getByText('Intermediate')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Skills Required' })).toBeVisible();
    await expect(canvas.getByText('Stripe API')).toBeVisible();
    await expect(canvas.getByText('Member since March 2022')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for this Job' }));
    await expect(args.onApply).toHaveBeenCalledWith(job);
    await userEvent.click(canvas.getByRole('button', { name: 'Message Client' }));
    await expect(args.onMessageClient).toHaveBeenCalledWith(job);
  },
};

export const NotFound: Story = {
  args: { job: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
  },
};

export const LongContent: Story = {
  args: { job: longJob },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(canvasElement).getByText('Information architecture')).toBeVisible();
  },
};

export const Phone: Story = {
  args: { job: longJob },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Apply for this Job' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
