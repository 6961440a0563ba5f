import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LeaveReviewForm } from './LeaveReviewForm';

const meta = {
  title: 'Jobs/LeaveReviewForm',
  component: LeaveReviewForm,
  args: { name: 'Maya Okafor', onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LeaveReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const stars = canvas.getByRole('radiogroup', { name: /How was working with Maya Okafor/ });
    await expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.getByText('No rating yet')).toBeVisible();
    // The keyboard path: focus the group, then arrow keys move between the stars.
    await userEvent.click(canvas.getByRole('radio', { name: '3 stars' }));
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(canvas.getByText('4 stars')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Your review/ }), 'Careful work.');
    await expect(canvas.getByText('13 / 2,000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send review' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 4, text: 'Careful work.' });
  },
};

export const NoStars: Story = {
  // Its first frame is Default's picture: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send review' }));
    await expect(canvas.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Choose a rating from 1 to 5 stars.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const StarsOnly: Story = {
  parameters: { visual: false }, // Default takes the picture.
  args: { defaultValue: { rating: 5, text: '   ' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send review' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 5, text: '' });
  },
};

export const Sending: Story = {
  args: { busy: true, defaultValue: { rating: 4, text: 'Careful work.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeDisabled();
  },
};

export const SendFailed: Story = {
  args: {
    error: 'Failed to send your review. Please try again.',
    defaultValue: { rating: 2, text: 'Late and hard to reach.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to send your review.');
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
  },
};

export const FullText: Story = {
  args: { defaultValue: { rating: 3, text: 'a'.repeat(2000) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2,000 / 2,000')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Your review/ })).toHaveAttribute(
      'maxlength',
      '2000',
    );
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  args: { defaultValue: { rating: 4, text: 'Careful work.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};
