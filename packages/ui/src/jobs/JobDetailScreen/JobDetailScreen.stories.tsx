import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Proposal } from '../../domain/types';
import { sampleChoice } from '../../docs/controls';
import { sampleEngagements } from '../../sample-data/hiring';
import { getSampleJob, sampleJobDetails } from '../../sample-data/jobs';
import { preloadHiringDialogs } from '../HiringDialogs/load';
import { JobDetailScreen } from './JobDetailScreen';

const job = getSampleJob('1')!;
const longJob = getSampleJob('8')!;

const proposals: Proposal[] = [
  {
    id: 'p-1',
    jobId: job.id,
    freelancer: {
      id: 'maya-okafor',
      name: 'Maya Okafor',
      avatar: 'MO',
      title: 'Full-stack developer for booking and payment flows',
    },
    coverLetter:
      'Hi! I built class booking with Stripe checkout for a climbing gym last year, including a roster view for the staff.\n\nI would start with the calendar and the checkout, then the confirmation emails. I can start on Monday.',
    bid: '$3,800',
    submittedAt: '2 hours ago',
    status: 'pending',
  },
  {
    id: 'p-2',
    jobId: job.id,
    freelancer: {
      id: 'sarah-chen',
      name: 'Sarah Chen',
      avatar: 'SC',
      title: 'Product designer for mobile apps',
    },
    coverLetter:
      'I design booking flows for fitness apps and work with a React developer I have shipped three projects with. We can take the whole job, design and build.',
    bid: '$4,200',
    submittedAt: '5 hours ago',
    status: 'pending',
  },
  {
    id: 'p-3',
    jobId: job.id,
    freelancer: { id: 'diego-ramos', name: 'Diego Ramos', avatar: 'DR', title: '' },
    coverLetter: 'Stripe and Node.js are my daily work. Fixed price, four weeks.',
    bid: '$3,000',
    submittedAt: '1 day ago',
    status: 'withdrawn',
  },
];

const meta = {
  title: 'Jobs/JobDetailScreen',
  component: JobDetailScreen,
  args: {
    job,
    backHref: '/jobs',
    onApply: fn(),
    onMessageClient: fn(),
    onApplyOpenChange: fn(),
    onProposalDraftChange: fn(),
    onSubmitProposal: fn(),
    onCloseJob: fn(),
    onMessageApplicant: fn(),
  },
  argTypes: {
    job: sampleChoice({
      ...Object.fromEntries(sampleJobDetails.map((detail) => [detail.title, detail])),
      'Unknown job (not found)': undefined,
    }),
    relation: { control: 'inline-radio', options: ['visitor', 'applied', 'owner'] },
    status: { control: 'inline-radio', options: ['open', 'closed'] },
  },
} satisfies Meta<typeof JobDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const noOverflow = async (canvasElement: HTMLElement) => {
  const doc = canvasElement.ownerDocument.documentElement;
  const wide = [...canvasElement.ownerDocument.querySelectorAll('body *')]
    .filter((e) => e.getBoundingClientRect().right > doc.clientWidth + 0.5)
    .map((e) => `${e.tagName}.${String(e.className).slice(0, 50)}`);
  await expect(wide).toEqual([]);
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
};

/** The apply dialog, once it has faded in. */
const openDialog = async (
  canvasElement: HTMLElement,
  role: 'dialog' | 'alertdialog' = 'dialog',
) => {
  const dialog = await page(canvasElement).findByRole(role);
  // Radix fades it in; give a busy machine time.
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5_000 });
  return dialog;
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
    await expect(canvas.getByText('Urgent')).toBeVisible();
    await expect(canvas.getByText('Posted 2 hours ago')).toBeVisible();
    await expect(canvas.getByText('7 applicants')).toBeVisible();
    for (const label of ['Budget', 'Timeline', 'Experience', 'Category']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.getByText('3-4 weeks')).toBeVisible();
    await expect(canvas.getByText('Intermediate')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Skills Required' })).toBeVisible();
    await expect(canvas.getByText('Stripe API')).toBeVisible();
    await expect(canvas.getByText('Member since March 2022')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for this Job' }));
    await expect(args.onApply).toHaveBeenCalledWith(job);
    // Apply opens the apply dialog; Escape closes it again.
    await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), {
      timeout: 5_000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Message Client' }));
    await expect(args.onMessageClient).toHaveBeenCalledWith(job);
  },
};

export const NotFound: Story = {
  // Draws what JobNotFound's Default (and its Dark) draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { job: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
  },
};

export const LongContent: Story = {
  args: { job: longJob },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(canvasElement).getByText('Information architecture')).toBeVisible();
  },
};

export const Phone: Story = {
  // Draws what LongContent draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  args: { job: longJob },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Apply for this Job' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  // Draws what Default draws in dark: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** A visitor applies: the dialog checks the form, then hands over what was typed. */
export const Apply: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for this Job' }));
    await expect(args.onApplyOpenChange).toHaveBeenCalledWith(true);
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName('Apply for this Job');
    await expect(dialog).toHaveAccessibleDescription(job.title);
    const inDialog = within(dialog);
    const coverLetter = inDialog.getByRole('textbox', { name: 'Cover letter' });
    const bid = inDialog.getByRole('textbox', { name: 'Your bid (USD)' });
    // Nothing typed: both fields say what is missing and focus goes to the first.
    await userEvent.click(inDialog.getByRole('button', { name: 'Send Proposal' }));
    await expect(inDialog.getByText('Write a cover letter.')).toBeVisible();
    await expect(inDialog.getByText('Enter your bid.')).toBeVisible();
    await expect(coverLetter).toHaveFocus();
    await expect(args.onSubmitProposal).not.toHaveBeenCalled();
    await userEvent.type(coverLetter, 'I built class booking for a climbing gym.');
    await userEvent.type(bid, '3,800');
    await expect(args.onProposalDraftChange).toHaveBeenLastCalledWith({
      coverLetter: 'I built class booking for a climbing gym.',
      bid: '3,800',
    });
    await userEvent.click(inDialog.getByRole('button', { name: 'Send Proposal' }));
    await expect(args.onSubmitProposal).toHaveBeenCalledWith({
      coverLetter: 'I built class booking for a climbing gym.',
      bid: '3,800',
    });
    await expect(args.onSubmitProposal).toHaveBeenCalledTimes(1);
  },
};

/** Cancel closes the dialog; the draft is still there when it opens again. */
export const ApplyCancelKeepsDraft: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const apply = canvas.getByRole('button', { name: 'Apply for this Job' });
    await userEvent.click(apply);
    let dialog = await openDialog(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your bid (USD)' }), '900');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), {
      timeout: 5_000,
    });
    await expect(args.onApplyOpenChange).toHaveBeenLastCalledWith(false);
    await expect(apply).toHaveFocus();
    await userEvent.click(apply);
    dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole('textbox', { name: 'Your bid (USD)' })).toHaveValue(
      '900',
    );
  },
};

const openApply = {
  defaultApplyOpen: true,
  proposalDraft: {
    coverLetter:
      'I built class booking with Stripe checkout for a climbing gym last year.\n\nI can start on Monday.',
    bid: '3,800',
  },
};

export const ApplyPhone: Story = {
  // In dark it draws what ApplyDark draws: the visual gate shoots it in light only.
  parameters: { visual: { appearances: ['light'] } },
  args: openApply,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Send Proposal' })).toBeVisible();
    await noOverflow(canvasElement);
  },
};

export const ApplyDark: Story = {
  args: openApply,
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByText('Up to $10,000,000')).toBeVisible();
  },
};

/** Sending: the text stays, nothing can be changed, and the dialog does not close. */
export const Applying: Story = {
  args: { ...openApply, proposalBusy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const inDialog = within(dialog);
    await expect(inDialog.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(inDialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(inDialog.getByRole('textbox', { name: 'Your bid (USD)' })).toHaveValue('3,800');
    await expect(inDialog.getByRole('textbox', { name: 'Cover letter' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).getByRole('dialog')).toBeVisible();
    await expect(args.onApplyOpenChange).not.toHaveBeenCalled();
  },
};

export const ApplyFailed: Story = {
  args: { ...openApply, proposalError: 'Failed to send proposal. Please try again.' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Failed to send proposal. Please try again.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Send Proposal' })).toBeEnabled();
  },
};

export const Applied: Story = {
  args: { relation: 'applied' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Apply for this Job' })).toBeNull();
    const sent = canvas.getByRole('button', { name: 'Proposal sent' });
    await expect(sent).toBeDisabled();
    await expect(sent).toHaveAccessibleDescription(
      'You have already applied for this job. The client can read your proposal and message you.',
    );
    await expect(canvas.getByText(/You have already applied for this job/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Message Client' }));
    await expect(args.onMessageClient).toHaveBeenCalledWith(job);
  },
};

export const MessagingClient: Story = {
  args: { messageBusy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Opening...' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Message Client' })).toBeNull();
    await expect(args.onMessageClient).not.toHaveBeenCalled();
  },
};

/** The poster sees the proposals, can message each freelancer, and can close the job. */
export const Owner: Story = {
  args: { relation: 'owner', proposals },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Apply for this Job' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Message Client' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Close Job' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Proposals 3' })).toBeVisible();
    const section = canvas.getByRole('region', { name: 'Proposals 3' });
    await expect(within(section).getAllByRole('article')).toHaveLength(3);
    await expect(within(section).getByRole('link', { name: 'Sarah Chen' })).toHaveAttribute(
      'href',
      '/profile/sarah-chen',
    );
    await expect(within(section).getByText('Withdrawn')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'About the client' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Message Sarah Chen' }));
    await expect(args.onMessageApplicant).toHaveBeenCalledWith(proposals[1]);
  },
};

export const OwnerMessaging: Story = {
  // Draws what Owner draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { relation: 'owner', proposals, messagingProposalId: 'p-2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Opening...' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Message Sarah Chen' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Message Maya Okafor' })).toBeEnabled();
  },
};

export const OwnerPhone: Story = {
  args: { relation: 'owner', proposals, job: longJob },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await noOverflow(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Close Job' })).toBeVisible();
  },
};

export const OwnerDark: Story = {
  // Draws what Owner draws in dark: not shot again by the visual gate.
  parameters: { visual: false },
  args: { relation: 'owner', proposals },
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByRole('heading', { name: 'Proposals 3' })).toBeVisible();
  },
};

export const OwnerNoProposals: Story = {
  // On a phone it draws what Owner draws: the visual gate shoots it on a desktop only.
  parameters: { visual: { viewports: ['desktop'] } },
  args: { relation: 'owner', proposals: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Proposals 0' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'No proposals yet' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Freelancers who apply appear here with their cover letter and bid, and you can message each of them.',
      ),
    ).toBeVisible();
  },
};

/** Closing asks first; Cancel changes nothing. */
export const CloseJob: Story = {
  // Draws what Owner draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { relation: 'owner', proposals },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const close = canvas.getByRole('button', { name: 'Close Job' });
    await userEvent.click(close);
    let confirm = await openDialog(canvasElement, 'alertdialog');
    await expect(confirm).toHaveAccessibleName('Close this job?');
    await expect(confirm).toHaveAccessibleDescription(
      'It leaves the job list and nobody can apply any more. Pending proposals become Not selected and their freelancers are told. The proposals stay here, and you can still message the freelancers.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onCloseJob).not.toHaveBeenCalled();
    await expect(close).toHaveFocus();
    await userEvent.click(close);
    confirm = await openDialog(canvasElement, 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Close Job' }));
    await expect(args.onCloseJob).toHaveBeenCalledOnce();
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

export const Closing: Story = {
  args: { relation: 'owner', proposals, closeBusy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Closing...' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Close Job' })).toBeNull();
  },
};

export const Closed: Story = {
  args: { relation: 'owner', proposals, status: 'closed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Closed')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Close Job' })).toBeNull();
    await expect(
      canvas.getByText(
        'You closed this job. It is no longer in the job list and nobody can apply.',
      ),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/* The hiring loop on the job page. */

const ownProposal: Proposal = { ...proposals[0]! };

export const OwnerAccepts: Story = {
  // Its first frame is Owner's picture: not shot again by the visual gate.
  parameters: { visual: false },
  loaders: [preloadHiringDialogs],
  args: { relation: 'owner', proposals, onAcceptProposal: fn(), onDeclineProposal: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Only the pending proposals can be answered (not the withdrawn one).
    await expect(canvas.getAllByRole('button', { name: /^Accept/ })).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Accept Diego Ramos' })).toBeNull();
    const accept = canvas.getByRole('button', { name: 'Accept Maya Okafor' });
    await userEvent.click(accept);
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole('textbox', { name: /Agreed amount/ })).toHaveValue(
      '3,800',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hire Maya Okafor' }));
    await expect(args.onAcceptProposal).toHaveBeenCalledWith(proposals[0], 3800);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), {
      timeout: 5_000,
    });
    await expect(accept).toHaveFocus();
  },
};

export const OwnerDeclines: Story = {
  loaders: [preloadHiringDialogs],
  parameters: { visual: false }, // OwnerAccepts takes the picture.
  args: { relation: 'owner', proposals, onAcceptProposal: fn(), onDeclineProposal: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline Maya Okafor' }));
    const dialog = await openDialog(canvasElement);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Note to the freelancer/ }),
      'We chose a local developer.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline proposal' }));
    await expect(args.onDeclineProposal).toHaveBeenCalledWith(
      proposals[0],
      'We chose a local developer.',
    );
  },
};

export const OwnerAnswering: Story = {
  // Its first frame is Owner's picture: not shot again by the visual gate.
  parameters: { visual: false },
  args: {
    relation: 'owner',
    proposals,
    onAcceptProposal: fn(),
    onDeclineProposal: fn(),
    answerBusy: { proposalId: 'p-1', action: 'accept' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Accept Maya Okafor' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decline Maya Okafor' })).toBeDisabled();
  },
};

export const OwnerHired: Story = {
  args: {
    relation: 'owner',
    status: 'in_progress',
    proposals: [{ ...proposals[0]!, status: 'accepted' }, ...proposals.slice(1)],
    engagement: sampleEngagements.clientActive,
    onConfirmCompletion: fn(),
    onCancelEngagement: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('In progress').length).toBeGreaterThanOrEqual(2);
    await expect(canvas.getByRole('region', { name: /^Engagement:/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close Job' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm completion' }));
    await expect(args.onConfirmCompletion).toHaveBeenCalledOnce();
  },
};

export const ApplicantPending: Story = {
  loaders: [preloadHiringDialogs],
  args: {
    relation: 'applied',
    ownProposal,
    onSaveProposal: fn(),
    onWithdrawProposal: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = canvas.getByRole('region', { name: 'Your proposal' });
    await expect(within(mine).getByText('Pending')).toBeVisible();
    await expect(within(mine).getByRole('button', { name: 'Edit' })).toBeEnabled();
    await expect(within(mine).getByRole('button', { name: 'Withdraw proposal' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Proposal sent' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Message Client' })).toBeEnabled();
  },
};

export const ApplicantPendingPhone: Story = {
  // Its first frame is ApplicantPending's picture: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { relation: 'applied', ownProposal, onSaveProposal: fn(), onWithdrawProposal: fn() },
  play: async ({ canvasElement }) => noOverflow(canvasElement),
};

/** A closed job stays visible to an applicant: marked Closed, with their proposal's status. */
export const ClosedNotSelected: Story = {
  args: {
    relation: 'applied',
    status: 'closed',
    ownProposal: { ...ownProposal, status: 'not_selected' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Closed', { selector: '[data-slot="job-detail-closed"]' }),
    ).toBeVisible();
    const mine = canvas.getByRole('region', { name: 'Your proposal' });
    await expect(within(mine).getByText('Not selected')).toBeVisible();
    await expect(within(mine).queryByRole('button')).toBeNull();
    await expect(canvas.queryByText('Job not found')).toBeNull();
  },
};

export const ClosedNotSelectedDarkPhone: Story = {
  // Its first frame is ClosedNotSelected's picture: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { appearance: 'dark', viewport: { value: 'phone', isRotated: false } },
  args: {
    relation: 'applied',
    status: 'closed',
    ownProposal: { ...ownProposal, status: 'not_selected' },
  },
  play: async ({ canvasElement }) => noOverflow(canvasElement),
};

export const FreelancerHired: Story = {
  args: {
    relation: 'applied',
    status: 'in_progress',
    ownProposal: { ...ownProposal, status: 'accepted' },
    engagement: sampleEngagements.freelancerActive,
    onMarkComplete: fn(),
    onCancelEngagement: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your contract' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as complete' }));
    await expect(args.onMarkComplete).toHaveBeenCalledOnce();
  },
};

export const FreelancerHiredDark: Story = {
  globals: { appearance: 'dark' },
  args: {
    relation: 'applied',
    status: 'closed',
    ownProposal: { ...ownProposal, status: 'accepted' },
    engagement: sampleEngagements.completedReviewWaiting,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Your review is hidden until/)).toBeVisible();
  },
};

/** A job posted without skills or tags: no empty 'Skills Required' or 'Tags' card. */
const bareJob = { ...job, skills: [], tags: [] };

export const NoSkillsOrTags: Story = {
  args: { job: bareJob },
  // At phone width the missing cards are below the first screen: the picture is Default's.
  parameters: { visual: { viewports: ['desktop'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Job Description' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Skills Required' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Tags' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Apply for this Job' })).toBeVisible();
  },
};

export const NoSkillsOrTagsPhoneDark: Story = {
  // NoSkillsOrTags is shot in every mode (phone and desktop, light and dark): this one checks
  // the phone layout's overflow only, not shot again by the visual gate.
  parameters: { visual: false },
  globals: { appearance: 'dark', viewport: { value: 'phone', isRotated: false } },
  args: { job: bareJob },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Skills Required' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Tags' })).toBeNull();
    await noOverflow(canvasElement);
  },
};

/** Skills but no tags: the skills card only. */
export const SkillsWithoutTags: Story = {
  // Draws Default's page less its tags card: an interaction check, not shot by the visual gate.
  parameters: { visual: false },
  args: { job: { ...job, tags: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Skills Required' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Tags' })).toBeNull();
  },
};
