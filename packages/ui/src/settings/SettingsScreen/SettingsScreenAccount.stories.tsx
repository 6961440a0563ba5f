import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleSettings } from '../../sample-data/settings';
import { AccountSettings } from '../AccountSettings/AccountSettings';
import { SettingsScreen } from './SettingsScreen';

/*
 * The Settings screen with everything the Profile tab holds in the app: the photo, the
 * computed response time, the server's refusals by field, and the account section.
 */
const meta = {
  title: 'Settings/SettingsScreen/Account',
  component: SettingsScreen,
  args: {
    settings: {
      ...sampleSettings,
      profile: { ...sampleSettings.profile, title: 'Senior Product Designer', skills: ['Figma'] },
    },
    onSave: fn(async () => {}),
    profileForm: {
      avatar: { initials: 'MO', onSelect: fn(), onRemove: fn() },
      responseTime: 'Within 2 hours',
    },
    account: (
      <AccountSettings
        email="maya.okafor@example.com"
        onChangeEmail={fn(async () => {})}
        onChangePassword={fn(async () => {})}
        onDeleteAccount={fn(async () => {})}
      />
    ),
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Profile photo' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sign-in email' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete account' })).toBeVisible();
    await expect(canvas.getByRole('tablist')).toHaveAttribute('data-scroll', 'none');
  },
};

/** A refusal from the server, beside its field. */
export const RefusedSave: Story = {
  args: {
    profileForm: {
      errors: { hourlyRate: 'Hourly rate must be between $0 and $10,000.' },
      responseTime: '',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Hourly rate (USD)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText(/not enough replies yet/)).toBeVisible();
  },
};

/** On a phone the tabs do not all fit: the list fades at its end, and scrolls to Billing. */
export const PhoneTabsScroll: Story = {
  // Interaction only: its first frame is another story's picture (not shot again).
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    if (list.scrollWidth > list.clientWidth) {
      await waitFor(() => expect(list).toHaveAttribute('data-scroll', 'end'));
      await userEvent.click(canvas.getByRole('tab', { name: 'Billing' }));
      await waitFor(() => expect(list.getAttribute('data-scroll')).toMatch(/start|both/));
    } else {
      await expect(list).toHaveAttribute('data-scroll', 'none');
    }
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
  },
};
