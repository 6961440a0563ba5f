import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/**
 * One webhook POST, made so that an endpoint cannot turn the worker against the network it runs
 * in, nor hold it:
 *
 * - Outside the local stack (`allowPrivateNetworks` false) only https:// is sent, and only to
 *   public addresses: loopback, private, link-local, carrier-grade NAT, unique-local, multicast
 *   and reserved addresses are refused. The check is made on the address the socket connects
 *   to (a `lookup` of our own for names, the literal for IPs), so a name that resolves to a
 *   public address for a check and a private one for the connection (DNS rebinding) cannot
 *   get through: there is one resolution, and it is the one used.
 * - Redirects are not followed (node:http never follows them): a 3xx is the endpoint's answer,
 *   recorded as a failure.
 * - A connection must open within `connectTimeoutMs`, and the whole exchange end within
 *   `responseTimeoutMs`; at most `maxResponseBytes` of the answer are read.
 * - No connection is reused (agent: false): every try resolves and checks again.
 */
export interface SendOptions {
  allowPrivateNetworks: boolean;
  connectTimeoutMs: number;
  responseTimeoutMs: number;
  maxResponseBytes: number;
  userAgent: string;
  /** Name resolution (tests give their own to play DNS tricks). */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

export const DEFAULT_SEND: SendOptions = {
  allowPrivateNetworks: false,
  connectTimeoutMs: 5_000,
  responseTimeoutMs: 10_000,
  maxResponseBytes: 64 * 1024,
  userAgent: 'Fairlance-Webhooks/1.0',
};

export interface SendResult {
  /** The HTTP status, or null when no answer came (refused, timed out, network error). */
  status: number | null;
  /** From the start of the try to the end of the answer (or the failure). */
  ms: number;
  /** Why the try failed, in words for the person (null: a 2xx). */
  error: string | null;
  /** The first bytes of the answer (at most maxResponseBytes). */
  body: string;
}

// Addresses a webhook may never reach outside the local stack.
const blocked = new net.BlockList();
for (const [net4, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net4, prefix, 'ipv4');
for (const [net6, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64 (an IPv4 address inside)
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net6, prefix, 'ipv6');

/** Why an address may not be reached (outside the local stack), or null when it may. */
export function refusedAddress(address: string): string | null {
  const family = net.isIP(address);
  if (family === 0) return `not an IP address (${address})`;
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:127.0.0.1, ::ffff:7f00:1): judge the IPv4 one.
    const mapped = /^::ffff:(?:0:)?(.+)$/i.exec(address)?.[1];
    if (mapped) {
      if (net.isIPv4(mapped)) return refusedAddress(mapped);
      const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(mapped);
      if (hex) {
        const n = (parseInt(hex[1]!, 16) << 16) | parseInt(hex[2]!, 16);
        return refusedAddress([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.'));
      }
    }
  }
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6')
    ? `a private, loopback or link-local address (${address})`
    : null;
}

class Refused extends Error {}

const systemResolve = async (hostname: string) =>
  dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * A `lookup` for http.request: resolves once, refuses if any answer is a blocked address, and
 * hands the socket the first answer, which is where it connects.
 */
function guardedLookup(o: SendOptions): net.LookupFunction {
  const resolve = o.resolve ?? systemResolve;
  return ((hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    resolve(hostname)
      .then(
        (answers) => {
          if (answers.length === 0) throw new Refused(`${hostname} has no address`);
          if (!o.allowPrivateNetworks)
            for (const a of answers) {
              const why = refusedAddress(a.address);
              if (why) throw new Refused(`${hostname} resolves to ${why}`);
            }
          const first = answers[0]!;
          if (options.all) callback(null, [first]);
          else callback(null, first.address, first.family);
        },
        (error: unknown) => callback(error as NodeJS.ErrnoException),
      )
      .catch((error: unknown) => callback(error as NodeJS.ErrnoException));
  }) as unknown as net.LookupFunction;
}
type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address?: string | { address: string; family: number }[],
  family?: number,
) => void;

/** POSTs `body` with `headers` to `url`; never throws. */
export function send(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: Partial<SendOptions> = {},
): Promise<SendResult> {
  const o: SendOptions = { ...DEFAULT_SEND, ...options };
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const fail = (error: string, status: number | null = null): SendResult => ({
    status,
    ms: elapsed(),
    error,
    body: '',
  });

  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(fail('The endpoint URL is not a valid address.'));
  }
  if (target.protocol !== 'https:' && !(o.allowPrivateNetworks && target.protocol === 'http:'))
    return Promise.resolve(fail('Refused: only https:// endpoints are called.'));
  if (target.username || target.password)
    return Promise.resolve(fail('Refused: the URL holds a user name or password.'));
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  if (net.isIP(host) && !o.allowPrivateNetworks) {
    const why = refusedAddress(host);
    if (why) return Promise.resolve(fail(`Refused: the endpoint is ${why}.`));
  }

  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearTimeout(connectTimer);
      req.destroy();
      resolve(result);
    };
    const client = target.protocol === 'https:' ? https : http;
    const req = client.request(target, {
      method: 'POST',
      agent: false,
      lookup: guardedLookup(o),
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': o.userAgent,
        ...headers,
      },
    });
    const deadline = setTimeout(
      () => finish(fail(`Timed out: no complete answer within ${o.responseTimeoutMs / 1000} s.`)),
      o.responseTimeoutMs,
    );
    const connectTimer = setTimeout(
      () => finish(fail(`Timed out: could not connect within ${o.connectTimeoutMs / 1000} s.`)),
      o.connectTimeoutMs,
    );
    req.on('socket', (socket) => {
      const connected = () => clearTimeout(connectTimer);
      socket.once(target.protocol === 'https:' ? 'secureConnect' : 'connect', connected);
      // A socket given already connected (not with agent: false, but to be sure).
      if (!socket.connecting && !(socket as { pending?: boolean }).pending) connected();
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof Refused) return finish(fail(`Refused: ${error.message}.`));
      const what =
        error.code === 'ECONNREFUSED'
          ? 'the connection was refused'
          : error.code === 'ENOTFOUND'
            ? `${target.hostname} was not found`
            : error.code === 'ECONNRESET'
              ? 'the connection was reset'
              : error.message;
      finish(fail(`Could not deliver: ${what}.`));
    });
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const ok = status >= 200 && status < 300;
        const error = ok
          ? null
          : status >= 300 && status < 400
            ? `Answered ${status}: redirects are not followed${res.headers.location ? ` (to ${String(res.headers.location).slice(0, 200)})` : ''}.`
            : `Answered ${status}.`;
        finish({ status, ms: elapsed(), error, body: text });
      };
      res.on('data', (chunk: Buffer) => {
        const room = o.maxResponseBytes - size;
        if (room > 0) chunks.push(chunk.subarray(0, room));
        size += chunk.length;
        // Enough read: what follows is not waited for.
        if (size >= o.maxResponseBytes) done();
      });
      res.on('end', done);
      res.on('error', () => done());
    });
    req.end(body);
  });
}
