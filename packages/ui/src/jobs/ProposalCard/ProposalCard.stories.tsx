import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Proposal } from '../../domain/types';
import { ProposalCard } from './ProposalCard';

const proposal: Proposal = {
  id: 'p-1',
  jobId: '1',
  freelancer: {
    id: 'maya-okafor',
    name: 'Maya Okafor',
    avatar: 'MO',
    title: 'Full-stack developer for booking and payment flows',
  },
  coverLetter:
    'Hi! I built class booking with Stripe checkout for a climbing gym last year, including a roster view for the staff.\n\nI would start with the calendar and the checkout, then the confirmation emails. I can start on Monday.',
  bid: '$3,800',
  submittedAt: '2 hours ago',
  status: 'pending',
};

const longLetter = [
  'Hello Lotus Flow team,',
  '',
  'I have spent the last six years building booking and payment flows for studios and gyms. Three things from your post stand out:',
  '  1. Members pick a class and pay in one go.',
  '  2. Teachers see the roster on their phones.',
  '  3. Everyone gets a confirmation email.',
  '',
  'My last project is live at https://booking.example.com/studios/northside-climbing-and-yoga-collective/classes?week=2025-W14 and handles about 900 bookings a week.',
  '',
  'Supercalifragilisticexpialidocious-level-long-identifiers-like-StripeCheckoutSessionCompletedWebhookHandler do not break the layout either.',
  '',
  'Happy to talk whenever suits you.',
  'Maya',
].join('\n');

const meta = {
  title: 'Jobs/ProposalCard',
  component: ProposalCard,
  args: { proposal, onMessage: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProposalCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Maya Okafor' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Maya Okafor' })).toHaveAttribute(
      'href',
      '/profile/maya-okafor',
    );
    await expect(canvas.getByText('MO')).toBeVisible();
    await expect(
      canvas.getByText('Full-stack developer for booking and payment flows'),
    ).toBeVisible();
    await expect(within(card).getByRole('list', { name: 'Proposal facts' })).toHaveTextContent(
      'Bid $3,800Sent 2 hours ago',
    );
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText(/I built class booking with Stripe checkout/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Message Maya Okafor' }));
    await expect(args.onMessage).toHaveBeenCalledWith(proposal);
  },
};

export const LongCoverLetter: Story = {
  args: { proposal: { ...proposal, coverLetter: longLetter } },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const letter = canvas.getByText(/Hello Lotus Flow team/);
    // Line breaks and the indented list are kept as written.
    await expect(getComputedStyle(letter).whiteSpace).toBe('pre-wrap');
    await expect(letter.textContent).toContain('\n  1. Members pick a class');
    // Nothing sticks out of the 320 px card, not even the long link or the long word.
    const card = canvas.getByRole('article');
    const right = card.getBoundingClientRect().right;
    const wide = [...card.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > right + 0.5,
    );
    await expect(wide).toEqual([]);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const NoTitle: Story = {
  args: { proposal: { ...proposal, freelancer: { ...proposal.freelancer, title: '' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Maya Okafor' })).toBeVisible();
    await expect(
      canvas.queryByText('Full-stack developer for booking and payment flows'),
    ).toBeNull();
  },
};

export const MessageBusy: Story = {
  args: { messageBusy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Opening...' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Message/ })).toBeNull();
    await expect(args.onMessage).not.toHaveBeenCalled();
  },
};

export const Accepted: Story = {
  args: { proposal: { ...proposal, status: 'accepted' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Accepted')).toBeVisible();
  },
};

export const Declined: Story = {
  args: { proposal: { ...proposal, status: 'declined' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Declined')).toBeVisible();
  },
};

export const Withdrawn: Story = {
  args: { proposal: { ...proposal, status: 'withdrawn' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Withdrawn')).toBeVisible();
  },
};

export const CustomProfileHref: Story = {
  // Draws what One draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { profileHref: (id: string) => `/people/${id}` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Maya Okafor' })).toHaveAttribute(
      'href',
      '/people/maya-okafor',
    );
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['pending', 'accepted', 'declined', 'withdrawn', 'not_selected'] as const).map((status) => (
        <ProposalCard key={status} {...args} proposal={{ ...proposal, id: status, status }} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    for (const word of ['Pending', 'Accepted', 'Declined', 'Withdrawn', 'Not selected']) {
      await expect(canvas.getByText(word)).toBeVisible();
    }
  },
};

export const AcceptOrDecline: Story = {
  args: { onAccept: fn(), onDecline: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept Maya Okafor' }));
    await expect(args.onAccept).toHaveBeenCalledWith(proposal);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline Maya Okafor' }));
    await expect(args.onDecline).toHaveBeenCalledWith(proposal);
  },
};

export const Answering: Story = {
  args: { onAccept: fn(), onDecline: fn(), answerBusy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Accept Maya Okafor' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decline Maya Okafor' })).toBeDisabled();
  },
};

export const AcceptOrDeclinePhone: Story = {
  // Its first frame is AcceptOrDecline's picture: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { onAccept: fn(), onDecline: fn() },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Accept Maya Okafor' }),
    ).toBeVisible();
  },
};

export const NotSelected: Story = {
  args: { proposal: { ...proposal, status: 'not_selected' }, onAccept: fn(), onDecline: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not selected')).toBeVisible();
    // Only a pending proposal can be answered.
    await expect(canvas.queryByRole('button', { name: /Accept/ })).toBeNull();
  },
};

export const DeclinedWithNote: Story = {
  args: {
    proposal: { ...proposal, status: 'declined', declineNote: 'We chose a local developer.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your note to Maya Okafor')).toBeVisible();
    await expect(canvas.getByText('We chose a local developer.')).toBeVisible();
  },
};
