/**
 * /rest/v1: the gateway in front of PostgREST, as a hosted Supabase project's gateway does it.
 *
 *   - CORS answered here (PostgREST's own CORS never sees an Origin): the allowed origins of the
 *     service; the request headers supabase-js sends to PostgREST (Prefer, Range,
 *     Accept-Profile, Content-Profile…) are allowed and Content-Range is exposed, so counts work
 *     from a browser.
 *   - The apikey (header, or `apikey` query parameter) must be one of the project's keys (anon
 *     or service role): otherwise 401 with the gateway's {message, hint}. The key is removed
 *     before the request goes on, and when the request has no Authorization header the key
 *     becomes its bearer, as on hosted. PostgREST then checks the JWT (signature, expiry) and
 *     switches to its role: the database's RLS decides the rest.
 *   - Bodies are streamed both ways; a request body over the limit gets 413.
 *   - Errors of the gateway itself use PostgREST's shape {code, message, details, hint}, which
 *     postgrest-js reads into `error`.
 */
import http, {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { type CorsPolicy, GatewayError, checkApiKey, cors } from '../gateway.ts';
import { sendJson } from '../http.ts';

export const REST_PREFIX = '/rest/v1';

/**
 * The request headers supabase-js (postgrest-js) and PostgREST use, and Content-Range readable:
 * it carries `count`.
 */
export const REST_CORS: CorsPolicy = {
  methods: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  allowedHeaders: [
    'accept',
    'accept-profile',
    'apikey',
    'authorization',
    'content-profile',
    'content-type',
    'prefer',
    'range',
    'range-unit',
    'x-client-info',
    'x-supabase-api-version',
  ],
  exposedHeaders:
    'Content-Range, Content-Location, Location, Preference-Applied, Range-Unit, X-Total-Count, Link',
};

/** Hop-by-hop and gateway-only headers: never forwarded either way. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
const NOT_UPSTREAM = new Set([
  ...HOP_BY_HOP,
  'host',
  'origin',
  'apikey',
  'access-control-request-method',
  'access-control-request-headers',
  'expect',
]);

export interface RestProxyOptions {
  /** PostgREST's HTTP unix socket. */
  upstreamSocket: string;
  /** The keys the gateway accepts in `apikey` (anon, service role). */
  apiKeys: readonly string[];
  allowedOrigins: readonly string[];
  bodyLimitBytes: number;
  /** Milliseconds PostgREST may take to answer (default 60 s). */
  timeoutMs?: number;
  /** Told the status of every answer from PostgREST (0: it could not be reached). */
  onUpstreamStatus?: (status: number) => void;
  /**
   * While PostgREST is being restarted, a promise that settles when it is ready: requests wait
   * for it instead of reaching a PostgREST still loading its schema (a request answered 503 then
   * makes it reconnect, which the one-connection socket refuses).
   */
  upstreamReady?: () => Promise<unknown> | undefined;
}

export interface RestProxy {
  /** Answers a request whose path is REST_PREFIX or below it. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Drops the connections to PostgREST (after it was restarted). */
  resetUpstream(): void;
  /** Closes the idle upstream connections. */
  close(): void;
}

/** PostgREST's error shape, for the answers the gateway gives itself. */
function sendRestError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  hint: string | null = null,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ code, details: null, hint, message });
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

/** Splits the raw query, returning it without `apikey` parameters, and the first apikey value. */
export function takeApiKeyParam(rawQuery: string): { query: string; apikey?: string } {
  if (!rawQuery) return { query: '' };
  let apikey: string | undefined;
  const kept: string[] = [];
  for (const part of rawQuery.split('&')) {
    const eq = part.indexOf('=');
    const rawName = eq === -1 ? part : part.slice(0, eq);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      name = rawName;
    }
    if (name === 'apikey') {
      if (apikey === undefined && eq !== -1) {
        try {
          apikey = decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' '));
        } catch {
          apikey = part.slice(eq + 1);
        }
      }
      continue;
    }
    kept.push(part);
  }
  return { query: kept.join('&'), apikey };
}

/** JSON bodies nested deeper than this are refused at the gateway (issue 32: a 12,000-level
 * body hung PostgREST's database session). Hosted bodies are far shallower. */
export const MAX_JSON_DEPTH = 64;

/**
 * Tracks the nesting depth of a JSON text as it streams by, chunk by chunk (brackets inside
 * strings do not count). `feed` returns false once the depth went past `max`.
 */
export function depthGauge(max = MAX_JSON_DEPTH) {
  let depth = 0;
  let inString = false;
  let escaped = false;
  return {
    feed(chunk: Buffer): boolean {
      for (let i = 0; i < chunk.length; i++) {
        const c = chunk[i]!;
        if (inString) {
          if (escaped) escaped = false;
          else if (c === 0x5c) escaped = true;
          else if (c === 0x22) inString = false;
        } else if (c === 0x22) inString = true;
        else if (c === 0x5b || c === 0x7b) {
          if (++depth > max) return false;
        } else if (c === 0x5d || c === 0x7d) depth--;
      }
      return true;
    },
  };
}

export function restProxy(o: RestProxyOptions): RestProxy {
  const allowedOrigins = new Set(o.allowedOrigins);
  const newAgent = () => new http.Agent({ keepAlive: true, maxSockets: 16, maxFreeSockets: 4 });
  let agent = newAgent();
  const timeoutMs = o.timeoutMs ?? 60_000;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (cors(req, res, req.method ?? 'GET', allowedOrigins, REST_CORS)) return;
    const raw = req.url ?? '/';
    const q = raw.indexOf('?');
    const rawPath = q === -1 ? raw : raw.slice(0, q);
    const { query } = takeApiKeyParam(q === -1 ? '' : raw.slice(q + 1));

    let apikey: string;
    try {
      apikey = checkApiKey(req, new URL(raw, 'http://local.invalid'), o.apiKeys);
    } catch (e) {
      if (!(e instanceof GatewayError)) throw e;
      req.resume();
      sendJson(res, 401, { message: e.message, hint: e.hint });
      return;
    }

    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > o.bodyLimitBytes) {
      res.setHeader('Connection', 'close');
      res.on('finish', () => req.destroy());
      sendRestError(
        res,
        413,
        'request_too_large',
        `Request body too large: the limit is ${o.bodyLimitBytes} bytes`,
        'LOCAL_SUPABASE_BODY_LIMIT_BYTES raises it',
      );
      return;
    }

    const pending = o.upstreamReady?.();
    if (pending) await pending;

    let sub = rawPath.slice(REST_PREFIX.length);
    if (!sub.startsWith('/')) sub = `/${sub}`;
    const upstreamPath = query ? `${sub}?${query}` : sub;

    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || NOT_UPSTREAM.has(name)) continue;
      headers[name] = value;
    }
    if (!req.headers.authorization) headers.authorization = `Bearer ${apikey}`;
    headers.host = 'localhost';

    await new Promise<void>((resolve) => {
      let finished = false;
      const done = () => {
        if (!finished) {
          finished = true;
          resolve();
        }
      };
      const upstream = http.request({
        socketPath: o.upstreamSocket,
        agent,
        method: req.method,
        path: upstreamPath,
        headers,
        timeout: timeoutMs,
      });
      let tooLarge = false;
      let received = 0;
      // Only JSON bodies (PostgREST also takes CSV and binary ones) are measured.
      const type = String(req.headers['content-type'] ?? 'application/json').toLowerCase();
      const gauge = /json/.test(type) ? depthGauge() : undefined;

      upstream.on('response', (up) => {
        o.onUpstreamStatus?.(up.statusCode ?? 0);
        const out: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(up.headers)) {
          if (value === undefined || HOP_BY_HOP.has(name) || name.startsWith('access-control-'))
            continue;
          out[name] = value;
        }
        res.writeHead(up.statusCode ?? 502, up.statusMessage, out);
        up.pipe(res);
        up.on('error', () => res.destroy());
        up.on('end', done);
        res.on('close', () => {
          if (!up.complete) up.destroy();
          done();
        });
      });
      upstream.on('timeout', () => {
        upstream.destroy(new Error('timeout'));
      });
      upstream.on('error', (e) => {
        if (tooLarge) return done();
        o.onUpstreamStatus?.(0);
        if (!res.headersSent) {
          const timedOut = e.message === 'timeout';
          sendRestError(
            res,
            timedOut ? 504 : 502,
            timedOut ? 'upstream_timeout' : 'upstream_unavailable',
            timedOut
              ? `PostgREST did not answer within ${timeoutMs} ms`
              : `The REST API is unavailable: ${e.message}`,
          );
        } else res.destroy();
        req.resume();
        done();
      });

      req.on('data', (chunk: Buffer) => {
        if (tooLarge) return;
        received += chunk.length;
        if (received > o.bodyLimitBytes) {
          tooLarge = true;
          upstream.destroy();
          res.setHeader('Connection', 'close');
          res.on('finish', () => req.destroy());
          sendRestError(
            res,
            413,
            'request_too_large',
            `Request body too large: the limit is ${o.bodyLimitBytes} bytes`,
            'LOCAL_SUPABASE_BODY_LIMIT_BYTES raises it',
          );
          done();
          return;
        }
        if (gauge && !gauge.feed(chunk)) {
          tooLarge = true;
          upstream.destroy();
          res.setHeader('Connection', 'close');
          res.on('finish', () => req.destroy());
          sendRestError(
            res,
            400,
            'json_too_deep',
            `Request body nested too deeply: JSON arrays and objects may be nested at most ${MAX_JSON_DEPTH} levels`,
          );
          done();
          return;
        }
        if (!upstream.write(chunk)) {
          req.pause();
          upstream.once('drain', () => req.resume());
        }
      });
      req.on('end', () => {
        if (!tooLarge) upstream.end();
      });
      req.on('aborted', () => upstream.destroy());
      req.on('error', () => upstream.destroy());
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
        done();
      });
    });
  }

  return {
    handle,
    resetUpstream: () => {
      const old = agent;
      agent = newAgent();
      old.destroy();
    },
    close: () => agent.destroy(),
  };
}
