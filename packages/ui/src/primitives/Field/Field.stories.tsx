import { TextArea, TextField } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from './Field';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  tags: ['autodocs'],
  args: {
    label: 'Job Title',
    children: (control) => (
      <TextField.Root {...control} size="3" placeholder="e.g. Booking calendar for a yoga studio" />
    ),
  },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Job Title' });
    await expect(input).not.toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    // Clicking the label focuses the control.
    await userEvent.click(canvas.getByText('Job Title'));
    await expect(input).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { label: 'Location', hint: 'City and country, or Remote.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Location' });
    await expect(input).toHaveAccessibleDescription('City and country, or Remote.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The star is for sighted users; screen readers hear "required" instead of "star".
    const input = canvas.getByRole('textbox', { name: 'Job Title' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Error: Story = {
  args: { required: true, error: 'Enter a job title.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Job Title' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a job title.');
    // Read with the field when it gets focus, not announced on its own.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Enter a job title.')).toBeVisible();
  },
};

export const AlertWithIcon: Story = {
  args: {
    label: 'Confirm Password',
    announce: 'alert',
    gap: '1',
    errorIcon: (
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5v4.2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        <circle cx="8" cy="11.2" r="0.9" fill="currentColor" />
      </svg>
    ),
    error: "Passwords don't match",
    children: (control) => <TextField.Root {...control} type="password" size="3" required />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent("Passwords don't match");
    const input = canvas.getByLabelText('Confirm Password');
    await expect(input).toHaveAttribute('aria-describedby', alert.id);
    await expect(input).toHaveAccessibleDescription("Passwords don't match");
  },
};

export const HintReplacedByError: Story = {
  args: {
    label: 'Required Skills',
    announce: 'polite',
    hint: 'Press Enter or Add after each skill. Optional.',
    error: 'React is already in the list.',
    errorWeight: 'regular',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Required Skills' });
    // One message line: the error stands where the hint was, in the same live region.
    await expect(input).toHaveAccessibleDescription('React is already in the list.');
    await expect(canvas.queryByText('Press Enter or Add after each skill. Optional.')).toBeNull();
    const line = canvas.getByText('React is already in the list.');
    await expect(line).toHaveAttribute('aria-live', 'polite');
    await expect(input).toHaveAttribute('aria-describedby', line.id);
  },
};

export const Disabled: Story = {
  args: { disabled: true, hint: 'Set by your organisation.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Job Title' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleDescription('Set by your organisation.');
  },
};

export const TextAreaControl: Story = {
  args: {
    label: 'Job Description',
    required: true,
    children: (control) => <TextArea {...control} required size="3" rows={4} />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Job Description' });
    await userEvent.type(input, 'A warm, hand-drawn mark.');
    await expect(input).toHaveValue('A warm, hand-drawn mark.');
    await expect(input).toBeRequired();
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  args: { required: true, error: 'Enter a job title.', hint: 'Shown on the job card.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByText('Enter a job title.')).toBeVisible();
  },
};
