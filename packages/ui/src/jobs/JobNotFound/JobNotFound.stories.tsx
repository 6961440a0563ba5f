import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { JobNotFound } from './JobNotFound';

const meta = {
  title: 'Jobs/JobNotFound',
  component: JobNotFound,
  args: { backHref: '/jobs' },
} satisfies Meta<typeof JobNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to jobs' })).toBeVisible();
  },
};
