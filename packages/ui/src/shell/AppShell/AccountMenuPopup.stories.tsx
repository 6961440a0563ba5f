import { Button } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../domain/paths';
import { LinkProvider, type LinkComponentProps } from '../../primitives';
import { AccountMenuPopup } from './AccountMenuPopup';

/** Stands in for the app's router: reports where a link goes instead of leaving the page. */
const navigate = fn();

function RouterLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/**
 * The menu itself, as AccountMenu renders it once its code has loaded: the trigger it is given
 * (AccountMenu's button; a plain one here) opens Profile, Settings, the Appearance choice and
 * Sign Out. (The stand-in before it loads: ./AccountMenu.)
 */
const meta = {
  title: 'Shell/AppShell/AccountMenuPopup',
  component: AccountMenuPopup,
  args: {
    trigger: (
      <Button variant="ghost" color="gray">
        My Account
      </Button>
    ),
    userEmail: 'maya.okafor@fairlance.dev',
    onSignOut: fn(),
    profileHref: paths.profile,
    settingsHref: paths.settings,
  },
} satisfies Meta<typeof AccountMenuPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the pointer: the trigger opens the menu; Sign Out signs out and closes it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'My Account' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const menu = await page.findByRole('menu');
    // Visible once its opening animation has started drawing it.
    await waitFor(() => expect(menu).toBeVisible());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveTextContent('Signed in asmaya.okafor@fairlance.dev');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Settings', 'Sign Out']);
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    // No Appearance group unless the app handles the choice.
    await expect(within(menu).queryByRole('group', { name: 'Appearance' })).not.toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** With the keyboard: Enter opens it on Profile, the arrows move, Enter on Sign Out signs out. */
export const Keyboard: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { name: 'Maya Okafor' },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'My Account' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await expect(menu).toHaveTextContent('Signed in asMaya Okaformaya.okafor@fairlance.dev');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    // Escape closes it without choosing anything.
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await page.findByRole('menu');
    await waitFor(() => expect(reopened).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** No name or email known: no 'Signed in as' line, only the items. */
export const Anonymous: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { userEmail: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'My Account' }));
    const menu = await page.findByRole('menu');
    await expect(menu).not.toHaveTextContent('Signed in as');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Settings', 'Sign Out']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Profile and Settings are the app's links: choosing one hands its path to the router. */
export const Links: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  render: (args) => (
    <LinkProvider component={RouterLink}>
      <AccountMenuPopup {...args} />
    </LinkProvider>
  ),
  play: async ({ args, canvasElement }) => {
    navigate.mockClear();
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'My Account' });

    await userEvent.click(trigger);
    const menu = await page.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/settings');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());

    // By keyboard: ArrowDown opens it on Profile, Enter follows the link.
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const again = await page.findByRole('menu');
    await waitFor(() =>
      expect(within(again).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
    await expect(navigate).toHaveBeenLastCalledWith('/profile');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/**
 * The Appearance choice: Light, Dark and System as radio items, the app's choice checked.
 * Choosing one reports it and keeps the menu open.
 */
export const AppearanceChoice: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { appearance: 'dark', onAppearanceChange: fn() },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'My Account' }));
    const menu = await page.findByRole('menu');
    const group = within(within(menu).getByRole('group', { name: 'Appearance' }));
    await expect(group.getAllByRole('menuitemradio').map((c) => c.textContent)).toEqual([
      'Light',
      'Dark',
      'System',
    ]);
    await expect(group.getByRole('menuitemradio', { name: 'Dark' })).toBeChecked();
    await expect(group.getByRole('menuitemradio', { name: 'Light' })).not.toBeChecked();

    await userEvent.click(group.getByRole('menuitemradio', { name: 'System' }));
    await expect(args.onAppearanceChange).toHaveBeenCalledTimes(1);
    await expect(args.onAppearanceChange).toHaveBeenCalledWith('system');
    await expect(page.getByRole('menu')).toBeInTheDocument();
    await waitFor(() => expect(page.getByRole('menu')).toBeVisible());
    await expect(args.onSignOut).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/**
 * Taking over from the stand-in: the focus it had and the key pressed on it while this code
 * loaded are played again, so the menu opens on Profile as if it had been there all along.
 */
export const ReplaysStandIn: Story = {
  // On a desktop it draws what Default draws: the visual gate shoots it on a phone only.
  parameters: { visual: { viewports: ['phone'] } },
  args: { replay: { focus: true, input: { kind: 'key', key: 'Enter' } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const menu = await page.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'My Account' })).toHaveFocus();
  },
};
