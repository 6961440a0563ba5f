import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AcceptProposalDialog,
  CancelEngagementDialog,
  DeclineProposalDialog,
  EditProposalDialog,
  ReviewDialog,
  WithdrawProposalDialog,
} from './HiringDialogs';

const meta = {
  title: 'Jobs/HiringDialogs',
  component: AcceptProposalDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    freelancerName: 'Maya Okafor',
    bid: '$3,800',
    jobTitle: 'Booking calendar and Stripe checkout for a yoga studio',
  },
} satisfies Meta<typeof AcceptProposalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The open dialog, once it has faded in. */
const dialog = async (canvasElement: HTMLElement, role: 'dialog' | 'alertdialog' = 'dialog') => {
  const found = await body(canvasElement).findByRole(role);
  await waitFor(() => expect(found).toBeVisible(), { timeout: 5_000 });
  return within(found);
};

export const Accept: Story = {
  play: async ({ canvasElement, args }) => {
    const d = await dialog(canvasElement);
    await expect(d.getByRole('heading', { name: 'Hire Maya Okafor?' })).toBeVisible();
    const amount = d.getByRole('textbox', { name: /Agreed amount/ });
    await expect(amount).toHaveValue('3,800');
    await expect(d.getByText(/Their bid was \$3,800/)).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(d.getByRole('button', { name: 'Hire Maya Okafor' }));
    await expect(d.getByText('The agreed amount must be more than $0.')).toBeVisible();
    await expect(amount).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '4,000');
    await userEvent.click(d.getByRole('button', { name: 'Hire Maya Okafor' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(4000);
  },
};

export const AcceptPhone: Story = {
  // Its first frame is Accept's picture: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    await expect(d.getByRole('button', { name: 'Hire Maya Okafor' })).toBeVisible();
    await expect(d.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const AcceptBusy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const d = await dialog(canvasElement);
    await expect(d.getByRole('button', { name: 'Hiring...' })).toBeDisabled();
    await expect(d.getByRole('textbox', { name: /Agreed amount/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const AcceptFailed: Story = {
  args: { error: 'Failed to accept the proposal. Please try again.' },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    await expect(d.getByRole('alert')).toHaveTextContent(
      'Failed to accept the proposal. Please try again.',
    );
    await expect(d.getByRole('textbox', { name: /Agreed amount/ })).toHaveValue('3,800');
  },
};

export const AcceptDark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await dialog(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
  },
};

export const Decline: Story = {
  render: (args) => (
    <DeclineProposalDialog
      open
      onOpenChange={args.onOpenChange}
      freelancerName="Maya Okafor"
      onConfirm={args.onConfirm as (note: string) => void}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const d = await dialog(canvasElement);
    await expect(d.getByRole('heading', { name: 'Decline Maya Okafor’s proposal?' })).toBeVisible();
    await userEvent.type(
      d.getByRole('textbox', { name: 'Note to the freelancer (optional)' }),
      '  We went with a local studio.  ',
    );
    await userEvent.click(d.getByRole('button', { name: 'Decline proposal' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('We went with a local studio.');
  },
};

export const DeclineWithoutNote: Story = {
  parameters: { visual: false }, // Decline takes the picture.
  render: Decline.render,
  play: async ({ canvasElement, args }) => {
    const d = await dialog(canvasElement);
    await userEvent.click(d.getByRole('button', { name: 'Decline proposal' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('');
  },
};

export const Withdraw: Story = {
  render: (args) => (
    <WithdrawProposalDialog
      open
      onOpenChange={args.onOpenChange}
      jobTitle="Booking calendar and Stripe checkout for a yoga studio"
      onConfirm={args.onConfirm as () => void}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const d = await dialog(canvasElement, 'alertdialog');
    await expect(d.getByRole('heading', { name: 'Withdraw your proposal?' })).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Withdraw proposal' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const WithdrawBusy: Story = {
  render: (args) => (
    <WithdrawProposalDialog
      open
      busy
      onOpenChange={args.onOpenChange}
      jobTitle="Booking calendar and Stripe checkout for a yoga studio"
      onConfirm={args.onConfirm as () => void}
    />
  ),
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'alertdialog');
    await expect(d.getByRole('button', { name: 'Withdrawing...' })).toBeDisabled();
    await expect(d.getByRole('button', { name: 'Keep it' })).toBeDisabled();
  },
};

export const Edit: Story = {
  render: (args) => (
    <EditProposalDialog
      open
      onOpenChange={args.onOpenChange}
      jobTitle="Booking calendar and Stripe checkout for a yoga studio"
      defaultValue={{ coverLetter: 'I built class booking for a climbing gym.', bid: '3800' }}
      onSubmit={args.onConfirm as () => void}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const d = await dialog(canvasElement);
    await expect(d.getByRole('heading', { name: 'Edit your proposal' })).toBeVisible();
    await expect(d.getByRole('textbox', { name: /Cover letter/ })).toHaveValue(
      'I built class booking for a climbing gym.',
    );
    const bid = d.getByRole('textbox', { name: /Your bid/ });
    await userEvent.clear(bid);
    await userEvent.type(bid, '0');
    await userEvent.click(d.getByRole('button', { name: 'Save changes' }));
    await expect(d.getByText('A bid must be more than $0.')).toBeVisible();
    await userEvent.clear(bid);
    await userEvent.type(bid, '3500');
    await userEvent.click(d.getByRole('button', { name: 'Save changes' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      coverLetter: 'I built class booking for a climbing gym.',
      bid: '3500',
    });
  },
};

export const EditSaving: Story = {
  render: (args) => (
    <EditProposalDialog
      open
      busy
      onOpenChange={args.onOpenChange}
      jobTitle="Booking calendar and Stripe checkout for a yoga studio"
      defaultValue={{ coverLetter: 'I built class booking for a climbing gym.', bid: '3800' }}
      onSubmit={args.onConfirm as () => void}
    />
  ),
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    await expect(d.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const CancelEngagement: Story = {
  render: (args) => (
    <CancelEngagementDialog
      open
      onOpenChange={args.onOpenChange}
      otherName="Maya Okafor"
      onConfirm={args.onConfirm as (reason: string) => void}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const d = await dialog(canvasElement);
    await expect(d.getByRole('heading', { name: 'Cancel this engagement?' })).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Cancel engagement' }));
    await expect(d.getByText('Say why you are cancelling.')).toBeVisible();
    const reason = d.getByRole('textbox', { name: /Reason/ });
    await expect(reason).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(reason, 'The studio chose an off-the-shelf tool.');
    await userEvent.click(d.getByRole('button', { name: 'Cancel engagement' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('The studio chose an off-the-shelf tool.');
  },
};

export const CancelEngagementFailed: Story = {
  render: (args) => (
    <CancelEngagementDialog
      open
      error="Failed to cancel the engagement. Please try again."
      onOpenChange={args.onOpenChange}
      otherName="Maya Okafor"
      onConfirm={args.onConfirm as (reason: string) => void}
    />
  ),
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    await expect(d.getByRole('alert')).toHaveTextContent('Failed to cancel the engagement.');
  },
};

export const Review: Story = {
  render: (args) => (
    <ReviewDialog
      open
      onOpenChange={args.onOpenChange}
      otherName="Maya Okafor"
      onSubmit={args.onConfirm as () => void}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const d = await dialog(canvasElement);
    await expect(d.getByRole('heading', { name: 'Review Maya Okafor' })).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Send review' }));
    await expect(d.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    await expect(d.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.click(d.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(d.getByRole('textbox', { name: /Your review/ }), 'Fast and careful.');
    await userEvent.click(d.getByRole('button', { name: 'Send review' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ rating: 4, text: 'Fast and careful.' });
  },
};

export const ReviewPhoneDark: Story = {
  globals: { appearance: 'dark', viewport: { value: 'phone', isRotated: false } },
  render: Review.render,
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    await expect(
      d.getByRole('radiogroup', { name: /How was working with Maya Okafor/ }),
    ).toBeVisible();
  },
};
