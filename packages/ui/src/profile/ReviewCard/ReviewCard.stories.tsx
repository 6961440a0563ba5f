import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleProfiles } from '../../sample-data/profiles';
import { ReviewCard } from './ReviewCard';

const meta = {
  title: 'Profile/ReviewCard',
  component: ReviewCard,
  args: { review: sampleProfiles[3]!.reviews[1]! },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Lantern Table Games' })).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Rated 3 out of 5');
    await expect(canvas.getByText('Launch planning')).toBeVisible();
    await expect(canvas.getByText('March 2025')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toBeVisible();
  },
};

/** A review whose author can be shown: their name opens their profile. */
export const AuthorLinksToProfile: Story = {
  args: { review: { ...sampleProfiles[3]!.reviews[1]!, authorId: 'lantern-table-games' } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Lantern Table Games' });
    await expect(within(heading).getByRole('link')).toHaveAttribute(
      'href',
      '/profile/lantern-table-games',
    );
  },
};
