import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { JobsEmptyState } from './JobsEmptyState';

const meta = {
  title: 'Jobs/JobsEmptyState',
  component: JobsEmptyState,
  args: { postJobHref: '/jobs/create' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobsEmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No jobs found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Post the First Job' })).toHaveAttribute(
      'href',
      '/jobs/create',
    );
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Post the First Job' }),
    ).toBeVisible();
  },
};
