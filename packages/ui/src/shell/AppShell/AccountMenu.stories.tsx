import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Appearance } from '../../theme/appearance';
import { paths } from '../../domain/paths';
import { AccountMenu, preloadAccountMenu } from './AccountMenu';

const meta = {
  title: 'Shell/AppShell/AccountMenu',
  component: AccountMenu,
  args: {
    userEmail: 'maya.okafor@fairlance.dev',
    onSignOut: fn(),
    profileHref: paths.profile,
    settingsHref: paths.settings,
  },
  // The menu's code loads on demand in the app; loaded first here, so every story draws the
  // menu itself from the start (its stand-in is covered by the e2e journeys).
  loaders: [preloadAccountMenu],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With the keyboard: Enter opens it on Profile, arrows move, Escape closes it and focus returns
 * to the trigger. (Opening with the pointer and signing out: the AppShell's AccountMenu story.)
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /^My Account/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    // The trigger found again: the menu's code may have loaded, and replaced a stand-in, since.
    await expect(within(canvasElement).getByRole('button', { name: /^My Account/ })).toHaveFocus();
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** No email known yet: the trigger and the menu leave it out rather than show a blank line. */
export const WithoutEmail: Story = {
  args: { userEmail: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /^My Account/ });
    await expect(trigger).toHaveAccessibleName('My Account');
    await userEvent.click(trigger);
    const menu = await page.findByRole('menu');
    await expect(menu).not.toHaveTextContent('Signed in as');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Profile', 'Settings', 'Sign Out']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** With a name: the trigger shows it over the email, with its initials; the menu names both. */
export const WithName: Story = {
  args: { userName: 'Maya Okafor' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /^My Account/ });
    await expect(trigger).toHaveAccessibleName('My Account Maya Okafor maya.okafor@fairlance.dev');
    await expect(within(trigger).getByText('MO')).toBeVisible();
    // 'My Account' stays in its name, out of sight.
    await expect(
      within(trigger).getByText('My Account').getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
    await userEvent.click(trigger);
    const menu = await page.findByRole('menu');
    await expect(menu).toHaveTextContent('Signed in asMaya Okaformaya.okafor@fairlance.dev');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** A long name is cut short with an ellipsis, on the trigger and in the menu. */
export const LongName: Story = {
  args: {
    userName: 'Alexandra Featherstonehaugh-Okonkwo of the Northwind Collective',
    userEmail: 'alexandra.featherstonehaugh-okonkwo@studio-northwind-collective.dev',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /^My Account Alexandra/ });
    await expect(within(trigger).getByText('AC')).toBeVisible();
    const name = within(trigger).getByText(/^Alexandra Featherstonehaugh/);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(trigger.getBoundingClientRect().width).toBeLessThan(340);
    await userEvent.click(trigger);
    const menu = await page.findByRole('menu');
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(doc.clientWidth);
    await expect(menu.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Only an email: its first letter on the avatar, as before names were known. */
export const EmailOnly: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^My Account/ });
    await expect(within(trigger).getByText('M', { exact: true })).toBeVisible();
    await expect(within(trigger).getByText('My Account')).toBeVisible();
  },
};

/**
 * The Appearance choice, when the app handles it: Light, Dark and System as radio items, the
 * chosen one checked. Choosing keeps the menu open, so the change shows at once and the person
 * can choose again; the app stores the choice and applies it before paint on the next load.
 */
export const AppearanceChoice: Story = {
  // Draws what WithName draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { userName: 'Maya Okafor', appearance: 'system', onAppearanceChange: fn() },
  render: function Render(args) {
    // The app's part: remember the choice (here for the story's lifetime).
    const [appearance, setAppearance] = useState<Appearance | undefined>(args.appearance);
    return (
      <AccountMenu
        {...args}
        appearance={appearance}
        onAppearanceChange={(next) => {
          args.onAppearanceChange?.(next);
          setAppearance(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    // Queried afresh each time: the story re-renders with the new choice.
    const choice = (name: string) =>
      within(page.getByRole('group', { name: 'Appearance' })).getByRole('menuitemradio', { name });
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^My Account/ }));
    const menu = await page.findByRole('menu');
    const group = within(menu).getByRole('group', { name: 'Appearance' });
    await expect(
      within(group)
        .getAllByRole('menuitemradio')
        .map((c) => c.textContent),
    ).toEqual(['Light', 'Dark', 'System']);
    await expect(choice('System')).toBeChecked();

    await userEvent.click(choice('Dark'));
    await expect(args.onAppearanceChange).toHaveBeenLastCalledWith('dark');
    await waitFor(() => expect(choice('Dark')).toBeChecked());
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(choice('System')).not.toBeChecked();

    // By keyboard: the arrows reach the choices, Enter picks one, the menu stays open.
    choice('Dark').focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(choice('Light')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAppearanceChange).toHaveBeenLastCalledWith('light');
    await waitFor(() => expect(choice('Light')).toBeChecked());
    await expect(args.onAppearanceChange).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};
