import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Feedback/NotFound',
  component: NotFound,
  args: { homeHref: '/' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    const home = canvas.getByRole('link', { name: 'Return to Home' });
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute('href', '/');
  },
};

export const CustomHomeLink: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { homeHref: '/welcome' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute(
      'href',
      '/welcome',
    );
  },
};

export const Phone: Story = {
  // Draws what Default draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Oops! Page not found' });
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375);
    // The heading fits the phone width without horizontal scrolling.
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  },
};
