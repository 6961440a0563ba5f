/**
 * Email verification: the one-time tokens (a link hash plus a six-digit code) for sign-up
 * confirmation, password recovery and email change, the emails carrying them and their throttles,
 * where links may send the browser back to, and the /recover, /resend and /verify flows.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Config } from '../config.ts';
import type { DB } from '../db/client.ts';
import { parseEmail } from './email.ts';
import {
  ApiError,
  emailTooSoon,
  otpExpired,
  overEmailRateLimit,
  validationFailed,
} from '../errors.ts';
import type { Mailer } from '../mailbox/mailer.ts';
import { RateLimiter } from '../ratelimit.ts';
import { RedirectPolicy } from './redirects.ts';
import type { RequestMeta, SessionResponse, Sessions } from './sessions.ts';
import { type TokenType, type UserRow, type UserStore, nowIso } from './users.ts';

export type VerifyType = 'signup' | 'email' | 'recovery' | 'magiclink' | 'email_change';
const VERIFY_TYPES: readonly VerifyType[] = [
  'signup',
  'email',
  'recovery',
  'magiclink',
  'email_change',
];

type EmailKind = 'signup' | 'recovery' | 'email_change';

/** Per kind: the users columns `<column>_token` / `<column>_sent_at`, and the email's wording. */
const EMAILS: Record<
  EmailKind,
  { column: string; subject: string; intro: (from: string, to: string) => string; label: string }
> = {
  signup: {
    column: 'confirmation',
    subject: 'Confirm your email address',
    intro: () => 'Follow this link to confirm your email address:',
    label: 'Confirm your email address',
  },
  recovery: {
    column: 'recovery',
    subject: 'Reset your password',
    intro: () => 'Follow this link to reset the password for your account:',
    label: 'Reset password',
  },
  email_change: {
    column: 'email_change',
    subject: 'Confirm email change',
    intro: (from, to) =>
      `Follow this link to confirm the change of your email from ${from} to ${to}:`,
    label: 'Change email',
  },
};

/** GoTrue's email token hash: hex(sha224(email + otp)). */
const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export class Verification {
  private readonly emailLimiter: RateLimiter;
  private readonly redirects: RedirectPolicy;

  constructor(
    private readonly db: DB,
    private readonly config: Config,
    private readonly users: UserStore,
    private readonly sessions: Sessions,
    private readonly mailer: Mailer,
  ) {
    this.emailLimiter = new RateLimiter(config.rateLimits.emailSentPerHour, 3600_000);
    this.redirects = new RedirectPolicy(config.siteUrl, config.additionalRedirectUrls);
  }

  // ---------------------------------------------------------------- throttles

  /** Checks the per-user resend interval; returns the seconds still to wait, 0 when allowed. */
  waitBeforeEmail(sentAt: string | null): number {
    const min = this.config.rateLimits.emailMinIntervalSeconds;
    if (!sentAt || min === 0) return 0;
    const left = Date.parse(sentAt) + min * 1000 - Date.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  /** Takes one email from the service-wide hourly quota. */
  takeEmailQuota(): void {
    if (!this.config.rateLimits.enabled) return;
    const wait = this.emailLimiter.take('global');
    if (wait > 0) throw overEmailRateLimit(wait);
  }

  /** Both throttles, for sending again an email of a kind last sent at `sentAt`. */
  checkResend(sentAt: string | null): void {
    const wait = this.waitBeforeEmail(sentAt);
    if (wait > 0) throw emailTooSoon(wait);
    this.takeEmailQuota();
  }

  // ---------------------------------------------------------------- links and emails

  /** redirect_to when allowed (the site, a loopback host, or an allow-list entry: redirects.ts), else the site URL. */
  redirectTarget(requested: string | undefined | null): string {
    return this.redirects.target(requested, this.config.siteUrl);
  }

  private verifyLink(hash: string, type: VerifyType, redirectTo: string): string {
    const q = new URLSearchParams({ token: hash, type, redirect_to: redirectTo });
    const confirmationUrl = `${this.config.publicUrl}/auth/v1/verify?${q.toString()}`;
    // The email template's link (LOCAL_SUPABASE_EMAIL_LINK), filled as hosted fills its templates.
    const values: Record<string, string> = {
      ConfirmationURL: confirmationUrl,
      SiteURL: this.config.siteUrl,
      TokenHash: encodeURIComponent(hash),
      RedirectTo: redirectTo,
      Type: type,
    };
    return this.config.emailLink.replace(
      /\{\{\s*\.(\w+)\s*\}\}/g,
      (_, name: string) => values[name] ?? '',
    );
  }

  /** Stores a new token of `kind` for the user and the email carrying it to `to`. Caller holds a transaction. */
  private async send(u: UserRow, kind: EmailKind, to: string, redirectTo: string): Promise<void> {
    const spec = EMAILS[kind];
    const otp = newOtp();
    const hash = tokenHash(to, otp);
    const now = nowIso();
    const tokenColumn: TokenType =
      spec.column === 'email_change'
        ? 'email_change_token_new'
        : (`${spec.column}_token` as TokenType);
    await this.db.run(
      `UPDATE users SET ${tokenColumn} = ?, ${spec.column}_sent_at = ?, updated_at = ? WHERE id = ?`,
      hash,
      now,
      now,
      u.id,
    );
    await this.users.recordToken(u.id, tokenColumn, hash, to);
    await this.mailer.send({
      to,
      kind,
      subject: spec.subject,
      intro: spec.intro(u.email, to),
      link: this.verifyLink(hash, kind, redirectTo),
      linkLabel: spec.label,
      otp,
    });
  }

  /** The sign-up confirmation email. Caller holds a transaction. */
  sendConfirmation(u: UserRow, redirectTo: string): Promise<void> {
    return this.send(u, 'signup', u.email, redirectTo);
  }

  /** Records the pending change to `newEmail` and sends its confirmation there. Caller holds a transaction. */
  async sendEmailChange(u: UserRow, newEmail: string, redirectTo: string): Promise<void> {
    await this.db.run('UPDATE users SET email_change = ? WHERE id = ?', newEmail, u.id);
    await this.send(u, 'email_change', newEmail, redirectTo);
  }

  // ---------------------------------------------------------------- endpoints

  /** POST /recover: answers the same whether or not the address is known. */
  async recover(body: { email?: string }, redirectTo: string | undefined): Promise<void> {
    const email = parseEmail(body.email);
    const u = await this.users.byEmail(email);
    if (!u) return; // same answer as for a known address
    this.checkResend(u.recovery_sent_at);
    const redirect = this.redirectTarget(redirectTo);
    await this.db.tx(() => this.send(u, 'recovery', u.email, redirect));
  }

  /** POST /resend: the sign-up confirmation or the pending email change, sent again. */
  async resend(
    body: { email?: string; type?: string },
    redirectTo: string | undefined,
  ): Promise<void> {
    const type = body.type;
    if (type !== 'signup' && type !== 'email_change') {
      if (type === 'sms' || type === 'phone_change')
        throw new ApiError(422, 'phone_provider_disabled', 'Phone changes are disabled');
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    const email = parseEmail(body.email);
    const redirect = this.redirectTarget(redirectTo);
    if (type === 'signup') {
      const u = await this.users.byEmail(email);
      if (!u || u.email_confirmed_at) return;
      this.checkResend(u.confirmation_sent_at);
      await this.db.tx(() => this.sendConfirmation(u, redirect));
      return;
    }
    const u = await this.db.get<UserRow>(
      'SELECT * FROM users WHERE email = ? AND email_change IS NOT NULL',
      email,
    );
    if (!u || !u.email_change) return;
    this.checkResend(u.email_change_sent_at);
    await this.db.tx(() => this.sendEmailChange(u, u.email_change!, redirect));
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
  async verify(
    params: { type: VerifyType; tokenHash?: string; email?: string; otp?: string },
    meta: RequestMeta,
  ): Promise<SessionResponse> {
    const link = params.tokenHash !== undefined;
    let hash: string;
    if (link) {
      hash = params.tokenHash!;
      if (!/^[0-9a-f]{56}$/.test(hash)) throw otpExpired(true);
    } else {
      if (!params.otp) throw validationFailed('Verify requires either a token or a token hash');
      const email = parseEmail(params.email);
      hash = tokenHash(email, params.otp);
      if (params.type === 'email_change') {
        // The code was sent to the new address.
        const row = await this.db.get<{ email_change: string | null }>(
          'SELECT email_change FROM users WHERE email = ?',
          email,
        );
        if (row?.email_change) hash = tokenHash(row.email_change, params.otp);
      }
    }
    const ttl = this.config.otpExpirySeconds * 1000;
    const fresh = (sentAt: string | null) =>
      sentAt !== null && Date.parse(sentAt) + ttl > Date.now();
    const outcome = await this.db.tx(async () => {
      let u: UserRow | undefined;
      const by = (col: string) =>
        this.db.get<UserRow>(`SELECT * FROM users WHERE ${col} = ?`, hash);
      const t = params.type;
      if (t === 'signup' || t === 'email') {
        u = await by('confirmation_token');
        if (u && fresh(u.confirmation_sent_at)) {
          await this.users.confirm(u);
        } else if (t === 'email' && (u = await by('recovery_token')) && fresh(u.recovery_sent_at)) {
          await this.consumeRecovery(u);
        } else u = undefined;
      } else if (t === 'recovery' || t === 'magiclink') {
        u = await by('recovery_token');
        if (u && fresh(u.recovery_sent_at)) await this.consumeRecovery(u);
        else u = undefined;
      } else {
        u = await by('email_change_token_new');
        if (
          u &&
          u.email_change &&
          fresh(u.email_change_sent_at) &&
          !(await this.users.byEmail(u.email_change))
        ) {
          await this.users.applyEmailChange(u, u.email_change);
        } else u = undefined;
      }
      if (!u) throw otpExpired(link);
      return {
        userId: u.id,
        issued: await this.sessions.create((await this.users.byId(u.id))!, 'otp', meta),
      };
    });
    return this.sessions.response(outcome.userId, outcome.issued);
  }

  private async consumeRecovery(u: UserRow): Promise<void> {
    await this.db.run(
      'UPDATE users SET recovery_token = NULL, updated_at = ? WHERE id = ?',
      nowIso(),
      u.id,
    );
    await this.users.dropToken(u.id, 'recovery_token');
    // Following a recovery link proves the address, as in GoTrue.
    if (!u.email_confirmed_at) await this.users.confirm(u);
  }
}
