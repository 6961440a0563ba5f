/**
 * The request plumbing every API prefix shares, in the place of the gateway that fronts a hosted
 * Supabase project: CORS and preflights, the API-version header, the apikey check, per-IP rate
 * limits, reading bodies within the body limit, and turning thrown errors into JSON answers.
 * `apiGateway` wraps a route table (e.g. auth/routes.ts) into the handler of a mount.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { Config } from './config.ts';
import { ApiError, overRequestRateLimit, unexpectedFailure } from './errors.ts';
import {
  API_VERSION_2024,
  BodyTooLarge,
  clientIp,
  type JsonObject,
  parseJsonObject,
  readBody,
  sendError,
  sendJson,
  wantsApi2024,
} from './http.ts';
import { RateLimiter } from './ratelimit.ts';
import { type Mount, type RequestContext, type Route, matchRoute } from './router.ts';
import type { RequestMeta } from './auth/sessions.ts';

/** What a prefix lets browsers do across origins (the origins are the service's). */
export interface CorsPolicy {
  methods: string;
  /** Request headers a preflight may ask for (lower case). */
  allowedHeaders: readonly string[];
  exposedHeaders: string;
}

/** /auth/v1's CORS (GoTrue's headers). /rest/v1 has its own, in rest/proxy.ts. */
export const AUTH_CORS: CorsPolicy = {
  methods: 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  allowedHeaders: [
    'accept',
    'apikey',
    'authorization',
    'content-type',
    'x-client-info',
    'x-client-ip',
    'x-jwt-aud',
    'x-supabase-api-version',
    'x-use-cookie',
  ],
  exposedHeaders: 'X-Total-Count, Link, X-Supabase-Api-Version, x-sb-error-code, Retry-After',
};

export type LimitKind = 'token' | 'otp' | 'verify';

/** The per-IP request limits (LOCAL_SUPABASE_RATE_LIMIT_*), swept of idle clients every minute. */
export class Limits {
  private readonly limiters: Record<LimitKind, RateLimiter>;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly config: Config) {
    const r = config.rateLimits;
    this.limiters = {
      token: new RateLimiter(r.tokenPer5Min, 300_000),
      otp: new RateLimiter(r.otpPer5Min, 300_000),
      verify: new RateLimiter(r.verifyPer5Min, 300_000),
    };
    this.sweeper = setInterval(
      () => Object.values(this.limiters).forEach((l) => l.sweep()),
      60_000,
    );
    this.sweeper.unref();
  }

  check(kind: LimitKind, ip: string): void {
    if (!this.config.rateLimits.enabled) return;
    const wait = this.limiters[kind].take(ip);
    if (wait > 0) throw overRequestRateLimit(wait);
  }

  stop(): void {
    clearInterval(this.sweeper);
  }
}

/** What an API route handler is given, on top of the request itself. */
export interface ApiContext extends RequestContext {
  ip: string;
  /** The raw body, refused past LOCAL_SUPABASE_BODY_LIMIT_BYTES. */
  readBody(): Promise<Buffer>;
  /** The body as a JSON object (bad_json otherwise), within the same limit. */
  readJson(): Promise<JsonObject>;
  /** The token of an `Authorization: Bearer` header. */
  bearer(): string | undefined;
  meta(): RequestMeta;
  /** Takes one request from a rate limit; throws 429 when it is spent. */
  checkLimit(kind: LimitKind): void;
}

export interface ApiRoute extends Route<ApiContext> {
  /** Reachable without the apikey (a browser navigation, which cannot send one). */
  open?: boolean;
  /** The rate limit taken before the handler runs. */
  limit?: LimitKind;
}

/** Answered as the gateway in front of GoTrue answers: 401 {message, hint}, no error code. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

function equalStrings(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function bearer(req: IncomingMessage): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  return m ? m[1] : undefined;
}

function requestMeta(req: IncomingMessage): RequestMeta {
  const ua = req.headers['user-agent'];
  return { ip: clientIp(req), userAgent: typeof ua === 'string' ? ua : undefined };
}

/**
 * The gateway's key check: a missing key, or one that is none of `keys`, gets 401 before any
 * route logic runs. Returns the key.
 */
export function checkApiKey(req: IncomingMessage, url: URL, keys: readonly string[]): string {
  const raw = req.headers.apikey;
  const key = (Array.isArray(raw) ? raw[0] : raw) ?? url.searchParams.get('apikey') ?? undefined;
  if (!key) {
    throw new GatewayError(
      'No API key found in request',
      'No `apikey` request header or url param was found.',
    );
  }
  if (!keys.some((k) => equalStrings(key, k))) {
    throw new GatewayError(
      'Invalid API key',
      'Double check your Supabase `anon` or `service_role` API key.',
    );
  }
  return key;
}

/**
 * CORS, answered by the service itself since no gateway sits in front of it. Sets the headers
 * for an allowed origin; returns true when it answered the request itself (a refused origin or
 * any OPTIONS request).
 */
export function cors(
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  allowedOrigins: ReadonlySet<string>,
  policy: CorsPolicy = AUTH_CORS,
): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) {
    if (!allowedOrigins.has(origin)) {
      req.resume();
      sendJson(
        res,
        403,
        { message: `Origin ${origin} is not allowed (see LOCAL_SUPABASE_ALLOWED_ORIGINS)` },
        { Vary: 'Origin' },
      );
      return true;
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Expose-Headers', policy.exposedHeaders);
  }
  if (method !== 'OPTIONS') return false;
  req.resume();
  if (origin === undefined || !req.headers['access-control-request-method']) {
    res.writeHead(204, { Allow: policy.methods });
    res.end();
    return true;
  }
  const requested = (req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const refused = requested.filter((h) => !policy.allowedHeaders.includes(h));
  const m = String(req.headers['access-control-request-method']).toUpperCase();
  if (refused.length > 0 || !policy.methods.split(', ').includes(m)) {
    res.removeHeader('Access-Control-Allow-Origin');
    res.removeHeader('Access-Control-Allow-Credentials');
    sendJson(res, 403, {
      message: `CORS preflight refused: ${refused.length ? `header(s) ${refused.join(', ')}` : `method ${m}`} not allowed`,
    });
    return true;
  }
  res.writeHead(204, {
    'Access-Control-Allow-Methods': policy.methods,
    'Access-Control-Allow-Headers': requested.join(', ') || policy.allowedHeaders.join(', '),
    'Access-Control-Max-Age': '600',
  });
  res.end();
  return true;
}

/**
 * True when `e` is the client going away (an aborted upload, a reset connection): normal on a
 * network, not a failure of the service, so it is neither logged nor answered.
 */
export function isClientAbort(req: IncomingMessage, e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  return (
    code === 'ECONNRESET' ||
    code === 'ECONNABORTED' ||
    code === 'EPIPE' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    (e instanceof Error && e.message === 'aborted') ||
    (req.destroyed && !req.complete)
  );
}

/** The host name of a Host header, lower case, without its port ('[::1]' keeps its brackets). */
export function hostName(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const h = host.trim().toLowerCase();
  const m = /^(\[[^\]]*\]|[^:]*)(?::\d*)?$/.exec(h);
  return m ? m[1] : undefined;
}

/**
 * The Host check, for every prefix: a request naming a host that is not ours (a DNS-rebinding
 * page, whose own host name resolves to 127.0.0.1) is answered 421 and goes no further.
 * Returns true when it answered.
 */
export function refuseForeignHost(
  req: IncomingMessage,
  res: ServerResponse,
  allowedHosts: ReadonlySet<string>,
): boolean {
  const name = hostName(req.headers.host);
  if (name !== undefined && allowedHosts.has(name)) return false;
  req.resume();
  sendJson(
    res,
    421,
    {
      code: 'host_not_allowed',
      message: `Host ${JSON.stringify(req.headers.host ?? '')} is not served here: use 127.0.0.1 or localhost, or list the name in LOCAL_SUPABASE_ALLOWED_HOSTS`,
    },
    { 'x-sb-error-code': 'host_not_allowed', Connection: 'close' },
  );
  return true;
}

/** Answers a thrown error: the gateway's 401s, GoTrue's error shape, or a logged 500. */
function answerError(req: IncomingMessage, res: ServerResponse, e: unknown): void {
  if (isClientAbort(req, e)) {
    // The client is gone: nothing to answer, nothing to report.
    res.destroy();
    return;
  }
  if (e instanceof GatewayError) {
    req.resume();
    res.removeHeader('X-Supabase-Api-Version');
    sendJson(res, 401, { message: e.message, hint: e.hint });
    return;
  }
  if (e instanceof ApiError) {
    if (e instanceof BodyTooLarge) {
      // Stop reading the rest of the upload.
      res.setHeader('Connection', 'close');
      res.on('finish', () => req.destroy());
    } else req.resume();
    sendError(req, res, e);
    return;
  }
  console.error('local-supabase: unexpected error', e);
  req.resume();
  sendError(req, res, unexpectedFailure());
}

/**
 * The handler of an API mount: CORS, then the apikey (unless the route is `open`), then the
 * route (404 not_found / 405 for a known path), its rate limit, and the handler. Errors thrown
 * anywhere on the way are answered by answerError.
 */
export function apiGateway(
  config: Config,
  limits: Limits,
  routes: readonly ApiRoute[],
): Mount['handle'] {
  const allowedOrigins = new Set(config.allowedOrigins);
  return async (ctx) => {
    const { req, res } = ctx;
    if (cors(req, res, ctx.method, allowedOrigins)) return;
    if (wantsApi2024(req)) res.setHeader('X-Supabase-Api-Version', API_VERSION_2024);
    try {
      const match = matchRoute(routes, ctx.method, ctx.path);
      if (typeof match !== 'object' || !match.route.open)
        checkApiKey(req, ctx.url, [config.anonKey]);
      if (match === 'not_found') throw new ApiError(404, 'not_found', 'Not Found');
      if (match === 'bad_method')
        throw new ApiError(405, 'validation_failed', 'Method not allowed');
      const ip = clientIp(req);
      const api: ApiContext = {
        ...ctx,
        params: match.params,
        ip,
        readBody: () => readBody(req, config.bodyLimitBytes),
        readJson: async () => parseJsonObject(req, await readBody(req, config.bodyLimitBytes)),
        bearer: () => bearer(req),
        meta: () => requestMeta(req),
        checkLimit: (kind) => limits.check(kind, ip),
      };
      if (match.route.limit) api.checkLimit(match.route.limit);
      await match.route.handler(api);
    } catch (e) {
      answerError(req, res, e);
    }
  };
}
