import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleDashboard } from '../../sample-data/dashboard';
import { DashboardScreen } from './DashboardScreen';

const meta = {
  title: 'Dashboard/DashboardScreen',
  component: DashboardScreen,
  args: { email: 'maya.okafor@example.com', ...sampleDashboard },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome back, maya.okafor!' }),
    ).toBeVisible();
    const stats = within(canvas.getByRole('list', { name: 'Your numbers' }));
    for (const label of ['Active Jobs', 'Applications', 'Completed', 'Messages']) {
      await expect(stats.getByText(label)).toBeVisible();
    }
    await expect(stats.getByText('47')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/jobs/create',
    );
    await expect(canvas.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
    await expect(canvas.getByRole('link', { name: 'Messages 5 unread' })).toHaveAttribute(
      'href',
      '/messages',
    );
    const activity = canvas.getByRole('region', { name: 'Recent Activity' });
    await expect(within(activity).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const NoEmail: Story = {
  args: { email: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Welcome back, User!' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    stats: { activeJobs: 0, applications: 0, completed: 0, messages: 0 },
    unreadMessages: 0,
    activity: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Messages' })).toBeVisible();
    await expect(canvas.getByText(/Nothing yet/)).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    email: 'alexandra.konstantinopoulou-whitfield@studio-example.com',
    stats: { activeJobs: 12, applications: 1280, completed: 3456, messages: 99 },
  },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(canvasElement).getByText('1,280')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(canvasElement).getByRole('link', { name: 'Post a Job' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
