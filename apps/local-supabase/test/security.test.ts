import { type JsonWebKey, createHmac, createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signHS256, verifyHS256, verifyJwt } from '../src/auth/jwt.ts';
import { DEV_JWT_SIGNING_KEY } from '../src/config.ts';
import { type Service, startService, uniqueEmail } from './helpers.ts';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

async function signedIn(svc: Service) {
  const email = uniqueEmail('sec');
  const c = svc.client();
  const r = await c.auth.signUp({ email, password: 'secret-pw' });
  if (!r.data.session) throw new Error('expected a session (autoconfirm)');
  return { email, session: r.data.session, client: c };
}

describe('tokens, hashes and reuse detection', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService({
      LOCAL_SUPABASE_AUTOCONFIRM: 'true',
      LOCAL_SUPABASE_REFRESH_TOKEN_REUSE_INTERVAL: '2',
    });
  });
  afterAll(() => svc.stop());

  const getUser = (token: string) =>
    svc.api('/user', { headers: { Authorization: `Bearer ${token}` } });

  it('stores bcrypt (cost 10) hashes and only hashes of refresh tokens', async () => {
    const { email, session } = await signedIn(svc);
    const row = svc.db
      .prepare('SELECT encrypted_password FROM users WHERE email = ?')
      .get(email) as { encrypted_password: string };
    expect(row.encrypted_password).toMatch(/^\$2[aby]\$10\$.{53}$/);
    const tokens = svc.db.prepare('SELECT token AS token_hash FROM refresh_tokens').all() as {
      token_hash: string;
    }[];
    expect(tokens.some((t) => t.token_hash === session.refresh_token)).toBe(false);
    expect(tokens.every((t) => /^[0-9a-f]{64}$/.test(t.token_hash))).toBe(true);
  });

  it('refuses tampered, re-signed, alg:none, expired and wrong-audience tokens', async () => {
    const { session } = await signedIn(svc);
    expect((await getUser(session.access_token)).status).toBe(200);
    const [h, p, s] = session.access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;

    const cases: Record<string, string> = {
      tamperedPayload: `${h}.${b64({ ...claims, role: 'service_role' })}.${s}`,
      tamperedSignature: `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`,
      otherSecret: signHS256(claims, 'some-other-secret-that-is-long-enough-123'),
      algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${p}.`,
      algNoneWithSig: `${b64({ alg: 'none', typ: 'JWT' })}.${p}.${s}`,
      algHS512: (() => {
        const hh = b64({ alg: 'HS512', typ: 'JWT' });
        return `${hh}.${p}.${createHmac('sha512', svc.config.jwtSecret).update(`${hh}.${p}`).digest('base64url')}`;
      })(),
      expired: signHS256({ ...claims, iat: 1000, exp: 2000 }, svc.config.jwtSecret),
      twoSegments: `${h}.${p}`,
      garbage: '%%%.@@@.!!!',
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await getUser(token);
      const body = (await res.json()) as { code: string; message: string };
      expect({ name, status: res.status, code: body.code }).toEqual({
        name,
        status: 403,
        code: 'bad_jwt',
      });
    }
    const expired = (await (await getUser(cases.expired!)).json()) as { message: string };
    expect(expired.message).toBe(
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    );

    const wrongAud = signHS256({ ...claims, aud: 'somebody-else' }, svc.config.jwtSecret);
    const r = await getUser(wrongAud);
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({
      code: 'unexpected_audience',
      message: "Token audience doesn't match request audience",
    });
    const logout = await svc.api('/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${wrongAud}` },
    });
    expect(logout.status).toBe(403);

    const ghost = signHS256(
      { ...claims, sub: '00000000-0000-4000-8000-000000000000' },
      svc.config.jwtSecret,
    );
    expect(await (await getUser(ghost)).json()).toEqual({
      code: 'user_not_found',
      message: 'User from sub claim in JWT does not exist',
    });
    // None of this ended the real session.
    expect((await getUser(session.access_token)).status).toBe(200);
  });

  it('rotates refresh tokens; reuse inside the interval is tolerated, after it revokes the whole family', async () => {
    const { session } = await signedIn(svc);
    const refresh = (t: string) =>
      svc.api('/token?grant_type=refresh_token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: t }),
      });

    const r1 = (await (await refresh(session.refresh_token)).json()) as {
      refresh_token: string;
      access_token: string;
    };
    expect(r1.refresh_token).not.toBe(session.refresh_token);
    // The same spent token again at once (a client that lost the answer): still answered.
    const again = await refresh(session.refresh_token);
    expect(again.status).toBe(200);
    const r1b = (await again.json()) as { refresh_token: string };

    await new Promise((r) => setTimeout(r, 2200)); // past the 2 s reuse interval of this instance
    const stolen = await refresh(session.refresh_token);
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    // The family is revoked: the latest tokens are dead too, even inside an interval.
    for (const t of [r1.refresh_token, r1b.refresh_token]) {
      const res = await refresh(t);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('refresh_token_already_used');
    }
  });

  it('the old session of a signed-out refresh token is reported missing', async () => {
    const { session, client } = await signedIn(svc);
    await client.auth.signOut();
    const res = await svc.api('/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('refresh_token_not_found');
  });

  it('signs access tokens with ES256 (the development key) and a 3600 s expiry, and serves the public key', async () => {
    const { session } = await signedIn(svc);
    const header = JSON.parse(
      Buffer.from(session.access_token.split('.')[0]!, 'base64url').toString(),
    ) as object;
    expect(header).toEqual({ alg: 'ES256', kid: DEV_JWT_SIGNING_KEY.kid, typ: 'JWT' });
    // The JWK set: open (no apikey), cacheable, the public half only.
    const r = await fetch(`${svc.url}/auth/v1/.well-known/jwks.json`);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=600');
    const jwks = (await r.json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      kid: DEV_JWT_SIGNING_KEY.kid,
    });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    // Anyone can check the token with that key alone (what supabase-js getClaims() does).
    const publicKey = createPublicKey({ key: jwks.keys[0] as JsonWebKey, format: 'jwk' });
    const [h, p, s] = session.access_token.split('.') as [string, string, string];
    const good = verify(
      'sha256',
      Buffer.from(`${h}.${p}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(s, 'base64url'),
    );
    expect(good).toBe(true);
    const keys = { secret: svc.config.jwtSecret, keys: svc.config.jwtKeys };
    const c = verifyJwt(session.access_token, keys);
    expect((c.exp as number) - (c.iat as number)).toBe(3600);
    expect(() => verifyJwt(session.access_token, keys, (c.exp as number) + 1)).toThrow(/expired/);
    // supabase-js checks it locally and gets the claims.
    const client = svc.client();
    await client.auth.setSession(session);
    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.sub).toBe(session.user.id);
  });

  it('with a secret of your own and no signing key, signs HS256 and serves an empty key set', async () => {
    const own = await startService({
      LOCAL_SUPABASE_AUTOCONFIRM: 'true',
      LOCAL_SUPABASE_JWT_SECRET: 'a-secret-of-our-own-that-is-long-enough-1',
    });
    try {
      const { session } = await signedIn(own);
      const header = JSON.parse(
        Buffer.from(session.access_token.split('.')[0]!, 'base64url').toString(),
      ) as object;
      expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
      expect(verifyHS256(session.access_token, own.config.jwtSecret)).toMatchObject({
        sub: session.user.id,
      });
      const r = await fetch(`${own.url}/auth/v1/.well-known/jwks.json`);
      expect(await r.json()).toEqual({ keys: [] });
    } finally {
      await own.stop();
    }
  });

  it('normalises emails: trimmed and lowercased, one account per address', async () => {
    const email = uniqueEmail('Norm');
    const c = svc.client();
    const r = await c.auth.signUp({ email: `  ${email.toUpperCase()}  `, password: 'secret-pw' });
    expect(r.data.user!.email).toBe(email.toLowerCase());
    const dup = await svc
      .client()
      .auth.signUp({ email: email.toLowerCase(), password: 'secret-pw' });
    expect(dup.error).toMatchObject({ code: 'user_already_exists' });
    expect(
      svc.db.prepare('SELECT count(*) AS n FROM users WHERE email = ?').get(email.toLowerCase()),
    ).toEqual({ n: 1 });
  });
});

describe('rate limits (on by default; low limits configured here)', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService({
      LOCAL_SUPABASE_RATE_LIMIT_TOKEN: '3',
      LOCAL_SUPABASE_RATE_LIMIT_OTP: '2',
      LOCAL_SUPABASE_RATE_LIMIT_VERIFY: '2',
      LOCAL_SUPABASE_RATE_LIMIT_EMAIL_SENT: '1',
    });
  });
  afterAll(() => svc.stop());

  it('is on unless switched off', async () => {
    const { loadConfig } = await import('../src/config.ts');
    expect(loadConfig({}).rateLimits.enabled).toBe(true);
    expect(loadConfig({ LOCAL_SUPABASE_RATE_LIMITS: 'off' }).rateLimits.enabled).toBe(false);
  });

  it('/token answers 429 over_request_rate_limit past the per-IP limit', async () => {
    const c = svc.client();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await c.auth.signInWithPassword({
        email: 'nobody@example.com',
        password: 'whatever',
      });
      codes.push(r.error?.code);
    }
    expect(codes).toEqual([
      'invalid_credentials',
      'invalid_credentials',
      'invalid_credentials',
      'over_request_rate_limit',
    ]);
    const raw = await svc.api('/token?grant_type=password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await raw.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
  });

  it('email quota and sign-up/verify limits', async () => {
    const c = svc.client();
    const first = await c.auth.signUp({ email: uniqueEmail('rl'), password: 'secret-pw' });
    expect(first.error).toBeNull();
    // The hourly email quota (1 here) is spent: the next sign-up cannot send its email.
    const second = await c.auth.signUp({ email: uniqueEmail('rl'), password: 'secret-pw' });
    expect(second.error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'email rate limit exceeded',
    });
    expect(svc.count('users')).toBe(1);
    const third = await c.auth.signUp({ email: uniqueEmail('rl'), password: 'secret-pw' });
    expect(third.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    const verify = () =>
      svc.api('/verify', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'signup', token_hash: 'a'.repeat(56) }),
      });
    expect((await verify()).status).toBe(403);
    expect((await verify()).status).toBe(403);
    expect((await verify()).status).toBe(429);
  });
});

describe('email tokens in auth.one_time_tokens, as GoTrue keeps them', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService({ LOCAL_SUPABASE_RATE_LIMITS: 'off' });
  });
  afterAll(() => svc.stop());

  it('a confirmation token is recorded hashed, for its address, and spent by the link', async () => {
    const email = uniqueEmail('ott');
    expect((await svc.client().auth.signUp({ email, password: 'secret-pw' })).error).toBeNull();
    const user = svc.db
      .prepare('SELECT id, confirmation_token FROM users WHERE email = ?')
      .get(email) as { id: string; confirmation_token: string };
    expect(user.confirmation_token).toMatch(/^[0-9a-f]{56}$/);
    const tokens = svc.db
      .prepare('SELECT token_type, token_hash, relates_to FROM one_time_tokens WHERE user_id = ?')
      .all(user.id);
    expect(tokens).toEqual([
      { token_type: 'confirmation_token', token_hash: user.confirmation_token, relates_to: email },
    ]);
    const [mail] = await svc.mail(email);
    const res = await fetch(mail!.links[0]!, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')!).hash).toContain('access_token=');
    expect(
      svc.db.prepare('SELECT count(*) AS n FROM one_time_tokens WHERE user_id = ?').get(user.id),
    ).toEqual({ n: 0 });
  });
});
