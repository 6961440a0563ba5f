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
    // The claim links to the public ledger, where the figures are.
    await expect(canvas.getByRole('link', { name: 'open public accounting' })).toHaveAttribute(
      'href',
      '/ledger',
    );
    await expect(canvas.getByText('$200,000 ÷ members ÷ 12')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};
