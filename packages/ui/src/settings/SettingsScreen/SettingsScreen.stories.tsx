import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleSettings } from '../../sample-data/settings';
import { SettingsScreen } from './SettingsScreen';

let releaseSave: (() => void) | undefined;
let failSave: (() => void) | undefined;

const meta = {
  title: 'Settings/SettingsScreen',
  component: SettingsScreen,
  args: {
    settings: sampleSettings,
    // Settles when the play function says so, like the app's simulated 1 s save.
    onSave: fn(
      () =>
        new Promise<void>((resolve, reject) => {
          releaseSave = resolve;
          failSave = () => reject(new Error('Failed to save settings. Please try again.'));
        }),
    ),
    onTabChange: fn(),
  },
  argTypes: {
    defaultTab: {
      control: 'inline-radio',
      options: ['profile', 'notifications', 'privacy', 'billing'],
    },
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue('Maya Okafor');
    await expect(canvas.getByRole('spinbutton', { name: 'Hourly rate (USD)' })).toHaveValue(85);
  },
};

export const TabsSwitch: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Notifications' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('notifications');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Job alerts' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Marketing emails' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('tab', { name: 'Privacy' }));
    await expect(canvas.getByRole('combobox', { name: 'Profile visibility' })).toHaveTextContent(
      'Public',
    );
    await expect(canvas.getByRole('switch', { name: 'Show rates' })).toBeChecked();
    await userEvent.click(canvas.getByRole('tab', { name: 'Billing' }));
    await expect(canvas.getByRole('heading', { name: 'Pro plan' })).toBeVisible();
    await expect(canvas.getByText('$5.00')).toBeVisible();
    await expect(canvas.getByText('/month')).toBeVisible();
    await expect(canvas.getByText('Billed monthly')).toBeVisible();
    await expect(canvas.getByText('Card ending in 4242')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  },
};

export const SavingBusy: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const location = canvas.getByRole('textbox', { name: 'Location' });
    await userEvent.clear(location);
    await userEvent.type(location, 'Porto, Portugal');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith('profile', {
      ...sampleSettings.profile,
      location: 'Porto, Portugal',
    });
    const saving = await canvas.findByRole('button', { name: 'Saving...' });
    await expect(saving).toBeDisabled();
    releaseSave?.();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeEnabled());
    // The value is kept after saving, and after switching tabs.
    await userEvent.click(canvas.getByRole('tab', { name: 'Billing' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Profile' }));
    await expect(canvas.getByRole('textbox', { name: 'Location' })).toHaveValue('Porto, Portugal');
  },
};

export const SaveNotifications: Story = {
  args: { defaultTab: 'notifications' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Push notifications' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith('notifications', {
      ...sampleSettings.notifications,
      pushNotifications: true,
    });
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    releaseSave?.();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeEnabled());
  },
};

export const SavePrivacy: Story = {
  args: { defaultTab: 'privacy' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Profile visibility' }));
    await userEvent.click(await page.findByRole('option', { name: 'Members only' }));
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await userEvent.click(await canvas.findByRole('switch', { name: 'Show email address' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith('privacy', {
      ...sampleSettings.privacy,
      profileVisibility: 'members',
      showEmail: true,
    });
    releaseSave?.();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeEnabled());
  },
};

export const SaveFails: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(name, ' Silva');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await canvas.findByRole('button', { name: 'Saving...' });
    failSave?.();
    // Busy ends and the typed value is kept so the user can retry.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeEnabled());
    await expect(name).toHaveValue('Maya Okafor Silva');
  },
};

export const Phone: Story = {
  // Draws what Default draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(canvasElement).getByRole('tab', { name: 'Billing' })).toBeVisible();
  },
};

export const Dark: Story = {
  // Draws what SaveNotifications draws in dark: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { appearance: 'dark' },
  args: { defaultTab: 'notifications' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Email notifications' }),
    ).toBeChecked();
  },
};

export const DarkBilling: Story = {
  globals: { appearance: 'dark' },
  args: { defaultTab: 'billing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Card ending in 4242')).toBeVisible();
  },
};

/**
 * The app learns which sections have edits not saved yet (to ask before leaving): an edit
 * reports its section, switching tabs keeps it, and undoing the edit reports nothing to lose.
 */
export const ReportsUnsavedEdits: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { onUnsavedChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onUnsavedChange).toHaveBeenLastCalledWith([]));
    const location = canvas.getByRole('textbox', { name: 'Location' });
    const before = (location as HTMLInputElement).value;
    await userEvent.type(location, ' (north)');
    await waitFor(() => expect(args.onUnsavedChange).toHaveBeenLastCalledWith(['profile']));
    await userEvent.click(canvas.getByRole('tab', { name: 'Notifications' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Email notifications' }));
    await waitFor(() =>
      expect(args.onUnsavedChange).toHaveBeenLastCalledWith(['profile', 'notifications']),
    );
    await userEvent.click(canvas.getByRole('switch', { name: 'Email notifications' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Profile' }));
    const again = canvas.getByRole('textbox', { name: 'Location' });
    await expect(again).toHaveValue(`${before} (north)`);
    await userEvent.clear(again);
    await userEvent.type(again, before);
    await waitFor(() => expect(args.onUnsavedChange).toHaveBeenLastCalledWith([]));
  },
};
