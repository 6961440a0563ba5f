import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createOwnMessage } from '../../domain/messages';
import type { Message } from '../../domain/types';
import { sampleConversations, sampleMessages, sampleOwnUserId } from '../../sample-data/messages';
import { MessagesScreen, type MessagesScreenProps } from './MessagesScreen';

/** Keeps sent messages in the thread, the way the app does for the session. */
function WithSession(props: MessagesScreenProps) {
  const [sent, setSent] = useState<Message[]>([]);
  return (
    <MessagesScreen
      {...props}
      messages={[...(props.messages ?? []), ...sent]}
      onSend={(id, text) => {
        props.onSend(id, text);
        setSent((list) => [
          ...list,
          createOwnMessage({
            id: `sent-${list.length}`,
            senderId: sampleOwnUserId,
            content: text,
            timestamp: 'Just now',
          }),
        ]);
      }}
    />
  );
}

const meta = {
  title: 'Messages/MessagesScreen',
  component: MessagesScreen,
  args: {
    conversations: sampleConversations,
    selectedId: '1',
    messages: sampleMessages['1'],
    onSend: fn(),
  },
  render: (args) => <WithSession {...args} />,
} satisfies Meta<typeof MessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sarah Chen' })).toBeVisible();
    const current = canvas.getByRole('link', { current: true });
    await expect(current).toHaveAttribute('href', '/messages/1');
    await expect(current).toHaveAccessibleName(/Sarah Chen \(online\)/);
    // The user's own messages sit on the right.
    const items = canvasElement.querySelectorAll('[data-slot="message"]');
    const own = [...items].find((li) => li.hasAttribute('data-own'))!;
    const theirs = [...items].find((li) => !li.hasAttribute('data-own'))!;
    await expect(own.getBoundingClientRect().right).toBeGreaterThan(
      theirs.getBoundingClientRect().right,
    );
  },
};

export const BlankMessageBlocked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Send' });
    const box = canvas.getByRole('textbox', { name: 'Message Sarah Chen' });
    await expect(send).toBeDisabled();
    await userEvent.type(box, '   ');
    await expect(send).toBeDisabled();
    await userEvent.type(box, '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const EnterSends: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message Sarah Chen' });
    await userEvent.type(box, '  The error states look great!  {Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('1', 'The error states look great!');
    await expect(box).toHaveValue('');
    await expect(canvas.getByText('The error states look great!')).toBeVisible();
    // Shift+Enter adds a line instead of sending; the button sends too.
    await userEvent.type(box, 'Two things:{Shift>}{Enter}{/Shift}bigger QR code');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenLastCalledWith('1', 'Two things:\nbigger QR code');
  },
};

export const NoneSelected: Story = {
  args: { selectedId: undefined, messages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Select a conversation' })).toBeVisible();
    await expect(canvas.queryByRole('link', { current: true })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Send' })).toBeNull();
  },
};

export const SearchConversations: Story = {
  args: { selectedId: undefined, messages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = () => within(canvas.getByRole('list', { name: 'Conversations' }));
    await expect(list().getAllByRole('link')).toHaveLength(sampleConversations.length);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search conversations' }), ' PRIYA');
    await expect(list().getAllByRole('link')).toHaveLength(1);
    await expect(list().getByRole('link')).toHaveAttribute('href', '/messages/4');
    await userEvent.type(canvas.getByRole('searchbox'), 'zzz');
    await expect(canvas.getByText('No conversations match.')).toBeVisible();
  },
};

export const EmptyThread: Story = {
  args: { selectedId: '7', messages: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No messages yet. Say hello to Code Club North.'),
    ).toBeVisible();
  },
};

export const NoConversations: Story = {
  args: { conversations: [], selectedId: undefined, messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No conversations yet.')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    messages: [
      ...(sampleMessages['1'] ?? []),
      {
        id: 'long',
        senderId: 'sarah-chen',
        content:
          'One more thought on the confirmation screen: members who book for a friend need a second QR code, and the add-to-calendar link should carry the studio address, the class name and the teacher so the reminder on their phone is useful without opening the app. I drafted both versions in Figma and left notes on each frame.',
        timestamp: '10:40 AM',
        isOwn: false,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(canvasElement).getByText(/One more thought/)).toBeVisible();
  },
};

export const PhoneList: Story = {
  args: { selectedId: undefined, messages: [] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Select a conversation' })).toBeNull();
  },
};

export const PhoneThread: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'Conversations' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to conversations' })).toHaveAttribute(
      'href',
      '/messages',
    );
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByRole('heading', { name: 'Sarah Chen' })).toBeVisible();
  },
};
