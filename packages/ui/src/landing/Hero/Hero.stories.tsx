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
