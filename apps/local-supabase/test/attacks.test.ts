/**
 * Issue 32: nothing one request can freeze. The two attacks that froze the PGlite stack,
 * reproduced against the real one: a slow regular expression from an anonymous caller is cut
 * by anon's statement_timeout (3 s) while /auth/v1 keeps answering (a signed-in caller's by
 * authenticated's 8 s), and a 12,000-level nested
 * body is refused at the gateway with 400 (REST answers afterwards). Also: the token of a
 * signed-out session is refused by /rest/v1, and the development secret never leaves loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_JWT_SECRET, loadConfig } from '../src/config.ts';
import { type Service, startService } from './helpers.ts';

let svc: Service;
const rest = (route: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(`${svc.url}/rest/v1${route}`, {
    ...init,
    headers: { apikey: svc.anonKey, ...(init.headers ?? {}) },
  });

beforeAll(async () => {
  svc = await startService({
    LOCAL_SUPABASE_REST: 'true',
    LOCAL_SUPABASE_SEED: 'true',
    LOCAL_SUPABASE_SEED_DEMO: 'true',
    LOCAL_SUPABASE_AUTOCONFIRM: 'true',
    LOCAL_SUPABASE_QUIET: 'true',
  });
  // A long open job: the backtracking regex below then takes far longer than 3 s on it.
  await svc.database.admin`
    insert into public.jobs (owner_id, title, description, budget, category, timeline, experience_level)
    select id, 'Long text', repeat('a', 3000), '$2,000 – $3,000', 'development', '3-4 weeks', 'intermediate'
    from auth.users where email = 'demo@fairlance.dev'`;
}, 120_000);

afterAll(() => svc?.stop());

describe('one request cannot freeze the stack', () => {
  it('a slow regex filter is cut at 3 s (57014) while /auth/v1 answers', async () => {
    let slowDone = false;
    const slow = rest(
      `/jobs?select=id&description=match.${encodeURIComponent('(.*)(.*)\\2\\1b')}`,
    ).then(async (r) => {
      slowDone = true;
      return { status: r.status, body: (await r.json()) as { code?: string } };
    });
    await new Promise((r) => setTimeout(r, 300));
    // Auth and the mailbox answer while the query runs (each before it ends).
    for (let i = 0; i < 5; i++) {
      const health = await fetch(`${svc.url}/auth/v1/health`, { headers: { apikey: svc.anonKey } });
      expect(health.status).toBe(200);
      const mailbox = await fetch(`${svc.url}/mailbox/api/messages`);
      expect(mailbox.status).toBe(200);
      expect(slowDone).toBe(false);
    }
    const result = await slow;
    expect(result.body.code).toBe('57014'); // canceling statement due to statement timeout
    expect(result.status).toBe(500);
    // And REST answers again.
    expect((await rest('/jobs?select=id&limit=1')).status).toBe(200);
  }, 30_000);

  it('a signed-in caller’s slow query is cut by the authenticated role’s 8 s timeout, not anon’s 3 s', async () => {
    const { data, error } = await svc.client().auth.signInWithPassword({
      email: 'demo@fairlance.dev',
      password: 'fairlance-demo',
    });
    expect(error).toBeNull();
    const t0 = performance.now();
    const r = await rest(
      `/jobs?select=id&description=match.${encodeURIComponent('(.*)(.*)\\2\\1b')}`,
      { headers: { Authorization: `Bearer ${data.session!.access_token}` } },
    );
    const elapsed = performance.now() - t0;
    expect(r.status).toBe(500);
    expect(((await r.json()) as { code?: string }).code).toBe('57014');
    // Cut, and by the signed-in role's limit: past anon's 3 s (which would have cut it at 3 s).
    expect(elapsed).toBeGreaterThan(7_000);
    expect((await rest('/jobs?select=id&limit=1')).status).toBe(200);
  }, 45_000);

  it('a body nested 12,000 levels deep is refused with 400 at the gateway; REST answers after', async () => {
    const body = `{"job":${'['.repeat(12_000)}${']'.repeat(12_000)}}`;
    const r = await rest('/rpc/applicants', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ code: 'json_too_deep' });
    // 64 levels are fine (the function then refuses the argument itself, not the gateway).
    const ok = await rest('/rpc/applicants', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"job":${'['.repeat(63)}${']'.repeat(63)}}`,
    });
    expect(((await ok.json()) as { code?: string }).code).not.toBe('json_too_deep');
    expect((await rest('/jobs?select=id&limit=1')).status).toBe(200);
  });
});

describe('sign-out ends access', () => {
  it('the access token of a signed-out session is refused by /rest/v1', async () => {
    const sb = svc.client();
    const { data, error } = await sb.auth.signInWithPassword({
      email: 'demo@fairlance.dev',
      password: 'fairlance-demo',
    });
    expect(error).toBeNull();
    const token = data.session!.access_token;
    const asUser = { Authorization: `Bearer ${token}` };
    expect((await rest('/user_settings?select=user_id', { headers: asUser })).status).toBe(200);
    await sb.auth.signOut();
    const after = await rest('/user_settings?select=user_id', { headers: asUser });
    expect(after.status).toBe(401);
  });
});

describe('the development secret stays on loopback', () => {
  it('refuses a non-loopback listen address with the committed secret, in one line', () => {
    for (const host of ['0.0.0.0', '192.168.1.20', '::']) {
      expect(() => loadConfig({ LOCAL_SUPABASE_HOST: host })).toThrow(
        /not a loopback address.*LOCAL_SUPABASE_JWT_SECRET/,
      );
    }
    expect(loadConfig({ LOCAL_SUPABASE_HOST: '127.0.0.1' }).jwtSecret).toBe(DEV_JWT_SECRET);
    const own = loadConfig({
      LOCAL_SUPABASE_HOST: '0.0.0.0',
      LOCAL_SUPABASE_JWT_SECRET: 'x'.repeat(40),
    });
    expect(own.host).toBe('0.0.0.0');
  });
});
