/**
 * Issue 14, findings 1, 2, 5, 6 and 7: the redirect allow-list, concurrent refreshes of one
 * token, the Host check, metadata limits, and timeouts / connection cap / client aborts.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedirectPolicy, globToRegExp } from '../src/auth/redirects.ts';
import { type Service, followLatestLink, fragment, startService, uniqueEmail } from './helpers.ts';

/** A request with a chosen Host header (fetch does not let one set it). */
function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('redirect allow-list (finding 1)', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService({
      LOCAL_SUPABASE_ADDITIONAL_REDIRECT_URLS:
        'https://app.example.com,https://*.preview.example.com/**,https://docs.example.com/guide/*',
    });
  });
  afterAll(() => svc.stop());

  const target = (url: string | null) => svc.auth.verification.redirectTarget(url);

  it('matches entries as exact URLs or globs on the parsed URL, else falls back to the site URL', () => {
    const site = 'http://localhost:5173';
    const cases: [string, string][] = [
      // The finding: a string prefix let these through.
      ['https://app.example.com.evil.example/x', site],
      ['https://app.example.comevil.example', site],
      ['https://app.example.com/x', site], // an entry without a wildcard is exact
      ['https://app.example.com@evil.example/', site],
      ['https://app.example.com', 'https://app.example.com/'],
      ['https://app.example.com/', 'https://app.example.com/'],
      ['https://app.example.com#frag', 'https://app.example.com/'],
      ['HTTPS://APP.EXAMPLE.COM', 'https://app.example.com/'],
      // `*` stops at . and /, `**` does not.
      ['https://pr-1.preview.example.com/a/b?c=d', 'https://pr-1.preview.example.com/a/b?c=d'],
      ['https://pr-1.preview.example.com', 'https://pr-1.preview.example.com/'],
      ['https://a.b.preview.example.com/', site],
      ['https://evil.example/.preview.example.com/', site],
      ['https://evil.example?.preview.example.com/', site],
      ['https://evil.example\\.preview.example.com/', site],
      ['https://docs.example.com/guide/intro', 'https://docs.example.com/guide/intro'],
      ['https://docs.example.com/guide/intro/deeper', site],
      ['https://docs.example.com/guide/', 'https://docs.example.com/guide/'],
      // Control characters and spaces are refused outright.
      ['\thttps://app.example.com', site],
      ['https://app.example.com\n', site],
      ['https://app.exa\u0000mple.com', site],
      ['https://app.example.com/ x', site],
      ['https://app.example.com\u007f', site],
      // Site and loopback, as before.
      ['http://localhost:5173/dashboard', 'http://localhost:5173/dashboard'],
      ['http://127.0.0.1:3000/cb', 'http://127.0.0.1:3000/cb'],
      ['javascript:alert(1)', site],
      ['not a url', site],
    ];
    for (const [requested, expected] of cases)
      expect({ requested, got: target(requested) }).toEqual({ requested, got: expected });
    expect(target(null)).toBe(site);
  });

  it("compiles GoTrue's glob syntax: * ? ** [..] [!..] {a,b} and escapes", () => {
    const m = (glob: string, s: string) => globToRegExp(glob).test(s);
    expect(m('https://*.example.com/', 'https://a.example.com/')).toBe(true);
    expect(m('https://*.example.com/', 'https://a.b.example.com/')).toBe(false);
    expect(m('https://**.example.com/', 'https://a.b.example.com/')).toBe(true);
    expect(m('http://localhost:300?/', 'http://localhost:3001/')).toBe(true);
    expect(m('http://localhost:300?/', 'http://localhost:300//')).toBe(false);
    expect(m('https://pr-[0-9].example.com/', 'https://pr-7.example.com/')).toBe(true);
    expect(m('https://pr-[!0-9].example.com/', 'https://pr-7.example.com/')).toBe(false);
    expect(m('https://pr-[!0-9].example.com/', 'https://pr-x.example.com/')).toBe(true);
    expect(m('https://{app,admin}.example.com/**', 'https://admin.example.com/a/b')).toBe(true);
    expect(m('https://{app,admin}.example.com/**', 'https://evil.example.com/a/b')).toBe(false);
    expect(m('https://app.example.com/\\*', 'https://app.example.com/*')).toBe(true);
    expect(m('https://app.example.com/\\*', 'https://app.example.com/x')).toBe(false);
    // An entry that is not a URL matches nothing; a site on another port is not the site.
    const p = new RedirectPolicy('https://app.example.com', ['not a url']);
    expect(p.target('https://app.example.com:8443/', 'site')).toBe('site');
    expect(p.target('http://app.example.com/', 'site')).toBe('site');
    expect(p.target('https://app.example.com/x', 'site')).toBe('https://app.example.com/x');
  });

  it('a recovery link for the evil look-alike sends the browser to the site URL', async () => {
    const email = uniqueEmail('redir');
    await svc.client().auth.signUp({ email, password: 'secret-pw' });
    await followLatestLink(svc, email);
    const r = await svc.api(
      `/recover?redirect_to=${encodeURIComponent('https://app.example.com.evil.example/x')}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      },
    );
    expect(r.status).toBe(200);
    const location = await followLatestLink(svc, email);
    expect(location.origin).toBe('http://localhost:5173');
    expect(fragment(location).get('access_token')).toBeTruthy();
  });
});

describe('concurrent refreshes of one token (finding 2)', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService({
      LOCAL_SUPABASE_AUTOCONFIRM: 'true',
      LOCAL_SUPABASE_RATE_LIMITS: 'off',
      LOCAL_SUPABASE_REFRESH_TOKEN_REUSE_INTERVAL: '2',
    });
  });
  afterAll(() => svc.stop());

  const refresh = (t: string) =>
    svc.api('/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: t }),
    });

  it('ten parallel refreshes get the same active token; a later use of it keeps the session', async () => {
    const r = await svc.client().auth.signUp({ email: uniqueEmail('tabs'), password: 'secret-pw' });
    const parent = r.data.session!.refresh_token;
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(parent)));
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as {
      refresh_token: string;
      access_token: string;
    }[];
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const tokens = new Set(bodies.map((b) => b.refresh_token));
    expect(tokens.size).toBe(1);
    const [active] = [...tokens] as [string];
    expect(active).not.toBe(parent);
    // Only the parent's hash and the child's are stored: no clear token in the table.
    const rows = svc.db.prepare('SELECT * FROM refresh_tokens').all() as Record<string, unknown>[];
    expect(JSON.stringify(rows)).not.toContain(active);

    await new Promise((res) => setTimeout(res, 2200)); // past the reuse interval
    // Any of the ten answers (they are one token) still works later: the session was kept.
    const later = await refresh(bodies[7]!.refresh_token);
    expect(later.status).toBe(200);
    const next = (await later.json()) as { refresh_token: string; access_token: string };
    const user = await svc.api('/user', {
      headers: { Authorization: `Bearer ${next.access_token}` },
    });
    expect(user.status).toBe(200);
    // The parent past the interval is reuse, as before.
    const stolen = await refresh(parent);
    expect(stolen.status).toBe(400);
    expect(((await stolen.json()) as { code: string }).code).toBe('refresh_token_already_used');
  });
});

describe('Host check (finding 5)', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService({ LOCAL_SUPABASE_ALLOWED_HOSTS: 'dev.example.test' });
  });
  afterAll(() => svc.stop());

  it('answers a foreign Host with 421 and a JSON error on every prefix', async () => {
    const paths = [
      '/auth/v1/health',
      '/auth/v1/user',
      '/mailbox/api/messages',
      '/mailbox',
      '/rest/v1/jobs',
      '/realtime/v1/websocket',
      '/',
    ];
    for (const host of ['evil.example', `evil.example:${svc.port}`, `127.0.0.1.evil.example`]) {
      for (const p of paths) {
        const r = await rawRequest(`${svc.url}${p}`, {
          headers: { Host: host, apikey: svc.anonKey },
        });
        expect({ host, p, status: r.status }).toEqual({ host, p, status: 421 });
        expect(r.headers['content-type']).toBe('application/json');
        expect(JSON.parse(r.body)).toMatchObject({ code: 'host_not_allowed' });
        expect(r.headers['access-control-allow-origin']).toBeUndefined();
      }
    }
  });

  it('serves the loopback names, the public URL host and LOCAL_SUPABASE_ALLOWED_HOSTS', async () => {
    for (const host of [
      `127.0.0.1:${svc.port}`,
      `localhost:${svc.port}`,
      `LOCALHOST:${svc.port}`,
      `[::1]:${svc.port}`,
      'localhost',
      `dev.example.test:${svc.port}`,
    ]) {
      const r = await rawRequest(`${svc.url}/auth/v1/health`, {
        headers: { Host: host, apikey: svc.anonKey },
      });
      expect({ host, status: r.status }).toEqual({ host, status: 200 });
    }
    const mailbox = await rawRequest(`${svc.url}/mailbox/api/messages`, {
      headers: { Host: `localhost:${svc.port}` },
    });
    expect(mailbox.status).toBe(200);
  });
});

describe('metadata limits (finding 6)', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService({
      LOCAL_SUPABASE_AUTOCONFIRM: 'true',
      LOCAL_SUPABASE_RATE_LIMITS: 'off',
    });
  });
  afterAll(() => svc.stop());

  const deep = (n: number): unknown => {
    let v: unknown = 'x';
    for (let i = 0; i < n; i++) v = { a: v };
    return v;
  };

  /** `{"a":{"a":…"x"…}}` n levels deep, as text (JSON.stringify overflows the stack on it). */
  const deepText = (n: number) => `${'{"a":'.repeat(n)}"x"${'}'.repeat(n)}`;

  it('refuses oversized or deeply nested user metadata with a clear 400, at sign-up and update', async () => {
    const big = { blob: 'x'.repeat(20_000) };
    const signUp = (data: unknown) =>
      svc.api('/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: `{"email":"${uniqueEmail('meta')}","password":"secret-pw","data":${typeof data === 'string' ? data : JSON.stringify(data)}}`,
      });
    for (const data of [big, deepText(5000), { a: deep(20) }, `[${deepText(5000)}]`]) {
      const r = await signUp(data);
      const body = (await r.json()) as { code: string; message: string };
      expect(r.status).toBe(400);
      expect(body.code).toMatch(/^(validation_failed|bad_json)$/);
      expect(body.message).toMatch(/metadata|nest|object/i);
    }
    expect(svc.count('users')).toBe(0);

    const ok = await signUp({ name: 'Ada', prefs: { theme: 'dark', tags: ['a', 'b'] } });
    expect(ok.status).toBe(200);
    const session = (await ok.json()) as { access_token: string };
    const put = (data: unknown) =>
      svc.api('/user', {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${session.access_token}`,
        },
        body: `{"data":${typeof data === 'string' ? data : JSON.stringify(data)}}`,
      });
    const tooBig = await put(big);
    expect(tooBig.status).toBe(400);
    expect(((await tooBig.json()) as { message: string }).message).toMatch(/user_metadata/);
    // Many small updates cannot add up past the limit either.
    let last = 200;
    for (let i = 0; i < 20 && last === 200; i++)
      last = (await put({ [`k${i}`]: 'y'.repeat(500) })).status;
    expect(last).toBe(400);
    const tooDeep = await put(`{"a":${deepText(5000)}}`);
    expect(tooDeep.status).toBe(400);
    // The user is not locked out: GET /user still works with the current token.
    const me = await svc.api('/user', {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(me.status).toBe(200);
  });
});

describe('timeouts, connection cap and client aborts (finding 7)', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService({ LOCAL_SUPABASE_MAX_CONNECTIONS: '20' });
  });
  afterAll(() => svc.stop());

  const connect = () =>
    new Promise<net.Socket>((resolve, reject) => {
      const s = net.connect(svc.port, '127.0.0.1', () => resolve(s));
      s.on('error', reject);
    });
  const closedAfter = (s: net.Socket) =>
    new Promise<number>((resolve) => {
      const t0 = performance.now();
      s.on('error', () => {});
      s.resume(); // read the 408, so that the end of the stream is seen
      s.on('close', () => resolve(performance.now() - t0));
    });

  it('checks header timeouts every second or two: idle and slow-header sockets close in ~10 s, not ~40 s', async () => {
    expect(svc.server.headersTimeout).toBe(10_000);
    expect(svc.server.requestTimeout).toBe(30_000);
    const idle = await connect();
    const slow = await connect();
    slow.write('GET /auth/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const drip = setInterval(() => slow.writable && slow.write('X-Drip: 1\r\n'), 1000);
    try {
      const [a, b] = await Promise.all([closedAfter(idle), closedAfter(slow)]);
      console.log(
        `headers timeout: idle socket closed after ${Math.round(a)} ms, slow one after ${Math.round(b)} ms`,
      );
      expect(Math.max(a, b)).toBeLessThan(14_000);
    } finally {
      clearInterval(drip);
    }
  }, 25_000);

  it('caps connections; sockets past the cap are closed, and the service recovers', async () => {
    expect(svc.server.maxConnections).toBe(20);
    const held = await Promise.all(Array.from({ length: 20 }, connect));
    const extra = await connect().catch(() => undefined);
    if (extra) await closedAfter(extra);
    for (const s of held) s.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const r = await fetch(`${svc.url}/auth/v1/health`, { headers: { apikey: svc.anonKey } });
    expect(r.status).toBe(200);
  });

  it('treats aborted uploads as normal: nothing is logged', async () => {
    const errors = vi.spyOn(console, 'error');
    const warns = vi.spyOn(console, 'warn');
    try {
      const aborts = Array.from(
        { length: 50 },
        () =>
          new Promise<void>((resolve) => {
            const req = http.request(`${svc.url}/auth/v1/signup`, {
              method: 'POST',
              headers: {
                apikey: svc.anonKey,
                'Content-Type': 'application/json',
                'Content-Length': '100000',
              },
            });
            req.on('error', () => resolve());
            req.on('close', () => resolve());
            req.write('{"email":"a');
            setTimeout(() => req.destroy(), 50);
          }),
      );
      await Promise.all(aborts);
      await new Promise((r) => setTimeout(r, 300));
      expect(errors).not.toHaveBeenCalled();
      expect(warns).not.toHaveBeenCalled();
      const r = await fetch(`${svc.url}/auth/v1/health`, { headers: { apikey: svc.anonKey } });
      expect(r.status).toBe(200);
    } finally {
      errors.mockRestore();
      warns.mockRestore();
    }
  });
});

describe('the same limits on /rest/v1 and /realtime/v1 (findings 5 and 7)', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService({ LOCAL_SUPABASE_REST: 'true', LOCAL_SUPABASE_SEED: 'false' });
  }, 60_000);
  afterAll(() => svc?.stop());

  it('refuses a WebSocket upgrade naming a foreign Host', async () => {
    const answer = await new Promise<string>((resolve) => {
      const sock = net.connect(svc.port, '127.0.0.1', () =>
        sock.write(
          `GET /realtime/v1/websocket?apikey=${svc.anonKey}&vsn=1.0.0 HTTP/1.1\r\nHost: evil.example:${svc.port}\r\n` +
            'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n' +
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        ),
      );
      let data = '';
      sock.on('data', (d) => (data += d.toString()));
      sock.on('error', () => resolve(data));
      sock.on('close', () => resolve(data));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 421 /);
    expect(answer).toContain('host_not_allowed');
    const rest = await rawRequest(`${svc.url}/rest/v1/jobs`, {
      headers: { Host: 'evil.example', apikey: svc.anonKey },
    });
    expect(rest.status).toBe(421);
    const ok = await rawRequest(`${svc.url}/rest/v1/jobs?limit=1`, {
      headers: { Host: `localhost:${svc.port}`, apikey: svc.anonKey },
    });
    expect(ok.status).toBe(200);
  });

  it('aborted uploads to /rest/v1 log nothing and leave it serving', async () => {
    const errors = vi.spyOn(console, 'error');
    const warns = vi.spyOn(console, 'warn');
    try {
      await Promise.all(
        Array.from(
          { length: 50 },
          () =>
            new Promise<void>((resolve) => {
              const req = http.request(`${svc.url}/rest/v1/jobs`, {
                method: 'POST',
                headers: {
                  apikey: svc.anonKey,
                  'Content-Type': 'application/json',
                  'Content-Length': '100000',
                },
              });
              req.on('error', () => resolve());
              req.on('close', () => resolve());
              req.write('{"title":"a');
              setTimeout(() => req.destroy(), 50);
            }),
        ),
      );
      await new Promise((r) => setTimeout(r, 500));
      expect(errors).not.toHaveBeenCalled();
      expect(warns).not.toHaveBeenCalled();
      const r = await fetch(`${svc.url}/rest/v1/jobs?limit=1`, {
        headers: { apikey: svc.anonKey },
      });
      expect(r.status).toBe(200);
    } finally {
      errors.mockRestore();
      warns.mockRestore();
    }
  });
});
