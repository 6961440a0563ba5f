import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Problems } from './Problems';

const meta = {
  title: 'Landing/Problems',
  component: Problems,
} satisfies Meta<typeof Problems>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', {
      level: 2,
      name: 'Platforms take a cut of every job you win',
    });
    await expect(heading).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('id', 'problem');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByRole('heading', { name: 'A cut of every invoice' })).toBeVisible();
  },
};
