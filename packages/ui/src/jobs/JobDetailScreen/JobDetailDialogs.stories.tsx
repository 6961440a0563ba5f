import { Button } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toastCopy } from '../../domain/toasts';
import { getSampleJob } from '../../sample-data/jobs';
import {
  ApplyDialog,
  CloseJobDialog,
  type ApplyDialogProps,
  type CloseJobDialogProps,
} from './JobDetailDialogs';

const job = getSampleJob('1')!;

const draft = {
  coverLetter:
    'I built class booking with Stripe checkout for a climbing gym last year.\n\nI can start on Monday.',
  bid: '3,800',
};

/**
 * The apply dialog as JobDetailScreen holds it: the screen's 'Apply for this Job' button opens
 * it and gets the focus back; `open` and the draft are kept here, each change reported.
 */
function ApplyHarness(props: ApplyDialogProps) {
  const [open, setOpen] = useState(props.open);
  const [form, setForm] = useState(props.draft);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button size="3" ref={button} onClick={() => setOpen(true)}>
        Apply for this Job
      </Button>
      <ApplyDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
        returnFocus={button}
        draft={form}
        onDraftChange={(next) => {
          setForm(next);
          props.onDraftChange(next);
        }}
      />
    </>
  );
}

/** The owner's 'Close Job' button and its confirmation, as JobDetailScreen draws them. */
function CloseHarness(props: CloseJobDialogProps) {
  const [open, setOpen] = useState(props.open);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button size="3" variant="outline" color="red" ref={button} onClick={() => setOpen(true)}>
        Close Job
      </Button>
      <CloseJobDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
        returnFocus={button}
      />
    </>
  );
}

/** The apply dialog's props, and the close dialog's one of its own. */
type DialogArgs = ApplyDialogProps & Pick<CloseJobDialogProps, 'onConfirm'>;

const meta = {
  title: 'Jobs/JobDetailScreen/JobDetailDialogs',
  component: ApplyDialog,
  render: ({ onConfirm: _onConfirm, ...args }) => <ApplyHarness {...args} />,
  args: {
    job,
    open: true,
    onOpenChange: fn(),
    returnFocus: { current: null },
    draft: { coverLetter: '', bid: '' },
    onDraftChange: fn(),
    onSubmit: fn(),
    busy: false,
    onConfirm: fn(),
  },
  argTypes: { returnFocus: { control: false }, job: { control: false } },
} satisfies Meta<DialogArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A dialog, once Radix has faded it in. */
const openDialog = async (
  canvasElement: HTMLElement,
  role: 'dialog' | 'alertdialog' = 'dialog',
) => {
  const dialog = await page(canvasElement).findByRole(role);
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5_000 });
  return dialog;
};

/** Opened from the screen's button: the form is checked, then what was typed is handed over. */
export const Apply: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for this Job' }));
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName('Apply for this Job');
    await expect(dialog).toHaveAccessibleDescription(job.title);
    const inDialog = within(dialog);
    const coverLetter = inDialog.getByRole('textbox', { name: 'Cover letter' });
    const bid = inDialog.getByRole('textbox', { name: 'Your bid (USD)' });
    // Nothing typed: both fields say what is missing, nothing is sent.
    await userEvent.click(inDialog.getByRole('button', { name: 'Send Proposal' }));
    await expect(inDialog.getByText('Write a cover letter.')).toBeVisible();
    await expect(inDialog.getByText('Enter your bid.')).toBeVisible();
    await expect(coverLetter).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(coverLetter, 'I built class booking for a climbing gym.');
    await userEvent.type(bid, '3,800');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({
      coverLetter: 'I built class booking for a climbing gym.',
      bid: '3,800',
    });
    await userEvent.click(inDialog.getByRole('button', { name: 'Send Proposal' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      coverLetter: 'I built class booking for a climbing gym.',
      bid: '3,800',
    });
    // Sending does not close it: the screen decides when it is done.
    await expect(dialog).toBeVisible();
  },
};

/** Cancel asks to close, and the focus goes back to 'Apply for this Job'. */
export const ApplyCancel: Story = {
  args: { draft },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole('textbox', { name: 'Your bid (USD)' })).toHaveValue(
      '3,800',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // Radix fades it out; give a busy machine time.
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), {
      timeout: 5_000,
    });
    await expect(
      within(canvasElement).getByRole('button', { name: 'Apply for this Job' }),
    ).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Escape closes it too. */
export const ApplyEscape: Story = {
  play: async ({ canvasElement, args }) => {
    await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // Radix fades it out; give a busy machine time.
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), {
      timeout: 5_000,
    });
  },
};

/** Sending: the text stays, nothing can be changed, and the dialog does not close. */
export const Applying: Story = {
  args: { draft, busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const inDialog = within(dialog);
    await expect(inDialog.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(inDialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(inDialog.getByRole('textbox', { name: 'Cover letter' })).toBeDisabled();
    await expect(inDialog.getByRole('textbox', { name: 'Your bid (USD)' })).toHaveValue('3,800');
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).getByRole('dialog')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ApplyFailed: Story = {
  args: { draft, error: toastCopy.proposalSendFailed },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const inDialog = within(dialog);
    await expect(inDialog.getByRole('alert')).toHaveTextContent(toastCopy.proposalSendFailed);
    // Sending again hands over the same form.
    await userEvent.click(inDialog.getByRole('button', { name: 'Send Proposal' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(draft);
  },
};

const renderClose: Story['render'] = ({ open, onOpenChange, returnFocus, onConfirm }) => (
  <CloseHarness
    open={open}
    onOpenChange={onOpenChange}
    returnFocus={returnFocus}
    onConfirm={onConfirm}
  />
);

/** 'Close this job?': confirming calls onConfirm and closes the dialog. */
export const CloseJobConfirm: Story = {
  render: renderClose,
  play: async ({ canvasElement, args }) => {
    const confirm = await openDialog(canvasElement, 'alertdialog');
    await expect(confirm).toHaveAccessibleName('Close this job?');
    await expect(confirm).toHaveAccessibleDescription(
      'It leaves the job list and nobody can apply any more. Pending proposals become Not selected and their freelancers are told. The proposals stay here, and you can still message the freelancers.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Close Job' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // Radix fades it out; give a busy machine time.
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull(), {
      timeout: 5_000,
    });
  },
};

/** Cancel changes nothing: the dialog closes and the focus goes back to 'Close Job'. */
export const CloseJobCancel: Story = {
  render: renderClose,
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const close = within(canvasElement).getByRole('button', { name: 'Close Job' });
    await userEvent.click(close);
    const confirm = await openDialog(canvasElement, 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // Radix fades it out; give a busy machine time.
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull(), {
      timeout: 5_000,
    });
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(close).toHaveFocus();
  },
};
