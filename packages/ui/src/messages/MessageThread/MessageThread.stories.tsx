import { Button } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Message } from '../../domain/types';
import { sampleConversations, sampleMessages } from '../../sample-data/messages';
import { MessageThread, type MessageThreadProps } from './MessageThread';

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

/** Loading: the header stays, a spinner replaces the messages, the composer waits. */
export const Loading: Story = {
  args: { loading: true, messages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Priya Raman' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading messages…');
    await expect(canvas.queryByRole('list', { name: 'Messages' })).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A message that was not sent, with 'Try again' through `onRetry`. */
export const Failed: Story = {
  args: {
    onRetry: fn(),
    messages: [
      ...(sampleMessages['4'] ?? []),
      {
        id: 'failed-1',
        senderId: 'maya-okafor',
        content: 'Reviewing it this afternoon.',
        timestamp: 'Now',
        isOwn: true,
        status: 'failed',
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not sent')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledWith('failed-1');
  },
};

/** Without `onRetry` it still says 'Not sent', with no button that would do nothing. */
export const FailedWithoutRetry: Story = {
  args: { ...Failed.args, onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not sent')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

const pending: Message = {
  id: 'temp-1',
  senderId: 'maya-okafor',
  content: 'Reviewing it this afternoon.',
  timestamp: 'Now',
  isOwn: true,
  status: 'sending',
};

/** The app's delivery, imitated: the story-only button swaps the pending message for the stored one. */
function Delivering(props: MessageThreadProps) {
  const [delivered, setDelivered] = useState(false);
  const own: Message = delivered
    ? { ...pending, id: 'stored-1', status: undefined, timestamp: '2:04 PM' }
    : pending;
  return (
    <>
      <MessageThread {...props} messages={[...props.messages, own]} />
      <Button type="button" variant="outline" color="gray" onClick={() => setDelivered(true)}>
        Deliver (story only)
      </Button>
    </>
  );
}

/** Delivery gives the message its stored id: it loses 'Sending…', and nothing is announced. */
export const Delivered: Story = {
  render: (args) => <Delivering {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const announcer = canvasElement.querySelector('[data-slot="message-thread-announcer"]')!;
    await expect(canvas.getByText('Sending…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Deliver (story only)' }));
    await expect(canvas.queryByText('Sending…')).toBeNull();
    await expect(canvas.getByText('2:04 PM')).toBeVisible();
    await expect(announcer).toHaveTextContent('');
  },
};

/** The header's name opens the other person's profile. */
export const NameLinksToProfile: Story = {
  args: { conversation: sampleConversations[0]!, messages: sampleMessages['1'] ?? [] },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Sarah Chen' });
    await expect(within(heading).getByRole('link', { name: 'Sarah Chen' })).toHaveAttribute(
      'href',
      '/profile/sarah-chen',
    );
  },
};

const invitation: Message[] = [
  {
    id: 'inv-1',
    senderId: 'lotus-flow',
    content:
      'You are invited to apply to my job "Booking calendar and Stripe checkout for a yoga studio".\n\nYour portfolio looks like a great fit.',
    timestamp: '10:02 AM',
    isOwn: false,
    invitation: { jobId: '1', jobTitle: 'Booking calendar and Stripe checkout for a yoga studio' },
  },
];

export const Invitation: Story = {
  args: { messages: invitation },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invitation to apply')).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: 'View job and apply: Booking calendar and Stripe checkout for a yoga studio',
      }),
    ).toHaveAttribute('href', '/jobs/1');
  },
};

export const InvitationSent: Story = {
  args: { messages: [{ ...invitation[0]!, isOwn: true, senderId: 'me' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You invited them to apply')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^View job:/ })).toHaveAttribute(
      'href',
      '/jobs/1',
    );
  },
};

export const InvitationDark: Story = {
  globals: { appearance: 'dark' },
  args: { messages: invitation },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invitation to apply')).toBeVisible();
  },
};
