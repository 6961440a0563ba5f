import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { signHS256 } from '../src/auth/jwt.ts';
import { type Service, startService } from './helpers.ts';

describe('gateway: apikey check, CORS, error shapes', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService({ LOCAL_SUPABASE_SEED_DEMO: 'true' });
  });
  afterAll(() => svc.stop());

  it('refuses requests without the anon key, or with another key, as the hosted gateway does', async () => {
    const none = await fetch(`${svc.url}/auth/v1/settings`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
    const forged = signHS256(
      { iss: 'fairlance-local-auth', role: 'anon', exp: 2082758400 },
      'another-secret-another-secret-another-secret',
    );
    for (const key of ['nonsense', forged, `${svc.anonKey}x`]) {
      const res = await fetch(`${svc.url}/auth/v1/settings`, { headers: { apikey: key } });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe('Invalid API key');
    }
    // Authorization alone is not an apikey.
    const bearerOnly = await fetch(`${svc.url}/auth/v1/settings`, {
      headers: { Authorization: `Bearer ${svc.anonKey}` },
    });
    expect(bearerOnly.status).toBe(401);
    expect((await fetch(`${svc.url}/auth/v1/settings?apikey=${svc.anonKey}`)).status).toBe(200);
    expect(
      (await fetch(`${svc.url}/auth/v1/settings`, { headers: { apikey: svc.anonKey } })).status,
    ).toBe(200);

    // Through supabase-js with a wrong key: an error, and no account made.
    const wrong = createClient(svc.url, 'wrong-key', {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const r = await wrong.auth.signUp({ email: 'keyless@example.com', password: 'secret-pw' });
    expect(r.error).toMatchObject({ status: 401, message: 'Invalid API key' });
    expect(
      svc.db.prepare("SELECT count(*) AS n FROM users WHERE email = 'keyless@example.com'").get(),
    ).toEqual({ n: 0 });
  });

  it('answers CORS preflights for the app origins and the headers supabase-js sends', async () => {
    const res = await fetch(`${svc.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = res.headers
      .get('access-control-allow-headers')!
      .split(',')
      .map((h) => h.trim());
    expect(allowed).toEqual(
      expect.arrayContaining([
        'apikey',
        'authorization',
        'content-type',
        'x-client-info',
        'x-supabase-api-version',
      ]),
    );
    expect(res.headers.get('vary')).toContain('Origin');

    const evil = await fetch(`${svc.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey',
      },
    });
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();

    const oddHeader = await fetch(`${svc.url}/auth/v1/user`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-evil',
      },
    });
    expect(oddHeader.status).toBe(403);
    expect(oddHeader.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('adds CORS headers to real responses for allowed origins, exposing the API version', async () => {
    const ok = await svc.api('/token?grant_type=password', {
      method: 'POST',
      headers: { Origin: 'http://127.0.0.1:4173', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@fairlance.dev', password: 'fairlance-demo' }),
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(ok.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    expect(ok.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const cross = await svc.api('/settings', { headers: { Origin: 'https://evil.example' } });
    expect(cross.status).toBe(403);
    expect(cross.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('honours LOCAL_SUPABASE_ALLOWED_ORIGINS', async () => {
    const other = await startService({
      LOCAL_SUPABASE_ALLOWED_ORIGINS: 'https://app.example.test',
    });
    try {
      const pre = (origin: string) =>
        fetch(`${other.url}/auth/v1/signup`, {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
        });
      expect((await pre('https://app.example.test')).status).toBe(204);
      expect((await pre('http://localhost:5173')).status).toBe(403);
    } finally {
      await other.stop();
    }
  });

  it('uses the legacy error shape when the request carries no API version, as GoTrue does', async () => {
    const res = await fetch(`${svc.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: svc.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@fairlance.dev', password: 'nope-nope' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBeNull();
    expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await res.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('answers unknown routes with 404 and wrong methods with 405', async () => {
    expect((await svc.api('/nope')).status).toBe(404);
    expect((await svc.api('/signup')).status).toBe(405);
    expect((await fetch(`${svc.url}/rest/v1/things`)).status).toBe(404);
  });
});
