/**
 * Sessions and tokens: creating a session with its first refresh token, the access-token JWT and
 * the session answer, the refresh_token grant (rotation, the reuse interval and reuse detection),
 * checking a Bearer access token, and ending sessions (logout).
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import { isIP } from 'node:net';
import type { Config } from '../config.ts';
import type { DB } from '../db/client.ts';
import { ApiError, validationFailed } from '../errors.ts';
import { JwtError, signES256, signHS256, verifyJwt } from './jwt.ts';
import { AUD, type Json, type UserRow, type UserStore, nowIso, parseJson } from './users.ts';

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Json;
}

/** A session just created or refreshed, with the plain refresh token to hand out once. */
export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
}

interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  amr: string;
}

/** auth.refresh_tokens: `token` and `parent` hold a SHA-256 of the token, never the token. */
interface RefreshRow {
  id: number;
  token: string;
  parent: string | null;
  user_id: string;
  session_id: string;
  revoked: boolean;
  family_revoked: boolean;
  revoked_at: string | null;
  sealed_token: string | null;
}

/** inet accepts only an address: anything else is stored as NULL. */
const ipOrNull = (ip: string) => (isIP(ip) ? ip : null);

const REFRESH_TOKEN_RE = /^[a-z0-9]{12}$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function newRefreshToken(): string {
  const bytes = randomBytes(12);
  let out = '';
  for (const b of bytes) out += BASE32[b & 31];
  return out;
}

/**
 * The key a child token is sealed with: only the parent's clear value (and the secret) open it.
 * The label keeps the old app name, so tokens sealed before the rename still open.
 */
function sealKey(parentToken: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`local-auth refresh child of ${parentToken}`).digest();
}

function seal(child: string, parentToken: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(parentToken, secret), iv);
  const ct = Buffer.concat([cipher.update(child, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64url');
}

function unseal(sealed: string, parentToken: string, secret: string): string | undefined {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      sealKey(parentToken, secret),
      raw.subarray(0, 12),
    );
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined; // sealed under another secret: answer with a new child instead
  }
}

export class Sessions {
  constructor(
    private readonly db: DB,
    private readonly config: Config,
    private readonly users: UserStore,
  ) {}

  /** Creates a session and its first refresh token, and stamps the sign-in times. Caller holds a transaction. */
  async create(u: UserRow, method: 'password' | 'otp', meta: RequestMeta): Promise<IssuedSession> {
    const now = nowIso();
    const sessionId = randomUUID();
    const amr = JSON.stringify([{ method, timestamp: Math.floor(Date.now() / 1000) }]);
    await this.db.run(
      'INSERT INTO sessions (id, user_id, aal, amr, user_agent, ip, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      sessionId,
      u.id,
      'aal1',
      amr,
      meta.userAgent?.slice(0, 512) ?? null,
      ipOrNull(meta.ip),
      now,
      now,
    );
    const refreshToken = await this.insertRefreshToken(u.id, sessionId, null);
    await this.db.run(
      'UPDATE users SET last_sign_in_at = ?, updated_at = ? WHERE id = ?',
      now,
      now,
      u.id,
    );
    await this.db.run(
      'UPDATE identities SET last_sign_in_at = ?, updated_at = ? WHERE user_id = ?',
      now,
      now,
      u.id,
    );
    return { sessionId, refreshToken };
  }

  /** The answer to a sign-in: a fresh access token, the refresh token and the user. */
  async response(userId: string, issued: IssuedSession): Promise<SessionResponse> {
    const u = (await this.users.byId(userId))!;
    const s = (await this.db.get<SessionRow>(
      'SELECT id, user_id, aal::text AS aal, amr::text AS amr FROM sessions WHERE id = ?',
      issued.sessionId,
    ))!;
    const at = this.accessToken(u, s);
    return {
      access_token: at.token,
      token_type: 'bearer',
      expires_in: this.config.jwtExpirySeconds,
      expires_at: at.exp,
      refresh_token: issued.refreshToken,
      user: await this.users.json(u),
    };
  }

  private accessToken(
    u: UserRow,
    session: SessionRow,
  ): { token: string; iat: number; exp: number } {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + this.config.jwtExpirySeconds;
    const claims = {
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
      is_anonymous: u.is_anonymous === true,
    };
    // ES256 with the first signing key when there is one (a server can then check the token
    // against the JWK set itself), else HS256 with the secret: GoTrue's choice.
    const key = this.config.jwtKeys[0];
    const token = key ? signES256(claims, key) : signHS256(claims, this.config.jwtSecret);
    return { token, iat, exp };
  }

  /** A new refresh token; a child (of `parent`, its clear value) is stored sealed by it too. */
  private async insertRefreshToken(
    userId: string,
    sessionId: string,
    parent: { hash: string; token: string } | null,
  ): Promise<string> {
    const token = newRefreshToken();
    const now = nowIso();
    await this.db.run(
      'INSERT INTO refresh_tokens (instance_id, token, parent, user_id, session_id, revoked, sealed_token, created_at, updated_at) VALUES (?, ?, ?, ?, ?, false, ?, ?, ?)',
      '00000000-0000-0000-0000-000000000000',
      sha256(token),
      parent?.hash ?? null,
      userId,
      sessionId,
      parent ? seal(token, parent.token, this.config.jwtSecret) : null,
      now,
      now,
    );
    return token;
  }

  /** POST /token?grant_type=refresh_token: spends the token and issues its child. */
  async refreshGrant(body: { refresh_token?: string }): Promise<SessionResponse> {
    const token = body.refresh_token ?? '';
    if (!REFRESH_TOKEN_RE.test(token)) throw validationFailed('Refresh token is not valid');
    const hash = sha256(token);
    const reuseMs = this.config.refreshTokenReuseIntervalSeconds * 1000;
    const outcome = await this.db.tx(
      async (): Promise<{ userId: string; issued: IssuedSession } | ApiError> => {
        const row = await this.db.get<RefreshRow>(
          'SELECT * FROM refresh_tokens WHERE token = ?',
          hash,
        );
        if (!row)
          return new ApiError(
            400,
            'refresh_token_not_found',
            'Invalid Refresh Token: Refresh Token Not Found',
          );
        const session = await this.db.get('SELECT id FROM sessions WHERE id = ?', row.session_id);
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
            row.revoked_at !== null &&
            Date.now() - Date.parse(row.revoked_at) < reuseMs;
          if (!withinInterval) {
            // Reuse of a spent token: treat the session's token family as stolen and revoke all of it.
            await this.db.run(
              'UPDATE refresh_tokens SET revoked = true, family_revoked = true, revoked_at = COALESCE(revoked_at, ?), sealed_token = NULL, updated_at = ? WHERE session_id = ?',
              now,
              now,
              row.session_id,
            );
            return new ApiError(
              400,
              'refresh_token_already_used',
              'Invalid Refresh Token: Already Used',
            );
          }
          // Within the reuse interval (a client that lost the answer to its refresh, or two tabs
          // refreshing at once): when this token is the parent of the active one, GoTrue answers
          // the active token again. Its clear value is kept only sealed by this parent's, so it
          // is opened with the token just presented.
          const active = await this.db.get<RefreshRow>(
            'SELECT * FROM refresh_tokens WHERE session_id = ? AND revoked = false ORDER BY id DESC LIMIT 1',
            row.session_id,
          );
          if (active && active.parent === row.token) {
            const again =
              active.sealed_token && unseal(active.sealed_token, token, this.config.jwtSecret);
            if (again && sha256(again) === active.token) {
              await this.db.run(
                'UPDATE sessions SET refreshed_at = ?, updated_at = ? WHERE id = ?',
                now,
                now,
                row.session_id,
              );
              return {
                userId: row.user_id,
                issued: { sessionId: row.session_id, refreshToken: again },
              };
            }
            // Not openable (sealed under another JWT secret): replace it with a new child.
            await this.revokeToken(active.id, now);
          }
        } else {
          await this.revokeToken(row.id, now);
        }
        const child = await this.insertRefreshToken(row.user_id, row.session_id, {
          hash: row.token,
          token,
        });
        await this.db.run(
          'UPDATE sessions SET refreshed_at = ?, updated_at = ? WHERE id = ?',
          now,
          now,
          row.session_id,
        );
        return { userId: row.user_id, issued: { sessionId: row.session_id, refreshToken: child } };
      },
    );
    if (outcome instanceof ApiError) throw outcome;
    return this.response(outcome.userId, outcome.issued);
  }

  private async revokeToken(id: number, now: string): Promise<void> {
    await this.db.run(
      'UPDATE refresh_tokens SET revoked = true, revoked_at = ?, sealed_token = NULL, updated_at = ? WHERE id = ?',
      now,
      now,
      id,
    );
  }

  /** Authenticates a Bearer access token; returns its user and session. */
  async authenticate(
    bearer: string | undefined,
    { checkAudience }: { checkAudience: boolean },
  ): Promise<{ user: UserRow; sessionId: string }> {
    if (!bearer)
      throw new ApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let claims: Json;
    try {
      claims = verifyJwt(bearer, { secret: this.config.jwtSecret, keys: this.config.jwtKeys });
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
    const user = await this.users.byId(sub);
    if (!user)
      throw new ApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const session = await this.db.get(
      'SELECT id FROM sessions WHERE id = ? AND user_id = ?',
      sid,
      sub,
    );
    if (!session)
      throw new ApiError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    return { user, sessionId: sid };
  }

  /** POST /logout?scope=global|local|others. */
  async logout(bearer: string | undefined, scope: string): Promise<void> {
    if (!['global', 'local', 'others'].includes(scope))
      throw validationFailed(`Unsupported logout scope "${scope}"`);
    const { user, sessionId } = await this.authenticate(bearer, { checkAudience: false });
    if (scope === 'global') await this.db.run('DELETE FROM sessions WHERE user_id = ?', user.id);
    else if (scope === 'local') await this.db.run('DELETE FROM sessions WHERE id = ?', sessionId);
    else await this.endOthers(user.id, sessionId);
  }

  /** Ends every session of the user but `keepSessionId` (their refresh tokens go with them). */
  async endOthers(userId: string, keepSessionId: string): Promise<void> {
    await this.db.run('DELETE FROM sessions WHERE user_id = ? AND id <> ?', userId, keepSessionId);
  }
}
