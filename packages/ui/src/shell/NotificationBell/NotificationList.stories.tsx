import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { notificationText } from '../../domain/notifications';
import { NotificationList } from './NotificationList';
import { everyKind } from './notificationStories';

const meta = {
  title: 'Shell/NotificationBell/NotificationList',
  component: NotificationList,
  args: {
    notifications: everyKind,
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onOpenNotification: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem', border: '1px solid var(--gray-a6)', borderRadius: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind, each in its own words, linking to its page; the three unread ones first. */
export const EveryKind: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(everyKind.length);
    await expect(everyKind).toHaveLength(10);
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(everyKind.map((n) => n.href));
    for (const text of [
      "Sarah Chen sent a proposal on 'Booking page for a yoga studio'",
      'New message from Diego Alvarez',
      "Lotus Flow Studios invited you to apply to 'Brand refresh for a ceramics shop'",
      "Northwind Bakery accepted your proposal on 'Menu redesign'",
      "Harbor Books declined your proposal on 'Newsletter templates'",
      "Your proposal on 'Accessibility audit of an online form' was not selected",
      "Jonas Weber marked the work on 'Photo retouching for a catalogue' as complete. Confirm it if you agree",
      "Priya Raman confirmed the work on 'Product photos for a tableware shop' as complete",
      "Tom Becker cancelled the work on 'Landing page copy'",
      "Northwind Bakery reviewed your work on 'Menu redesign'",
    ])
      await expect(canvas.getByText(text)).toBeVisible();
    // Unread ones say so to a screen reader, and each has its own 'Mark as read'.
    await expect(links[0]).toHaveAccessibleName(
      "Unread: Sarah Chen sent a proposal on 'Booking page for a yoga studio' Just now",
    );
    await expect(canvas.getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(3);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Mark as read: New message from Diego Alvarez' }),
    );
    await expect(args.onMarkRead).toHaveBeenCalledWith('n2');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    // Following a link tells the app which one (the link itself navigates).
    links[3]!.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.click(links[3]!);
    await expect(args.onOpenNotification).toHaveBeenCalledWith(everyKind[3]);
  },
};

/** Nothing unread: no dots, no 'Mark as read', 'Mark all as read' disabled. */
export const AllRead: Story = {
  args: { notifications: everyKind.map((n) => ({ ...n, read: true })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button', { name: /^Mark as read/ })).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expect(canvas.getAllByRole('link')[0]).toHaveAccessibleName(
      `${notificationText(everyKind[0]!)} Just now`,
    );
  },
};

/** Someone since deleted, a job since deleted: the sentence still reads. */
export const UnknownPersonAndJob: Story = {
  args: {
    notifications: [
      { id: 'x1', kind: 'proposal_received', href: '/jobs', time: '2h ago', read: false },
      { id: 'x2', kind: 'review_received', href: '/profile', time: 'Yesterday', read: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Someone sent a proposal on a job')).toBeVisible();
    await expect(canvas.getByText('Someone left you a review')).toBeVisible();
  },
};

/** 'Mark all as read' on its way: the button waits. */
export const MarkingAll: Story = {
  args: { markingAll: true },
  parameters: { visual: false }, // Draws what EveryKind draws but a disabled button.
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Mark all as read' }),
    ).toBeDisabled();
  },
};

/** Before the first list arrives. */
export const Loading: Story = {
  args: { state: 'loading', notifications: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading notifications…');
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  },
};

/** The list could not be read: say so, and offer to try again. */
export const LoadError: Story = {
  args: { state: 'error', notifications: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your notifications could not be loaded.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Nothing yet: what will show up here. */
export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No notifications yet')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  },
};
