import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleSettings } from '../../sample-data/settings';
import { PrivacySettingsForm, type PrivacySettingsFormProps } from './PrivacySettingsForm';

/** Holds the value like the settings screen does, and still reports every change. */
function Controlled(props: PrivacySettingsFormProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PrivacySettingsForm
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const privacy = sampleSettings.privacy;

const meta = {
  title: 'Settings/PrivacySettingsForm',
  component: PrivacySettingsForm,
  args: { value: privacy, onChange: fn(), onSave: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PrivacySettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Privacy' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Profile visibility' })).toHaveTextContent(
      'Public',
    );
    await expect(canvas.getByRole('switch', { name: 'Show email address' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Show location' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Show rates' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Show rates' })).toHaveAccessibleDescription(
      'Show your hourly rate to clients.',
    );
  },
};

export const ChangeVisibility: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const select = canvas.getByRole('combobox', { name: 'Profile visibility' });
    await userEvent.click(select);
    const options = await page.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Public',
      'Members only',
      'Private',
    ]);
    await userEvent.click(page.getByRole('option', { name: 'Members only' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...privacy, profileVisibility: 'members' });
    await expect(select).toHaveTextContent('Members only');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(select).toHaveFocus();
  },
};

export const ToggleAndSave: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const showEmail = canvas.getByRole('switch', { name: 'Show email address' });
    await userEvent.click(showEmail);
    await expect(showEmail).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...privacy, showEmail: true });
    await userEvent.click(canvas.getByRole('switch', { name: 'Show location' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...privacy,
      showEmail: true,
      showLocation: false,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/**
 * 'Show when I'm online' is on by default and says what it shares; turned off, it says what
 * that means.
 */
export const HideOnline: Story = {
  // Starts as Default draws it, then switches: an interaction, not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const online = canvas.getByRole('switch', { name: "Show when I'm online" });
    await expect(online).toBeChecked();
    await expect(online).toHaveAccessibleDescription(
      'The people you message see a green dot and Online while you have your conversation with them open.',
    );
    await userEvent.click(online);
    await expect(online).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...privacy, showOnline: false });
    await expect(online).toHaveAccessibleDescription(
      'You appear Offline to everyone: your presence is not shared while this is off.',
    );
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const saving = canvas.getByRole('button', { name: 'Saving...' });
    await expect(saving).toBeDisabled();
    await userEvent.click(saving);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Private: Story = {
  args: {
    value: {
      profileVisibility: 'private',
      showEmail: false,
      showLocation: false,
      showRates: false,
      showOnline: false,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Profile visibility' })).toHaveTextContent(
      'Private',
    );
    const switches = canvas.getAllByRole('switch');
    await expect(switches).toHaveLength(4);
    for (const item of switches) await expect(item).not.toBeChecked();
  },
};

export const Phone: Story = {
  // Draws what Default draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await expect(doc.defaultView?.innerWidth).toBe(375);
    const save = within(canvasElement).getByRole('button', { name: 'Save Changes' });
    await expect(save.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Show location' }),
    ).toBeChecked();
  },
};
