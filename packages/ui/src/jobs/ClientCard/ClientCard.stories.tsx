import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleJobDetails } from '../../sample-data/jobs';
import { ClientCard } from './ClientCard';

const meta = {
  title: 'Jobs/ClientCard',
  component: ClientCard,
  args: { client: sampleJobDetails[0]!.client },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ClientCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lotus Flow Studios')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    await expect(canvas.getByText('12 jobs posted')).toBeVisible();
    await expect(canvas.getByText('Member since March 2022')).toBeVisible();
  },
};

export const NewClient: Story = {
  args: {
    client: {
      name: 'Lantern Table Games',
      avatar: 'LT',
      rating: 5,
      jobsPosted: 1,
      memberSince: 'December 2024',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 job posted')).toBeVisible();
  },
};

/** No reviews yet: 'No rating yet', never '0.0' or empty stars. */
export const NoRatingYet: Story = {
  args: {
    client: {
      name: 'Lantern Table Games',
      avatar: 'LT',
      rating: null,
      jobsPosted: 1,
      memberSince: 'December 2024',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No rating yet')).toBeVisible();
    await expect(canvas.queryByText('0.0')).toBeNull();
  },
};

/** The client's name opens their profile: a real link (middle-click, keyboard). */
export const NameLinksToProfile: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Lotus Flow Studios' });
    await expect(link).toHaveAttribute('href', '/profile/lotus-flow-studios');
    link.focus();
    await expect(link).toHaveFocus();
  },
};

/** A client whose profile is withheld: the name is plain text, nothing to open. */
export const PrivateClient: Story = {
  args: { client: { ...sampleJobDetails[0]!.client, id: undefined, name: 'Private client' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Private client')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A rating from reviews of finished work: the stars and how many reviews they average. */
export const RatedFromReviews: Story = {
  args: { client: { ...sampleJobDetails[0]!.client, rating: 4.5, reviewCount: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(canvas.getByText('2 reviews')).toBeVisible();
  },
};
