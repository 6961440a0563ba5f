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

const profile = {
  ...sampleSettings.profile,
  title: 'Senior Product Designer',
  skills: ['Figma', 'Design systems'],
};

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
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue('Maya Okafor');
    await expect(canvas.getByLabelText('Title')).toHaveValue('Senior Product Designer');
    await expect(canvas.getByRole('list', { name: 'Added skills' })).toHaveTextContent('Figma');
    // Every limit is written beside its field; the bio counts.
    await expect(canvas.getByText('Required, up to 80 characters.')).toBeVisible();
    await expect(canvas.getByText('Optional, from $0 to $10,000.')).toBeVisible();
    await expect(canvas.getByText(`${profile.bio.length} / 2,000`)).toBeVisible();
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
    for (const label of ['Full name', 'Title', 'Bio', 'Location']) {
      await expect(canvas.getByRole('textbox', { name: label })).toHaveValue('');
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
    // One column: the title field sits below the name field.
    const name = canvas.getByRole('textbox', { name: 'Full name' }).getBoundingClientRect();
    const title = canvas.getByRole('textbox', { name: 'Title' }).getBoundingClientRect();
    await expect(title.top).toBeGreaterThan(name.bottom);
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Broken limits: Save Changes names each problem beside its field and does not save. */
export const LimitsRefused: Story = {
  // Interaction only: its first frame is another story's picture (not shot again).
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    const rate = canvas.getByRole('spinbutton', { name: 'Hourly rate (USD)' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '99999999');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByText('Display name cannot be empty.')).toBeVisible();
    await expect(canvas.getByText('Hourly rate must be between $0 and $10,000.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    // Editing the field takes its message away.
    await userEvent.type(name, 'Maya');
    await expect(canvas.queryByText('Display name cannot be empty.')).toBeNull();
  },
};

/** A refusal from the server, shown beside the field it concerns until that field is edited. */
export const ServerRefusal: Story = {
  args: {
    errors: { bio: 'Bio can be at most 2,000 characters and not only spaces (this one has 6000).' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bio = canvas.getByRole('textbox', { name: 'Bio' });
    await expect(bio).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/this one has 6000/)).toBeVisible();
    await userEvent.type(bio, '!');
    await expect(canvas.queryByText(/this one has 6000/)).toBeNull();
  },
};

/** With the photo and the computed response time. */
export const WithPhotoAndResponseTime: Story = {
  args: {
    avatar: { initials: 'MO', onSelect: fn(), onRemove: fn() },
    responseTime: 'Within 2 hours',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Profile photo' })).toBeVisible();
    await expect(canvas.getByText('PNG, JPEG or WebP, at most 5 MB.')).toBeVisible();
    await expect(
      canvas.getByText(/Within 2 hours, worked out from how soon you answer/),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Full name' })).toHaveValue(
      'Maya Okafor',
    );
  },
};
