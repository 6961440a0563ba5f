import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BuildProgress } from './BuildProgress';

const meta = {
  title: 'Landing/BuildProgress',
  component: BuildProgress,
} satisfies Meta<typeof BuildProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

const planned = [
  'Authentication',
  'A $5 per month subscription through a card payment provider',
  'Posting a job',
  'Replying to a job',
  'An API or webhook notification system',
  'A searchable job feed',
  'Spam and abuse detection',
  'Community feedback on freelancers',
  'AI auto-tagging of jobs',
  'Optional daily email notifications',
];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 of 11 done')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '1 of 11 done' })).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Build checklist' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(11);
    // Screen readers hear the state of each item.
    await expect(items[0]).toHaveTextContent('Done: Start the application in a site-builder tool');
    await expect(items.slice(1).map((item) => item.textContent)).toEqual(
      planned.map((label) => `Planned: ${label}`),
    );
  },
};

export const HalfDone: Story = {
  args: {
    items: [
      { label: 'Start the application in a site-builder tool', done: true },
      { label: 'Authentication', done: true },
      { label: 'Posting a job', done: false },
      { label: 'Replying to a job', done: false },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 4 done')).toBeVisible();
    await expect(canvas.getAllByText('Done:')).toHaveLength(2);
  },
};
