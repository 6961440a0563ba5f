import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { WebhookDelivery, WebhookEndpoint } from '../../domain/webhooks';
import { WebhooksPanel } from './WebhooksPanel';

const zapier: WebhookEndpoint = {
  id: 'ep-1',
  url: 'https://hooks.zapier.com/hooks/catch/1234567/abcdef/',
  eventTypes: ['proposal.received', 'message.received'],
  enabled: true,
  createdAt: '2026-11-20T09:00:00.000Z',
};
const n8n: WebhookEndpoint = {
  id: 'ep-2',
  url: 'https://n8n.example.com/webhook/fairlance-reviews',
  eventTypes: ['review.received'],
  enabled: false,
  createdAt: '2026-11-22T14:30:00.000Z',
};
const delivery = (over: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 'd-0',
  endpointId: 'ep-1',
  eventId: 'msg_0',
  eventType: 'proposal.received',
  status: 'succeeded',
  attempts: 1,
  responseStatus: 200,
  lastError: null,
  createdAt: '2026-11-27T12:40:05.000Z',
  nextAttemptAt: null,
  ...over,
});
const deliveries: WebhookDelivery[] = [
  delivery({ id: 'd-1', eventType: 'webhook.test', responseStatus: 204 }),
  delivery({
    id: 'd-2',
    eventType: 'message.received',
    status: 'pending',
    attempts: 3,
    responseStatus: 503,
    lastError: 'Answered 503.',
    createdAt: '2026-11-27T11:02:00.000Z',
    nextAttemptAt: '2026-11-27T11:15:00.000Z',
  }),
  delivery({
    id: 'd-3',
    status: 'failed',
    attempts: 12,
    responseStatus: null,
    lastError: 'Timed out: no complete answer within 10 s.',
    createdAt: '2026-11-25T08:00:00.000Z',
  }),
];
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const rotatedSecret = 'whsec_Zb3kQ1x9VtYp0aR7mW2sLc8nE4uH6jDf';
const graceEnds = '2026-11-28T12:40:05.000Z';

const meta = {
  title: 'Settings/WebhooksPanel',
  component: WebhooksPanel,
  args: {
    endpoints: [],
    deliveries: [],
    onAdd: fn(async () => ({ secret })),
    onRevealSecret: fn(async () => secret),
    onRotateSecret: fn(async () => ({
      secret: rotatedSecret,
      previousSecretExpiresAt: graceEnds,
    })),
    onSendTest: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onToggle: fn(async () => undefined),
    onCopy: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof WebhooksPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeVisible();
    await expect(
      canvas.getByText('No endpoints yet. Add one above to receive events.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Event schemas and signature checks' }),
    ).toHaveAttribute('href', '/developers');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(10);
    await expect(
      canvas.getByRole('checkbox', { name: 'Work is marked as complete for you to confirm' }),
    ).not.toBeChecked();
  },
};

export const List: Story = {
  args: { endpoints: [zapier, n8n], deliveries },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('listitem', { name: zapier.url });
    const inFirst = within(first);
    await expect(inFirst.getByText('Delivered · 204')).toBeVisible();
    await expect(inFirst.getByText('Retrying · 503')).toBeVisible();
    await expect(inFirst.getByText('Failed · no answer')).toBeVisible();
    await expect(inFirst.getByText('Timed out: no complete answer within 10 s.')).toBeVisible();
    await expect(inFirst.getByText(/Answered 503\. Next try Nov 27, 11:15:00 UTC\./)).toBeVisible();
    await expect(inFirst.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    const second = within(canvas.getByRole('listitem', { name: n8n.url }));
    await expect(second.getByRole('switch', { name: 'Enabled' })).not.toBeChecked();
    // A disabled endpoint gets no test event.
    await expect(second.getByRole('button', { name: 'Send test event' })).toBeDisabled();
    await expect(
      second.getByText('No deliveries yet. Send a test event to try your endpoint.'),
    ).toBeVisible();
  },
};

export const AddEndpoint: Story = {
  // The form's checks and the secret shown once; the empty panel is drawn by Empty.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add endpoint' });
    await userEvent.click(add);
    await expect(canvas.getByText('Enter the URL of your endpoint.')).toBeVisible();
    await expect(canvas.getByText('Choose at least one event.')).toBeVisible();
    await expect(canvas.getByLabelText('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText('Endpoint URL'), 'ftp://files.example.com');
    await userEvent.click(add);
    await expect(canvas.getByText('The endpoint URL must start with https://.')).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();

    await userEvent.clear(canvas.getByLabelText('Endpoint URL'));
    await userEvent.type(canvas.getByLabelText('Endpoint URL'), 'https://hooks.example.com/in');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'A proposal arrives on your job' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'You receive a review' }));
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledWith('https://hooks.example.com/in', [
      'proposal.received',
      'review.received',
    ]);
    const shown = await canvas.findByLabelText('Signing secret');
    await expect(shown).toHaveTextContent(secret);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy secret' }));
    await expect(args.onCopy).toHaveBeenCalledWith(secret);
    // The form is empty again for the next one.
    await expect(canvas.getByLabelText('Endpoint URL')).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'You receive a review' })).not.toBeChecked();
  },
};

export const AddRefused: Story = {
  // The database's refusal shown in the form, the input kept.
  parameters: { visual: false },
  args: {
    onAdd: fn(async () => {
      throw new Error('You can have at most 10 webhook endpoints.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Endpoint URL'), 'https://hooks.example.com/11');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'You receive a message' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add endpoint' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You can have at most 10 webhook endpoints.',
    );
    await expect(canvas.getByLabelText('Endpoint URL')).toHaveValue('https://hooks.example.com/11');
    await expect(canvas.getByRole('checkbox', { name: 'You receive a message' })).toBeChecked();
  },
};

export const Busy: Story = {
  // On a phone its first screen is List's: the visual gate shoots it on a desktop only.
  parameters: { visual: { viewports: ['desktop'] } },
  args: {
    endpoints: [zapier],
    deliveries: deliveries.slice(0, 1),
    onAdd: fn(() => new Promise<{ secret: string }>(() => {})),
    onSendTest: fn(() => new Promise(() => {})),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Endpoint URL'), 'https://hooks.example.com/busy');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Work is completed' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add endpoint' }));
    await expect(canvas.getByRole('button', { name: 'Adding…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Adding…' }).closest('form')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send test event' }));
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(args.onSendTest).toHaveBeenCalledTimes(1);
  },
};

export const SendRevealToggleDelete: Story = {
  // Every endpoint action; the list is drawn by List.
  parameters: { visual: false },
  args: { endpoints: [zapier], deliveries },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const item = within(canvas.getByRole('listitem', { name: zapier.url }));
    await userEvent.click(item.getByRole('button', { name: 'Send test event' }));
    await expect(args.onSendTest).toHaveBeenCalledWith('ep-1');

    await userEvent.click(item.getByRole('button', { name: 'Reveal secret' }));
    await expect(args.onRevealSecret).toHaveBeenCalledWith('ep-1');
    await expect(await item.findByLabelText('Signing secret')).toHaveTextContent(secret);
    await userEvent.click(item.getByRole('button', { name: 'Copy secret' }));
    await expect(args.onCopy).toHaveBeenCalledWith(secret);
    await userEvent.click(item.getByRole('button', { name: 'Hide secret' }));
    await expect(item.queryByLabelText('Signing secret')).toBeNull();

    await userEvent.click(item.getByRole('switch', { name: 'Enabled' }));
    await expect(args.onToggle).toHaveBeenCalledWith('ep-1', false);

    await userEvent.click(item.getByRole('button', { name: 'Delete' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: 'Delete this endpoint?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    // The page is usable again once the dialog has gone.
    await userEvent.click(await item.findByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Delete endpoint' }),
    );
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith('ep-1'));
  },
};

export const RotateSecret: Story = {
  // The confirm dialog and the new secret shown once; SecretRotated draws the state after.
  parameters: { visual: false },
  args: { endpoints: [zapier], deliveries },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const item = within(canvas.getByRole('listitem', { name: zapier.url }));
    // Cancel changes nothing.
    await userEvent.click(item.getByRole('button', { name: 'Rotate secret' }));
    const dialog = body.getByRole('alertdialog', { name: 'Rotate the signing secret?' });
    await expect(dialog).toHaveTextContent(
      'For 24 hours every request is signed with both the new and the old secret',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onRotateSecret).not.toHaveBeenCalled();
    // A revealed old secret is replaced by the new one, shown once with when the old one stops.
    await userEvent.click(await item.findByRole('button', { name: 'Reveal secret' }));
    await expect(await item.findByLabelText('Signing secret')).toHaveTextContent(secret);
    await userEvent.click(item.getByRole('button', { name: 'Rotate secret' }));
    await userEvent.click(body.getByRole('button', { name: 'Rotate secret' }));
    await waitFor(() => expect(args.onRotateSecret).toHaveBeenCalledWith('ep-1'));
    const shown = await item.findByLabelText('New signing secret');
    await expect(shown).toHaveTextContent(rotatedSecret);
    await expect(item.queryByLabelText('Signing secret')).toBeNull();
    await expect(
      item.getByText(/The old secret also signs every request until Nov 28, 12:40:05 UTC/),
    ).toBeVisible();
    // By role once the closing dialog has given the page back (until then Radix hides it).
    await userEvent.click(await item.findByRole('button', { name: 'Copy secret' }));
    await expect(args.onCopy).toHaveBeenCalledWith(rotatedSecret);
    await userEvent.click(item.getByRole('button', { name: 'Done' }));
    await expect(item.queryByLabelText('New signing secret')).toBeNull();
  },
};

/** After a rotation, while the old secret still signs (the list says until when). */
export const SecretRotated: Story = {
  // At phone width the rotation note is below the first screen: the picture is List's.
  parameters: { visual: { viewports: ['desktop'] } },
  args: {
    endpoints: [{ ...zapier, previousSecretExpiresAt: graceEnds }, n8n],
    deliveries,
  },
  play: async ({ canvasElement }) => {
    const item = within(within(canvasElement).getByRole('listitem', { name: zapier.url }));
    await expect(
      item.getByText('Secret rotated: the old secret also signs until Nov 28, 12:40:05 UTC.'),
    ).toBeVisible();
    await expect(item.getByRole('button', { name: 'Rotate secret' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your webhooks…');
    await expect(canvas.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error', error: 'Your webhooks could not be loaded. Check your connection.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your webhooks could not be loaded. Check your connection.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  // Draws what List draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  args: { endpoints: [zapier, n8n], deliveries },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await expect(doc.defaultView?.innerWidth).toBe(375);
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Dark: Story = {
  args: { endpoints: [zapier, n8n], deliveries },
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getAllByRole('switch')).toHaveLength(2);
  },
};
