import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleProfiles } from '../../sample-data/profiles';
import { ProfileHeader } from './ProfileHeader';

const meta = {
  title: 'Profile/ProfileHeader',
  component: ProfileHeader,
  args: { profile: sampleProfiles[1]!, isOwn: false, onMessage: fn(), onHire: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Diego Alvarez' })).toBeVisible();
    await expect(canvas.getByText('DA')).toBeVisible();
    await expect(canvas.getByText('Member since September 2022')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hire' })).toBeVisible();
  },
};

export const Own: Story = {
  args: { isOwn: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Message' })).toBeVisible();
  },
};

/** Empty fields are left out; with no reviews, 'No rating yet'. */
export const SparseOther: Story = {
  args: {
    profile: {
      ...sampleProfiles[1]!,
      title: '',
      location: '',
      bio: '',
      hourlyRate: '',
      responseTime: '',
      reviewCount: 0,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No rating yet')).toBeVisible();
    await expect(canvas.queryByRole('term')).toBeNull();
    await expect(canvas.getByRole('list', { name: 'About' })).toHaveTextContent(
      'Member since September 2022',
    );
  },
};

export const MessageBusy: Story = {
  args: { messageBusy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Opening...' })).toBeDisabled();
  },
};
