import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullScreenSpinner } from './FullScreenSpinner';

const meta = {
  title: 'Feedback/FullScreenSpinner',
  component: FullScreenSpinner,
} satisfies Meta<typeof FullScreenSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Checking your session…');
    // It covers the whole viewport so nothing behind it can be used.
    const box = status.getBoundingClientRect();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(box.width).toBe(doc.clientWidth);
    await expect(box.height).toBe(doc.clientHeight);
  },
};

export const CustomLabel: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { label: 'Signing you out…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing you out…');
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
  },
};
