import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleLargeCommunity, sampleYoungCommunity } from '../../sample-data/community';
import { TodayFee } from './TodayFee';

const meta = {
  title: 'Landing/TodayFee',
  component: TodayFee,
  args: { ledgerHref: '/ledger' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TodayFee>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As prerendered, and without JavaScript: what is always true, and where the figures are. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Today: never more than $5 a month')).toBeVisible();
    await expect(
      canvas.getByText(/The live member count and fee are read from the database\./),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the public ledger' })).toHaveAttribute(
      'href',
      '/ledger',
    );
  },
};

/** A young community: the flat $5, and how many members are still needed before it falls. */
export const Young: Story = {
  args: { figures: sampleYoungCommunity },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Today: 412 members → $5 a month')).toBeVisible();
    await expect(
      canvas.getByText(/2,922 more members before the fee starts to fall\./),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the public ledger' })).toBeVisible();
  },
};

/** One member: the words agree with the count. */
export const OneMember: Story = {
  args: { figures: { members: 1, monthlyFee: 5, membersUntilFeeFalls: 3_333 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Today: 1 member → $5 a month')).toBeVisible();
    await expect(
      canvas.getByText(/3,333 more members before the fee starts to fall\./),
    ).toBeVisible();
  },
};

/** Past the goal: the fee with cents, falling. */
export const Large: Story = {
  args: { figures: sampleLargeCommunity },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Today: 19,755 members → $0.84 a month')).toBeVisible();
    await expect(
      canvas.getByText(/The fee has been falling since 3,334 members covered the \$200,000 goal\./),
    ).toBeVisible();
  },
};
