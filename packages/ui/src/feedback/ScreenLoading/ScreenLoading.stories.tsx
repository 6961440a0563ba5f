import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenLoading } from './ScreenLoading';

const meta = {
  title: 'Feedback/ScreenLoading',
  component: ScreenLoading,
} satisfies Meta<typeof ScreenLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside the shell's content area: a spinner in the middle, 'Loading…' for screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    // It holds the content area open rather than collapsing to the spinner's height.
    const box = status.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(240);
    // The spinner sits in the middle of it.
    const spinner = status.querySelector('.rt-Spinner')!;
    await expect(spinner).toBeVisible();
    const dot = spinner.getBoundingClientRect();
    await expect(Math.abs(dot.left + dot.width / 2 - (box.left + box.width / 2))).toBeLessThan(2);
    await expect(Math.abs(dot.top + dot.height / 2 - (box.top + box.height / 2))).toBeLessThan(2);
  },
};

export const CustomLabel: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { label: 'Loading your settings…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your settings…',
    );
  },
};

export const Phone: Story = {
  // Draws what Default draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};
