import { Button } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createOwnMessage } from '../../domain/messages';
import { messageLimit } from '../../domain/proposals';
import type { Conversation, Message } from '../../domain/types';
import { sampleChoice } from '../../docs/controls';
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
    onRetry: fn(),
  },
  render: (args) => <WithSession {...args} />,
  argTypes: {
    conversations: sampleChoice({
      [`${sampleConversations.length} sample conversations`]: sampleConversations,
      'One conversation': sampleConversations.slice(0, 1),
      'No conversations (empty state)': [],
    }),
    selectedId: sampleChoice({
      'None open': undefined,
      ...Object.fromEntries(sampleConversations.map((c) => [`${c.name} (${c.id})`, c.id])),
    }),
    messages: sampleChoice({
      ...Object.fromEntries(
        sampleConversations.map((c) => [`${c.name}'s thread`, sampleMessages[c.id]]),
      ),
      'Not loaded yet': undefined,
      'No messages yet': [],
    }),
  },
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
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
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
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
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

/**
 * A link to a conversation that is none of the person's (mistyped, or someone else's): it says
 * so instead of quietly showing 'Select a conversation', and leads back to the list.
 */
export const UnknownConversation: Story = {
  args: { selectedId: 'no-such-conversation', messages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Conversation not found' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Select a conversation' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
    await expect(canvas.queryByRole('button', { name: 'Send' })).toBeNull();
    await expect(canvas.queryByRole('link', { current: 'page' })).toBeNull();
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
  // Draws what NoneSelected draws: not shot again by the visual gate.
  parameters: { visual: false },
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
  // Draws what NoneSelected draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  args: { selectedId: undefined, messages: [] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Select a conversation' })).toBeNull();
  },
};

export const PhoneThread: Story = {
  // Draws what Default draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
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
  // Draws what Default draws in dark: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByRole('heading', { name: 'Sarah Chen' })).toBeVisible();
  },
};

/** A conversation just opened from a job or profile: nothing said yet, in the list or the thread. */
const fresh: Conversation = {
  id: 'new-1',
  name: 'Noor Haddad',
  avatar: 'NH',
  lastMessage: '',
  timestamp: 'Just now',
  unread: 0,
  online: true,
};

export const EmptyThread: Story = {
  args: { conversations: [fresh, ...sampleConversations], selectedId: 'new-1', messages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = canvas.getByRole('link', { current: true });
    await expect(item).toHaveAccessibleName(/^Noor Haddad \(online\) Just now No messages yet$/);
    await expect(within(item).getByText('No messages yet')).toBeVisible();
    await expect(canvas.getByText('No messages yet. Say hello to Noor Haddad.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message Noor Haddad' })).toBeVisible();
  },
};

/** A new account: no conversations. The list says so, and the main pane says how one starts. */
export const NoConversations: Story = {
  args: { conversations: [], selectedId: undefined, messages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No conversations yet' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/use ‘Message Client’ on a job, or ‘Message’ on a member’s profile/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your conversations will be listed here.',
    );
    await expect(canvas.queryByRole('heading', { name: 'Select a conversation' })).toBeNull();
  },
};

export const NoConversationsPhone: Story = {
  // Draws what NoConversations draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  ...NoConversations,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument.documentElement;
    // On a phone the next step takes the screen; the empty list and its search are not shown.
    await expect(canvas.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Jobs' })).toBeVisible();
    await expect(canvas.queryByRole('searchbox', { name: 'Search conversations' })).toBeNull();
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const NoConversationsDark: Story = {
  // Draws what NoConversations draws in dark: not shot again by the visual gate.
  parameters: { visual: false },
  ...NoConversations,
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No conversations yet' }),
    ).toBeVisible();
  },
};

/** Its custom next step: `browseHref`. */
export const NoConversationsCustomLink: Story = {
  // Draws what NoConversations draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: {
    conversations: [],
    selectedId: undefined,
    messages: [],
    browseHref: '/jobs?category=design',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute(
      'href',
      '/jobs?category=design',
    );
  },
};

/** One's own messages on their way ('Sending…') and refused ('Not sent', with 'Try again'). */
export const SendingAndFailed: Story = {
  args: {
    messages: [
      ...(sampleMessages['1'] ?? []),
      {
        id: 'm-sending',
        senderId: sampleOwnUserId,
        content: 'Checking them now, give me ten minutes.',
        timestamp: '10:33 AM',
        isOwn: true,
        status: 'sending',
      },
      {
        id: 'm-failed',
        senderId: sampleOwnUserId,
        content: 'The declined-card message could be a little friendlier.',
        timestamp: '10:34 AM',
        isOwn: true,
        status: 'failed',
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [sending, failed] = [
      canvas.getByText('Checking them now, give me ten minutes.').closest('li')!,
      canvas.getByText('The declined-card message could be a little friendlier.').closest('li')!,
    ];
    await expect(within(sending).getByText('Sending…')).toBeVisible();
    await expect(within(sending).queryByText('10:33 AM')).toBeNull();
    await expect(within(sending).queryByRole('button')).toBeNull();
    await expect(within(failed).getByText('Not sent')).toBeVisible();
    // Only the failed message offers to send again.
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledWith('1', 'm-failed');
    // Both are still the user's own, on the right.
    await expect(sending).toHaveAttribute('data-own');
    await expect(failed).toHaveAttribute('data-own');
  },
};

const incoming = 'Just checked: the declined-card message reads well on a small screen too.';
const longHistory: Message[] = [
  ...(sampleMessages['1'] ?? []),
  ...Array.from({ length: 16 }, (_, i) => ({
    id: `1-extra-${i}`,
    senderId: i % 2 ? sampleOwnUserId : 'sarah-chen',
    content:
      i % 2
        ? `Noted, step ${i + 1} of the checkout review is done on my side.`
        : `Next in the checkout review: screen ${i + 1}, the saved-cards list and its empty state.`,
    timestamp: '10:35 AM',
    isOwn: i % 2 === 1,
  })),
];

/**
 * The app's realtime feed, imitated: Sarah's message arrives after a moment (`arriveAfterMs`),
 * and the story-only button below adds more on demand.
 */
function LiveThread({ arriveAfterMs, ...props }: MessagesScreenProps & { arriveAfterMs?: number }) {
  const [extra, setExtra] = useState<Message[]>([]);
  const arrive = () =>
    setExtra((list) => [
      ...list,
      {
        id: `live-${list.length}`,
        senderId: 'sarah-chen',
        content: list.length === 0 ? incoming : `And one more thing (${list.length + 1}).`,
        timestamp: 'Just now',
        isOwn: false,
      },
    ]);
  useEffect(() => {
    if (arriveAfterMs === undefined) return;
    const timer = setTimeout(arrive, arriveAfterMs);
    return () => clearTimeout(timer);
  }, [arriveAfterMs]);
  return (
    <>
      <WithSession {...props} messages={[...(props.messages ?? []), ...extra]} />
      <div style={{ padding: '0 24px 24px' }}>
        <Button type="button" variant="outline" color="gray" onClick={arrive}>
          Simulate an incoming message (story only)
        </Button>
      </div>
    </>
  );
}

const threadList = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: 'Messages' });
const distanceFromEnd = (list: HTMLElement) =>
  list.scrollHeight - list.scrollTop - list.clientHeight;
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** A message arrives while the thread is open: it scrolls into view and is announced. */
export const LiveMessageArrives: Story = {
  args: { messages: longHistory },
  render: (args) => <LiveThread {...args} arriveAfterMs={800} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = threadList(canvasElement);
    const announcer = canvasElement.querySelector('[data-slot="message-thread-announcer"]')!;
    // The history is on screen, scrolled to the newest, and not read out.
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(distanceFromEnd(list)).toBeLessThanOrEqual(2);
    await expect(announcer).toHaveTextContent('');

    await expect(await canvas.findByText(incoming, {}, { timeout: 4000 })).toBeVisible();
    await waitFor(() => expect(distanceFromEnd(list)).toBeLessThanOrEqual(2));
    await expect(announcer).toHaveTextContent(`New message from Sarah Chen: ${incoming}`);
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
  },
};

/** Reading older messages when one arrives: the place is kept, and 'New messages' takes them down. */
export const LiveMessageWhileReadingOlder: Story = {
  // Draws what LiveMessageArrives draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { messages: longHistory },
  render: (args) => <LiveThread {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = threadList(canvasElement);
    list.scrollTop = 0;
    await nextFrame();
    await nextFrame();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Simulate an incoming message (story only)' }),
    );
    await expect(canvas.getByText(incoming)).toBeInTheDocument();
    await expect(list.scrollTop).toBeLessThanOrEqual(2);
    const jump = canvas.getByRole('button', { name: 'New messages' });
    await expect(jump).toBeVisible();
    await userEvent.click(jump);
    await expect(distanceFromEnd(list)).toBeLessThanOrEqual(2);
    await expect(canvas.queryByRole('button', { name: 'New messages' })).toBeNull();
    // Back at the end, the next one scrolls into view by itself.
    await userEvent.click(
      canvas.getByRole('button', { name: 'Simulate an incoming message (story only)' }),
    );
    await expect(canvas.getByText('And one more thing (2).')).toBeVisible();
    await waitFor(() => expect(distanceFromEnd(list)).toBeLessThanOrEqual(2));
  },
};

/** Near the 4,000-character limit a counter shows what is left; over it, Send is disabled. */
export const LongMessage: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message Sarah Chen' });
    const send = canvas.getByRole('button', { name: 'Send' });
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(3000));
    await expect(canvas.queryByText(/characters left/)).toBeNull();
    await userEvent.paste('b'.repeat(750));
    await expect(canvas.getByText('250 characters left')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('250 characters left');
    await expect(send).toBeEnabled();

    await userEvent.paste('c'.repeat(300));
    await expect(canvas.getByText('50 characters over the 4,000-character limit')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(send).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();

    // Back to the limit exactly: it may be sent, and the field clears.
    await userEvent.keyboard('{Backspace>50/}');
    await expect(canvas.getByText('0 characters left')).toBeVisible();
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect((args.onSend as ReturnType<typeof fn>).mock.calls[0]![1]).toHaveLength(
      messageLimit,
    );
    await expect(box).toHaveValue('');
    await expect(canvas.queryByText(/characters left/)).toBeNull();
  },
};

/** The conversation's messages are loading: a spinner in the thread pane, no composer yet. */
export const LoadingThread: Story = {
  args: { loading: true, messages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sarah Chen' })).toBeVisible();
    const thread = canvas.getByRole('region', { name: 'Conversation with Sarah Chen' });
    await expect(thread).toHaveAttribute('aria-busy', 'true');
    await expect(within(thread).getByRole('status')).toHaveTextContent('Loading messages…');
    await expect(canvas.queryByRole('heading', { name: 'Select a conversation' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Send' })).toBeNull();
  },
};

/** Straight to a conversation the list does not have yet: a spinner, not 'Select a conversation'. */
export const LoadingConversation: Story = {
  args: { loading: true, selectedId: 'not-loaded-yet', messages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Loading the conversation…').closest('[role="status"]'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Select a conversation' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'No conversations yet' })).toBeNull();
  },
};
