import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleConversations } from '../../sample-data/messages';
import { ConversationList } from './ConversationList';

const meta = {
  title: 'Messages/ConversationList',
  component: ConversationList,
  args: { conversations: sampleConversations, selectedId: '2' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, height: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('link')[0]!;
    await expect(first).toHaveAccessibleName(/^Sarah Chen \(online\) 2m ago .* 2 unread$/);
    await expect(canvas.getByRole('link', { current: true })).toHaveAttribute(
      'href',
      '/messages/2',
    );
    await expect(canvas.getByRole('link', { name: /Diego Alvarez \(offline\)/ })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { conversations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No conversations yet.')).toBeVisible();
  },
};

/** A conversation with nothing said yet shows 'No messages yet' instead of a blank line. */
export const NoMessagesYet: Story = {
  args: {
    conversations: [
      {
        id: 'new-1',
        name: 'Noor Haddad',
        avatar: 'NH',
        lastMessage: '',
        timestamp: 'Just now',
        unread: 0,
        online: false,
      },
      ...sampleConversations.slice(0, 2),
    ],
    selectedId: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('link')[0]!;
    await expect(first).toHaveAccessibleName('Noor Haddad (offline) Just now No messages yet');
    await expect(within(first).getByText('No messages yet')).toBeVisible();
  },
};

/** A custom empty line, as the messages screen uses it. */
export const CustomEmptyText: Story = {
  args: { conversations: [], emptyText: 'Your conversations will be listed here.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your conversations will be listed here.',
    );
  },
};
