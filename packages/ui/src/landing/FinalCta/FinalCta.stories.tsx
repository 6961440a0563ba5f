import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FinalCta } from './FinalCta';

const meta = {
  title: 'Landing/FinalCta',
  component: FinalCta,
  args: { joinHref: '/auth' },
} satisfies Meta<typeof FinalCta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Keep what you earn, starting today' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join Fairlance' })).toHaveAttribute(
      'href',
      '/auth',
    );
    await expect(canvas.getByRole('link', { name: 'See how the fee falls' })).toHaveAttribute(
      'href',
      '#pricing',
    );
  },
};
