import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotificationPopover, type NotificationPopoverProps } from './NotificationPopover';
import { everyKind } from './notificationStories';

/**
 * The bell's popover on its own (NotificationBell loads it on demand and draws it in its Open
 * stories): a controlled Radix Popover around the list, closed when a notification is followed.
 */
/** The popover with a plain button as its trigger (a React element is no story arg). */
function WithTrigger(props: Omit<NotificationPopoverProps, 'trigger'>) {
  return <NotificationPopover {...props} trigger={<button type="button">Notifications</button>} />;
}

const meta = {
  title: 'Shell/NotificationBell/NotificationPopover',
  component: WithTrigger,
  args: {
    open: true,
    onOpenChange: fn(),
    notifications: everyKind,
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onOpenNotification: fn(),
  },
  // NotificationBell's Open stories draw the same popover: not shot again by the visual gate.
  parameters: { visual: false },
  decorators: [
    (Story) => (
      <div
        style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '36rem', padding: '1rem' }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WithTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Following a notification tells the app which one, and closes the popover. */
export const FollowClosesIt: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Notifications' });
    const links = within(dialog).getAllByRole('link');
    await expect(links).toHaveLength(everyKind.length);
    // Stay on the story: the browser does not follow the link (the app's router would).
    const doc = canvasElement.ownerDocument;
    doc.addEventListener('click', (event) => event.preventDefault(), { once: true, capture: true });
    await userEvent.click(links[0]!);
    await waitFor(() => expect(args.onOpenNotification).toHaveBeenCalledWith(everyKind[0]));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Marking one as read goes to the app; the popover stays open. */
export const MarkOneRead: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Notifications' });
    const unread = everyKind.find((n) => !n.read)!;
    await userEvent.click(within(dialog).getAllByRole('button', { name: /^Mark as read: / })[0]!);
    await expect(args.onMarkRead).toHaveBeenCalledWith(unread.id);
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};
