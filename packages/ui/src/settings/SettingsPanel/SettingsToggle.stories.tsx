import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsToggle, type SettingsToggleProps } from './SettingsToggle';

/** The toggle as a settings tab holds it: its state kept by the caller, each change reported. */
function Controlled(props: SettingsToggleProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <SettingsToggle
      {...props}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        props.onCheckedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Settings/SettingsToggle',
  component: SettingsToggle,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Show location',
    description: 'Show your city and country on your profile.',
    checked: true,
    onCheckedChange: fn(),
  },
} satisfies Meta<typeof SettingsToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Show location' });
    await expect(toggle).toHaveAccessibleDescription('Show your city and country on your profile.');
    await expect(toggle).toBeChecked();
    // The label flips it, as the switch itself does.
    await userEvent.click(canvas.getByText('Show location'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Off: Story = {
  args: {
    label: 'Show email address',
    description: 'Let signed-in members see your email on your profile.',
    checked: false,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Show email address' });
    await expect(toggle).not.toBeChecked();
    // From the keyboard: Tab to it, Space turns it on.
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(1);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
