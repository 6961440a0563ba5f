import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageComposer } from './MessageComposer';

const meta = {
  title: 'Messages/MessageComposer',
  component: MessageComposer,
  args: { onSend: fn(), recipient: 'Priya Raman' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Message Priya Raman' }),
      'Reviewing it now{Enter}',
    );
    await expect(args.onSend).toHaveBeenCalledWith('Reviewing it now');
    await expect(send).toBeDisabled();
  },
};

/** Near the limit a counter appears; over it, Send is disabled and the field is invalid. */
export const NearLimit: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message Priya Raman' });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(3990));
    await expect(canvas.getByText('10 characters left')).toBeVisible();
    await userEvent.paste('y'.repeat(20));
    await expect(canvas.getByText('10 characters over the 4,000-character limit')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
