import { describe, expect, it } from 'vitest';
import { webhookDeliverySummary, webhookUrlError, type WebhookDelivery } from './webhooks';

describe('webhookUrlError', () => {
  it('accepts full http(s) URLs and says what is wrong with the rest', () => {
    expect(webhookUrlError('https://hooks.example.com/in')).toBeNull();
    expect(webhookUrlError('  http://127.0.0.1:4010/hook ')).toBeNull();
    expect(webhookUrlError('')).toBe('Enter the URL of your endpoint.');
    expect(webhookUrlError('hooks.example.com')).toBe(
      'Enter a full URL, for example https://example.com/webhooks.',
    );
    expect(webhookUrlError('ftp://example.com')).toBe('The endpoint URL must start with https://.');
    expect(webhookUrlError('https://me:pw@example.com')).toBe(
      'Leave the user name and password out of the URL.',
    );
    expect(webhookUrlError(`https://example.com/${'a'.repeat(2000)}`)).toBe(
      'The endpoint URL can be at most 2,000 characters.',
    );
  });
});

describe('webhookDeliverySummary', () => {
  const d = (over: Partial<WebhookDelivery>): WebhookDelivery => ({
    id: 'd',
    endpointId: 'e',
    eventId: 'msg_1',
    eventType: 'webhook.test',
    status: 'pending',
    attempts: 0,
    responseStatus: null,
    lastError: null,
    createdAt: '2026-11-27T12:00:00Z',
    nextAttemptAt: null,
    ...over,
  });
  it('says the outcome and the code', () => {
    expect(webhookDeliverySummary(d({}))).toBe('Sending…');
    expect(webhookDeliverySummary(d({ attempts: 2, responseStatus: 503 }))).toBe('Retrying · 503');
    expect(
      webhookDeliverySummary(d({ status: 'succeeded', attempts: 1, responseStatus: 204 })),
    ).toBe('Delivered · 204');
    expect(webhookDeliverySummary(d({ status: 'failed', attempts: 12 }))).toBe(
      'Failed · no answer',
    );
  });
});
