import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleOwnProfile, sampleProfiles } from '../../sample-data/profiles';
import { ProfileScreen } from './ProfileScreen';

const other = sampleProfiles[0]!;

const meta = {
  title: 'Profile/ProfileScreen',
  component: ProfileScreen,
  args: { profile: sampleOwnProfile, isOwn: true, onMessage: fn(), onHire: fn() },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Maya Okafor' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expect(canvas.queryByRole('button', { name: 'Hire' })).toBeNull();
    await expect(canvas.getByText('47 jobs completed')).toBeVisible();
    await expect(canvas.getByText('$85/hr')).toBeVisible();
    await expect(canvas.getByText('within 2 hours')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

export const OtherProfile: Story = {
  args: { profile: other, isOwn: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Edit Profile' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Message' }));
    await expect(args.onMessage).toHaveBeenCalledWith(other);
    await userEvent.click(canvas.getByRole('button', { name: 'Hire' }));
    await expect(args.onHire).toHaveBeenCalledWith(other);
  },
};

export const TabsSwitch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Portfolio' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      canvas.getByRole('heading', { name: 'Class booking for a climbing gym' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Skills' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Skills' })).toBeVisible();
    await expect(canvas.getByText('Playwright')).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: 'Class booking for a climbing gym' }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Reviews (3)' }));
    const reviews = canvas.getAllByRole('article');
    await expect(reviews).toHaveLength(3);
    await expect(within(reviews[2]!).getByRole('img')).toHaveAccessibleName('Rated 4 out of 5');
    await expect(within(reviews[0]!).getByText('Studio booking calendar')).toBeVisible();
    await expect(within(reviews[0]!).getByText('August 2025')).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    profile: { ...other, portfolio: [], reviews: [], skills: [] },
    isOwn: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sarah Chen has not added portfolio work yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Reviews (0)' }));
    await expect(canvas.getByText('No reviews yet.')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    profile: {
      ...sampleProfiles[2]!,
      title: 'Technical writer for developer tools, open-source infrastructure and public APIs',
      bio: `${sampleProfiles[2]!.bio} Before freelancing I spent six years on the documentation team of a cloud database company, where I led the move from a wiki to docs-as-code, set up review checklists for forty engineers and wrote the style guide the team still uses.`,
    },
    isOwn: false,
  },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(canvasElement).getByText(/style guide the team still uses/)).toBeVisible();
  },
};

export const Phone: Story = {
  args: { profile: other, isOwn: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(canvasElement).getByRole('button', { name: 'Hire' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  },
};
