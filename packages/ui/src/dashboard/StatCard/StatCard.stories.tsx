import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatCard } from './StatCard';

const meta = {
  title: 'Dashboard/StatCard',
  component: StatCard,
  args: { label: 'Applications', value: 12, icon: 'file' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('term')).toHaveTextContent('Applications');
    await expect(canvas.getByRole('definition')).toHaveTextContent('12');
  },
};

export const LargeNumber: Story = {
  args: { label: 'Completed', value: 12840, icon: 'check' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12,840')).toBeVisible();
  },
};

/** Before the count arrives: a placeholder where the number goes, read as 'Loading'. */
export const Loading: Story = {
  args: { value: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('term')).toHaveTextContent('Applications');
    const value = canvas.getByRole('definition');
    await expect(value).toHaveAttribute('aria-busy', 'true');
    await expect(value).toHaveTextContent('Loading');
  },
};

export const Linked: Story = {
  args: { label: 'Active Jobs', value: 3, icon: 'briefcase', href: '/jobs?view=my-jobs' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Active Jobs' })).toHaveAttribute(
      'href',
      '/jobs?view=my-jobs',
    );
  },
};
