import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EngagementStatusBadge, JobStatusBadge, ProposalStatusBadge } from './StatusBadge';

const meta = {
  title: 'Primitives/StatusBadge',
  component: ProposalStatusBadge,
  args: { status: 'pending' },
  argTypes: {
    status: {
      control: 'inline-radio',
      options: ['pending', 'accepted', 'declined', 'withdrawn', 'not_selected'],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProposalStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const All = () => (
  <div style={{ display: 'grid', gap: 16 }}>
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} aria-label="Proposal" role="group">
      {(['pending', 'accepted', 'declined', 'withdrawn', 'not_selected'] as const).map((s) => (
        <ProposalStatusBadge key={s} status={s} />
      ))}
    </div>
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} aria-label="Engagement" role="group">
      {(['active', 'awaiting_confirmation', 'completed', 'cancelled'] as const).map((s) => (
        <EngagementStatusBadge key={s} status={s} />
      ))}
    </div>
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} aria-label="Job" role="group">
      {(['open', 'in_progress', 'closed'] as const).map((s) => (
        <JobStatusBadge key={s} status={s} />
      ))}
    </div>
  </div>
);

const words = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('group', { name: 'Proposal' })).toHaveTextContent(
    'PendingAcceptedDeclinedWithdrawnNot selected',
  );
  await expect(canvas.getByRole('group', { name: 'Engagement' })).toHaveTextContent(
    'In progressAwaiting confirmationCompletedCancelled',
  );
  await expect(canvas.getByRole('group', { name: 'Job' })).toHaveTextContent(
    'OpenIn progressClosed',
  );
};

export const One: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending')).toBeVisible();
  },
};

export const EveryStatus: Story = {
  render: () => <All />,
  play: async ({ canvasElement }) => words(canvasElement),
};

export const EveryStatusDark: Story = {
  globals: { appearance: 'dark' },
  render: () => <All />,
  play: async ({ canvasElement }) => words(canvasElement),
};
