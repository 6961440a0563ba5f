import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleMyProposals } from '../../sample-data/hiring';
import { MyProposalsList } from './MyProposalsList';

const meta = {
  title: 'Jobs/MyProposalsList',
  component: MyProposalsList,
  args: { proposals: sampleMyProposals, onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MyProposalsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const groups = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(groups).toEqual([
      'Pending1',
      'Accepted1',
      'Not selected1',
      'Declined1',
      'Withdrawn1',
    ]);
    const notSelected = canvas.getByRole('region', { name: 'Not selected 1' });
    await expect(notSelected).toHaveTextContent('Shopify theme fixes before the holiday sale');
    await expect(notSelected).toHaveTextContent('Job closed');
    await expect(
      canvas.getByRole('link', { name: 'Landing page for a cycling club' }),
    ).toHaveAttribute('href', '/jobs/4');
  },
};

export const Empty: Story = {
  args: { proposals: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No proposals yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
  },
};

export const Loading: Story = {
  args: { proposals: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your proposals…',
    );
  },
};

export const LoadFailed: Story = {
  args: { proposals: undefined, error: 'Could not load your proposals.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load your proposals.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
