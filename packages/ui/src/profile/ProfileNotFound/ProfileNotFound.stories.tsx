import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileNotFound } from './ProfileNotFound';

const meta = {
  title: 'Profile/ProfileNotFound',
  component: ProfileNotFound,
} satisfies Meta<typeof ProfileNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /profile/{id} for an id no member has: says so, and leads back to the dashboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Profile not found' }),
    ).toBeVisible();
    await expect(canvas.getByText(/link may be mistyped/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

/** A member who keeps their profile private, seen by a stranger: says so, nothing else. */
export const Private: Story = {
  args: { reason: 'private' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'This profile is private' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/closed/)).toBeNull();
  },
};

/** A deleted account. */
export const Deleted: Story = {
  args: { reason: 'deleted' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Deleted user' }),
    ).toBeVisible();
  },
};
