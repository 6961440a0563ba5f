import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Differences } from './Differences';

const meta = {
  title: 'Landing/Differences',
  component: Differences,
} satisfies Meta<typeof Differences>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', {
      level: 2,
      name: 'A marketplace that works for the people doing the work',
    });
    await expect(heading).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('id', 'difference');
    // The product's claims: keep all you earn, connect directly, any kind of work, open
    // source with public accounting.
    await expect(canvas.getByRole('heading', { name: 'Keep 100% of what you earn' })).toBeVisible();
    await expect(canvas.getByText(/connect directly/)).toBeVisible();
    await expect(
      canvas.getByText(/traditional services, ready-made automations or AI agents for hire/),
    ).toBeVisible();
    await expect(
      canvas.getByText(/core is open source and the accounting is public/),
    ).toBeVisible();
  },
};
