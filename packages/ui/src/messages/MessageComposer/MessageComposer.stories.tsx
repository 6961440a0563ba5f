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
