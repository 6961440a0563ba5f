import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FailedEmail } from '../../domain/failedEmails';
import { FailedEmails } from './FailedEmails';

const address = 'sarah.chen@example.com';
const some: FailedEmail[] = [
  {
    id: '41',
    kind: 'message_received',
    failedAt: '2026-11-27T12:40:05.000Z',
    lastError:
      "550 EENVELOPE Can't send mail - all recipients were rejected: 550 5.1.1 <sarah.chen@example.com>: Recipient address rejected: User unknown",
    address,
  },
  {
    id: '38',
    kind: 'engagement_marked_complete',
    failedAt: '2026-11-26T08:15:00.000Z',
    lastError: '552 5.2.2 Mailbox full',
    address,
  },
  {
    id: '12',
    kind: 'digest',
    failedAt: '2026-11-20T07:31:00.000Z',
    lastError: 'ESOCKET connect ECONNREFUSED 10.0.4.12:587',
    address,
  },
];

const meta = {
  title: 'Settings/FailedEmails',
  component: FailedEmails,
  args: { emails: [], onRetry: fn() },
} satisfies Meta<typeof FailedEmails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing failed: it says so. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Emails that could not be delivered' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Nothing failed: every email we sent you was delivered.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Three dead letters, newest first: what, when, to which address and why. */
export const Some: Story = {
  args: { emails: some },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(
      canvas.getByRole('list', { name: 'Emails that could not be delivered' }),
    ).getAllByRole('listitem');
    await expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'A new message',
      'Work marked as complete, to confirm',
      'Your daily digest',
    ]);
    const first = within(items[0]!);
    await expect(first.getByText('Not delivered')).toBeVisible();
    await expect(first.getByText(address)).toBeVisible();
    await expect(first.getByText('Nov 27, 12:40 UTC')).toHaveAttribute(
      'datetime',
      '2026-11-27T12:40:05.000Z',
    );
    await expect(
      first.getByText('Your mail provider says this address does not exist or takes no mail.'),
    ).toBeVisible();
    await expect(first.getByText(/Recipient address rejected: User unknown/)).toBeVisible();
    await expect(within(items[1]!).getByText('Your mailbox was full.')).toBeVisible();
    await expect(
      within(items[2]!).getByText(
        'Our mail server could not be reached. The problem is ours, not your address.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your emails…');
    await expect(canvas.queryByText(/Nothing failed/)).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error', error: 'Your emails could not be loaded. Check your connection.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your emails could not be loaded. Check your connection.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a phone: the long address and server text wrap, nothing scrolls sideways. */
export const Phone: Story = {
  // Draws what Some draws on a phone (Some takes that picture): not shot again.
  parameters: { visual: false },
  args: { emails: some },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await expect(doc.defaultView?.innerWidth).toBe(375);
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Dark: Story = {
  args: { emails: some },
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getAllByText('Not delivered')).toHaveLength(3);
  },
};

export const DarkEmpty: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByText(/^Nothing failed/)).toBeVisible();
  },
};
