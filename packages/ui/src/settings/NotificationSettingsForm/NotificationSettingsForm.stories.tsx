import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSettings } from '../../sample-data/settings';
import {
  NotificationSettingsForm,
  type NotificationSettingsFormProps,
} from './NotificationSettingsForm';

/** Holds the value like the settings screen does, and still reports every change. */
function Controlled(props: NotificationSettingsFormProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NotificationSettingsForm
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const notifications = sampleSettings.notifications;

const meta = {
  title: 'Settings/NotificationSettingsForm',
  component: NotificationSettingsForm,
  args: { value: notifications, onChange: fn(), onSave: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof NotificationSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
    const switches = canvas.getAllByRole('switch');
    await expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
      'true',
      'true',
      'false',
      'false',
    ]);
    await expect(canvas.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Push notifications' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Job alerts' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Message alerts' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Marketing emails' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Daily digest' })).not.toBeChecked();
  },
};

export const ToggleAndSave: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const push = canvas.getByRole('switch', { name: 'Push notifications' });
    await userEvent.click(push);
    await expect(push).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...notifications,
      pushNotifications: true,
    });
    // Keyboard: Space toggles the focused switch.
    const jobAlerts = canvas.getByRole('switch', { name: 'Job alerts' });
    jobAlerts.focus();
    await userEvent.keyboard(' ');
    await expect(jobAlerts).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...notifications,
      pushNotifications: true,
      jobAlerts: false,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(canvas.getByRole('form', { name: 'Notifications' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
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
    for (const s of within(canvasElement).getAllByRole('switch')) {
      await expect(s.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getAllByRole('switch')).toHaveLength(6);
  },
};
