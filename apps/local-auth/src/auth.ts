import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Config } from './config.ts';
import type { DB } from './db.ts';
import { isValidEmail, normaliseEmail } from './email.ts';
import {
  ApiError,
  emailTooSoon,
  invalidCredentials,
  invalidEmail,
  otpExpired,
  overEmailRateLimit,
  validationFailed,
} from './errors.ts';
import { JwtError, signHS256, verifyHS256 } from './jwt.ts';
import { Mailer } from './mailer.ts';
import { DUMMY_HASH, PASSWORD_MAX_BYTES, checkPassword, hashPassword } from './passwords.ts';
import { RateLimiter } from './ratelimit.ts';

type Json = Record<string, unknown>;

interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: string | null;
  confirmation_token: string | null;
  confirmation_sent_at: string | null;
  recovery_token: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_token: string | null;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: string;
  raw_user_meta_data: string;
  is_anonymous: number;
  created_at: string;
  updated_at: string;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  provider: string;
  identity_data: string;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  amr: string;
}

interface RefreshRow {
  id: number;
  token_hash: string;
  parent_hash: string | null;
  user_id: string;
  session_id: string;
  revoked: number;
  family_revoked: number;
  revoked_at_ms: number | null;
}

export type VerifyType = 'signup' | 'email' | 'recovery' | 'magiclink' | 'email_change';
const VERIFY_TYPES: readonly VerifyType[] = [
  'signup',
  'email',
  'recovery',
  'magiclink',
  'email_change',
];

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Json;
}

const AUD = 'authenticated';
const ROLE = 'authenticated';
const REFRESH_TOKEN_RE = /^[a-z0-9]{12}$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

const nowIso = () => new Date().toISOString();
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** GoTrue's email token hash: hex(sha224(email + otp)). */
const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

function newRefreshToken(): string {
  const bytes = randomBytes(12);
  let out = '';
  for (const b of bytes) out += BASE32[b & 31];
  return out;
}

function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function parseJson(text: string): Json {
  const v: unknown = JSON.parse(text);
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {};
}

/** Present only when set, as GoTrue's `omitempty` fields. */
function optional(out: Json, key: string, value: string | null): void {
  if (value) out[key] = value;
}

export class AuthService {
  readonly mailer: Mailer;
  private readonly emailLimiter: RateLimiter;

  constructor(
    readonly db: DB,
    readonly config: Config,
  ) {
    this.mailer = new Mailer(db);
    this.emailLimiter = new RateLimiter(config.rateLimits.emailSentPerHour, 3600_000);
  }

  // ---------------------------------------------------------------- reads and JSON shapes

  private userById(id: string): UserRow | undefined {
    return this.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  }

  private userByEmail(email: string): UserRow | undefined {
    return this.db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
  }

  userJson(u: UserRow): Json {
    const identities = this.db
      .prepare('SELECT * FROM identities WHERE user_id = ? ORDER BY created_at')
      .all(u.id) as IdentityRow[];
    const out: Json = { id: u.id, aud: u.aud, role: u.role, email: u.email };
    optional(out, 'email_confirmed_at', u.email_confirmed_at);
    out.phone = '';
    optional(out, 'confirmation_sent_at', u.confirmation_sent_at);
    optional(out, 'confirmed_at', u.email_confirmed_at);
    optional(out, 'recovery_sent_at', u.recovery_sent_at);
    optional(out, 'new_email', u.email_change);
    optional(out, 'email_change_sent_at', u.email_change_sent_at);
    optional(out, 'last_sign_in_at', u.last_sign_in_at);
    out.app_metadata = parseJson(u.raw_app_meta_data);
    out.user_metadata = parseJson(u.raw_user_meta_data);
    out.identities = identities.map((i) => {
      const id: Json = {
        identity_id: i.id,
        id: i.provider_id,
        user_id: i.user_id,
        identity_data: parseJson(i.identity_data),
        provider: i.provider,
      };
      optional(id, 'last_sign_in_at', i.last_sign_in_at);
      id.created_at = i.created_at;
      id.updated_at = i.updated_at;
      optional(id, 'email', i.email);
      return id;
    });
    out.created_at = u.created_at;
    out.updated_at = u.updated_at;
    out.is_anonymous = u.is_anonymous === 1;
    return out;
  }

  private accessToken(
    u: UserRow,
    session: SessionRow,
  ): { token: string; iat: number; exp: number } {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + this.config.jwtExpirySeconds;
    const token = signHS256(
      {
        iss: `${this.config.publicUrl}/auth/v1`,
        sub: u.id,
        aud: u.aud,
        exp,
        iat,
        email: u.email,
        phone: '',
        app_metadata: parseJson(u.raw_app_meta_data),
        user_metadata: parseJson(u.raw_user_meta_data),
        role: u.role,
        aal: session.aal,
        amr: JSON.parse(session.amr) as unknown,
        session_id: session.id,
        is_anonymous: u.is_anonymous === 1,
      },
      this.config.jwtSecret,
    );
    return { token, iat, exp };
  }

  private sessionResponse(
    userId: string,
    sessionId: string,
    refreshToken: string,
  ): SessionResponse {
    const u = this.userById(userId)!;
    const s = this.db.prepare('SELECT * FROM sessions WHERE id = ?').get(sessionId) as SessionRow;
    const at = this.accessToken(u, s);
    return {
      access_token: at.token,
      token_type: 'bearer',
      expires_in: this.config.jwtExpirySeconds,
      expires_at: at.exp,
      refresh_token: refreshToken,
      user: this.userJson(u),
    };
  }

  // ---------------------------------------------------------------- writes (call inside a transaction)

  /** Creates a session and its first refresh token, and stamps the sign-in times. */
  private createSession(
    u: UserRow,
    method: 'password' | 'otp',
    meta: RequestMeta,
  ): { sessionId: string; refreshToken: string } {
    const now = nowIso();
    const sessionId = randomUUID();
    const amr = JSON.stringify([{ method, timestamp: Math.floor(Date.now() / 1000) }]);
    this.db
      .prepare(
        'INSERT INTO sessions (id, user_id, aal, amr, user_agent, ip, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(sessionId, u.id, 'aal1', amr, meta.userAgent?.slice(0, 512) ?? null, meta.ip, now, now);
    const refreshToken = this.insertRefreshToken(u.id, sessionId, null);
    this.db
      .prepare('UPDATE users SET last_sign_in_at = ?, updated_at = ? WHERE id = ?')
      .run(now, now, u.id);
    this.db
      .prepare('UPDATE identities SET last_sign_in_at = ?, updated_at = ? WHERE user_id = ?')
      .run(now, now, u.id);
    return { sessionId, refreshToken };
  }

  private insertRefreshToken(userId: string, sessionId: string, parentHash: string | null): string {
    const token = newRefreshToken();
    const now = nowIso();
    this.db
      .prepare(
        'INSERT INTO refresh_tokens (token_hash, parent_hash, user_id, session_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(sha256(token), parentHash, userId, sessionId, now, now);
    return token;
  }

  /** Checks the per-user resend interval; returns the seconds still to wait, 0 when allowed. */
  private waitBeforeEmail(sentAt: string | null): number {
    const min = this.config.rateLimits.emailMinIntervalSeconds;
    if (!sentAt || min === 0) return 0;
    const left = Date.parse(sentAt) + min * 1000 - Date.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  private takeEmailQuota(): void {
    if (!this.config.rateLimits.enabled) return;
    const wait = this.emailLimiter.take('global');
    if (wait > 0) throw overEmailRateLimit(wait);
  }

  private verifyLink(hash: string, type: VerifyType, redirectTo: string): string {
    const q = new URLSearchParams({ token: hash, type, redirect_to: redirectTo });
    return `${this.config.publicUrl}/auth/v1/verify?${q.toString()}`;
  }

  /** Stores a new confirmation token and the email carrying it. Caller holds a transaction. */
  private sendConfirmation(u: UserRow, redirectTo: string): void {
    const otp = newOtp();
    const hash = tokenHash(u.email, otp);
    const now = nowIso();
    this.db
      .prepare(
        'UPDATE users SET confirmation_token = ?, confirmation_sent_at = ?, updated_at = ? WHERE id = ?',
      )
      .run(hash, now, now, u.id);
    this.mailer.send({
      to: u.email,
      kind: 'signup',
      subject: 'Confirm your email address',
      intro: 'Follow this link to confirm your email address:',
      link: this.verifyLink(hash, 'signup', redirectTo),
      linkLabel: 'Confirm your email address',
      otp,
    });
  }

  private sendRecovery(u: UserRow, redirectTo: string): void {
    const otp = newOtp();
    const hash = tokenHash(u.email, otp);
    const now = nowIso();
    this.db
      .prepare(
        'UPDATE users SET recovery_token = ?, recovery_sent_at = ?, updated_at = ? WHERE id = ?',
      )
      .run(hash, now, now, u.id);
    this.mailer.send({
      to: u.email,
      kind: 'recovery',
      subject: 'Reset your password',
      intro: 'Follow this link to reset the password for your account:',
      link: this.verifyLink(hash, 'recovery', redirectTo),
      linkLabel: 'Reset password',
      otp,
    });
  }

  private sendEmailChange(u: UserRow, newEmail: string, redirectTo: string): void {
    const otp = newOtp();
    const hash = tokenHash(newEmail, otp);
    const now = nowIso();
    this.db
      .prepare(
        'UPDATE users SET email_change = ?, email_change_token = ?, email_change_sent_at = ?, updated_at = ? WHERE id = ?',
      )
      .run(newEmail, hash, now, now, u.id);
    this.mailer.send({
      to: newEmail,
      kind: 'email_change',
      subject: 'Confirm email change',
      intro: `Follow this link to confirm the change of your email from ${u.email} to ${newEmail}:`,
      link: this.verifyLink(hash, 'email_change', redirectTo),
      linkLabel: 'Change email',
      otp,
    });
  }

  // ---------------------------------------------------------------- validation

  private email(raw: string | undefined): string {
    const email = normaliseEmail(raw ?? '');
    if (!isValidEmail(email)) throw invalidEmail();
    return email;
  }

  private checkNewPassword(password: string): void {
    if (Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES) {
      throw validationFailed(`Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`);
    }
    if ([...password].length < this.config.passwordMinLength) {
      throw new ApiError(
        422,
        'weak_password',
        `Password should be at least ${this.config.passwordMinLength} characters.`,
        {
          weak_password: { reasons: ['length'] },
        },
      );
    }
  }

  /** redirect_to when allowed (site URL's origin, a listed URL prefix, or a loopback host), else the site URL. */
  redirectTarget(requested: string | undefined | null): string {
    const site = this.config.siteUrl;
    if (!requested) return site;
    let u: URL;
    try {
      u = new URL(requested);
    } catch {
      return site;
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return site;
    if (u.username || u.password) return site;
    const loopback =
      ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname) ||
      /^127\.\d+\.\d+\.\d+$/.test(u.hostname);
    const listed = this.config.additionalRedirectUrls.some((p) => u.href.startsWith(p));
    if (u.origin === new URL(site).origin || loopback || listed) {
      u.hash = '';
      return u.href;
    }
    return site;
  }

  // ---------------------------------------------------------------- endpoints

  async signup(
    body: { email?: string; phone?: string; password?: string; data?: Json },
    redirectTo: string | undefined,
    meta: RequestMeta,
  ): Promise<Json | SessionResponse> {
    const cfg = this.config;
    if (cfg.disableSignup)
      throw new ApiError(422, 'signup_disabled', 'Signups not allowed for this instance');
    const hasEmail = !!body.email;
    if (!hasEmail && !body.phone) {
      throw new ApiError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    if (!body.password) throw validationFailed('Signup requires a valid password');
    this.checkNewPassword(body.password);
    if (!hasEmail) throw new ApiError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    const email = this.email(body.email);
    const data = body.data ?? {};
    const redirect = this.redirectTarget(redirectTo);

    const existing = this.userByEmail(email);
    if (existing) {
      if (existing.email_confirmed_at) {
        if (cfg.autoconfirm)
          throw new ApiError(422, 'user_already_exists', 'User already registered');
        return this.obfuscatedUser(email, data);
      }
      // Unconfirmed: the claimed identity is not proven, so the user is left unchanged and the
      // confirmation email is sent again (GoTrue's behaviour).
      if (cfg.autoconfirm) {
        throw new ApiError(422, 'user_already_exists', 'User already registered');
      }
      const wait = this.waitBeforeEmail(existing.confirmation_sent_at);
      if (wait > 0) throw emailTooSoon(wait);
      this.takeEmailQuota();
      this.db.transaction(() => this.sendConfirmation(existing, redirect))();
      return this.userJson(this.userById(existing.id)!);
    }

    const hash = await hashPassword(body.password);
    if (!cfg.autoconfirm) this.takeEmailQuota();
    const result = this.db.transaction(
      (): { userId: string; session?: { sessionId: string; refreshToken: string } } => {
        // Checked again inside the write transaction: another request may have won the race.
        if (this.userByEmail(email))
          throw new ApiError(422, 'user_already_exists', 'User already registered');
        const now = nowIso();
        const id = randomUUID();
        const identityData = {
          ...data,
          sub: id,
          email,
          email_verified: false,
          phone_verified: false,
        };
        const appMeta = { provider: 'email', providers: ['email'] };
        this.db
          .prepare(
            `INSERT INTO users (id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            id,
            AUD,
            ROLE,
            email,
            hash,
            JSON.stringify(appMeta),
            JSON.stringify(identityData),
            now,
            now,
          );
        this.db
          .prepare(
            `INSERT INTO identities (id, provider_id, user_id, provider, identity_data, email, created_at, updated_at)
           VALUES (?, ?, ?, 'email', ?, ?, ?, ?)`,
          )
          .run(randomUUID(), id, id, JSON.stringify(identityData), email, now, now);
        const u = this.userById(id)!;
        if (cfg.autoconfirm) {
          this.confirm(u);
          return { userId: id, session: this.createSession(this.userById(id)!, 'password', meta) };
        }
        this.sendConfirmation(u, redirect);
        return { userId: id };
      },
    )();
    if (result.session)
      return this.sessionResponse(
        result.userId,
        result.session.sessionId,
        result.session.refreshToken,
      );
    return this.userJson(this.userById(result.userId)!);
  }

  /** What GoTrue answers for a sign-up on a confirmed address: a look-alike user that reveals nothing. */
  private obfuscatedUser(email: string, data: Json): Json {
    const now = nowIso();
    return {
      id: randomUUID(),
      aud: AUD,
      role: ROLE,
      email,
      phone: '',
      confirmation_sent_at: now,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: data,
      identities: [],
      created_at: now,
      updated_at: now,
      is_anonymous: false,
    };
  }

  private confirm(u: UserRow): void {
    const now = nowIso();
    const meta = { ...parseJson(u.raw_user_meta_data), email_verified: true };
    this.db
      .prepare(
        'UPDATE users SET email_confirmed_at = ?, confirmation_token = NULL, raw_user_meta_data = ?, updated_at = ? WHERE id = ?',
      )
      .run(u.email_confirmed_at ?? now, JSON.stringify(meta), now, u.id);
    const ids = this.db
      .prepare("SELECT * FROM identities WHERE user_id = ? AND provider = 'email'")
      .all(u.id) as IdentityRow[];
    for (const i of ids) {
      const d = { ...parseJson(i.identity_data), email_verified: true };
      this.db
        .prepare('UPDATE identities SET identity_data = ?, updated_at = ? WHERE id = ?')
        .run(JSON.stringify(d), now, i.id);
    }
  }

  async passwordGrant(
    body: { email?: string; phone?: string; password?: string },
    meta: RequestMeta,
  ): Promise<SessionResponse> {
    if (!body.email && !body.phone) throw validationFailed('missing email or phone');
    if (!body.email)
      throw new ApiError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    const email = normaliseEmail(body.email);
    const password = body.password ?? '';
    const u = isValidEmail(email) ? this.userByEmail(email) : undefined;
    const tooLong = Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES;
    // Always pay for one bcrypt comparison, so response time does not tell whether the email exists.
    const ok = await checkPassword(tooLong ? '' : password, u?.encrypted_password || DUMMY_HASH);
    if (!u || !password || tooLong || !ok) throw invalidCredentials();
    if (!u.email_confirmed_at)
      throw new ApiError(400, 'email_not_confirmed', 'Email not confirmed');
    const s = this.db.transaction(() => this.createSession(u, 'password', meta))();
    return this.sessionResponse(u.id, s.sessionId, s.refreshToken);
  }

  refreshGrant(body: { refresh_token?: string }): SessionResponse {
    const token = body.refresh_token ?? '';
    if (!REFRESH_TOKEN_RE.test(token)) throw validationFailed('Refresh token is not valid');
    const hash = sha256(token);
    const reuseMs = this.config.refreshTokenReuseIntervalSeconds * 1000;
    const outcome = this.db.transaction(
      (): { userId: string; sessionId: string; token: string } | ApiError => {
        const row = this.db
          .prepare('SELECT * FROM refresh_tokens WHERE token_hash = ?')
          .get(hash) as RefreshRow | undefined;
        if (!row)
          return new ApiError(
            400,
            'refresh_token_not_found',
            'Invalid Refresh Token: Refresh Token Not Found',
          );
        const session = this.db.prepare('SELECT id FROM sessions WHERE id = ?').get(row.session_id);
        if (!session)
          return new ApiError(
            400,
            'session_not_found',
            'Invalid Refresh Token: No Valid Session Found',
          );
        const now = nowIso();
        if (row.revoked) {
          const withinInterval =
            !row.family_revoked &&
            row.revoked_at_ms !== null &&
            Date.now() - row.revoked_at_ms < reuseMs;
          if (!withinInterval) {
            // Reuse of a spent token: treat the session's token family as stolen and revoke all of it.
            this.db
              .prepare(
                'UPDATE refresh_tokens SET revoked = 1, family_revoked = 1, revoked_at_ms = COALESCE(revoked_at_ms, ?), updated_at = ? WHERE session_id = ?',
              )
              .run(Date.now(), now, row.session_id);
            return new ApiError(
              400,
              'refresh_token_already_used',
              'Invalid Refresh Token: Already Used',
            );
          }
          // Within the reuse interval (a client that lost the answer to its refresh, or two tabs
          // refreshing at once): if this token is the parent of the active one, the active one is
          // answered again, since its plain value is not stored, a fresh child of the active
          // token's parent is issued and the previous child is revoked.
          const active = this.db
            .prepare(
              'SELECT * FROM refresh_tokens WHERE session_id = ? AND revoked = 0 ORDER BY id DESC LIMIT 1',
            )
            .get(row.session_id) as RefreshRow | undefined;
          if (active && active.parent_hash === row.token_hash) {
            this.db
              .prepare(
                'UPDATE refresh_tokens SET revoked = 1, revoked_at_ms = ?, updated_at = ? WHERE id = ?',
              )
              .run(Date.now(), now, active.id);
          }
        } else {
          this.db
            .prepare(
              'UPDATE refresh_tokens SET revoked = 1, revoked_at_ms = ?, updated_at = ? WHERE id = ?',
            )
            .run(Date.now(), now, row.id);
        }
        const child = this.insertRefreshToken(row.user_id, row.session_id, row.token_hash);
        this.db
          .prepare('UPDATE sessions SET refreshed_at = ?, updated_at = ? WHERE id = ?')
          .run(now, now, row.session_id);
        return { userId: row.user_id, sessionId: row.session_id, token: child };
      },
    )();
    if (outcome instanceof ApiError) throw outcome;
    return this.sessionResponse(outcome.userId, outcome.sessionId, outcome.token);
  }

  /** Authenticates a Bearer access token; returns its user and session. */
  authenticate(
    bearer: string | undefined,
    { checkAudience }: { checkAudience: boolean },
  ): { user: UserRow; sessionId: string } {
    if (!bearer)
      throw new ApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let claims: Json;
    try {
      claims = verifyHS256(bearer, this.config.jwtSecret);
    } catch (e) {
      if (e instanceof JwtError)
        throw new ApiError(
          403,
          'bad_jwt',
          `invalid JWT: unable to parse or verify signature, ${e.message}`,
        );
      throw e;
    }
    const sub = claims.sub;
    if (typeof sub !== 'string' || sub === '')
      throw new ApiError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    if (!UUID_RE.test(sub))
      throw new ApiError(403, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
    const sid = claims.session_id;
    if (typeof sid !== 'string' || !UUID_RE.test(sid))
      throw new ApiError(403, 'bad_jwt', 'invalid claim: missing session_id claim');
    const aud = claims.aud;
    const audOk = aud === AUD || (Array.isArray(aud) && aud.includes(AUD));
    if (!audOk) {
      if (checkAudience)
        throw new ApiError(
          400,
          'unexpected_audience',
          "Token audience doesn't match request audience",
        );
      throw new ApiError(
        403,
        'bad_jwt',
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token has invalid audience',
      );
    }
    const user = this.userById(sub);
    if (!user)
      throw new ApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const session = this.db
      .prepare('SELECT id FROM sessions WHERE id = ? AND user_id = ?')
      .get(sid, sub);
    if (!session)
      throw new ApiError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    return { user, sessionId: sid };
  }

  getUser(bearer: string | undefined): Json {
    return this.userJson(this.authenticate(bearer, { checkAudience: true }).user);
  }

  async updateUser(
    bearer: string | undefined,
    body: { email?: string; password?: string; phone?: string; data?: Json },
    redirectTo: string | undefined,
  ): Promise<Json> {
    const { user, sessionId } = this.authenticate(bearer, { checkAudience: true });
    if (body.phone)
      throw new ApiError(422, 'phone_provider_disabled', 'Phone changes are disabled');
    let newEmail: string | undefined;
    if (body.email !== undefined && body.email !== '') {
      newEmail = this.email(body.email);
      if (newEmail === user.email) newEmail = undefined;
      else if (this.userByEmail(newEmail)) {
        throw new ApiError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      } else {
        const wait =
          user.email_change === newEmail ? this.waitBeforeEmail(user.email_change_sent_at) : 0;
        if (wait > 0) throw emailTooSoon(wait);
      }
    }
    let newHash: string | undefined;
    if (body.password !== undefined && body.password !== '') {
      this.checkNewPassword(body.password);
      if (await checkPassword(body.password, user.encrypted_password)) {
        throw new ApiError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      newHash = await hashPassword(body.password);
    }
    if (newEmail && !this.config.autoconfirm) this.takeEmailQuota();
    const redirect = this.redirectTarget(redirectTo);
    this.db.transaction(() => {
      const now = nowIso();
      const current = this.userById(user.id);
      if (!current)
        throw new ApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      if (body.data) {
        const meta = parseJson(current.raw_user_meta_data);
        for (const [k, v] of Object.entries(body.data)) {
          if (v === null) delete meta[k];
          else meta[k] = v;
        }
        this.db
          .prepare('UPDATE users SET raw_user_meta_data = ?, updated_at = ? WHERE id = ?')
          .run(JSON.stringify(meta), now, user.id);
      }
      if (newHash) {
        this.db
          .prepare('UPDATE users SET encrypted_password = ?, updated_at = ? WHERE id = ?')
          .run(newHash, now, user.id);
        // As GoTrue: a password change ends every other session of the user.
        this.db
          .prepare('DELETE FROM sessions WHERE user_id = ? AND id <> ?')
          .run(user.id, sessionId);
      }
      if (newEmail) {
        if (this.userByEmail(newEmail))
          throw new ApiError(
            422,
            'email_exists',
            'A user with this email address has already been registered',
          );
        if (this.config.autoconfirm) this.applyEmailChange(this.userById(user.id)!, newEmail);
        else this.sendEmailChange(this.userById(user.id)!, newEmail, redirect);
      }
    })();
    return this.userJson(this.userById(user.id)!);
  }

  private applyEmailChange(u: UserRow, newEmail: string): void {
    const now = nowIso();
    const meta = { ...parseJson(u.raw_user_meta_data), email: newEmail };
    this.db
      .prepare(
        `UPDATE users SET email = ?, email_change = NULL, email_change_token = NULL, email_change_sent_at = NULL,
           raw_user_meta_data = ?, updated_at = ? WHERE id = ?`,
      )
      .run(newEmail, JSON.stringify(meta), now, u.id);
    const ids = this.db
      .prepare("SELECT * FROM identities WHERE user_id = ? AND provider = 'email'")
      .all(u.id) as IdentityRow[];
    for (const i of ids) {
      const d = { ...parseJson(i.identity_data), email: newEmail };
      this.db
        .prepare('UPDATE identities SET identity_data = ?, email = ?, updated_at = ? WHERE id = ?')
        .run(JSON.stringify(d), newEmail, now, i.id);
    }
  }

  logout(bearer: string | undefined, scope: string): void {
    if (!['global', 'local', 'others'].includes(scope))
      throw validationFailed(`Unsupported logout scope "${scope}"`);
    const { user, sessionId } = this.authenticate(bearer, { checkAudience: false });
    if (scope === 'global') this.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(user.id);
    else if (scope === 'local') this.db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionId);
    else
      this.db.prepare('DELETE FROM sessions WHERE user_id = ? AND id <> ?').run(user.id, sessionId);
  }

  recover(body: { email?: string }, redirectTo: string | undefined): void {
    const email = this.email(body.email);
    const u = this.userByEmail(email);
    if (!u) return; // same answer as for a known address
    const wait = this.waitBeforeEmail(u.recovery_sent_at);
    if (wait > 0) throw emailTooSoon(wait);
    this.takeEmailQuota();
    const redirect = this.redirectTarget(redirectTo);
    this.db.transaction(() => this.sendRecovery(u, redirect))();
  }

  resend(body: { email?: string; type?: string }, redirectTo: string | undefined): void {
    const type = body.type;
    if (type !== 'signup' && type !== 'email_change') {
      if (type === 'sms' || type === 'phone_change')
        throw new ApiError(422, 'phone_provider_disabled', 'Phone changes are disabled');
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    const email = this.email(body.email);
    const redirect = this.redirectTarget(redirectTo);
    if (type === 'signup') {
      const u = this.userByEmail(email);
      if (!u || u.email_confirmed_at) return;
      const wait = this.waitBeforeEmail(u.confirmation_sent_at);
      if (wait > 0) throw emailTooSoon(wait);
      this.takeEmailQuota();
      this.db.transaction(() => this.sendConfirmation(u, redirect))();
      return;
    }
    const u = this.db
      .prepare('SELECT * FROM users WHERE email = ? AND email_change IS NOT NULL')
      .get(email) as UserRow | undefined;
    if (!u || !u.email_change) return;
    const wait = this.waitBeforeEmail(u.email_change_sent_at);
    if (wait > 0) throw emailTooSoon(wait);
    this.takeEmailQuota();
    this.db.transaction(() => this.sendEmailChange(u, u.email_change!, redirect))();
  }

  parseVerifyType(type: unknown): VerifyType {
    if (typeof type !== 'string' || !VERIFY_TYPES.includes(type as VerifyType)) {
      throw validationFailed('Verify requires a verification type');
    }
    return type as VerifyType;
  }

  /**
   * Verifies an email token, either a token hash (links) or email + six-digit code, and signs
   * the user in. `link` selects the error message GoTrue gives for each form.
   */
  verify(
    params: { type: VerifyType; tokenHash?: string; email?: string; otp?: string },
    meta: RequestMeta,
  ): SessionResponse {
    const link = params.tokenHash !== undefined;
    let hash: string;
    if (link) {
      hash = params.tokenHash!;
      if (!/^[0-9a-f]{56}$/.test(hash)) throw otpExpired(true);
    } else {
      if (!params.otp) throw validationFailed('Verify requires either a token or a token hash');
      const email = this.email(params.email);
      hash = tokenHash(email, params.otp);
      if (params.type === 'email_change') {
        // The code was sent to the new address.
        const row = this.db.prepare('SELECT email_change FROM users WHERE email = ?').get(email) as
          { email_change: string | null } | undefined;
        if (row?.email_change) hash = tokenHash(row.email_change, params.otp);
      }
    }
    const ttl = this.config.otpExpirySeconds * 1000;
    const fresh = (sentAt: string | null) =>
      sentAt !== null && Date.parse(sentAt) + ttl > Date.now();
    const outcome = this.db.transaction(
      (): { userId: string; s: { sessionId: string; refreshToken: string } } => {
        let u: UserRow | undefined;
        const by = (col: string) =>
          this.db.prepare(`SELECT * FROM users WHERE ${col} = ?`).get(hash) as UserRow | undefined;
        const t = params.type;
        if (t === 'signup' || t === 'email') {
          u = by('confirmation_token');
          if (u && fresh(u.confirmation_sent_at)) {
            this.confirm(u);
          } else if (t === 'email' && (u = by('recovery_token')) && fresh(u.recovery_sent_at)) {
            this.consumeRecovery(u);
          } else u = undefined;
        } else if (t === 'recovery' || t === 'magiclink') {
          u = by('recovery_token');
          if (u && fresh(u.recovery_sent_at)) this.consumeRecovery(u);
          else u = undefined;
        } else {
          u = by('email_change_token');
          if (
            u &&
            u.email_change &&
            fresh(u.email_change_sent_at) &&
            !this.userByEmail(u.email_change)
          ) {
            this.applyEmailChange(u, u.email_change);
          } else u = undefined;
        }
        if (!u) throw otpExpired(link);
        return { userId: u.id, s: this.createSession(this.userById(u.id)!, 'otp', meta) };
      },
    )();
    return this.sessionResponse(outcome.userId, outcome.s.sessionId, outcome.s.refreshToken);
  }

  private consumeRecovery(u: UserRow): void {
    this.db
      .prepare('UPDATE users SET recovery_token = NULL, updated_at = ? WHERE id = ?')
      .run(nowIso(), u.id);
    // Following a recovery link proves the address, as in GoTrue.
    if (!u.email_confirmed_at) this.confirm(u);
  }

  /** Creates the documented demo account (confirmed) when absent. */
  async seedDemo(email: string, password: string): Promise<boolean> {
    if (this.userByEmail(email)) return false;
    const hash = await hashPassword(password);
    return this.db.transaction(() => {
      if (this.userByEmail(email)) return false;
      const now = nowIso();
      const id = randomUUID();
      const identityData = { sub: id, email, email_verified: true, phone_verified: false };
      this.db
        .prepare(
          `INSERT INTO users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          AUD,
          ROLE,
          email,
          hash,
          now,
          JSON.stringify({ provider: 'email', providers: ['email'] }),
          JSON.stringify(identityData),
          now,
          now,
        );
      this.db
        .prepare(
          `INSERT INTO identities (id, provider_id, user_id, provider, identity_data, email, created_at, updated_at)
           VALUES (?, ?, ?, 'email', ?, ?, ?, ?)`,
        )
        .run(randomUUID(), id, id, JSON.stringify(identityData), email, now, now);
      return true;
    })();
  }
}

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}
