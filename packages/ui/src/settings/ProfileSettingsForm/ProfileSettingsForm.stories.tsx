import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSettings } from '../../sample-data/settings';
import { ProfileSettingsForm, type ProfileSettingsFormProps } from './ProfileSettingsForm';

/** Holds the value like the settings screen does, and still reports every change. */
function Controlled(props: ProfileSettingsFormProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ProfileSettingsForm
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const profile = sampleSettings.profile;

const meta = {
  title: 'Settings/ProfileSettingsForm',
  component: ProfileSettingsForm,
  args: { value: profile, onChange: fn(), onSave: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ProfileSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
    await expect(canvas.getByLabelText('Full name')).toHaveValue('Maya Okafor');
    await expect(canvas.getByLabelText('Email')).toHaveValue('maya.okafor@example.com');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Bio')).toHaveValue(profile.bio);
    await expect(canvas.getByLabelText('Location')).toHaveValue('Lisbon, Portugal');
    await expect(canvas.getByRole('spinbutton', { name: 'Hourly rate (USD)' })).toHaveValue(85);
    await expect(canvas.getByText('per hour')).toBeVisible();
  },
};

export const EditAndSave: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Maya Okafor-Reis');
    const rate = canvas.getByRole('spinbutton', { name: 'Hourly rate (USD)' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '95');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...profile,
      name: 'Maya Okafor-Reis',
      hourlyRate: '95',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const SaveWithEnter: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const location = canvas.getByRole('textbox', { name: 'Location' });
    await userEvent.clear(location);
    await userEvent.type(location, 'Porto, Portugal{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...profile,
      location: 'Porto, Portugal',
    });
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { value: { name: '', email: '', bio: '', location: '', hourlyRate: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Full name', 'Email', 'Bio', 'Location']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expect(canvas.getByRole('spinbutton', { name: 'Hourly rate (USD)' })).toHaveValue(null);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Location' }), '{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  // Draws what Default draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    await expect(doc.defaultView?.innerWidth).toBe(375);
    // One column: the email field sits below the name field.
    const name = canvas.getByRole('textbox', { name: 'Full name' }).getBoundingClientRect();
    const email = canvas.getByRole('textbox', { name: 'Email' }).getBoundingClientRect();
    await expect(email.top).toBeGreaterThan(name.bottom);
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByLabelText('Full name')).toHaveValue('Maya Okafor');
  },
};
