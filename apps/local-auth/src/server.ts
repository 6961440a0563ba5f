import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import { AuthService, type RequestMeta } from './auth.ts';
import { type Config, DEMO_EMAIL, DEMO_PASSWORD } from './config.ts';
import { type DB, closeDatabase, openDatabase } from './db.ts';
import { ApiError, overRequestRateLimit } from './errors.ts';
import {
  API_VERSION_2024,
  BodyTooLarge,
  clientIp,
  type JsonObject,
  obj,
  parseJsonObject,
  readBody,
  sendError,
  sendJson,
  str,
  wantsApi2024,
} from './http.ts';
import { renderMailbox } from './mailer.ts';
import { RateLimiter } from './ratelimit.ts';

export const VERSION = 'local-auth/0.1.0';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = [
  'accept',
  'apikey',
  'authorization',
  'content-type',
  'x-client-info',
  'x-client-ip',
  'x-jwt-aud',
  'x-supabase-api-version',
  'x-use-cookie',
];
const EXPOSED_HEADERS = 'X-Total-Count, Link, X-Supabase-Api-Version, x-sb-error-code, Retry-After';

export interface RunningServer {
  url: string;
  port: number;
  config: Config;
  auth: AuthService;
  db: DB;
  close(): Promise<void>;
}

class GatewayError extends Error {
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

class Limits {
  readonly token: RateLimiter;
  readonly otp: RateLimiter;
  readonly verify: RateLimiter;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly config: Config) {
    const r = config.rateLimits;
    this.token = new RateLimiter(r.tokenPer5Min, 300_000);
    this.otp = new RateLimiter(r.otpPer5Min, 300_000);
    this.verify = new RateLimiter(r.verifyPer5Min, 300_000);
    this.sweeper = setInterval(
      () => [this.token, this.otp, this.verify].forEach((l) => l.sweep()),
      60_000,
    );
    this.sweeper.unref();
  }

  check(limiter: RateLimiter, ip: string): void {
    if (!this.config.rateLimits.enabled) return;
    const wait = limiter.take(ip);
    if (wait > 0) throw overRequestRateLimit(wait);
  }

  stop(): void {
    clearInterval(this.sweeper);
  }
}

/** Opens the data folder, seeds the demo account and listens. */
export async function startServer(config: Config): Promise<RunningServer> {
  const db = openDatabase(config.dataDir);
  const auth = new AuthService(db, config);
  try {
    if (config.seedDemo) await auth.seedDemo(DEMO_EMAIL, DEMO_PASSWORD);
  } catch (e) {
    closeDatabase(db, config.dataDir);
    throw e;
  }
  const limits = new Limits(config);
  const allowedOrigins = new Set(config.allowedOrigins);

  const server = http.createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      // handle() answers every error itself; this is a last resort that keeps the process alive.
      console.error('local-auth: unhandled error', e);
      if (!res.headersSent)
        sendJson(res, 500, { code: 'unexpected_failure', message: 'Unexpected failure' });
      else res.destroy();
    });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local-auth.invalid');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const method = req.method ?? 'GET';

    if (path === '/mailbox' || path.startsWith('/mailbox/')) {
      await mailbox(req, res, path, url, method);
      return;
    }
    if (!path.startsWith('/auth/v1/') && path !== '/auth/v1') {
      sendJson(res, 404, { message: 'no Route matched with those values' });
      req.resume();
      return;
    }
    const route = path.slice('/auth/v1'.length) || '/';

    // CORS, answered by the service itself since no gateway sits in front of it.
    const origin = req.headers.origin;
    if (origin !== undefined) {
      if (!allowedOrigins.has(origin)) {
        req.resume();
        sendJson(
          res,
          403,
          { message: `Origin ${origin} is not allowed (see LOCAL_AUTH_ALLOWED_ORIGINS)` },
          { Vary: 'Origin' },
        );
        return;
      }
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
    if (method === 'OPTIONS') {
      req.resume();
      if (origin === undefined || !req.headers['access-control-request-method']) {
        res.writeHead(204, { Allow: ALLOWED_METHODS });
        res.end();
        return;
      }
      const requested = (req.headers['access-control-request-headers'] ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean);
      const refused = requested.filter((h) => !ALLOWED_HEADERS.includes(h));
      const m = String(req.headers['access-control-request-method']).toUpperCase();
      if (refused.length > 0 || !ALLOWED_METHODS.split(', ').includes(m)) {
        res.removeHeader('Access-Control-Allow-Origin');
        res.removeHeader('Access-Control-Allow-Credentials');
        sendJson(res, 403, {
          message: `CORS preflight refused: ${refused.length ? `header(s) ${refused.join(', ')}` : `method ${m}`} not allowed`,
        });
        return;
      }
      res.writeHead(204, {
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': requested.join(', ') || ALLOWED_HEADERS.join(', '),
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }

    if (wantsApi2024(req)) res.setHeader('X-Supabase-Api-Version', API_VERSION_2024);

    try {
      // The email link is opened by a browser navigation, which carries no apikey; Supabase's
      // gateway leaves /verify open for the same reason.
      const open = route === '/verify' && method === 'GET';
      if (!open) checkApiKey(req);
      await dispatch(req, res, route, url, method);
    } catch (e) {
      if (e instanceof GatewayError) {
        // Answered as the gateway in front of GoTrue answers: {message, hint}, no error code.
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
      console.error('local-auth: unexpected error', e);
      req.resume();
      sendError(
        req,
        res,
        new ApiError(
          500,
          'unexpected_failure',
          'Unexpected failure, please check server logs for more information',
        ),
      );
    }
  }

  /** The gateway's key check: a missing or unknown key gets 401, before any auth logic runs. */
  function checkApiKey(req: IncomingMessage): void {
    const url = new URL(req.url ?? '/', 'http://local-auth.invalid');
    const raw = req.headers.apikey;
    const key = (Array.isArray(raw) ? raw[0] : raw) ?? url.searchParams.get('apikey') ?? undefined;
    if (!key) {
      throw new GatewayError(
        'No API key found in request',
        'No `apikey` request header or url param was found.',
      );
    }
    if (!equalStrings(key, config.anonKey)) {
      throw new GatewayError(
        'Invalid API key',
        'Double check your Supabase `anon` or `service_role` API key.',
      );
    }
  }

  async function jsonBody(req: IncomingMessage, allowEmpty = false): Promise<JsonObject> {
    return parseJsonObject(req, await readBody(req, config.bodyLimitBytes), allowEmpty);
  }

  function meta(req: IncomingMessage): RequestMeta {
    const ua = req.headers['user-agent'];
    return { ip: clientIp(req), userAgent: typeof ua === 'string' ? ua : undefined };
  }

  const methodNotAllowed = () => new ApiError(405, 'validation_failed', 'Method not allowed');

  async function dispatch(
    req: IncomingMessage,
    res: ServerResponse,
    route: string,
    url: URL,
    method: string,
  ): Promise<void> {
    const ip = clientIp(req);
    const redirectTo = url.searchParams.get('redirect_to') ?? undefined;
    switch (route) {
      case '/health':
        if (method !== 'GET') throw methodNotAllowed();
        req.resume();
        sendJson(res, 200, {
          version: VERSION,
          name: 'GoTrue',
          description: 'GoTrue is a user registration and authentication API',
        });
        return;
      case '/settings':
        if (method !== 'GET') throw methodNotAllowed();
        req.resume();
        sendJson(res, 200, {
          external: {
            anonymous_users: false,
            apple: false,
            azure: false,
            bitbucket: false,
            discord: false,
            email: true,
            facebook: false,
            figma: false,
            github: false,
            gitlab: false,
            google: false,
            keycloak: false,
            kakao: false,
            linkedin_oidc: false,
            notion: false,
            phone: false,
            slack_oidc: false,
            spotify: false,
            twitch: false,
            twitter: false,
            workos: false,
            zoom: false,
          },
          disable_signup: config.disableSignup,
          mailer_autoconfirm: config.autoconfirm,
          phone_autoconfirm: false,
          sms_provider: '',
          saml_enabled: false,
          saml_private_key_next_configured: false,
          passkeys_enabled: false,
        });
        return;
      case '/signup': {
        if (method !== 'POST') throw methodNotAllowed();
        limits.check(limits.otp, ip);
        const body = await jsonBody(req);
        const out = await auth.signup(
          {
            email: str(body, 'email'),
            phone: str(body, 'phone'),
            password: str(body, 'password'),
            data: obj(body, 'data'),
          },
          redirectTo,
          meta(req),
        );
        sendJson(res, 200, out);
        return;
      }
      case '/token': {
        if (method !== 'POST') throw methodNotAllowed();
        limits.check(limits.token, ip);
        const grant = url.searchParams.get('grant_type');
        const body = await jsonBody(req);
        if (grant === 'password') {
          sendJson(
            res,
            200,
            await auth.passwordGrant(
              {
                email: str(body, 'email'),
                phone: str(body, 'phone'),
                password: str(body, 'password'),
              },
              meta(req),
            ),
          );
        } else if (grant === 'refresh_token') {
          sendJson(res, 200, auth.refreshGrant({ refresh_token: str(body, 'refresh_token') }));
        } else {
          throw new ApiError(400, 'invalid_credentials', 'unsupported_grant_type');
        }
        return;
      }
      case '/user': {
        if (method === 'GET') {
          req.resume();
          sendJson(res, 200, auth.getUser(bearer(req)));
          return;
        }
        if (method !== 'PUT') throw methodNotAllowed();
        limits.check(limits.otp, ip);
        const body = await jsonBody(req);
        const out = await auth.updateUser(
          bearer(req),
          {
            email: str(body, 'email'),
            password: str(body, 'password'),
            phone: str(body, 'phone'),
            data: obj(body, 'data'),
          },
          redirectTo,
        );
        sendJson(res, 200, out);
        return;
      }
      case '/logout': {
        if (method !== 'POST') throw methodNotAllowed();
        await readBody(req, config.bodyLimitBytes); // ignored, as GoTrue does
        auth.logout(bearer(req), url.searchParams.get('scope') ?? 'global');
        res.writeHead(204);
        res.end();
        return;
      }
      case '/recover': {
        if (method !== 'POST') throw methodNotAllowed();
        limits.check(limits.otp, ip);
        const body = await jsonBody(req);
        auth.recover({ email: str(body, 'email') }, redirectTo);
        sendJson(res, 200, {});
        return;
      }
      case '/resend': {
        if (method !== 'POST') throw methodNotAllowed();
        limits.check(limits.otp, ip);
        const body = await jsonBody(req);
        auth.resend({ email: str(body, 'email'), type: str(body, 'type') }, redirectTo);
        sendJson(res, 200, {});
        return;
      }
      case '/verify': {
        if (method === 'GET') {
          req.resume();
          verifyLink(req, res, url, ip);
          return;
        }
        if (method !== 'POST') throw methodNotAllowed();
        limits.check(limits.verify, ip);
        const body = await jsonBody(req);
        const type = auth.parseVerifyType(body.type);
        const tokenHash = str(body, 'token_hash');
        const out = auth.verify(
          tokenHash !== undefined
            ? { type, tokenHash }
            : { type, email: str(body, 'email'), otp: str(body, 'token') },
          meta(req),
        );
        sendJson(res, 200, out);
        return;
      }
      default:
        req.resume();
        throw new ApiError(404, 'not_found', 'Not Found');
    }
  }

  /** GET /verify: the link from an email. Always answers 303 back to the app, as GoTrue. */
  function verifyLink(req: IncomingMessage, res: ServerResponse, url: URL, ip: string): void {
    const target = auth.redirectTarget(url.searchParams.get('redirect_to'));
    const redirect = (fragment: URLSearchParams) => {
      res.writeHead(303, {
        Location: `${target}#${fragment.toString()}`,
        'Cache-Control': 'no-store',
      });
      res.end();
    };
    const fail = (e: ApiError) => {
      const error =
        e.status === 403 ? 'access_denied' : e.status >= 500 ? 'server_error' : 'invalid_request';
      redirect(
        new URLSearchParams({ error, error_code: e.code, error_description: e.message, sb: '' }),
      );
    };
    try {
      if (config.rateLimits.enabled) limits.check(limits.verify, ip);
      const type = auth.parseVerifyType(url.searchParams.get('type'));
      const token = url.searchParams.get('token') ?? '';
      const s = auth.verify({ type, tokenHash: token }, meta(req));
      redirect(
        new URLSearchParams({
          access_token: s.access_token,
          expires_at: String(s.expires_at),
          expires_in: String(s.expires_in),
          refresh_token: s.refresh_token,
          sb: '',
          token_type: 'bearer',
          type,
        }),
      );
    } catch (e) {
      if (e instanceof ApiError) fail(e);
      else {
        console.error('local-auth: unexpected error', e);
        fail(
          new ApiError(
            500,
            'unexpected_failure',
            'Unexpected failure, please check server logs for more information',
          ),
        );
      }
    }
  }

  async function mailbox(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
    method: string,
  ): Promise<void> {
    req.resume();
    const to = url.searchParams.get('to')?.trim().toLowerCase() || undefined;
    if (path === '/mailbox' && method === 'GET') {
      const html = renderMailbox(auth.mailer.list(to), to);
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy':
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Cache-Control': 'no-store',
      });
      res.end(html);
      return;
    }
    if (path === '/mailbox/api/messages') {
      if (method === 'GET') {
        sendJson(res, 200, { messages: auth.mailer.list(to) });
        return;
      }
      if (method === 'DELETE') {
        // A cross-site page cannot send DELETE without a preflight, which is never granted here.
        sendJson(res, 200, { deleted: auth.mailer.clear() });
        return;
      }
    }
    const m = /^\/mailbox\/api\/messages\/(\d{1,15})$/.exec(path);
    if (m && method === 'GET') {
      const message = auth.mailer.get(Number(m[1]));
      if (message) sendJson(res, 200, message);
      else sendJson(res, 404, { message: 'No such message' });
      return;
    }
    sendJson(res, 404, { message: 'Not Found' });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((e: unknown) => {
    limits.stop();
    closeDatabase(db, config.dataDir);
    throw e;
  });
  const port = (server.address() as AddressInfo).port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  if (config.port === 0) config.publicUrl = config.publicUrl.replace(/:0$/, `:${port}`);

  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    port,
    config,
    auth,
    db,
    close: () =>
      new Promise<void>((resolve) => {
        limits.stop();
        server.close(() => {
          closeDatabase(db, config.dataDir);
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
