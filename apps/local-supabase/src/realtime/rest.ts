/**
 * The realtime endpoint's way to read rows as a subscriber: plain HTTP requests to the service's
 * own /rest/v1 (the gateway in front of PostgREST), over loopback with a keep-alive agent, with
 * the subscriber's JWT, so that PostgREST's role switch, claims, pre-request (the sign-out
 * check) and RLS decide exactly as for the app's own queries.
 */
import http from 'node:http';

export interface RestAnswer {
  status: number;
  /** The parsed JSON body (undefined when empty or not JSON). */
  body: unknown;
}

export interface RestClient {
  /**
   * `pathAndQuery` is below /rest/v1 (e.g. `/messages?select=*`). `token` is the bearer
   * (a user's JWT, the anon key or the service-role key); the apikey is always the anon key
   * unless the bearer is the service-role key.
   */
  request(
    method: string,
    pathAndQuery: string,
    token: string,
    o?: { headers?: Record<string, string>; body?: unknown; timeoutMs?: number },
  ): Promise<RestAnswer>;
  close(): void;
}

export function restClient(o: {
  /** The service's base URL (known once it listens), e.g. http://127.0.0.1:54321. */
  baseUrl: () => string;
  anonKey: string;
  serviceRoleKey: string;
}): RestClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8, maxFreeSockets: 4 });
  return {
    request: (method, pathAndQuery, token, opts = {}) =>
      new Promise<RestAnswer>((resolve, reject) => {
        const base = new URL(o.baseUrl());
        const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
        const req = http.request(
          {
            agent,
            host: base.hostname.replace(/^\[|\]$/g, ''),
            port: base.port,
            method,
            path: `/rest/v1${pathAndQuery}`,
            timeout: opts.timeoutMs ?? 15_000,
            headers: {
              accept: 'application/json',
              apikey: token === o.serviceRoleKey ? o.serviceRoleKey : o.anonKey,
              authorization: `Bearer ${token}`,
              ...(payload === undefined
                ? {}
                : {
                    'content-type': 'application/json',
                    'content-length': String(Buffer.byteLength(payload)),
                  }),
              ...opts.headers,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('error', reject);
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              let body: unknown;
              try {
                body = text ? JSON.parse(text) : undefined;
              } catch {
                body = undefined;
              }
              resolve({ status: res.statusCode ?? 0, body });
            });
          },
        );
        req.on('timeout', () => req.destroy(new Error('the REST API did not answer in time')));
        req.on('error', reject);
        req.end(payload);
      }),
    close: () => agent.destroy(),
  };
}

/** The `message` of a PostgREST (or gateway) error body, for logs and system messages. */
export function restErrorMessage(a: RestAnswer): string {
  const b = a.body as { message?: unknown; code?: unknown } | undefined;
  const msg = b && typeof b.message === 'string' ? b.message : `HTTP ${a.status}`;
  return b && typeof b.code === 'string' ? `${b.code}: ${msg}` : msg;
}
