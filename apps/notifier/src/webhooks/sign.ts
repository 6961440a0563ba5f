import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the signed content is
 * `<webhook-id>.<webhook-timestamp>.<body>`, the key is the base64 part of the endpoint's
 * `whsec_…` secret, and `webhook-signature` is `v1,` + the base64 HMAC-SHA256.
 */
export const SECRET_PREFIX = 'whsec_';

/** The HMAC key of a `whsec_…` secret. */
export function secretKey(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('A webhook secret starts with whsec_.');
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  if (key.length < 16) throw new Error('A webhook secret holds at least 16 bytes.');
  return key;
}

/** `v1,<base64 HMAC-SHA256 of id.timestamp.body>`. */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secretKey(secret)).update(`${id}.${timestamp}.${body}`);
  return `v1,${mac.digest('base64')}`;
}

/**
 * The three Standard Webhooks headers of one attempt (the timestamp is the attempt's). With a
 * `previousSecret` (an endpoint whose secret was rotated less than 24 hours ago), the signature
 * header carries both signatures, space-delimited, the new one first: a receiver that verifies
 * with either secret accepts the request (Standard Webhooks' key rotation).
 */
export function webhookHeaders(
  secret: string,
  id: string,
  body: string,
  now: Date = new Date(),
  previousSecret: string | null = null,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  const signatures = [sign(secret, id, timestamp, body)];
  if (previousSecret && previousSecret !== secret)
    signatures.push(sign(previousSecret, id, timestamp, body));
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatures.join(' '),
  };
}

/** A new secret in the database's format (tests; the database makes the real ones). */
export function newSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64');
}
