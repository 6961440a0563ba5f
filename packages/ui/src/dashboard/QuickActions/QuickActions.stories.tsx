import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuickActions } from './QuickActions';

const meta = {
  title: 'Dashboard/QuickActions',
  component: QuickActions,
  args: { unreadMessages: 3 },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Messages 3 unread' })).toHaveAttribute(
      'href',
      '/messages',
    );
  },
};

export const NoUnread: Story = {
  args: { unreadMessages: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Messages' })).toBeVisible();
  },
};
