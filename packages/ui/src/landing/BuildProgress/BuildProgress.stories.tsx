import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BuildProgress } from './BuildProgress';

const meta = {
  title: 'Landing/BuildProgress',
  component: BuildProgress,
} satisfies Meta<typeof BuildProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/* The checklist as it stands: the first-started item and the five that work in the product. */
const expected = [
  'Done: Start the application in a site-builder tool',
  'Done: Authentication',
  'Planned: A $5 per month subscription through a card payment provider',
  'Done: Posting a job',
  'Done: Replying to a job',
  'Done: An API or webhook notification system',
  'Done: A searchable job feed',
  'Planned: Spam and abuse detection',
  'Done: Community feedback on freelancers',
  'Planned: AI auto-tagging of jobs',
  'Done: Optional daily email notifications',
];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('8 of 11 done')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '8 of 11 done' })).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Build checklist' })).getAllByRole(
      'listitem',
    );
    // Screen readers hear the state of each item.
    await expect(items.map((item) => item.textContent)).toEqual(expected);
    // What comes next is said from the same list.
    await expect(
      canvas.getByText(
        'Next: a $5 per month subscription through a card payment provider, then spam and abuse detection.',
      ),
    ).toBeVisible();
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
    await expect(canvas.getByText('Next: posting a job, then replying to a job.')).toBeVisible();
  },
};
