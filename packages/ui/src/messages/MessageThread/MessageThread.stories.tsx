import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleConversations, sampleMessages } from '../../sample-data/messages';
import { MessageThread } from './MessageThread';

const meta = {
  title: 'Messages/MessageThread',
  component: MessageThread,
  args: {
    conversation: sampleConversations[3]!,
    messages: sampleMessages['4'] ?? [],
    onSend: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 560, maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Priya Raman' })).toBeVisible();
    await expect(canvas.getByText('Offline')).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Messages' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No messages yet/)).toBeVisible();
  },
};
