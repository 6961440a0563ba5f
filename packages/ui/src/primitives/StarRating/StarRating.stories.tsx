import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarRating } from './StarRating';

const meta = {
  title: 'Primitives/StarRating',
  component: StarRating,
  args: { rating: 4 },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName('Rated 4 out of 5');
  },
};

export const WithValue: Story = {
  args: { rating: 4.8, showValue: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Rated 4.8 out of 5');
    await expect(canvas.getByText('4.8')).toBeVisible();
  },
};

export const Dark: Story = {
  args: { rating: 3, showValue: true },
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName('Rated 3 out of 5');
  },
};
