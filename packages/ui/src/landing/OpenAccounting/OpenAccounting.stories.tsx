import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OpenAccounting } from './OpenAccounting';

const meta = {
  title: 'Landing/OpenAccounting',
  component: OpenAccounting,
} satisfies Meta<typeof OpenAccounting>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', {
      level: 2,
      name: 'Every dollar in and out, in public',
    });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText(/An open-source core and open public accounting/)).toBeVisible();
    await expect(canvas.getByText('$200,000 ÷ members ÷ 12')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};
