import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AppNotification } from '../../domain/notifications';
import { NotificationBell, preloadNotificationBell } from './NotificationBell';
import { everyKind } from './notificationStories';

const meta = {
  title: 'Shell/NotificationBell',
  component: NotificationBell,
  args: {
    unreadCount: 3,
    notifications: everyKind,
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onOpenNotification: fn(),
    onOpenChange: fn(),
  },
  // The popover's code loads on demand in the app; loaded first here so the stories draw it.
  loaders: [preloadNotificationBell],
  decorators: [
    (Story) => (
      <div
        style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '36rem', padding: '1rem' }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, with three unread: the count on the bell and in its name. */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(bell.querySelector('[data-slot="notification-count"]')).toHaveTextContent('3');
  },
};

/** Nothing unread: no badge. */
export const NoneUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await expect(bell.querySelector('[data-slot="notification-count"]')).toBeNull();
  },
};

/** Many: the badge, and the name, say 99+. */
export const Many: Story = {
  args: { unreadCount: 120 },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 99+ unread' });
    await expect(bell.querySelector('[data-slot="notification-count"]')).toHaveTextContent('99+');
  },
};

/**
 * Opened by the pointer: the list in a dialog; Escape closes it and focus returns to the bell.
 * Following a notification's link closes it too.
 */
export const Open: Story = {
  // Ends closed again (Escape): its picture is Unread's; OpenLoading/OpenEmpty/OpenError draw the list.
  parameters: { visual: false },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' });
    await userEvent.click(bell);
    const dialog = await page.findByRole('dialog', { name: 'Notifications' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(within(dialog).getAllByRole('link')).toHaveLength(everyKind.length);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      within(canvasElement).getByRole('button', { name: /^Notifications/ }),
    ).toHaveFocus();

    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Notifications/ }));
    const again = await page.findByRole('dialog', { name: 'Notifications' });
    const link = within(again).getByRole('link', { name: /New message from Diego Alvarez/ });
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onOpenNotification).toHaveBeenCalledWith(everyKind[1]);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

function Stateful({ initial }: { initial: AppNotification[] }) {
  const [items, setItems] = useState(initial);
  return (
    <NotificationBell
      defaultOpen
      unreadCount={items.filter((n) => !n.read).length}
      notifications={items}
      onMarkRead={(id) =>
        setItems((all) => all.map((n) => (n.id === id ? { ...n, read: true } : n)))
      }
      onMarkAllRead={() => setItems((all) => all.map((n) => ({ ...n, read: true })))}
    />
  );
}

/** Marking one, then all, as read: the count on the bell follows. */
export const MarkRead: Story = {
  render: () => <Stateful initial={everyKind} />,
  parameters: { visual: false }, // An interaction; Open draws the open list.
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Mark as read: New message from Diego Alvarez' }),
    );
    await expect(
      within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await expect(
      within(canvasElement).getByRole('button', { name: 'Notifications' }),
    ).toBeInTheDocument();
    await expect(within(dialog).queryAllByRole('button', { name: /^Mark as read/ })).toHaveLength(
      0,
    );
  },
};

/** Open while the list loads. */
export const OpenLoading: Story = {
  args: { defaultOpen: true, state: 'loading', notifications: [] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading notifications…');
  },
};

/** Open, and nothing yet. */
export const OpenEmpty: Story = {
  args: { defaultOpen: true, unreadCount: 0, notifications: [] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Notifications' });
    // Visible once the popover has faded in.
    await waitFor(() => expect(within(dialog).getByText('No notifications yet')).toBeVisible());
  },
};

/** Open, and the list could not be read. */
export const OpenError: Story = {
  args: { defaultOpen: true, state: 'error', notifications: [], onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
