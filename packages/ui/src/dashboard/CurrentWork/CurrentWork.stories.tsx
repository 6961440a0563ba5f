import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleEngagements } from '../../sample-data/hiring';
import { CurrentWork } from './CurrentWork';

const meta = {
  title: 'Dashboard/CurrentWork',
  component: CurrentWork,
  args: { engagements: Object.values(sampleEngagements).map((e, i) => ({ ...e, id: `e-${i}` })) },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CurrentWork>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const word of ['In progress', 'Awaiting confirmation', 'Completed', 'Cancelled']) {
      await expect(canvas.getAllByText(word).length).toBeGreaterThan(0);
    }
    const links = canvas.getAllByRole('link', { name: 'Messages with Maya Okafor' });
    await expect(links[0]).toHaveAttribute('href', '/messages/c-1');
    await expect(canvas.getAllByRole('link', { name: 'Lotus Flow Studio' })[0]).toHaveAttribute(
      'href',
      '/profile/lotus-flow',
    );
  },
};

export const Loading: Story = {
  args: { engagements: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your work…');
  },
};

export const Empty: Story = {
  args: { engagements: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
  },
};
