import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../domain/paths';
import { sampleDashboard } from '../../sample-data/dashboard';
import { RecentActivity } from './RecentActivity';

const meta = {
  title: 'Dashboard/RecentActivity',
  component: RecentActivity,
  args: { activity: sampleDashboard.activity },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecentActivity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Payment received')).toBeVisible();
  },
};

/** A new account: it says there is nothing yet and offers the first steps. */
export const Empty: Story = {
  args: { activity: [] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Recent Activity' });
    const canvas = within(region);
    await expect(canvas.getByRole('heading', { name: 'No activity yet' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute(
      'href',
      paths.jobs,
    );
    await expect(canvas.getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      paths.postJob,
    );
  },
};

export const EmptyPhone: Story = {
  // Draws what Empty draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  args: { activity: [] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(within(canvasElement).getByRole('link', { name: 'Post a Job' })).toBeVisible();
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const EmptyDark: Story = {
  args: { activity: [] },
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No activity yet' }),
    ).toBeVisible();
  },
};

/** Before the activity arrives: the section is there and says it is loading. */
export const Loading: Story = {
  args: { activity: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Recent Activity' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByText('Loading recent activity…')).toBeVisible();
    await expect(within(region).queryByText('No activity yet')).toBeNull();
  },
};

/** The person a line is about: their name, in the title or the detail, opens their profile. */
export const PeopleLinkToProfiles: Story = {
  args: {
    activity: [
      ...sampleDashboard.activity,
      {
        id: 'a4',
        kind: 'message',
        title: 'New message from Diego Alvarez',
        person: { id: 'diego-alvarez', name: 'Diego Alvarez' },
        detail: 'Yes please, in euros.',
        time: '3 hours ago',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sarah Chen' })).toHaveAttribute(
      'href',
      paths.profileOf('sarah-chen'),
    );
    await expect(canvas.getByRole('link', { name: 'Diego Alvarez' })).toHaveAttribute(
      'href',
      paths.profileOf('diego-alvarez'),
    );
    await expect(canvas.getByText(/applied to “Mobile app screens/)).toBeVisible();
    // Lines about nobody in particular have no link.
    await expect(canvas.queryByRole('link', { name: /Kiez Coffee/ })).toBeNull();
  },
};
