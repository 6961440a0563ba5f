import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DigestSettings, type DigestSettingsProps } from './DigestSettings';

/** Holds the value like the Notifications tab does, and still reports every change. */
function Controlled(props: DigestSettingsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DigestSettings
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const zones = ['America/New_York', 'Asia/Tokyo', 'Europe/Lisbon', 'UTC'];

const meta = {
  title: 'Settings/DigestSettings',
  component: DigestSettings,
  args: {
    value: { dailyDigest: false, digestHour: 8, digestTimeZone: 'UTC' },
    onChange: fn(),
    timeZones: zones,
    detectedTimeZone: 'Europe/Lisbon',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DigestSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off by default: only the switch. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Daily digest' })).not.toBeChecked();
    await expect(
      canvas.getByText(
        'One email a day with new jobs that match your skills and what is waiting for you.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Send at' })).not.toBeInTheDocument();
  },
};

export const On: Story = {
  args: { value: { dailyDigest: true, digestHour: 9, digestTimeZone: 'Asia/Tokyo' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Daily digest' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Send at' })).toHaveTextContent('09:00');
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveTextContent(
      'Asia/Tokyo',
    );
  },
};

export const OptIn: Story = {
  // Ends drawing what On draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Daily digest' }));
    // Switched on with the default UTC: the person's own time zone is proposed.
    await expect(args.onChange).toHaveBeenLastCalledWith({
      dailyDigest: true,
      digestHour: 8,
      digestTimeZone: 'Europe/Lisbon',
    });
    const hour = canvas.getByRole('combobox', { name: 'Send at' });
    await expect(hour).toHaveTextContent('08:00');
    await userEvent.click(hour);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: '18:00' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      dailyDigest: true,
      digestHour: 18,
      digestTimeZone: 'Europe/Lisbon',
    });
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Time zone' }));
    await userEvent.click(await body.findByRole('option', { name: 'America/New York' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      dailyDigest: true,
      digestHour: 18,
      digestTimeZone: 'America/New_York',
    });
    // Off again (once the list has closed): the hour and zone go away, kept for next time.
    await userEvent.click(await canvas.findByRole('switch', { name: 'Daily digest' }));
    await expect(canvas.queryByRole('combobox', { name: 'Send at' })).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      dailyDigest: false,
      digestHour: 18,
      digestTimeZone: 'America/New_York',
    });
  },
};

export const KeepsAChosenZone: Story = {
  // Draws what Off draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { value: { dailyDigest: false, digestHour: 7, digestTimeZone: 'Asia/Tokyo' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('switch', { name: 'Daily digest' }));
    // A zone chosen before is kept, not replaced by the browser's.
    await expect(args.onChange).toHaveBeenLastCalledWith({
      dailyDigest: true,
      digestHour: 7,
      digestTimeZone: 'Asia/Tokyo',
    });
  },
};

export const Phone: Story = {
  args: { value: { dailyDigest: true, digestHour: 8, digestTimeZone: 'America/New_York' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await expect(doc.defaultView?.innerWidth).toBe(375);
    const canvas = within(canvasElement);
    const hour = canvas.getByRole('combobox', { name: 'Send at' }).getBoundingClientRect();
    const zone = canvas.getByRole('combobox', { name: 'Time zone' }).getBoundingClientRect();
    // Stacked on a phone.
    await expect(zone.top).toBeGreaterThan(hour.top);
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Dark: Story = {
  args: { value: { dailyDigest: true, digestHour: 8, digestTimeZone: 'Europe/Lisbon' } },
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByRole('switch', { name: 'Daily digest' })).toBeChecked();
  },
};
