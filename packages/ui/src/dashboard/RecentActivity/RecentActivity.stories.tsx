import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

export const Empty: Story = {
  args: { activity: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nothing yet/)).toBeVisible();
  },
};
