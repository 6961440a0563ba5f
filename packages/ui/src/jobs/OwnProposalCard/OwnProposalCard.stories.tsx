import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleProposals } from '../../sample-data/hiring';
import { preloadHiringDialogs } from '../HiringDialogs/load';
import { OwnProposalCard } from './OwnProposalCard';

const proposal = sampleProposals[0]!;

const meta = {
  title: 'Jobs/OwnProposalCard',
  component: OwnProposalCard,
  loaders: [preloadHiringDialogs],
  args: {
    proposal,
    jobTitle: 'Booking calendar and Stripe checkout for a yoga studio',
    onSaveEdit: fn(),
    onWithdraw: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OwnProposalCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Your proposal' });
    await expect(within(card).getByText('Pending')).toBeVisible();
    await expect(
      within(card).getByText(/You can edit or withdraw your proposal until they do/),
    ).toBeVisible();
    await expect(within(card).getByRole('list', { name: 'Proposal facts' })).toHaveTextContent(
      'Bid $3,800Sent 2 hours ago',
    );
    // Edit opens the apply form with the proposal's values.
    const edit = canvas.getByRole('button', { name: 'Edit' });
    await userEvent.click(edit);
    const dialog = await body(canvasElement).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5_000 });
    await expect(within(dialog).getByRole('textbox', { name: /Your bid/ })).toHaveValue('3,800');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect(args.onSaveEdit).toHaveBeenCalledWith({
      coverLetter: proposal.coverLetter,
      bid: '3,800',
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull(), {
      timeout: 5_000,
    });
    await expect(edit).toHaveFocus();
    // Withdraw asks first.
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw proposal' }));
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await waitFor(() => expect(confirm).toBeVisible(), { timeout: 5_000 });
    await expect(args.onWithdraw).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Withdraw proposal' }));
    await expect(args.onWithdraw).toHaveBeenCalledOnce();
  },
};

export const Withdrawing: Story = {
  args: { withdrawBusy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Withdrawing...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeDisabled();
  },
};

export const Accepted: Story = {
  args: { proposal: { ...proposal, status: 'accepted' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Accepted')).toBeVisible();
    await expect(canvas.getByText('The client hired you for this job.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Withdraw proposal' })).toBeNull();
  },
};

export const DeclinedWithNote: Story = {
  args: {
    proposal: {
      ...proposal,
      status: 'declined',
      declineNote: 'Thank you! We need someone who can start this week.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Declined')).toBeVisible();
    await expect(canvas.getByText('Note from the client')).toBeVisible();
    await expect(
      canvas.getByText('Thank you! We need someone who can start this week.'),
    ).toBeVisible();
  },
};

export const NotSelected: Story = {
  args: { proposal: { ...proposal, status: 'not_selected' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not selected')).toBeVisible();
    await expect(
      canvas.getByText('The client chose another proposal or closed the job.'),
    ).toBeVisible();
  },
};

export const Withdrawn: Story = {
  args: { proposal: { ...proposal, status: 'withdrawn' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You withdrew this proposal.')).toBeVisible();
  },
};

export const PhoneDark: Story = {
  globals: { appearance: 'dark', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Withdraw proposal' })).toBeVisible();
  },
};
