import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingFooter } from './LandingFooter';

const meta = {
  title: 'Landing/LandingFooter',
  component: LandingFooter,
} satisfies Meta<typeof LandingFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    const social = within(canvas.getByRole('list', { name: 'Fairlance elsewhere' })).getAllByRole(
      'link',
    );
    await expect(social).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Public ledger' })).toHaveAttribute(
      'href',
      '/ledger',
    );
    await expect(canvas.getByRole('link', { name: 'Fairlance on GitHub' })).toHaveAttribute(
      'href',
      '#',
    );
    await expect(canvas.getByRole('link', { name: 'Fairlance on Mastodon' })).toHaveAttribute(
      'href',
      '#',
    );
  },
};

export const WithRealLinks: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: {
    socialLinks: [
      { network: 'GitHub', href: '/community/github' },
      { network: 'Mastodon', href: '/community/mastodon' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Fairlance on GitHub' })).toHaveAttribute(
      'href',
      '/community/github',
    );
  },
};
