import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ProposalForm } from '../../domain/types';
import { SendProposalForm } from './SendProposalForm';

const letter =
  'Hello! I have built class booking for two climbing gyms with React and Stripe, including the roster view your teachers need.\n\nI would start with the booking flow and checkout, then the confirmation emails. I can start next Monday.';

/** A real-looking letter cut to `length` characters. */
const letterOf = (length: number) => {
  const paragraph = `${letter}\n\n`;
  return paragraph.repeat(Math.ceil(length / paragraph.length)).slice(0, length);
};

const meta = {
  title: 'Jobs/SendProposalForm',
  component: SendProposalForm,
  args: { onSubmit: fn(), onValueChange: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SendProposalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const coverLetter = canvas.getByRole('textbox', { name: 'Cover letter' });
    await expect(coverLetter).toBeRequired();
    await expect(coverLetter).toHaveAttribute('maxlength', '5000');
    await expect(coverLetter).toHaveAccessibleDescription(
      'Say why you fit this job: similar work you have done, how you would go about it and when you could start.',
    );
    await expect(canvas.getByText('0 / 5,000')).toBeVisible();
    const bid = canvas.getByRole('textbox', { name: 'Your bid (USD)' });
    await expect(bid).toBeRequired();
    await expect(bid).toHaveAccessibleDescription('Up to $10,000,000');
    await expect(canvas.getByRole('button', { name: 'Send Proposal' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    // The counter follows the typing.
    await userEvent.type(coverLetter, 'Hello there');
    await expect(canvas.getByText('11 / 5,000')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      coverLetter: 'Hello there',
      bid: '',
    });
  },
};

export const InvalidSubmit: Story = {
  // Draws what Empty draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const coverLetter = canvas.getByRole('textbox', { name: 'Cover letter' });
    const bid = canvas.getByRole('textbox', { name: 'Your bid (USD)' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send Proposal' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Write a cover letter.')).toBeVisible();
    await expect(canvas.getByText('Enter your bid.')).toBeVisible();
    await expect(coverLetter).toHaveFocus();
    await expect(coverLetter).toHaveAttribute('aria-invalid', 'true');
    await expect(coverLetter).toHaveAccessibleDescription('Write a cover letter.');
    // Spaces alone are no letter; a bid that is not an amount is refused, and focus goes there.
    await userEvent.type(coverLetter, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Proposal' }));
    await expect(coverLetter).toHaveFocus();
    await userEvent.type(coverLetter, 'I have built this twice before.');
    await expect(canvas.queryByText('Write a cover letter.')).toBeNull();
    await userEvent.type(bid, 'about 1k');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Proposal' }));
    await expect(bid).toHaveFocus();
    await expect(bid).toHaveAccessibleDescription(
      'Enter the bid as an amount in dollars, e.g. 1200.',
    );
    await userEvent.clear(bid);
    await userEvent.type(bid, '10000001');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Proposal' }));
    await expect(canvas.getByText('A bid can be at most $10,000,000.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Fixed: the form goes out as typed.
    await userEvent.clear(bid);
    await userEvent.type(bid, '$1,200');
    await expect(canvas.getByText('Up to $10,000,000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send Proposal' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      coverLetter: '   I have built this twice before.',
      bid: '$1,200',
    });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const LongTextNearLimit: Story = {
  args: { defaultValue: { coverLetter: letterOf(4_950), bid: '2400' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const coverLetter = canvas.getByRole('textbox', { name: 'Cover letter' });
    await expect(canvas.getByText('4,950 / 5,000')).toBeVisible();
    // Typing stops at the limit and says so.
    await userEvent.type(
      coverLetter,
      ' I look forward to hearing from you and your teachers soon!!',
    );
    await expect((coverLetter as HTMLTextAreaElement).value).toHaveLength(5_000);
    await expect(canvas.getByText('5,000 / 5,000')).toBeVisible();
    await expect(
      canvas.getByText('You have reached the limit of 5,000 characters.'),
    ).toBeInTheDocument();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const Busy: Story = {
  args: { busy: true, defaultValue: { coverLetter: letter, bid: '3,200' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sending = canvas.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Send Proposal' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Cover letter' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Cover letter' })).toHaveValue(letter);
    await expect(canvas.getByRole('textbox', { name: 'Your bid (USD)' })).toHaveValue('3,200');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: {
    error: 'Failed to send proposal. Please try again.',
    defaultValue: { coverLetter: letter, bid: '3200' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to send proposal. Please try again.',
    );
    // The text stays for another try.
    await expect(canvas.getByRole('textbox', { name: 'Your bid (USD)' })).toHaveValue('3200');
    await expect(canvas.getByRole('button', { name: 'Send Proposal' })).toBeEnabled();
  },
};

/** The app keeps the draft: `value` and `onValueChange`. */
export const Controlled: Story = {
  args: { value: { coverLetter: 'Draft kept by the app', bid: '900' } },
  render: function Render(args) {
    const [value, setValue] = useState<ProposalForm>(args.value!);
    return (
      <SendProposalForm
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bid = canvas.getByRole('textbox', { name: 'Your bid (USD)' });
    await expect(bid).toHaveValue('900');
    await userEvent.type(bid, '0');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      coverLetter: 'Draft kept by the app',
      bid: '9000',
    });
    await expect(bid).toHaveValue('9000');
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  args: { defaultValue: { coverLetter: letterOf(4_960), bid: 'abc' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Proposal' }));
    await expect(canvas.getByRole('textbox', { name: 'Your bid (USD)' })).toHaveFocus();
  },
};
