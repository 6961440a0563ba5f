import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Community } from './Community';

const meta = {
  title: 'Landing/Community',
  component: Community,
} satisfies Meta<typeof Community>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Run by the people who use it' });
    await expect(heading).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('id', 'community');
    await expect(
      canvas.getByRole('heading', { name: 'Community-curated opportunities' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Reputation earned through contribution' }),
    ).toBeVisible();
  },
};
