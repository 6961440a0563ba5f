import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleOwnProfile } from '../../sample-data/profiles';
import { PortfolioCard } from './PortfolioCard';

const meta = {
  title: 'Profile/PortfolioCard',
  component: PortfolioCard,
  args: { item: sampleOwnProfile.portfolio[0]! },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PortfolioCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Class booking for a climbing gym' }),
    ).toBeVisible();
    const img = canvasElement.querySelector('img')!;
    // The picture ships with the package: a data URI, never another origin.
    await expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    await expect(img.naturalWidth).toBeGreaterThan(0);
  },
};
