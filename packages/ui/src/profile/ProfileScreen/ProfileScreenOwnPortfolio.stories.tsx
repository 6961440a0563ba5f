import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleOwnProfile } from '../../sample-data/profiles';
import { PortfolioManager } from '../PortfolioManager/PortfolioManager';
import { ProfileScreen } from './ProfileScreen';

/** One's own profile as the app draws it: the Portfolio tab is the manager. */
const meta = {
  title: 'Profile/ProfileScreen/Own portfolio',
  component: ProfileScreen,
  args: {
    profile: { ...sampleOwnProfile, portfolio: [], reviews: [], reviewCount: 0 },
    isOwn: true,
    portfolioManager: (
      <PortfolioManager
        items={[]}
        onSave={fn(async () => {})}
        onDelete={fn(async () => {})}
        onMove={fn(async () => {})}
      />
    ),
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new member: 'No rating yet', and the empty portfolio's button opens the project form. */
export const EmptyOpensTheForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No rating yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add project' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Add a project',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

/** Someone else's profile never shows the manager, even when one is passed. */
export const OthersSeeCards: Story = {
  // Draws the other person's empty portfolio, as ProfileScreen's own stories do.
  parameters: { visual: false },
  args: { isOwn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add project' })).toBeNull();
    await expect(canvas.getByText(/has not added any projects yet/)).toBeVisible();
  },
};
