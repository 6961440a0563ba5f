import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, nextAttemptAt, retryDelayMs } from '../src/webhooks/backoff.ts';
import { refusedAddress, send } from '../src/webhooks/send.ts';
import { newSecret, sign, webhookHeaders } from '../src/webhooks/sign.ts';
import { startSilentServer } from './silent-server.ts';
import { startReceiver, type Receiver } from './webhook-receiver.ts';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
beforeEach(() => {
  receiver.requests.length = 0;
  receiver.answer((_req, res) => {
    res.statusCode = 204;
    res.end();
  });
});

const local = { allowPrivateNetworks: true };
const body = JSON.stringify({
  type: 'webhook.test',
  timestamp: '2026-11-27T12:00:00.000Z',
  data: {},
});

describe('signing (Standard Webhooks), checked by the standardwebhooks library', () => {
  it('a delivery verifies with the endpoint secret, and not with another', async () => {
    const secret = newSecret();
    const result = await send(
      `${receiver.url}/hook`,
      webhookHeaders(secret, 'msg_1', body),
      body,
      local,
    );
    expect(result).toMatchObject({ status: 204, error: null });
    const [got] = receiver.requests;
    expect(got?.headers['content-type']).toBe('application/json');
    expect(got?.headers['webhook-id']).toBe('msg_1');
    const headers = {
      'webhook-id': String(got!.headers['webhook-id']),
      'webhook-timestamp': String(got!.headers['webhook-timestamp']),
      'webhook-signature': String(got!.headers['webhook-signature']),
    };
    // An independent implementation (its own SHA-256 and base64) accepts it.
    expect(new Webhook(secret).verify(got!.body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newSecret()).verify(got!.body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(got!.body.replace('}', ' }'), headers)).toThrow();
  });

  it('after a rotation both secrets sign: a receiver with either one accepts', async () => {
    const previous = newSecret();
    const current = newSecret();
    const result = await send(
      `${receiver.url}/rotated`,
      webhookHeaders(current, 'msg_2', body, new Date(), previous),
      body,
      local,
    );
    expect(result).toMatchObject({ status: 204, error: null });
    const [got] = receiver.requests;
    const signature = String(got!.headers['webhook-signature']);
    // Space-delimited, the new secret's first.
    expect(signature.split(' ')).toHaveLength(2);
    const headers = {
      'webhook-id': String(got!.headers['webhook-id']),
      'webhook-timestamp': String(got!.headers['webhook-timestamp']),
      'webhook-signature': signature,
    };
    expect(signature.split(' ')[0]).toBe(
      sign(current, 'msg_2', Number(headers['webhook-timestamp']), body),
    );
    expect(new Webhook(current).verify(got!.body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(previous).verify(got!.body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newSecret()).verify(got!.body, headers)).toThrow();
  });

  it('without a previous secret (or the same one) there is one signature', () => {
    const secret = newSecret();
    expect(webhookHeaders(secret, 'msg_3', body)['webhook-signature'].split(' ')).toHaveLength(1);
    expect(
      webhookHeaders(secret, 'msg_3', body, new Date(), secret)['webhook-signature'].split(' '),
    ).toHaveLength(1);
  });

  it('matches a known vector computed apart (Python hmac)', () => {
    // The key is 24 bytes of 0x01; HMAC-SHA256 of "msg_x.1700000000.{}", base64.
    const secret = `whsec_${Buffer.alloc(24, 1).toString('base64')}`;
    expect(sign(secret, 'msg_x', 1_700_000_000, '{}')).toBe(
      'v1,Q1CDM1PjLbVyiGh0quoatU+BvA1hM98klssouKYZt04=',
    );
  });
});

describe('answers', () => {
  it('a 2xx succeeds; anything else is a failure with its code', async () => {
    receiver.answer((_req, res) => {
      res.statusCode = 500;
      res.end('down');
    });
    const result = await send(receiver.url, {}, body, local);
    expect(result).toMatchObject({ status: 500, error: 'Answered 500.', body: 'down' });
  });

  it('a redirect is not followed', async () => {
    receiver.answer((req, res) => {
      if (req.path === '/hook') {
        res.writeHead(302, { location: `${receiver.url}/elsewhere` });
        res.end();
      } else {
        res.statusCode = 200;
        res.end();
      }
    });
    const result = await send(`${receiver.url}/hook`, {}, body, local);
    expect(result.status).toBe(302);
    expect(result.error).toContain('redirects are not followed');
    expect(receiver.requests.map((r) => r.path)).toEqual(['/hook']);
  });

  it('a slow endpoint cannot hold the worker: the try ends at the response timeout', async () => {
    receiver.answer(() => {
      /* never answers */
    });
    const result = await send(receiver.url, {}, body, { ...local, responseTimeoutMs: 300 });
    expect(result.status).toBeNull();
    expect(result.error).toBe('Timed out: no complete answer within 0.3 s.');
    expect(result.ms).toBeGreaterThanOrEqual(290);
  });

  it('an endpoint that answers headers then trickles its body is cut at the timeout too', async () => {
    receiver.answer((_req, res) => {
      res.writeHead(200);
      res.write('a');
    });
    const result = await send(receiver.url, {}, body, { ...local, responseTimeoutMs: 300 });
    expect(result.error).toMatch(/^Timed out/);
  });

  it('reads at most maxResponseBytes of an answer', async () => {
    receiver.answer((_req, res) => {
      res.writeHead(200);
      // 1 MiB and never the end of it.
      res.write(Buffer.alloc(1024 * 1024, 'x'));
    });
    const result = await send(receiver.url, {}, body, { ...local, maxResponseBytes: 1000 });
    expect(result.status).toBe(200);
    expect(result.error).toBeNull();
    expect(result.body.length).toBe(1000);
  });

  it('a connection that never opens ends at the connect timeout, not the response timeout', async () => {
    // Accepts TCP and never answers: the TLS handshake of https:// never completes.
    const silent = await startSilentServer();
    try {
      const result = await send(`https://127.0.0.1:${silent.port}/hook`, {}, body, {
        ...local,
        connectTimeoutMs: 300,
        responseTimeoutMs: 60_000,
      });
      expect(result).toMatchObject({
        status: null,
        error: 'Timed out: could not connect within 0.3 s.',
        body: '',
      });
      expect(silent.accepted).toBe(1);
      // The worker's side of the connection is closed, not left open.
      const until = Date.now() + 5_000;
      while (silent.closed < 1 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(silent.closed).toBe(1);
    } finally {
      await silent.close();
    }
  });

  it('a server that accepts and never answers headers ends at the response timeout', async () => {
    const silent = await startSilentServer();
    try {
      const result = await send(`http://127.0.0.1:${silent.port}/hook`, {}, body, {
        ...local,
        connectTimeoutMs: 60_000,
        responseTimeoutMs: 300,
      });
      expect(result).toMatchObject({
        status: null,
        error: 'Timed out: no complete answer within 0.3 s.',
      });
      expect(silent.accepted).toBe(1);
    } finally {
      await silent.close();
    }
  });

  it('a refused connection is a failure in words', async () => {
    const closed = await startReceiver();
    await closed.close();
    const result = await send(closed.url, {}, body, local);
    expect(result).toMatchObject({
      status: null,
      error: 'Could not deliver: the connection was refused.',
    });
  });
});

describe('SSRF: outside the local stack', () => {
  const outside = { allowPrivateNetworks: false };

  it('http:// is refused', async () => {
    const result = await send(`${receiver.url}/hook`, {}, body, outside);
    expect(result.error).toBe('Refused: only https:// endpoints are called.');
    expect(receiver.requests).toHaveLength(0);
  });

  it.each([
    'https://127.0.0.1/hook',
    'https://10.1.2.3/',
    'https://169.254.169.254/latest/meta-data/',
    'https://192.168.1.1/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[fd00::1]/',
    'https://[fe80::1]/',
    'https://0.0.0.0/',
  ])('the address in %s is refused before any connection', async (url) => {
    const result = await send(url, {}, body, outside);
    expect(result.status).toBeNull();
    expect(result.error).toMatch(
      /^Refused: the endpoint is a private, loopback or link-local address/,
    );
  });

  it('a name resolving to loopback is refused (localhost)', async () => {
    const result = await send(`https://localhost:${receiver.port}/`, {}, body, outside);
    expect(result.error).toMatch(
      /^Refused: localhost resolves to a private, loopback or link-local address/,
    );
    expect(receiver.requests).toHaveLength(0);
  });

  it('a name with a public and a private answer is refused (no picking the good one)', async () => {
    const result = await send(`https://rebind.example/`, {}, body, {
      ...outside,
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    });
    expect(result.error).toMatch(
      /resolves to a private, loopback or link-local address \(127\.0\.0\.1\)/,
    );
  });

  it('the connection goes to the address the check saw (one resolution, at connect time)', async () => {
    // With private addresses allowed, a made-up name resolved by the check's own resolver to the
    // receiver reaches the receiver: the socket uses that answer, not a second look-up.
    let lookups = 0;
    const result = await send(`http://hooks.invalid:${receiver.port}/via-name`, {}, body, {
      ...local,
      resolve: async () => {
        lookups++;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    expect(result.status).toBe(204);
    expect(lookups).toBe(1);
    expect(receiver.requests.map((r) => r.path)).toEqual(['/via-name']);
  });

  it('judges addresses by their ranges', () => {
    for (const bad of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.1.1',
      '100.64.0.1',
      '::1',
      '::ffff:10.0.0.1',
      '::ffff:a00:1',
      'fe80::1',
      'fc00::1',
      '224.0.0.1',
    ])
      expect(refusedAddress(bad), bad).not.toBeNull();
    for (const good of [
      '93.184.216.34',
      '1.1.1.1',
      '172.32.0.1',
      '2606:4700::1111',
      '::ffff:1.1.1.1',
    ])
      expect(refusedAddress(good), good).toBeNull();
  });

  it('credentials in the URL are refused', async () => {
    const result = await send('https://user:pw@example.com/', {}, body, outside);
    expect(result.error).toBe('Refused: the URL holds a user name or password.');
  });
});

describe('backoff', () => {
  it('waits ×3 from 15 s, at most 6 h, and stops after 24 h with a last try at the mark', () => {
    expect([1, 2, 3, 4, 8, 9].map((n) => retryDelayMs(n))).toEqual([
      15_000,
      45_000,
      135_000,
      405_000,
      6 * 3_600_000,
      6 * 3_600_000,
    ]);
    const created = new Date('2026-11-27T00:00:00Z');
    const noJitter = { ...DEFAULT_BACKOFF, jitter: 0 };
    const tries: number[] = [0];
    let at: Date | null = created;
    for (let n = 1; at; n++) {
      at = nextAttemptAt(created, n, at, noJitter);
      if (at) tries.push(at.getTime() - created.getTime());
    }
    expect(tries).toHaveLength(12);
    expect(tries.at(-1)).toBe(24 * 3_600_000);
    for (let i = 2; i < tries.length - 1; i++)
      expect(tries[i]! - tries[i - 1]!).toBeGreaterThanOrEqual(tries[i - 1]! - tries[i - 2]!);
  });

  it('jitter stays within ±10 %', () => {
    const created = new Date('2026-11-27T00:00:00Z');
    const low = nextAttemptAt(created, 2, created, DEFAULT_BACKOFF, () => 0)!;
    const high = nextAttemptAt(created, 2, created, DEFAULT_BACKOFF, () => 1)!;
    expect(low.getTime() - created.getTime()).toBe(40_500);
    expect(high.getTime() - created.getTime()).toBe(49_500);
  });
});
