import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Hero } from './Hero';

const meta = {
  title: 'Landing/Hero',
  component: Hero,
  args: { joinHref: '/auth' },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Tired of paying platforms to get paid?' }),
    ).toBeVisible();
    await expect(canvas.getByText('Now Live!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join the Movement' })).toHaveAttribute(
      'href',
      '/auth',
    );
    await expect(canvas.getByRole('link', { name: 'Learn More' })).toHaveAttribute(
      'href',
      '#problem',
    );
    await expect(canvas.getByText('$2,000', { selector: 'dd' })).toBeVisible();
  },
};

/** A signed-in visitor: 'Go to dashboard' in place of 'Join the Movement'. */
export const SignedIn: Story = {
  args: { session: 'signed-in', dashboardHref: '/dashboard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.queryByRole('link', { name: 'Join the Movement' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Learn More' })).toBeVisible();
  },
};

/**
 * Rendered once for everybody (`session: 'unknown'`, as the app prerenders `/`): both
 * versions are in the markup and `data-session="signed-in"` on `<html>` picks one before
 * paint. Without it, the join button shows; with it, 'Go to dashboard'.
 */
export const UnknownSession: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { session: 'unknown' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(canvas.getByRole('link', { name: 'Join the Movement' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Go to dashboard' })).toBeNull();
    root.setAttribute('data-session', 'signed-in');
    try {
      await expect(canvas.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
      await expect(canvas.queryByRole('link', { name: 'Join the Movement' })).toBeNull();
    } finally {
      root.removeAttribute('data-session');
    }
  },
};
