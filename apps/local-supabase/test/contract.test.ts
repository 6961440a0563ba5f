import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthApiError,
  AuthInvalidCredentialsError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
  isAuthApiError,
} from '@supabase/supabase-js';
import { verifyJwt } from '../src/auth/jwt.ts';
import { type Service, followLatestLink, fragment, startService, uniqueEmail } from './helpers.ts';

/** The whole user journey through the real, unmodified supabase-js client. */
describe('contract with @supabase/supabase-js (email confirmation on, the default)', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService({ LOCAL_SUPABASE_SEED_DEMO: 'true' });
  });
  afterAll(() => svc.stop());

  it('sign up → no session, confirmation mail → link signs in → get, update, refresh, sign out', async () => {
    const sb = svc.client();
    const email = uniqueEmail('journey');
    const signUp = await sb.auth.signUp({
      email,
      password: 'correct horse',
      options: {
        data: { display_name: 'Ada' },
        emailRedirectTo: 'http://localhost:5173/dashboard',
      },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const user = signUp.data.user!;
    expect(user.email).toBe(email);
    expect(user.aud).toBe('authenticated');
    expect(user.role).toBe('authenticated');
    expect(user.confirmation_sent_at).toBeTruthy();
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.user_metadata).toMatchObject({
      display_name: 'Ada',
      email,
      email_verified: false,
      phone_verified: false,
      sub: user.id,
    });
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({
      id: user.id,
      user_id: user.id,
      provider: 'email',
      email,
    });
    expect(user.is_anonymous).toBe(false);

    // Unconfirmed: the password is right but the address is not proven yet.
    const early = await sb.auth.signInWithPassword({ email, password: 'correct horse' });
    expect(early.error).toBeInstanceOf(AuthApiError);
    expect(early.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });

    const mails = await svc.mail(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirm your email address');
    expect(mails[0]!.otp).toMatch(/^\d{6}$/);
    const link = new URL(mails[0]!.links[0]!);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:5173/dashboard');

    const location = await followLatestLink(svc, email);
    expect(location.origin + location.pathname).toBe('http://localhost:5173/dashboard');
    const f = fragment(location);
    expect(f.get('token_type')).toBe('bearer');
    expect(f.get('type')).toBe('signup');
    expect(Number(f.get('expires_in'))).toBe(3600);
    // The fragment is a usable session, as the browser client would take it from the URL.
    const set = await sb.auth.setSession({
      access_token: f.get('access_token')!,
      refresh_token: f.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user!.email_confirmed_at).toBeTruthy();
    expect(set.data.user!.user_metadata.email_verified).toBe(true);

    // The link is single use.
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(fragment(new URL(again.headers.get('location')!)).get('error_code')).toBe('otp_expired');

    const sb2 = svc.client();
    const signIn = await sb2.auth.signInWithPassword({
      email: `  ${email.toUpperCase()} `,
      password: 'correct horse',
    });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(session.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    expect(signIn.data.user!.last_sign_in_at).toBeTruthy();

    const claims = verifyJwt(session.access_token, {
      secret: svc.config.jwtSecret,
      keys: svc.config.jwtKeys,
    });
    expect(claims).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      sub: user.id,
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect((claims.exp! as number) - (claims.iat as number)).toBe(3600);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(claims).not.toHaveProperty('nbf');
    expect(claims).not.toHaveProperty('jti');

    const got = await sb2.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user!.id).toBe(user.id);

    const upd = await sb2.auth.updateUser({ data: { display_name: 'Ada L.', city: 'London' } });
    expect(upd.error).toBeNull();
    expect(upd.data.user!.user_metadata).toMatchObject({
      display_name: 'Ada L.',
      city: 'London',
      email,
    });
    const del = await sb2.auth.updateUser({ data: { city: null } });
    expect(del.data.user!.user_metadata).not.toHaveProperty('city');
    expect(del.data.user!.user_metadata.display_name).toBe('Ada L.');

    const refreshed = await sb2.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(refreshed.data.session!.access_token).not.toBe(session.access_token);
    expect(refreshed.data.user!.user_metadata.display_name).toBe('Ada L.');

    const out = await sb2.auth.signOut();
    expect(out.error).toBeNull();
    // The old access token is now refused: its session is gone.
    const res = await svc.api('/user', {
      headers: { Authorization: `Bearer ${refreshed.data.session!.access_token}` },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
  });

  it('signs in the seeded demo account', async () => {
    const { data, error } = await svc
      .client()
      .auth.signInWithPassword({ email: 'demo@fairlance.dev', password: 'fairlance-demo' });
    expect(error).toBeNull();
    expect(data.user!.email_confirmed_at).toBeTruthy();
  });

  it('verifyOtp with the six-digit code from the email', async () => {
    const sb = svc.client();
    const email = uniqueEmail('otp');
    await sb.auth.signUp({ email, password: 'secret-pw' });
    const [mail] = await svc.mail(email);
    const wrong = await sb.auth.verifyOtp({
      email,
      token: mail!.otp === '000000' ? '111111' : '000000',
      type: 'signup',
    });
    expect(wrong.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    const ok = await sb.auth.verifyOtp({ email, token: mail!.otp!, type: 'signup' });
    expect(ok.error).toBeNull();
    expect(ok.data.session!.user.email).toBe(email);
    const hashForm = await sb.auth.verifyOtp({ token_hash: 'f'.repeat(56), type: 'signup' });
    expect(hashForm.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    });
  });

  it('reports every sign-in and sign-up error as the hosted service does', async () => {
    const sb = svc.client();
    const email = uniqueEmail('errors');

    // Raised by supabase-js itself, before any request.
    const none = await sb.auth.signInWithPassword({} as never);
    expect(none.error).toBeInstanceOf(AuthInvalidCredentialsError);
    expect(none.error!.message).toBe(
      'You must provide either an email or phone number and a password',
    );

    const weak = await sb.auth.signUp({ email, password: '12345' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
    });
    expect((weak.error as AuthWeakPasswordError).reasons).toEqual(['length']);

    const long = await sb.auth.signUp({ email, password: 'x'.repeat(73) });
    expect(long.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });
    // 72 bytes is counted in bytes: 37 two-byte characters are 74 bytes.
    const longUtf8 = await sb.auth.signUp({ email, password: 'é'.repeat(37) });
    expect(longUtf8.error).toMatchObject({ status: 400, code: 'validation_failed' });

    const empty = await sb.auth.signUp({ email, password: '' });
    expect(empty.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Signup requires a valid password',
    });

    const badEmail = await sb.auth.signUp({ email: 'not-an-email', password: 'secret-pw' });
    expect(badEmail.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });

    const anon = await sb.auth.signUp({ email: '', password: 'secret-pw' });
    expect(anon.error).toMatchObject({
      status: 422,
      code: 'anonymous_provider_disabled',
      message: 'Anonymous sign-ins are disabled',
    });
    expect(svc.count('users')).toBeGreaterThan(0);
    expect(svc.db.prepare('SELECT count(*) AS n FROM users WHERE email = ?').get(email)).toEqual({
      n: 0,
    });

    const unknown = await sb.auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: 'whatever1',
    });
    expect(unknown.error).toBeInstanceOf(AuthApiError);
    expect(unknown.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const wrongPw = await sb.auth.signInWithPassword({
      email: 'demo@fairlance.dev',
      password: 'wrong-password',
    });
    expect(wrongPw.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const emptyPw = await sb.auth.signInWithPassword({ email: 'demo@fairlance.dev', password: '' });
    expect(emptyPw.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    // A confirmed address signed up again: a look-alike user, no session, nothing revealed.
    const dup = await sb.auth.signUp({ email: 'demo@fairlance.dev', password: 'another-pw' });
    expect(dup.error).toBeNull();
    expect(dup.data.session).toBeNull();
    expect(dup.data.user!.identities).toEqual([]);
    const real = await sb.auth.signInWithPassword({
      email: 'demo@fairlance.dev',
      password: 'fairlance-demo',
    });
    expect(dup.data.user!.id).not.toBe(real.data.user!.id);

    const badGrant = await svc.api('/token?grant_type=magic', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(badGrant.status).toBe(400);
    expect(await badGrant.json()).toEqual({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    });
    const noEmail = await svc.api('/token?grant_type=password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"password":"x"}',
    });
    expect(await noEmail.json()).toEqual({
      code: 'validation_failed',
      message: 'missing email or phone',
    });
  });

  it('refresh token errors: malformed, unknown', async () => {
    const sb = svc.client();
    const malformed = await sb.auth.refreshSession({ refresh_token: 'short' });
    expect(malformed.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Refresh token is not valid',
    });
    const unknown = await sb.auth.refreshSession({ refresh_token: 'abcdefghijkl' });
    expect(unknown.error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });

  it('getUser and updateUser errors', async () => {
    const sb = svc.client();
    const noSession = await sb.auth.getUser();
    expect(noSession.error).toBeInstanceOf(AuthSessionMissingError);
    const expiredLooking = await sb.auth.getUser('not.a.jwt');
    expect(expiredLooking.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(expiredLooking.error!.message).toMatch(
      /^invalid JWT: unable to parse or verify signature, /,
    );
    const anonAsUser = await sb.auth.getUser(svc.anonKey);
    expect(anonAsUser.error).toMatchObject({
      status: 403,
      code: 'bad_jwt',
      message: 'invalid claim: missing sub claim',
    });

    const email = uniqueEmail('upd');
    const auto = await startService({ LOCAL_SUPABASE_AUTOCONFIRM: 'true' });
    try {
      const c = auto.client();
      await c.auth.signUp({ email, password: 'first-pw' });
      const same = await c.auth.updateUser({ password: 'first-pw' });
      expect(same.error).toMatchObject({
        status: 422,
        code: 'same_password',
        message: 'New password should be different from the old password.',
      });
      const weak = await c.auth.updateUser({ password: 'abc' });
      expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
      const other = uniqueEmail('other');
      await auto.client().auth.signUp({ email: other, password: 'other-pw' });
      const taken = await c.auth.updateUser({ email: other });
      expect(taken.error).toMatchObject({
        status: 422,
        code: 'email_exists',
        message: 'A user with this email address has already been registered',
      });
      const badFormat = await c.auth.updateUser({ email: 'nope' });
      expect(badFormat.error).toMatchObject({ status: 400, code: 'validation_failed' });

      // A password change ends the user's other sessions but keeps this one.
      const second = auto.client();
      await second.auth.signInWithPassword({ email, password: 'first-pw' });
      const changed = await c.auth.updateUser({ password: 'second-pw' });
      expect(changed.error).toBeNull();
      expect((await c.auth.getUser()).error).toBeNull();
      const gone = await second.auth.getUser();
      expect(gone.error).toBeInstanceOf(AuthSessionMissingError);
      expect(
        (await auto.client().auth.signInWithPassword({ email, password: 'second-pw' })).error,
      ).toBeNull();
      expect(
        (await auto.client().auth.signInWithPassword({ email, password: 'first-pw' })).error,
      ).toMatchObject({ code: 'invalid_credentials' });
    } finally {
      await auto.stop();
    }
  });

  it('sign out scopes: local, others, global', async () => {
    const email = 'demo@fairlance.dev';
    const a = svc.client();
    const b = svc.client();
    const c = svc.client();
    for (const x of [a, b, c])
      expect(
        (await x.auth.signInWithPassword({ email, password: 'fairlance-demo' })).error,
      ).toBeNull();
    const tokenOf = async (x: typeof a) => (await x.auth.getSession()).data.session!.access_token;
    const [ta, tb, tc] = [await tokenOf(a), await tokenOf(b), await tokenOf(c)];
    const status = async (t: string) =>
      (await svc.api('/user', { headers: { Authorization: `Bearer ${t}` } })).status;

    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect([await status(ta), await status(tb), await status(tc)]).toEqual([403, 200, 200]);
    expect(await (await a.auth.getSession()).data.session).toBeNull();

    expect((await b.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect([await status(tb), await status(tc)]).toEqual([200, 403]);

    const d = svc.client();
    await d.auth.signInWithPassword({ email, password: 'fairlance-demo' });
    const td = await tokenOf(d);
    expect((await b.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect([await status(tb), await status(td)]).toEqual([403, 403]);

    const bad = await svc.api('/logout?scope=everything', {
      method: 'POST',
      headers: { Authorization: `Bearer ${td}` },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported logout scope "everything"',
    });
    const noBearer = await svc.api('/logout', { method: 'POST' });
    expect(noBearer.status).toBe(401);
    expect(await noBearer.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
  });

  it('password recovery: mail, link with type=recovery, then a new password', async () => {
    const sb = svc.client();
    const email = uniqueEmail('recover');
    await sb.auth.signUp({ email, password: 'old-password' });
    await followLatestLink(svc, email);

    const unknown = await sb.auth.resetPasswordForEmail(uniqueEmail('ghost'));
    expect(unknown).toEqual({ data: {}, error: null });
    const r = await sb.auth.resetPasswordForEmail(email, {
      redirectTo: 'http://localhost:5173/reset',
    });
    expect(r).toEqual({ data: {}, error: null });
    const [mail] = await svc.mail(email);
    expect(mail!.subject).toBe('Reset your password');
    // Asking again at once is refused (one email per minute per user and type).
    const tooSoon = await sb.auth.resetPasswordForEmail(email);
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(tooSoon.error!.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );

    const loc = await followLatestLink(svc, email);
    expect(loc.pathname).toBe('/reset');
    const f = fragment(loc);
    expect(f.get('type')).toBe('recovery');
    const c = svc.client();
    await c.auth.setSession({
      access_token: f.get('access_token')!,
      refresh_token: f.get('refresh_token')!,
    });
    expect((await c.auth.updateUser({ password: 'new-password' })).error).toBeNull();
    expect(
      (await svc.client().auth.signInWithPassword({ email, password: 'new-password' })).error,
    ).toBeNull();

    expect((await sb.auth.resetPasswordForEmail('bad email')).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
  });

  it('resend: new confirmation for unconfirmed users, silent otherwise; bad types refused', async () => {
    const email = uniqueEmail('resend');
    const nolimit = await startService({ LOCAL_SUPABASE_EMAIL_MIN_INTERVAL: '0' });
    try {
      const sb = nolimit.client();
      await sb.auth.signUp({ email, password: 'secret-pw' });
      const first = (await nolimit.mail(email))[0]!;
      expect(await sb.auth.resend({ type: 'signup', email })).toMatchObject({ error: null });
      const mails = await nolimit.mail(email);
      expect(mails).toHaveLength(2);
      // The earlier link no longer works; the new one does.
      const old = await fetch(first.links[0]!, { redirect: 'manual' });
      expect(fragment(new URL(old.headers.get('location')!)).get('error_code')).toBe('otp_expired');
      expect(fragment(await followLatestLink(nolimit, email)).get('access_token')).toBeTruthy();
      // Confirmed now: resend answers the same but sends nothing.
      expect(await sb.auth.resend({ type: 'signup', email })).toMatchObject({ error: null });
      expect(await sb.auth.resend({ type: 'signup', email: uniqueEmail('none') })).toMatchObject({
        error: null,
      });
      expect(await nolimit.mail(email)).toHaveLength(2);
      const bad = await nolimit.api('/resend', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, type: 'bogus' }),
      });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { code: string }).code).toBe('validation_failed');
    } finally {
      await nolimit.stop();
    }
  });

  it('sign-up of a pending address resends the confirmation, without changing the account', async () => {
    const email = uniqueEmail('pending');
    const sb = svc.client();
    const first = await sb.auth.signUp({ email, password: 'first-pass' });
    const second = await sb.auth.signUp({ email, password: 'other-pass' });
    // Within a minute of the first email: refused.
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    await followLatestLink(svc, email);
    expect(
      (await svc.client().auth.signInWithPassword({ email, password: 'first-pass' })).error,
    ).toBeNull();
    expect(first.data.user!.id).toBeTruthy();
  });

  it('GET /settings and /health', async () => {
    const s = await svc.api('/settings');
    expect(s.status).toBe(200);
    const settings = (await s.json()) as Record<string, unknown>;
    expect(settings).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      external: { email: true, phone: false, anonymous_users: false, google: false },
    });
    const h = await svc.api('/health');
    expect(await h.json()).toEqual({
      version: expect.any(String),
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    });
  });
});

describe('contract with autoconfirm on', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService({ LOCAL_SUPABASE_AUTOCONFIRM: 'true' });
  });
  afterAll(() => svc.stop());

  it('sign-up returns a session at once and sends no email; a second sign-up is "User already registered"', async () => {
    const sb = svc.client();
    const email = uniqueEmail('auto');
    const events: string[] = [];
    sb.auth.onAuthStateChange((e) => events.push(e));
    const r = await sb.auth.signUp({ email, password: 'secret-pw' });
    expect(r.error).toBeNull();
    expect(r.data.session!.access_token).toBeTruthy();
    expect(r.data.user!.email_confirmed_at).toBeTruthy();
    expect(events).toContain('SIGNED_IN');
    expect(await svc.mail(email)).toHaveLength(0);
    const again = await svc.client().auth.signUp({ email, password: 'secret-pw' });
    expect(again.error).toBeInstanceOf(AuthApiError);
    expect(again.error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
    expect(isAuthApiError(again.error)).toBe(true);
    const settings = (await (await svc.api('/settings')).json()) as { mailer_autoconfirm: boolean };
    expect(settings.mailer_autoconfirm).toBe(true);
  });
});
