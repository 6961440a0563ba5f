import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsPanel } from './SettingsPanel';
import { SettingsToggle } from './SettingsToggle';

function WeeklyDigest() {
  const [checked, setChecked] = useState(true);
  return (
    <SettingsToggle
      label="Weekly digest"
      description="A Monday summary of new jobs and unread messages."
      checked={checked}
      onCheckedChange={setChecked}
    />
  );
}

const meta = {
  title: 'Settings/SettingsPanel',
  component: SettingsPanel,
  args: {
    title: 'Notifications',
    description: 'Choose what we tell you about, and how.',
    onSave: fn(),
    children: <WeeklyDigest />,
  },
} satisfies Meta<typeof SettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
    await expect(canvas.getByText('Choose what we tell you about, and how.')).toBeVisible();
    const digest = canvas.getByRole('switch', { name: 'Weekly digest' });
    await expect(digest).toHaveAccessibleDescription(
      'A Monday summary of new jobs and unread messages.',
    );
    await expect(digest).toBeChecked();
    // Clicking the label toggles the switch.
    await userEvent.click(canvas.getByText('Weekly digest'));
    await expect(digest).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const saving = canvas.getByRole('button', { name: 'Saving...' });
    await expect(saving).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(saving);
    await expect(args.onSave).not.toHaveBeenCalled();
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
