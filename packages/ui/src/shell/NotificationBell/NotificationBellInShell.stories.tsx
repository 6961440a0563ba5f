import { Heading, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppShell, preloadAppShell } from '../AppShell/AppShell';
import { NotificationBell, preloadNotificationBell } from './NotificationBell';
import { everyKind } from './notificationStories';

function Bell() {
  return (
    <NotificationBell
      unreadCount={3}
      notifications={everyKind}
      onMarkRead={fn()}
      onMarkAllRead={fn()}
    />
  );
}

const meta = {
  title: 'Shell/AppShell/WithNotifications',
  component: AppShell,
  args: {
    currentSection: 'dashboard',
    title: 'Dashboard',
    userName: 'Maya Okafor',
    userEmail: 'maya.okafor@fairlance.dev',
    onSignOut: fn(),
    notifications: <Bell />,
    children: (
      <>
        <Heading as="h1" size="7" mb="2">
          Good morning, Maya
        </Heading>
        <Text as="p">Three things happened since you were last here.</Text>
      </>
    ),
  },
  loaders: [preloadAppShell, preloadNotificationBell],
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bell sits in the header, before the account menu, and opens the list from there. */
export const InHeader: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    const bell = within(header).getByRole('button', { name: 'Notifications, 3 unread' });
    const account = within(header).getByRole('button', { name: /^My Account/ });
    await expect(
      bell.compareDocumentPosition(account) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(bell);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Notifications',
    });
    await expect(within(dialog).getAllByRole('link')).toHaveLength(everyKind.length);
  },
};
