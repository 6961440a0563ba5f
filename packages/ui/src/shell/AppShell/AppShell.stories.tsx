import { Heading, Text, Theme } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToString } from 'react-dom/server';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LinkProvider, type LinkComponentProps } from '../../primitives';
import { AppShell, preloadAppShell } from './AppShell';

/** Stories stay on their page: links report the click instead of navigating. */
function StoryLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- content arrives through props.children
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

function JobsScreen() {
  return (
    <>
      <Heading as="h1" size="7" mb="2">
        Browse Jobs
      </Heading>
      <Text as="p" size="3">
        Every job here is posted straight by the client, with no commission taken from either side.
        Open a job to read the brief, then message the client directly.
      </Text>
    </>
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  args: {
    currentSection: 'jobs',
    title: 'Jobs',
    userEmail: 'maya.okafor@fairlance.dev',
    onSignOut: fn(),
    onOpenChange: fn(),
    onMobileOpenChange: fn(),
    children: <JobsScreen />,
  },
  // The account menu and the phone sheet load on demand in the app; loaded first here, so
  // every story draws them from the start, as the app does once they have loaded.
  loaders: [preloadAppShell],
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await expect(nav.getBoundingClientRect().width).toBe(256);

    const links = within(nav);
    for (const name of ['Dashboard', 'Jobs', 'Messages', 'Profile', 'Settings']) {
      await expect(links.getByRole('link', { name })).toBeVisible();
    }
    await expect(links.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    await expect(links.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(links.getByRole('link', { name: 'Post Job' })).toHaveAttribute(
      'href',
      '/jobs/create',
    );
    await expect(links.getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/messages',
    );

    await expect(
      canvas.getByText('Jobs', { selector: '[data-slot="app-shell-title"]' }),
    ).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Browse Jobs' }),
    );

    const toggle = canvas.getByRole('button', { name: 'Toggle Sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Collapsed: Story = {
  args: { defaultOpen: false, currentSection: 'messages', title: 'Messages' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await expect(canvas.getByRole('button', { name: 'Toggle Sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(48));

    // Labels are hidden, names are kept.
    const messages = within(nav).getByRole('link', { name: 'Messages' });
    await expect(messages).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Post Job' })).toBeInTheDocument();
    await expect(
      within(messages).getByText('Messages').getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);

    // Focusing an icon shows its name in a tooltip.
    messages.focus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Messages');

    await userEvent.click(canvas.getByRole('button', { name: 'Toggle Sidebar' }));
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const KeyboardShortcut: Story = {
  // Draws what Expanded draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const toggle = canvas.getByRole('button', { name: 'Toggle Sidebar' });

    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.keyboard('{Meta>}b{/Meta}');
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    // B alone is typing, not a shortcut.
    await userEvent.keyboard('b');
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

export const AccountMenu: Story = {
  // Draws what Expanded draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /^My Account/ });
    await expect(trigger).toHaveAccessibleName('My Account maya.okafor@fairlance.dev');

    await userEvent.click(trigger);
    const menu = await page.findByRole('menu');
    await expect(menu).toHaveTextContent('Signed in as');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Profile',
      'Settings',
      'Sign Out',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { currentSection: 'dashboard', title: 'Dashboard' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375);
    // The sidebar is a sheet, closed until asked for.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    const toggle = canvas.getByRole('button', { name: 'Toggle Sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);

    const sheet = await page.findByRole('dialog', { name: 'Navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onMobileOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(sheet.getBoundingClientRect().width).toBe(288));
    const nav = within(sheet).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Escape closes it and hands focus back to the toggle.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();

    // Choosing a section closes it too.
    await userEvent.click(toggle);
    const again = await page.findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(within(again).getByRole('link', { name: 'Messages' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onMobileOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The sheet held open by the app (controlled), as a person on a phone sees it. */
export const PhoneSheetOpen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { mobileOpen: true, currentSection: 'profile', title: 'Profile' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const sheet = await page.findByRole('dialog', { name: 'Navigation' });
    await expect(sheet).toHaveAccessibleDescription('Go to a section of Fairlance or post a job.');
    const nav = within(sheet).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Post Job' })).toBeVisible();
    // Controlled: closing asks the app, which keeps it open here.
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close navigation' }));
    await expect(args.onMobileOpenChange).toHaveBeenCalledWith(false);
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  args: { currentSection: 'settings', title: 'Settings' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const DarkCollapsed: Story = {
  // On a phone it draws what Expanded draws: the visual gate shoots it on a desktop only.
  parameters: { visual: { viewports: ['desktop'] } },
  globals: { appearance: 'dark' },
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const LongEmail: Story = {
  args: {
    userEmail: 'alexandra.featherstonehaugh-okonkwo@studio-northwind-collective.dev',
    title: 'Messages',
    currentSection: 'messages',
  },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    const trigger = within(canvasElement).getByRole('button', { name: /^My Account/ });
    // The email is truncated instead of pushing the header wider than the page.
    await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(doc.clientWidth);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** The person's name on the account menu and 3 unread messages badged on the sidebar. */
export const NameAndUnread: Story = {
  // On a phone it draws what ManyUnread draws: the visual gate shoots it on a desktop only.
  parameters: { visual: { viewports: ['desktop'] } },
  args: { userName: 'Maya Okafor', unreadMessages: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /^My Account/ });
    await expect(trigger).toHaveAccessibleName('My Account Maya Okafor maya.okafor@fairlance.dev');
    await expect(within(trigger).getByText('Maya Okafor')).toBeVisible();
    await expect(within(trigger).getByText('maya.okafor@fairlance.dev')).toBeVisible();
    await expect(within(trigger).getByText('MO')).toBeVisible();

    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const messages = within(nav).getByRole('link', { name: 'Messages 3 unread' });
    await expect(messages).toHaveAttribute('href', '/messages');
    const badge = within(messages).getByText('3');
    await expect(badge).toBeVisible();
    // The count sits at the end of the row, after the name.
    await expect(badge.getBoundingClientRect().left).toBeGreaterThan(
      within(messages).getByText('Messages').getBoundingClientRect().right,
    );
    await expect(canvasElement.querySelector('[data-slot="sidebar-unread-dot"]')).not.toBeVisible();
    // Only Messages carries a count.
    await expect(within(nav).getByRole('link', { name: 'Jobs' })).toBeVisible();
  },
};

/** Collapsed to icons: a dot on the Messages icon; the name and the tooltip say the count. */
export const CollapsedWithUnread: Story = {
  // On a phone it draws what ManyUnread draws: the visual gate shoots it on a desktop only.
  parameters: { visual: { viewports: ['desktop'] } },
  args: { defaultOpen: false, userName: 'Maya Okafor', unreadMessages: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(48));
    const messages = within(nav).getByRole('link', { name: 'Messages 3 unread' });
    const dot = messages.querySelector('[data-slot="sidebar-unread-dot"]')!;
    await expect(dot).toBeVisible();
    await expect(within(messages).getByText('3').getBoundingClientRect().width).toBeLessThanOrEqual(
      1,
    );
    // The dot stays inside the rail.
    await expect(dot.getBoundingClientRect().right).toBeLessThanOrEqual(
      nav.getBoundingClientRect().right,
    );
    messages.focus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Messages, 3 unread');
  },
};

/** A large count is capped at 99+. */
export const ManyUnread: Story = {
  args: { userName: 'Maya Okafor', unreadMessages: 240 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const messages = within(nav).getByRole('link', { name: 'Messages 99+ unread' });
    await expect(within(messages).getByText('99+')).toBeVisible();
    await expect(messages.scrollWidth).toBeLessThanOrEqual(messages.clientWidth);
  },
};

/** On a phone the sheet badges Messages too; the header shows the initials only. */
export const PhoneSheetWithUnread: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    mobileOpen: true,
    currentSection: 'dashboard',
    title: 'Dashboard',
    userName: 'Maya Okafor',
    unreadMessages: 3,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const sheet = await page.findByRole('dialog', { name: 'Navigation' });
    const messages = within(sheet).getByRole('link', { name: 'Messages 3 unread' });
    await expect(within(messages).getByText('3')).toBeVisible();
    await expect(messages.getBoundingClientRect().right).toBeLessThanOrEqual(
      sheet.getBoundingClientRect().right,
    );
    const trigger = page.getByRole('button', { name: /^My Account Maya Okafor/, hidden: true });
    await expect(within(trigger).getByText('MO')).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const DarkWithUnread: Story = {
  // Draws what ManyUnread and NameAndUnread draw in dark: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { appearance: 'dark' },
  args: { userName: 'Maya Okafor', unreadMessages: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(
      within(within(nav).getByRole('link', { name: 'Messages 3 unread' })).getByText('3'),
    ).toBeVisible();
  },
};

/** A long name and a long email are cut short instead of widening the header. */
export const LongName: Story = {
  args: {
    userName: 'Alexandra Featherstonehaugh-Okonkwo of the Northwind Collective',
    userEmail: 'alexandra.featherstonehaugh-okonkwo@studio-northwind-collective.dev',
  },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    const trigger = within(canvasElement).getByRole('button', { name: /^My Account Alexandra/ });
    await expect(within(trigger).getByText('AC')).toBeVisible();
    await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(doc.clientWidth);
    await expect(trigger.getBoundingClientRect().width).toBeLessThan(340);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/**
 * The shell's server HTML, before any script runs, put in the page as the browser gets it: the
 * layout must already be the one the width calls for, or the page shifts when it hydrates.
 */
async function expectServerLayout(
  canvasElement: HTMLElement,
  args: Parameters<typeof AppShell>[0],
  sidebarWidth: number,
) {
  const host = canvasElement.querySelector<HTMLElement>('[data-testid="server-html"]');
  if (!host) throw new Error('the story renders no host for the server HTML');
  host.innerHTML = renderToString(
    <Theme hasBackground={false}>
      <AppShell {...args} />
    </Theme>,
  );
  const page = within(host);
  const shell = host.querySelector<HTMLElement>('[data-slot="app-shell"]');
  const inset = host.querySelector<HTMLElement>('[data-slot="app-shell-inset"]');
  if (!shell || !inset) throw new Error('the server HTML has no shell');
  if (sidebarWidth === 0) {
    await expect(page.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  } else {
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
  await expect(inset.getBoundingClientRect().left - shell.getBoundingClientRect().left).toBe(
    sidebarWidth,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();
}

const serverHtml = () => <div data-testid="server-html" />;

/** On a phone the server's HTML already has no sidebar: the main column starts at the edge. */
export const ServerHtmlPhone: Story = {
  // Interaction-only: it checks the server's HTML; Phone draws the same shell.
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: serverHtml,
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375);
    await expectServerLayout(canvasElement, args, 0);
  },
};

/** On a desktop the server's HTML has the 16rem sidebar beside the main column. */
export const ServerHtmlDesktop: Story = {
  // Interaction-only: it checks the server's HTML; Expanded draws the same shell.
  parameters: { visual: false },
  render: serverHtml,
  play: async ({ canvasElement, args }) => {
    await expectServerLayout(canvasElement, args, 256);
  },
};
