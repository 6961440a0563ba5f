import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleChoice } from '../../docs/controls';
import { sampleDashboard } from '../../sample-data/dashboard';
import { sampleEngagements } from '../../sample-data/hiring';
import { DashboardScreen } from './DashboardScreen';

const meta = {
  title: 'Dashboard/DashboardScreen',
  component: DashboardScreen,
  args: { email: 'maya.okafor@example.com', ...sampleDashboard },
  argTypes: {
    stats: sampleChoice({
      Loaded: sampleDashboard.stats,
      'Loading (placeholders)': undefined,
      'New account (all zero)': { activeJobs: 0, applications: 0, completed: 0, messages: 0 },
    }),
    activity: sampleChoice({
      Loaded: sampleDashboard.activity,
      'Loading recent activity': undefined,
      'No activity yet': [],
    }),
  },
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

/**
 * Drawn before the numbers arrive: the greeting and the quick actions at once, a placeholder
 * in each counter and 'Loading recent activity…'.
 */
export const Loading: Story = {
  args: { stats: undefined, activity: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome back, maya.okafor!' }),
    ).toBeVisible();
    const stats = within(canvas.getByRole('list', { name: 'Your numbers' }));
    const values = stats.getAllByRole('definition');
    await expect(values).toHaveLength(4);
    for (const value of values) await expect(value).toHaveAttribute('aria-busy', 'true');
    await expect(stats.queryByText('47')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Post a Job' })).toBeVisible();
    await expect(canvas.getByText('Loading recent activity…')).toBeVisible();
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

/** A new account: every counter at 0, no unread badge, and Recent Activity offers first steps. */
export const NewAccount: Story = {
  args: {
    email: 'sam.new@example.com',
    stats: { activeJobs: 0, applications: 0, completed: 0, messages: 0 },
    unreadMessages: 0,
    activity: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome back, sam.new!' }),
    ).toBeVisible();
    const stats = canvas.getByRole('list', { name: 'Your numbers' });
    await expect(within(stats).getAllByText('0')).toHaveLength(4);
    const actions = within(canvas.getByRole('region', { name: 'Quick Actions' }));
    // No unread badge: the link is plain 'Messages'.
    await expect(actions.getByRole('link', { name: 'Messages' })).toBeVisible();
    const activity = within(canvas.getByRole('region', { name: 'Recent Activity' }));
    await expect(activity.getByRole('heading', { name: 'No activity yet' })).toBeVisible();
    await expect(activity.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
    await expect(activity.getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/jobs/create',
    );
  },
};

export const NewAccountPhone: Story = {
  // Draws what NewAccount draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  ...NewAccount,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No activity yet' }),
    ).toBeVisible();
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
  // Draws what Default draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(canvasElement).getByRole('link', { name: 'Post a Job' })).toBeVisible();
  },
};

export const Dark: Story = {
  // Draws what Default draws in dark: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/* The counters lead to the Jobs views; 'Your work' lists the engagements. */

const work = [
  sampleEngagements.clientAwaiting,
  {
    ...sampleEngagements.freelancerActive,
    id: 'e-2',
    jobId: '4',
    jobTitle: 'Landing page for a cycling club',
    amount: '$1,200',
  },
  { ...sampleEngagements.completedReviewOpen, id: 'e-3' },
];

export const WithWork: Story = {
  args: { engagements: work },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stats = within(canvas.getByRole('list', { name: 'Your numbers' }));
    await expect(stats.getByRole('link', { name: 'Active Jobs' })).toHaveAttribute(
      'href',
      '/jobs?view=my-jobs',
    );
    await expect(stats.getByRole('link', { name: 'Applications' })).toHaveAttribute(
      'href',
      '/jobs?view=my-proposals',
    );
    await expect(stats.getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
    const section = canvas.getByRole('region', { name: 'Your work' });
    await expect(stats.getByRole('link', { name: 'Completed' })).toHaveAttribute(
      'href',
      `#${section.id}`,
    );
    await expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(within(section).getByText('Confirm completion on the job page')).toBeVisible();
    await expect(within(section).getByText('Leave a review on the job page')).toBeVisible();
  },
};

export const WithWorkPhone: Story = {
  // Its first frame is WithWork's picture: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { engagements: work },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const WorkLoading: Story = {
  args: { engagementsLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your work…')).toBeVisible();
  },
};

export const NoWorkYet: Story = {
  args: { engagements: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No hired work yet/)).toBeVisible();
  },
};
