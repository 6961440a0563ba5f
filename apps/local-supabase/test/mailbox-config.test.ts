import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEV_ANON_KEY,
  DEV_JWT_SECRET,
  DEV_JWT_SIGNING_KEY,
  PACKAGE_DIR,
  anonKeyFor,
  loadConfig,
} from '../src/config.ts';
import { verifyHS256 } from '../src/auth/jwt.ts';
import { type Service, startService, uniqueEmail } from './helpers.ts';

describe('development mailbox', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService();
  });
  afterAll(() => svc.stop());

  it('lists messages as escaped HTML and as JSON, without an apikey; DELETE empties it', async () => {
    const email = uniqueEmail('mb');
    const r = await svc.client().auth.signUp({
      email,
      password: 'secret-pw',
      options: { emailRedirectTo: 'http://localhost:5173/welcome?x="><script>alert(1)</script>' },
    });
    expect(r.error).toBeNull();
    const page = await fetch(`${svc.url}/mailbox`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Confirm your email address');
    expect(html).toContain(email);
    expect(html).not.toContain('<script>');
    expect(html).toMatch(
      /href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=[0-9a-f]{56}&#38;type=signup&#38;redirect_to=/,
    );

    const json = (await (await fetch(`${svc.url}/mailbox/api/messages`)).json()) as {
      messages: { id: number; to: string; links: string[] }[];
    };
    expect(json.messages[0]).toMatchObject({
      to: email,
      subject: 'Confirm your email address',
      kind: 'signup',
    });
    const one = await fetch(`${svc.url}/mailbox/api/messages/${json.messages[0]!.id}`);
    expect(((await one.json()) as { to: string }).to).toBe(email);
    expect((await fetch(`${svc.url}/mailbox/api/messages/999999`)).status).toBe(404);

    const del = await fetch(`${svc.url}/mailbox/api/messages`, { method: 'DELETE' });
    expect(await del.json()).toEqual({ deleted: 1 });
    expect(await svc.mail(email)).toEqual([]);
  });
});

describe('email links from a template (LOCAL_SUPABASE_EMAIL_LINK), as hosted email templates', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService({
      LOCAL_SUPABASE_EMAIL_LINK:
        '{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type={{ .Type }}',
    });
  });
  afterAll(() => svc.stop());

  it("links to the app's confirm route, whose token_hash verifyOtp accepts once", async () => {
    const email = uniqueEmail('tpl');
    expect((await svc.client().auth.signUp({ email, password: 'secret-pw' })).error).toBeNull();
    const json = (await (await fetch(`${svc.url}/mailbox/api/messages`)).json()) as {
      messages: { to: string; links: string[] }[];
    };
    const link = json.messages.find((m) => m.to === email)!.links[0]!;
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('http://localhost:5173/auth/confirm');
    expect(url.searchParams.get('type')).toBe('signup');
    const tokenHash = url.searchParams.get('token_hash')!;
    expect(tokenHash).toMatch(/^[0-9a-f]{56}$/);

    const client = svc.client();
    const ok = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe(email);
    const again = await svc.client().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(again.error?.status).toBe(403);
  });

  it('refuses a template with an unknown variable or no absolute start, saying what it may use', () => {
    expect(() => loadConfig({ LOCAL_SUPABASE_EMAIL_LINK: '{{ .Token }}' })).toThrow(
      /LOCAL_SUPABASE_EMAIL_LINK may use .*\{\{ \.TokenHash \}\}.*got \{\{ \.Token \}\}/,
    );
    expect(() => loadConfig({ LOCAL_SUPABASE_EMAIL_LINK: '/auth/confirm' })).toThrow(ConfigError);
    expect(loadConfig({}).emailLink).toBe('{{ .ConfirmationURL }}');
  });
});

describe('configuration and development keys', () => {
  it('dev-keys.json holds the same values as src/config.ts, and the anon key is an HS256 anon JWT', () => {
    const keys = JSON.parse(
      fs.readFileSync(path.join(PACKAGE_DIR, 'dev-keys.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(keys.url).toBe('http://127.0.0.1:54321');
    expect(keys.anonKey).toBe(DEV_ANON_KEY);
    expect(keys.jwtSecret).toBe(DEV_JWT_SECRET);
    expect(keys.jwtSigningKey).toEqual(DEV_JWT_SIGNING_KEY);
    expect(anonKeyFor(DEV_JWT_SECRET)).toBe(DEV_ANON_KEY);
    expect(verifyHS256(DEV_ANON_KEY, DEV_JWT_SECRET)).toMatchObject({ role: 'anon' });
    expect(DEV_JWT_SECRET).not.toBe('super-secret-jwt-token-with-at-least-32-characters-long');
  });

  it('defaults and environment overrides', () => {
    const d = loadConfig({});
    expect(d).toMatchObject({
      host: '127.0.0.1',
      port: 54321,
      siteUrl: 'http://localhost:5173',
      autoconfirm: false,
      jwtExpirySeconds: 3600,
      refreshTokenReuseIntervalSeconds: 10,
      anonKey: DEV_ANON_KEY,
      dataDir: path.join(PACKAGE_DIR, '.data'),
      allowedOrigins: [
        'http://localhost:5173',
        'http://127.0.0.1:5173',
        'http://localhost:4173',
        'http://127.0.0.1:4173',
      ],
    });
    const secret = 'a-different-secret-for-this-test-only-0123456789';
    const o = loadConfig({
      LOCAL_SUPABASE_JWT_SECRET: secret,
      LOCAL_SUPABASE_PORT: '6000',
      LOCAL_SUPABASE_AUTOCONFIRM: 'true',
    });
    expect(o.anonKey).toBe(anonKeyFor(secret));
    expect(o.port).toBe(6000);
    expect(o.autoconfirm).toBe(true);
    expect(
      loadConfig({ LOCAL_SUPABASE_JWT_SECRET: secret, LOCAL_SUPABASE_ANON_KEY: anonKeyFor(secret) })
        .anonKey,
    ).toBe(anonKeyFor(secret));
    expect(() =>
      loadConfig({ LOCAL_SUPABASE_JWT_SECRET: secret, LOCAL_SUPABASE_ANON_KEY: DEV_ANON_KEY }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ LOCAL_SUPABASE_JWT_SECRET: 'short' })).toThrow(/at least 32 bytes/);
    expect(() => loadConfig({ LOCAL_SUPABASE_AUTOCONFIRM: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOCAL_SUPABASE_ALLOWED_ORIGINS: '*' })).toThrow(ConfigError);
  });

  it('the .data folder is git-ignored', () => {
    expect(fs.readFileSync(path.join(PACKAGE_DIR, '.gitignore'), 'utf8').split('\n')).toContain(
      '.data/',
    );
  });
});
