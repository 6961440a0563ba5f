/*
 * Webhooks: a person's endpoints, the events they can subscribe to and the deliveries made to
 * them (the database's webhook_endpoints and webhook_deliveries, issue 36).
 */

/** The event types an endpoint may subscribe to, in the order they are offered. */
export const webhookEventTypes = [
  'proposal.received',
  'proposal.accepted',
  'proposal.declined',
  'proposal.not_selected',
  'invitation.received',
  'engagement.marked_complete',
  'engagement.completed',
  'engagement.cancelled',
  'review.received',
  'message.received',
] as const;

export type WebhookEventType = (typeof webhookEventTypes)[number];

/** What each event type means, in the person's words. */
export const webhookEventLabels: Record<WebhookEventType | 'webhook.test', string> = {
  'proposal.received': 'A proposal arrives on your job',
  'proposal.accepted': 'Your proposal is accepted',
  'proposal.declined': 'Your proposal is declined',
  'proposal.not_selected': 'Your proposal was not selected',
  'invitation.received': 'You are invited to a job',
  'engagement.marked_complete': 'Work is marked as complete for you to confirm',
  'engagement.completed': 'Work is completed',
  'engagement.cancelled': 'Work is cancelled',
  'review.received': 'You receive a review',
  'message.received': 'You receive a message',
  'webhook.test': 'Test event',
};

export interface WebhookEndpoint {
  id: string;
  /** Where events are POSTed. */
  url: string;
  /** The event types it receives. */
  eventTypes: string[];
  /** Off: nothing is sent to it. */
  enabled: boolean;
  /** ISO 8601. */
  createdAt: string;
  /**
   * ISO 8601: after 'Rotate secret', until when the old secret still signs beside the new one
   * (24 hours); absent when there is no old secret any more.
   */
  previousSecretExpiresAt?: string | null;
}

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookDelivery {
  id: string;
  endpointId: string;
  /** The `webhook-id` header: the same on every try. */
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  /** Tries made so far. */
  attempts: number;
  /** The endpoint's last HTTP status; null when it did not answer. */
  responseStatus: number | null;
  /** Why the last try failed. */
  lastError: string | null;
  /** ISO 8601: when the event happened. */
  createdAt: string;
  /** ISO 8601: the next try, while pending. */
  nextAttemptAt: string | null;
}

/**
 * What is wrong with an endpoint URL typed in the form, or null when it may be sent to the
 * database (which has the last word: https:// only, except http:// to this machine on the
 * local stack).
 */
export function webhookUrlError(url: string): string | null {
  const value = url.trim();
  if (!value) return 'Enter the URL of your endpoint.';
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return 'Enter a full URL, for example https://example.com/webhooks.';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return 'The endpoint URL must start with https://.';
  if (parsed.username || parsed.password) return 'Leave the user name and password out of the URL.';
  if (value.length > 2000) return 'The endpoint URL can be at most 2,000 characters.';
  return null;
}

/** A delivery's outcome in a few words: 'Delivered · 204', 'Retrying · 503', 'Failed · timed out'. */
export function webhookDeliverySummary(d: WebhookDelivery): string {
  const code = d.responseStatus !== null ? String(d.responseStatus) : 'no answer';
  if (d.status === 'succeeded') return `Delivered · ${code}`;
  if (d.status === 'failed') return `Failed · ${code}`;
  return d.attempts === 0 ? 'Sending…' : `Retrying · ${code}`;
}
