import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SigningKey, signHS256, signingKeyFromJwk, verifyHS256 } from './auth/jwt.ts';

/**
 * Fixed, public development values. They protect nothing: anyone with this repository has them,
 * exactly like the well-known keys of Supabase's local stack (these are our own, not Supabase's).
 * Never use them for anything reachable from another machine. dev-keys.json holds the same values
 * for tools that read JSON (a test keeps the two in step).
 */
export const DEV_JWT_SECRET = 'fairlance-local-dev-jwt-secret-IQwKAB0AITky1gZAlcqutVmAQy7hJbFh';
/** HS256 over {"iss":"fairlance-local-auth","role":"anon","iat":1767225600,"exp":2082758400}. */
export const DEV_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJmYWlybGFuY2UtbG9jYWwtYXV0aCIsInJvbGUiOiJhbm9uIiwiaWF0IjoxNzY3MjI1NjAwLCJleHAiOjIwODI3NTg0MDB9.9SNh_w-EDmyriLNcpMjjac7OWhhro_9c3EeOnUA5i1s';
/**
 * The committed development key that signs access tokens (ES256, a private JWK), as the Supabase
 * CLI's local stack has one of its own (this one is ours). Used with the development secret.
 */
export const DEV_JWT_SIGNING_KEY = {
  kty: 'EC',
  crv: 'P-256',
  x: 'iYRaiPmLxAyX0qL3NWnU8szs0h7y5IGgNxbPcemxxQw',
  y: '3tZMmgigLz366nRniHNsKiGwcKEoFdwcRF1LYhXFvFg',
  d: 'gklkhwMo_z49Y1g-pxSXW_9m2PkRxGWfq6MprovZYI4',
  kid: '10e41b75-ec16-4c39-922a-6087c5e876e6',
  alg: 'ES256',
  use: 'sig',
  key_ops: ['sign', 'verify'],
} as const;
export const DEFAULT_HOST = '127.0.0.1';
/** The sample accounts of supabase/seed.sql (supabase/seed/plan.ts): <name>@SAMPLE_EMAIL_DOMAIN. */
export const SAMPLE_PASSWORD = 'fairlance-sample';
export const SAMPLE_EMAIL_DOMAIN = 'sample.fairlance.dev';
export const DEFAULT_PORT = 54321;
export const DEFAULT_URL = `http://${DEFAULT_HOST}:${DEFAULT_PORT}`;
export const DEFAULT_SITE_URL = 'http://localhost:5173';
export const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];
export const DEMO_EMAIL = 'demo@fairlance.dev';
export const DEMO_PASSWORD = 'fairlance-demo';

const ANON_CLAIMS = {
  // The name from before the rename, kept: the committed anon key (dev-keys.json, apps/web's
  // .env.development) is signed over these claims.
  iss: 'fairlance-local-auth',
  role: 'anon',
  iat: 1767225600,
  exp: 2082758400,
} as const;

/** The anon key for a secret: the same fixed claims, signed with that secret. */
export function anonKeyFor(secret: string): string {
  return signHS256({ ...ANON_CLAIMS }, secret);
}

/**
 * The service-role key for a secret (fixed claims, role service_role). PostgREST gives it the
 * service_role database role, which bypasses RLS: for trusted local tools only (seeding, tests),
 * never for a browser. /rest/v1 accepts it as an apikey, as hosted does.
 */
export function serviceRoleKeyFor(secret: string): string {
  return signHS256({ ...ANON_CLAIMS, role: 'service_role' }, secret);
}

export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RateLimitConfig {
  enabled: boolean;
  /** Requests per IP per 5 minutes to /token (all grants). */
  tokenPer5Min: number;
  /** Requests per IP per 5 minutes to /signup, /recover, /resend and PUT /user. */
  otpPer5Min: number;
  /** Requests per IP per 5 minutes to /verify. */
  verifyPer5Min: number;
  /** Emails sent per hour, whole service (skipped when autoconfirm is on, like GoTrue). */
  emailSentPerHour: number;
  /** Minimum seconds between two emails of one type to one user (GoTrue's SMTP_MAX_FREQUENCY). */
  emailMinIntervalSeconds: number;
}

export interface Config {
  host: string;
  port: number;
  /** URL this service is reached at, used in email links and as the `iss` claim base. */
  publicUrl: string;
  siteUrl: string;
  /**
   * The link in every email (LOCAL_SUPABASE_EMAIL_LINK), as a hosted project's email templates write
   * it: `{{ .ConfirmationURL }}` (GoTrue's /verify link, the default), or an app route such as
   * `{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type={{ .Type }}` for cookie
   * sessions. Also `{{ .RedirectTo }}`. `{{ .Type }}` is the email's kind (signup, recovery,
   * email_change): hosted has one template per kind, with the type written into each.
   */
  emailLink: string;
  additionalRedirectUrls: string[];
  /**
   * Host names (no port, lower case) requests may name in `Host`: the loopback names, the listen
   * address, the public URL's host and LOCAL_SUPABASE_ALLOWED_HOSTS. Others get 421 (DNS rebinding).
   */
  allowedHosts: string[];
  /** Open connections at most (LOCAL_SUPABASE_MAX_CONNECTIONS); more are closed at once. */
  maxConnections: number;
  /** bcrypt worker threads (LOCAL_SUPABASE_HASH_WORKERS; 0: on the event loop, as before). */
  hashWorkers: number;
  /** Hashes waiting for a worker at most (LOCAL_SUPABASE_HASH_QUEUE); past it: 429. */
  hashQueueLimit: number;
  allowedOrigins: string[];
  jwtSecret: string;
  /**
   * The keys that sign access tokens (ES256; the first signs, all verify) and whose public half
   * /auth/v1/.well-known/jwks.json serves. Empty: access tokens are HS256 with the secret.
   */
  jwtKeys: SigningKey[];
  anonKey: string;
  serviceRoleKey: string;
  jwtExpirySeconds: number;
  refreshTokenReuseIntervalSeconds: number;
  otpExpirySeconds: number;
  dataDir: string;
  autoconfirm: boolean;
  disableSignup: boolean;
  passwordMinLength: number;
  bodyLimitBytes: number;
  rateLimits: RateLimitConfig;
  seedDemo: boolean;
  /** Seed a fresh database with the sample marketplace (src/seed/); needs `rest`. */
  seed: boolean;
  quiet: boolean;
  /** Serve /rest/v1 from the local Postgres through PostgREST (src/stack.ts, src/rest/). */
  rest: boolean;
  /** Serve /realtime/v1 (postgres_changes, src/realtime/); needs `rest`. */
  realtime: boolean;
  /** A realtime connection that sends nothing (not even a heartbeat) this long is closed. */
  realtimeIdleTimeoutMs: number;
  /**
   * Seconds `community_figures()` keeps its cache on this stack (LOCAL_SUPABASE_COMMUNITY_FIGURES_TTL,
   * 0 to 60; unset: the database's own 60): the e2e set 0 so a new member or job shows at once.
   */
  communityFiguresTtl: number | undefined;
}

export class ConfigError extends Error {}

/**
 * LOCAL_SUPABASE_JWT_KEYS: a JWK set of private EC P-256 keys, as GoTrue's GOTRUE_JWT_KEYS (the
 * first signs access tokens; all of them verify, so a key being retired keeps working until its
 * tokens expire), or `none` for HS256 access tokens. Unset: the development key with the
 * development secret (as the Supabase CLI signs with ES256), none with a secret of your own.
 */
function signingKeys(value: string | undefined, devSecret: boolean): SigningKey[] {
  const v = value?.trim();
  if (!v) return devSecret ? [signingKeyFromJwk(DEV_JWT_SIGNING_KEY)] : [];
  if (v.toLowerCase() === 'none') return [];
  let set: unknown;
  try {
    set = JSON.parse(v);
  } catch {
    throw new ConfigError(
      'LOCAL_SUPABASE_JWT_KEYS must be a JSON JWK set ({"keys":[…]}) or "none"',
    );
  }
  const list = (set as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(list) || list.length === 0)
    throw new ConfigError(
      'LOCAL_SUPABASE_JWT_KEYS must be a JWK set with at least one key: {"keys":[…]}',
    );
  const keys = list.map((jwk, i) => {
    try {
      return signingKeyFromJwk(jwk);
    } catch (e) {
      throw new ConfigError(`LOCAL_SUPABASE_JWT_KEYS, key ${i + 1}: ${(e as Error).message}`);
    }
  });
  if (new Set(keys.map((k) => k.kid)).size !== keys.length)
    throw new ConfigError('LOCAL_SUPABASE_JWT_KEYS: two keys have the same kid');
  return keys;
}

function bool(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  const v = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

function int(value: string | undefined, fallback: number, name: string, min = 0): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new ConfigError(`${name} must be an integer >= ${min}, got "${value}"`);
  return n;
}

/** LOCAL_SUPABASE_COMMUNITY_FIGURES_TTL: whole seconds, 0 to 60 (the database's cap), or unset. */
function communityFiguresTtl(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 60)
    throw new ConfigError(
      `LOCAL_SUPABASE_COMMUNITY_FIGURES_TTL must be a whole number of seconds from 0 to 60, got "${value}"`,
    );
  return n;
}

function list(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined) return fallback;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function origin(url: string, name: string): string {
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('not http(s)');
    return u.origin;
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${url}"`);
  }
}

/** 127.0.0.0/8, ::1, localhost. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || h === '::ffff:127.0.0.1'
  );
}

/** The prefix of the settings' environment variables before the app was renamed. */
const LEGACY_PREFIX = 'LOCAL_AUTH_'; // deprecated names, read for one stage
const PREFIX = 'LOCAL_SUPABASE_';

/**
 * Deprecated for one stage: the settings' old names (LOCAL_AUTH_*, from when this app was
 * apps/local-auth) still work. Returns `env` with each old name copied to its new one
 * (LOCAL_SUPABASE_*) where the new one is not set (the new name wins), and the old names used.
 */
export function withLegacyEnv(env: NodeJS.ProcessEnv): {
  env: NodeJS.ProcessEnv;
  legacy: string[];
} {
  const out: NodeJS.ProcessEnv = { ...env };
  const legacy: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith(LEGACY_PREFIX) || value === undefined) continue;
    legacy.push(name);
    const renamed = PREFIX + name.slice(LEGACY_PREFIX.length);
    if (out[renamed] === undefined) out[renamed] = value;
  }
  return { env: out, legacy: legacy.sort() };
}

/** The one-line deprecation warning for old names in use, or undefined when none is. */
export function legacyEnvWarning(legacy: string[]): string | undefined {
  if (legacy.length === 0) return undefined;
  return `local-supabase: warning: ${legacy.join(', ')} ${legacy.length === 1 ? 'is a deprecated name' : 'are deprecated names'}: rename to ${PREFIX}* (${legacy.map((n) => PREFIX + n.slice(LEGACY_PREFIX.length)).join(', ')}); the old names stop working in a later version`;
}

/**
 * For the commands (main.ts, standalone.ts, scripts/reset.ts): applies the old names' fallback
 * to process.env (code that reads it directly sees the new names too) and prints the one-line
 * deprecation warning on stderr when an old name is set.
 */
export function applyLegacyEnv(): void {
  const { env, legacy } = withLegacyEnv(process.env);
  for (const [name, value] of Object.entries(env)) {
    if (name.startsWith(PREFIX) && process.env[name] === undefined) process.env[name] = value;
  }
  const warning = legacyEnvWarning(legacy);
  if (warning) console.error(warning);
}

/**
 * A one-line hint when the default data folder is new but the one from before the rename
 * (apps/local-auth/.data, deprecated) is still there: git moves the tracked files, not the
 * ignored data folder.
 */
export function legacyDataDirHint(dataDir: string): string | undefined {
  const old = path.join(PACKAGE_DIR, '..', 'local-auth', '.data');
  if (dataDir !== path.join(PACKAGE_DIR, '.data') || fs.existsSync(dataDir) || !fs.existsSync(old))
    return undefined;
  return `local-supabase: note: ${old} holds the data of the deprecated apps/local-auth; this start makes a new, empty one; to keep the old accounts and data, stop and run: mv ${old} ${dataDir}`;
}

/**
 * Reads the configuration from environment variables (all optional; defaults are for
 * development). The deprecated LOCAL_AUTH_* names are read where the LOCAL_SUPABASE_* ones are unset.
 */
export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): Config {
  const { env } = withLegacyEnv(rawEnv);
  const host = env.LOCAL_SUPABASE_HOST?.trim() || DEFAULT_HOST;
  const port = int(env.LOCAL_SUPABASE_PORT, DEFAULT_PORT, 'LOCAL_SUPABASE_PORT');
  if (port > 65535) throw new ConfigError('LOCAL_SUPABASE_PORT must be at most 65535');
  const jwtSecret = env.LOCAL_SUPABASE_JWT_SECRET || DEV_JWT_SECRET;
  if (Buffer.byteLength(jwtSecret) < 32)
    throw new ConfigError('LOCAL_SUPABASE_JWT_SECRET must be at least 32 bytes long');
  // The committed development secret signs tokens anyone can forge, and the mailbox lets
  // anyone read every reset link: neither may be reachable from another machine.
  if (jwtSecret === DEV_JWT_SECRET && !isLoopback(host))
    throw new ConfigError(
      `LOCAL_SUPABASE_HOST=${host} is not a loopback address, and the committed development JWT secret is in use: anyone could forge tokens and take accounts over through the mailbox. Set LOCAL_SUPABASE_JWT_SECRET to a new secret (e.g. openssl rand -base64 48), or listen on 127.0.0.1`,
    );
  const jwtKeys = signingKeys(env.LOCAL_SUPABASE_JWT_KEYS, jwtSecret === DEV_JWT_SECRET);
  if (jwtKeys.some((k) => k.kid === DEV_JWT_SIGNING_KEY.kid) && !isLoopback(host))
    throw new ConfigError(
      `LOCAL_SUPABASE_HOST=${host} is not a loopback address, and the committed development signing key is in LOCAL_SUPABASE_JWT_KEYS: anyone could forge tokens. Make a key of your own, or listen on 127.0.0.1`,
    );
  let anonKey =
    env.LOCAL_SUPABASE_ANON_KEY?.trim() ||
    (jwtSecret === DEV_JWT_SECRET ? DEV_ANON_KEY : anonKeyFor(jwtSecret));
  if (env.LOCAL_SUPABASE_ANON_KEY) {
    let claims: Record<string, unknown>;
    try {
      claims = verifyHS256(anonKey, jwtSecret);
    } catch (e) {
      throw new ConfigError(
        `LOCAL_SUPABASE_ANON_KEY is not a valid HS256 JWT signed with the JWT secret (${(e as Error).message})`,
      );
    }
    if (claims.role !== 'anon')
      throw new ConfigError('LOCAL_SUPABASE_ANON_KEY must carry the claim role "anon"');
  }
  anonKey = anonKey.trim();
  const serviceRoleKey =
    env.LOCAL_SUPABASE_SERVICE_ROLE_KEY?.trim() || serviceRoleKeyFor(jwtSecret);
  if (env.LOCAL_SUPABASE_SERVICE_ROLE_KEY) {
    let claims: Record<string, unknown>;
    try {
      claims = verifyHS256(serviceRoleKey, jwtSecret);
    } catch (e) {
      throw new ConfigError(
        `LOCAL_SUPABASE_SERVICE_ROLE_KEY is not a valid HS256 JWT signed with the JWT secret (${(e as Error).message})`,
      );
    }
    if (claims.role !== 'service_role')
      throw new ConfigError(
        'LOCAL_SUPABASE_SERVICE_ROLE_KEY must carry the claim role "service_role"',
      );
  }
  const siteUrl = (env.LOCAL_SUPABASE_SITE_URL?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, '');
  origin(siteUrl, 'LOCAL_SUPABASE_SITE_URL');
  const allowedOrigins = list(env.LOCAL_SUPABASE_ALLOWED_ORIGINS, DEFAULT_ALLOWED_ORIGINS).map(
    (o) => (o === '*' ? o : origin(o, 'LOCAL_SUPABASE_ALLOWED_ORIGINS')),
  );
  if (allowedOrigins.includes('*'))
    throw new ConfigError('LOCAL_SUPABASE_ALLOWED_ORIGINS must list origins; "*" is not accepted');
  const rateLimitsOn = bool(env.LOCAL_SUPABASE_RATE_LIMITS, true, 'LOCAL_SUPABASE_RATE_LIMITS');
  const publicUrl = (env.LOCAL_SUPABASE_PUBLIC_URL?.trim() || '').replace(/\/+$/, '');
  if (publicUrl) origin(publicUrl, 'LOCAL_SUPABASE_PUBLIC_URL');
  const allowedHosts = [
    ...new Set(
      [
        '127.0.0.1',
        'localhost',
        '[::1]',
        host === '0.0.0.0' || host === '::' ? '' : host.includes(':') ? `[${host}]` : host,
        publicUrl ? new URL(publicUrl).hostname : '',
        ...list(env.LOCAL_SUPABASE_ALLOWED_HOSTS, []).map((h) => {
          if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/i.test(h))
            throw new ConfigError(
              `LOCAL_SUPABASE_ALLOWED_HOSTS must list host names without scheme or port, got "${h}"`,
            );
          return h;
        }),
      ]
        .filter(Boolean)
        .map((h) => h.toLowerCase()),
    ),
  ];
  const displayHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    host,
    port,
    publicUrl: publicUrl || `http://${displayHost}:${port}`,
    siteUrl,
    emailLink: emailLink(env.LOCAL_SUPABASE_EMAIL_LINK),
    additionalRedirectUrls: list(env.LOCAL_SUPABASE_ADDITIONAL_REDIRECT_URLS, []),
    allowedHosts,
    maxConnections: int(
      env.LOCAL_SUPABASE_MAX_CONNECTIONS,
      1000,
      'LOCAL_SUPABASE_MAX_CONNECTIONS',
      1,
    ),
    hashWorkers: int(
      env.LOCAL_SUPABASE_HASH_WORKERS,
      Math.max(1, Math.min(4, os.availableParallelism())),
      'LOCAL_SUPABASE_HASH_WORKERS',
    ),
    hashQueueLimit: int(env.LOCAL_SUPABASE_HASH_QUEUE, 64, 'LOCAL_SUPABASE_HASH_QUEUE', 1),
    allowedOrigins,
    jwtSecret,
    jwtKeys,
    anonKey,
    serviceRoleKey,
    jwtExpirySeconds: int(env.LOCAL_SUPABASE_JWT_EXPIRY, 3600, 'LOCAL_SUPABASE_JWT_EXPIRY', 30),
    refreshTokenReuseIntervalSeconds: int(
      env.LOCAL_SUPABASE_REFRESH_TOKEN_REUSE_INTERVAL,
      10,
      'LOCAL_SUPABASE_REFRESH_TOKEN_REUSE_INTERVAL',
    ),
    otpExpirySeconds: int(env.LOCAL_SUPABASE_OTP_EXPIRY, 3600, 'LOCAL_SUPABASE_OTP_EXPIRY', 60),
    dataDir: path.resolve(env.LOCAL_SUPABASE_DATA_DIR?.trim() || path.join(PACKAGE_DIR, '.data')),
    autoconfirm: bool(env.LOCAL_SUPABASE_AUTOCONFIRM, false, 'LOCAL_SUPABASE_AUTOCONFIRM'),
    disableSignup: bool(env.LOCAL_SUPABASE_DISABLE_SIGNUP, false, 'LOCAL_SUPABASE_DISABLE_SIGNUP'),
    passwordMinLength: Math.max(
      6,
      int(env.LOCAL_SUPABASE_PASSWORD_MIN_LENGTH, 6, 'LOCAL_SUPABASE_PASSWORD_MIN_LENGTH'),
    ),
    bodyLimitBytes: int(
      env.LOCAL_SUPABASE_BODY_LIMIT_BYTES,
      1024 * 1024,
      'LOCAL_SUPABASE_BODY_LIMIT_BYTES',
      1024,
    ),
    rateLimits: {
      enabled: rateLimitsOn,
      tokenPer5Min: int(
        env.LOCAL_SUPABASE_RATE_LIMIT_TOKEN,
        600,
        'LOCAL_SUPABASE_RATE_LIMIT_TOKEN',
        1,
      ),
      otpPer5Min: int(env.LOCAL_SUPABASE_RATE_LIMIT_OTP, 150, 'LOCAL_SUPABASE_RATE_LIMIT_OTP', 1),
      verifyPer5Min: int(
        env.LOCAL_SUPABASE_RATE_LIMIT_VERIFY,
        150,
        'LOCAL_SUPABASE_RATE_LIMIT_VERIFY',
        1,
      ),
      emailSentPerHour: int(
        env.LOCAL_SUPABASE_RATE_LIMIT_EMAIL_SENT,
        1000,
        'LOCAL_SUPABASE_RATE_LIMIT_EMAIL_SENT',
        1,
      ),
      emailMinIntervalSeconds: int(
        env.LOCAL_SUPABASE_EMAIL_MIN_INTERVAL,
        60,
        'LOCAL_SUPABASE_EMAIL_MIN_INTERVAL',
      ),
    },
    seedDemo: bool(env.LOCAL_SUPABASE_SEED_DEMO, true, 'LOCAL_SUPABASE_SEED_DEMO'),
    seed: bool(env.LOCAL_SUPABASE_SEED, true, 'LOCAL_SUPABASE_SEED'),
    quiet: bool(env.LOCAL_SUPABASE_QUIET, false, 'LOCAL_SUPABASE_QUIET'),
    rest: bool(env.LOCAL_SUPABASE_REST, true, 'LOCAL_SUPABASE_REST'),
    realtime: bool(env.LOCAL_SUPABASE_REALTIME, true, 'LOCAL_SUPABASE_REALTIME'),
    realtimeIdleTimeoutMs:
      1000 *
      int(env.LOCAL_SUPABASE_REALTIME_IDLE_TIMEOUT, 60, 'LOCAL_SUPABASE_REALTIME_IDLE_TIMEOUT', 1),
    communityFiguresTtl: communityFiguresTtl(env.LOCAL_SUPABASE_COMMUNITY_FIGURES_TTL),
  };
}

/** The variables an email link template may use, as in a hosted project's email templates. */
export const EMAIL_LINK_VARIABLES = [
  'ConfirmationURL',
  'SiteURL',
  'TokenHash',
  'RedirectTo',
  'Type',
];

function emailLink(value: string | undefined): string {
  const template = value?.trim() || '{{ .ConfirmationURL }}';
  for (const [, name] of template.matchAll(/\{\{\s*\.(\w+)\s*\}\}/g))
    if (!EMAIL_LINK_VARIABLES.includes(name!))
      throw new ConfigError(
        `LOCAL_SUPABASE_EMAIL_LINK may use ${EMAIL_LINK_VARIABLES.map((v) => `{{ .${v} }}`).join(', ')}; got {{ .${name} }}`,
      );
  if (!/^(https?:\/\/|\{\{\s*\.(ConfirmationURL|SiteURL|RedirectTo)\s*\}\})/.test(template))
    throw new ConfigError('LOCAL_SUPABASE_EMAIL_LINK must start with http(s):// or {{ .SiteURL }}');
  return template;
}
