/**
 * The /auth/v1 route table (GoTrue's endpoints): each route reads its request, calls the auth
 * service and writes the answer. CORS, the apikey, rate limits, body limits and error answers
 * are the gateway's (gateway.ts); the rules themselves live in the service modules (service.ts).
 */
import type { ServerResponse } from 'node:http';
import type { AuthService } from './service.ts';
import type { Config } from '../config.ts';
import { ApiError, unexpectedFailure } from '../errors.ts';
import type { ApiContext, ApiRoute, LimitKind } from '../gateway.ts';
import { publicJwks } from './jwt.ts';
import { type JsonObject, obj, sendJson, str } from '../http.ts';

export const VERSION = 'local-supabase/0.1.0';

const HEALTH = {
  version: VERSION,
  name: 'GoTrue',
  description: 'GoTrue is a user registration and authentication API',
};

const redirectParam = (ctx: ApiContext) => ctx.url.searchParams.get('redirect_to') ?? undefined;

/** GET /settings: what is enabled, in GoTrue's shape. */
function settings(config: Config) {
  return {
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
  };
}

/** A 303 back to the app with `fragment` in the URL fragment, as GoTrue answers email links. */
function redirectWithFragment(res: ServerResponse, target: string, fragment: URLSearchParams) {
  res.writeHead(303, {
    Location: `${target}#${fragment.toString()}`,
    'Cache-Control': 'no-store',
  });
  res.end();
}

/** A GET route that reads no body and answers 200 with what `run` returns. */
function getRoute(path: string, run: (ctx: ApiContext) => unknown): ApiRoute {
  return {
    method: 'GET',
    path,
    handler: async (ctx) => {
      ctx.req.resume();
      sendJson(ctx.res, 200, await run(ctx));
    },
  };
}

/** A route that takes its rate limit, reads a JSON body and answers 200 with what `run` returns. */
function jsonRoute(
  method: string,
  path: string,
  limit: LimitKind,
  run: (body: JsonObject, ctx: ApiContext) => unknown,
): ApiRoute {
  return {
    method,
    path,
    limit,
    handler: async (ctx) => sendJson(ctx.res, 200, await run(await ctx.readJson(), ctx)),
  };
}

export function authRoutes(auth: AuthService, config: Config): ApiRoute[] {
  const { accounts, sessions, verification } = auth;

  /** GET /verify: the link from an email. Always answers 303 back to the app, as GoTrue. */
  const verifyLink = async (ctx: ApiContext): Promise<void> => {
    const { url, res } = ctx;
    ctx.req.resume();
    const target = verification.redirectTarget(url.searchParams.get('redirect_to'));
    const fail = (e: ApiError) => {
      const error =
        e.status === 403 ? 'access_denied' : e.status >= 500 ? 'server_error' : 'invalid_request';
      redirectWithFragment(
        res,
        target,
        new URLSearchParams({ error, error_code: e.code, error_description: e.message, sb: '' }),
      );
    };
    try {
      // Checked here rather than by the gateway: its refusal, too, is a redirect.
      ctx.checkLimit('verify');
      const type = verification.parseVerifyType(url.searchParams.get('type'));
      const token = url.searchParams.get('token') ?? '';
      const s = await verification.verify({ type, tokenHash: token }, ctx.meta());
      redirectWithFragment(
        res,
        target,
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
        console.error('local-supabase: unexpected error', e);
        fail(unexpectedFailure());
      }
    }
  };

  /** POST /token: the password and refresh_token grants. */
  const tokenGrant = async (body: JsonObject, ctx: ApiContext) => {
    const grant = ctx.url.searchParams.get('grant_type');
    if (grant === 'password') {
      const credentials = {
        email: str(body, 'email'),
        phone: str(body, 'phone'),
        password: str(body, 'password'),
      };
      return accounts.passwordGrant(credentials, ctx.meta());
    }
    if (grant === 'refresh_token')
      return sessions.refreshGrant({ refresh_token: str(body, 'refresh_token') });
    throw new ApiError(400, 'invalid_credentials', 'unsupported_grant_type');
  };

  return [
    getRoute('/health', () => HEALTH),
    getRoute('/settings', () => settings(config)),
    {
      // The public keys of ES256 access tokens, for servers that check a token themselves
      // (supabase-js getClaims()): public, and cacheable for ten minutes, as GoTrue serves it.
      method: 'GET',
      path: '/.well-known/jwks.json',
      open: true,
      handler: (ctx) => {
        ctx.req.resume();
        sendJson(ctx.res, 200, publicJwks(config.jwtKeys), {
          'Cache-Control': 'public, max-age=600',
        });
      },
    },
    jsonRoute('POST', '/signup', 'otp', (body, ctx) =>
      accounts.signup(
        {
          email: str(body, 'email'),
          phone: str(body, 'phone'),
          password: str(body, 'password'),
          data: obj(body, 'data'),
        },
        redirectParam(ctx),
        ctx.meta(),
      ),
    ),
    jsonRoute('POST', '/token', 'token', tokenGrant),
    getRoute('/user', (ctx) => accounts.getUser(ctx.bearer())),
    jsonRoute('PUT', '/user', 'otp', (body, ctx) =>
      accounts.updateUser(
        ctx.bearer(),
        {
          email: str(body, 'email'),
          password: str(body, 'password'),
          phone: str(body, 'phone'),
          data: obj(body, 'data'),
        },
        redirectParam(ctx),
      ),
    ),
    {
      method: 'POST',
      path: '/logout',
      handler: async (ctx) => {
        await ctx.readBody(); // ignored, as GoTrue does
        await sessions.logout(ctx.bearer(), ctx.url.searchParams.get('scope') ?? 'global');
        ctx.res.writeHead(204);
        ctx.res.end();
      },
    },
    jsonRoute('POST', '/recover', 'otp', async (body, ctx) => {
      await verification.recover({ email: str(body, 'email') }, redirectParam(ctx));
      return {};
    }),
    jsonRoute('POST', '/resend', 'otp', async (body, ctx) => {
      await verification.resend(
        { email: str(body, 'email'), type: str(body, 'type') },
        redirectParam(ctx),
      );
      return {};
    }),
    jsonRoute('POST', '/verify', 'verify', (body, ctx) => {
      const type = verification.parseVerifyType(body.type);
      const tokenHash = str(body, 'token_hash');
      return verification.verify(
        tokenHash !== undefined
          ? { type, tokenHash }
          : { type, email: str(body, 'email'), otp: str(body, 'token') },
        ctx.meta(),
      );
    }),
    { method: 'GET', path: '/verify', open: true, handler: verifyLink },
  ];
}
