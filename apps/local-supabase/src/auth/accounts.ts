/**
 * Accounts: sign-up, password sign-in, reading and updating the signed-in user (metadata,
 * password, email change), the password rules and the demo account seed. Passwords are hashed
 * and compared here (through passwords.ts) and nowhere else.
 */
import { randomUUID } from 'node:crypto';
import type { Config } from '../config.ts';
import type { DB } from '../db/client.ts';
import { isValidEmail, normaliseEmail, parseEmail } from './email.ts';
import { ApiError, emailTooSoon, invalidCredentials, validationFailed } from '../errors.ts';
import { checkMetadata } from './metadata.ts';
import {
  DUMMY_HASH,
  PASSWORD_MAX_BYTES,
  checkPassword,
  hashPassword,
  passwordPool,
} from './passwords.ts';
import type { IssuedSession, RequestMeta, SessionResponse, Sessions } from './sessions.ts';
import {
  AUD,
  EMAIL_APP_METADATA,
  type Json,
  ROLE,
  type UserRow,
  type UserStore,
  nowIso,
  parseJson,
} from './users.ts';
import type { Verification } from './verification.ts';

const userExists = () => new ApiError(422, 'user_already_exists', 'User already registered');
const emailExists = () =>
  new ApiError(422, 'email_exists', 'A user with this email address has already been registered');

export class Accounts {
  constructor(
    private readonly db: DB,
    private readonly config: Config,
    private readonly users: UserStore,
    private readonly sessions: Sessions,
    private readonly verification: Verification,
  ) {}

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

  /** POST /signup: a user awaiting confirmation, or a session when autoconfirm is on. */
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
    const email = parseEmail(body.email);
    const data = body.data ?? {};
    checkMetadata(data);
    const redirect = this.verification.redirectTarget(redirectTo);

    const existing = await this.users.byEmail(email);
    if (existing) {
      if (cfg.autoconfirm) throw userExists();
      if (existing.email_confirmed_at) return this.obfuscatedUser(email, data);
      // Unconfirmed: the claimed identity is not proven, so the user is left unchanged and the
      // confirmation email is sent again (GoTrue's behaviour).
      this.verification.checkResend(existing.confirmation_sent_at);
      await this.db.tx(() => this.verification.sendConfirmation(existing, redirect));
      return this.users.json((await this.users.byId(existing.id))!);
    }

    const hash = await hashPassword(body.password);
    if (!cfg.autoconfirm) this.verification.takeEmailQuota();
    const result = await this.db.tx(
      async (): Promise<{ userId: string; issued?: IssuedSession }> => {
        // Checked again inside the write transaction: another request may have won the race.
        if (await this.users.byEmail(email)) throw userExists();
        const id = await this.users.insert(email, hash, data, false);
        const u = (await this.users.byId(id))!;
        if (cfg.autoconfirm) {
          await this.users.confirm(u);
          return {
            userId: id,
            issued: await this.sessions.create((await this.users.byId(id))!, 'password', meta),
          };
        }
        await this.verification.sendConfirmation(u, redirect);
        return { userId: id };
      },
    );
    if (result.issued) return this.sessions.response(result.userId, result.issued);
    return this.users.json((await this.users.byId(result.userId))!);
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
      app_metadata: EMAIL_APP_METADATA,
      user_metadata: data,
      identities: [],
      created_at: now,
      updated_at: now,
      is_anonymous: false,
    };
  }

  /** POST /token?grant_type=password. */
  async passwordGrant(
    body: { email?: string; phone?: string; password?: string },
    meta: RequestMeta,
  ): Promise<SessionResponse> {
    if (!body.email && !body.phone) throw validationFailed('missing email or phone');
    if (!body.email)
      throw new ApiError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    const email = normaliseEmail(body.email);
    const password = body.password ?? '';
    // The comparison's place is taken on arrival (429 at once when the queue is full), before
    // the account is read.
    const compare = passwordPool().reserve();
    let u: UserRow | undefined;
    try {
      u = isValidEmail(email) ? await this.users.byEmail(email) : undefined;
    } catch (e) {
      void compare();
      throw e;
    }
    const tooLong = Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES;
    // Always pay for one bcrypt comparison, so response time does not tell whether the email exists.
    const ok = await compare(tooLong ? '' : password, u?.encrypted_password || DUMMY_HASH);
    if (!u || !password || tooLong || !ok) throw invalidCredentials();
    if (!u.email_confirmed_at)
      throw new ApiError(400, 'email_not_confirmed', 'Email not confirmed');
    const issued = await this.db.tx(() => this.sessions.create(u, 'password', meta));
    return this.sessions.response(u.id, issued);
  }

  /** GET /user. */
  async getUser(bearer: string | undefined): Promise<Json> {
    return this.users.json(
      (await this.sessions.authenticate(bearer, { checkAudience: true })).user,
    );
  }

  /** PUT /user: metadata, password (ends the user's other sessions) and email change. */
  async updateUser(
    bearer: string | undefined,
    body: { email?: string; password?: string; phone?: string; data?: Json },
    redirectTo: string | undefined,
  ): Promise<Json> {
    const { user, sessionId } = await this.sessions.authenticate(bearer, { checkAudience: true });
    if (body.data) checkMetadata(body.data);
    if (body.phone)
      throw new ApiError(422, 'phone_provider_disabled', 'Phone changes are disabled');
    let newEmail: string | undefined;
    if (body.email !== undefined && body.email !== '') {
      newEmail = parseEmail(body.email);
      if (newEmail === user.email) newEmail = undefined;
      else if (await this.users.byEmail(newEmail)) {
        throw emailExists();
      } else {
        const wait =
          user.email_change === newEmail
            ? this.verification.waitBeforeEmail(user.email_change_sent_at)
            : 0;
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
    if (newEmail && !this.config.autoconfirm) this.verification.takeEmailQuota();
    const redirect = this.verification.redirectTarget(redirectTo);
    await this.db.tx(async () => {
      const now = nowIso();
      const current = await this.users.byId(user.id);
      if (!current)
        throw new ApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      if (body.data) {
        const meta = parseJson(current.raw_user_meta_data);
        for (const [k, v] of Object.entries(body.data)) {
          if (v === null) delete meta[k];
          else meta[k] = v;
        }
        checkMetadata(meta); // the result too: small updates must not add up past the limit
        await this.db.run(
          'UPDATE users SET raw_user_meta_data = ?, updated_at = ? WHERE id = ?',
          JSON.stringify(meta),
          now,
          user.id,
        );
      }
      if (newHash) {
        await this.db.run(
          'UPDATE users SET encrypted_password = ?, updated_at = ? WHERE id = ?',
          newHash,
          now,
          user.id,
        );
        // As GoTrue: a password change ends every other session of the user.
        await this.sessions.endOthers(user.id, sessionId);
      }
      if (newEmail) {
        if (await this.users.byEmail(newEmail)) throw emailExists();
        if (this.config.autoconfirm)
          await this.users.applyEmailChange((await this.users.byId(user.id))!, newEmail);
        else
          await this.verification.sendEmailChange(
            (await this.users.byId(user.id))!,
            newEmail,
            redirect,
          );
      }
    });
    return this.users.json((await this.users.byId(user.id))!);
  }

  /** Creates the documented demo account (confirmed) when absent. */
  async seedDemo(email: string, password: string): Promise<boolean> {
    if (await this.users.byEmail(email)) return false;
    const hash = await hashPassword(password);
    return this.db.tx(async () => {
      if (await this.users.byEmail(email)) return false;
      await this.users.insert(email, hash, {}, true);
      return true;
    });
  }

  /**
   * Creates the confirmed accounts of the marketplace seed (src/seed/) that do not exist yet,
   * all with one password (hashed once), and returns every account's id by email, existing
   * ones included, so the database rows can be keyed by them.
   */
  async seedAccounts(
    people: readonly { email: string; metadata?: Json }[],
    password: string,
  ): Promise<Map<string, string>> {
    const missing: (typeof people)[number][] = [];
    for (const p of people)
      if (!(await this.users.byEmail(normaliseEmail(p.email)))) missing.push(p);
    const hash = missing.length ? await hashPassword(password) : '';
    return this.db.tx(async () => {
      const ids = new Map<string, string>();
      for (const p of people) {
        const email = normaliseEmail(p.email);
        const id =
          (await this.users.byEmail(email))?.id ??
          (await this.users.insert(email, hash, p.metadata ?? {}, true));
        ids.set(p.email, id);
      }
      return ids;
    });
  }
}
