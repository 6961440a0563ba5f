import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  sampleEmptyCommunity,
  sampleLargeCommunity,
  sampleYoungCommunity,
} from '../../sample-data/community';
import { LedgerScreen } from './LedgerScreen';

const meta = {
  title: 'Ledger/LedgerScreen',
  component: LedgerScreen,
  args: { homeHref: '/' },
} satisfies Meta<typeof LedgerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure of a labelled card: the `dd` after its `dt`. */
function figure(canvasElement: HTMLElement, label: string) {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

/** Three years in: 19,755 members, the fee falling ($0.84), 36 months charted. */
export const Large: Story = {
  args: { figures: sampleLargeCommunity },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'The public ledger' }),
    ).toBeVisible();
    await expect(figure(canvasElement, 'Members')).toHaveTextContent('19,755');
    await expect(figure(canvasElement, 'Monthly fee')).toHaveTextContent('$0.84');
    await expect(figure(canvasElement, 'Annual revenue goal')).toHaveTextContent('$200,000');
    await expect(figure(canvasElement, 'Before the fee falls')).toHaveTextContent('Falling now');
    await expect(
      canvas.getByText('Monthly fee = $200,000 ÷ members ÷ 12, never more than $5'),
    ).toBeVisible();
    await expect(
      canvas.getByText('$200,000 ÷ 19,755 members ÷ 12 = $0.84: the fee is $0.84.'),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Counted November 27, 2026 at 12:00 UTC, recounted at most once a minute.',
    );
    // The chart is drawn for the eye; its table is there for screen readers, month by month.
    const table = canvas.getByRole('table', { name: 'Members by month since launch' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(37);
    await expect(rows[1]).toHaveTextContent('December 20234040');
    await expect(rows[36]).toHaveTextContent('November 202675519,755');
    await expect(canvas.getByText('3,334: the fee starts to fall')).toBeInTheDocument();
    await expect(
      canvas.getByText('Members at the end of each month, December 2023 to November 2026.'),
    ).toBeVisible();
    await expect(figure(canvasElement, 'Open jobs')).toHaveTextContent('1,240');
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

/** Four months in: 412 members pay the flat $5; 2,922 more are needed before it falls. */
export const Young: Story = {
  args: { figures: sampleYoungCommunity },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(figure(canvasElement, 'Members')).toHaveTextContent('412');
    await expect(figure(canvasElement, 'Monthly fee')).toHaveTextContent('$5');
    await expect(figure(canvasElement, 'Before the fee falls')).toHaveTextContent('2,922');
    await expect(
      canvas.getByText(
        '$200,000 ÷ 412 members ÷ 12 = $40.45, more than the $5 launch fee: the fee is $5.',
      ),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Members by month since launch' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(
      within(table).getByRole('rowheader', { name: 'November 2026' }),
    ).toBeInTheDocument();
    // Far below the goal, the chart is not squashed under a 3,334 line.
    await expect(canvas.queryByText('3,334: the fee starts to fall')).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Income and expenses' }),
    ).toBeVisible();
  },
};

/** No confirmed member yet: the flat fee, the whole way to 3,334, and no months to chart. */
export const Empty: Story = {
  args: { figures: sampleEmptyCommunity },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(figure(canvasElement, 'Members')).toHaveTextContent('0');
    await expect(figure(canvasElement, 'Monthly fee')).toHaveTextContent('$5');
    await expect(figure(canvasElement, 'Before the fee falls')).toHaveTextContent('3,334');
    await expect(
      canvas.getByText('No confirmed members yet: the chart starts with the first one.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(
      canvas.getByText(
        'With no members yet there is nothing to divide: the fee is the flat $5 launch fee.',
      ),
    ).toBeVisible();
  },
};

/** As prerendered: the formula and the goal at once, the figures being read. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Reading today’s figures from the database…',
    );
    await expect(figure(canvasElement, 'Annual revenue goal')).toHaveTextContent('$200,000');
    await expect(figure(canvasElement, 'Members')).toHaveTextContent('not known yet');
    await expect(
      canvas.getByText('Monthly fee = $200,000 ÷ members ÷ 12, never more than $5'),
    ).toBeVisible();
    await expect(canvas.getByText('Reading the months…')).toBeVisible();
  },
};

/** The figures could not be read: said in words, with Try again. */
export const ReadFailed: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The figures could not be read from the database. Check your connection and try again.',
    );
    await expect(canvas.getByText('The months could not be read.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
