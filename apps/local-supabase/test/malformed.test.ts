import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Service, startService, uniqueEmail } from './helpers.ts';

/** Every malformed request gets a clear error, stores nothing and leaves the service up. */
describe('malformed input', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService({
      LOCAL_SUPABASE_RATE_LIMITS: 'off',
      LOCAL_SUPABASE_EMAIL_MIN_INTERVAL: '0',
    });
  });
  afterAll(() => svc.stop());

  const post = (
    route: string,
    body: string | Uint8Array | undefined,
    headers: Record<string, string> = { 'Content-Type': 'application/json' },
  ) => svc.api(route, { method: 'POST', headers, body });

  const nothingStored = () => {
    expect(svc.count('users')).toBe(0);
    expect(svc.count('sessions')).toBe(0);
    expect(svc.count('mail_messages')).toBe(0);
  };

  it('bad JSON, non-object JSON, empty bodies and wrong field types → 400 bad_json', async () => {
    const bodies = [
      '{"email": "a@b.co", "password": ',
      'not json',
      '[1,2]',
      'null',
      '"string"',
      '42',
      '',
    ];
    for (const route of [
      '/signup',
      '/token?grant_type=password',
      '/recover',
      '/resend',
      '/verify',
    ]) {
      for (const body of bodies) {
        const res = await post(route, body);
        const json = (await res.json()) as { code: string; message: string };
        expect({ route, body, status: res.status, code: json.code }).toEqual({
          route,
          body,
          status: 400,
          code: 'bad_json',
        });
        expect(json.message).toMatch(/^Could not parse request body as JSON: /);
      }
    }
    for (const body of [
      { email: 42, password: 'secret-pw' },
      { email: 'a@b.co', password: ['x'] },
      { email: 'a@b.co', password: 'secret-pw', data: 'x' },
    ]) {
      const res = await post('/signup', JSON.stringify(body));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('bad_json');
    }
    const invalidUtf8 = await post('/signup', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
    expect(invalidUtf8.status).toBe(400);
    nothingStored();
  });

  it('wrong content type → 415, nothing stored', async () => {
    const body = JSON.stringify({ email: uniqueEmail('ct'), password: 'secret-pw' });
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await post('/signup', body, { 'Content-Type': type });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        code: 'bad_json',
        message: 'Could not parse request body as JSON: Content-Type must be application/json',
      });
    }
    const noType = await svc.api('/signup', {
      method: 'POST',
      body: new Uint8Array(Buffer.from(body)),
    });
    expect(noType.status).toBe(415);
    nothingStored();
  });

  it('huge bodies → 413 without reading them whole, and the service stays up', async () => {
    const big = JSON.stringify({
      email: uniqueEmail('big'),
      password: 'secret-pw',
      data: { blob: 'x'.repeat(2 * 1024 * 1024) },
    });
    const res = await post('/signup', big);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('validation_failed');

    // A client that lies about nothing but streams without end (chunked): cut off at the limit.
    const port = svc.port;
    const answer = await new Promise<string>((resolve) => {
      const sock = net.connect(port, '127.0.0.1', () => {
        sock.write(
          `POST /auth/v1/signup HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${svc.anonKey}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
        );
        const chunk = 'a'.repeat(64 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < 40 && sock.writable) {
            sent++;
            if (!sock.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)) {
              sock.once('drain', pump);
              return;
            }
          }
        };
        pump();
      });
      let data = '';
      sock.on('data', (d) => (data += d.toString()));
      sock.on('error', () => resolve(data));
      sock.on('close', () => resolve(data));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect((await svc.api('/health')).status).toBe(200);
    nothingStored();
  });

  it('unicode, SQL-looking and oversized emails are refused as invalid format', async () => {
    const bad = [
      'jürgen@example.com',
      'user@exämple.com',
      '用户@例子.广告',
      "x'; DROP TABLE users; --@example.com",
      'a@b.com; DELETE FROM users',
      '" OR 1=1 --@example.com',
      'a@b.com\u0000',
      'a@@b.com',
      '@example.com',
      `${'a'.repeat(250)}@example.com`,
      'a b@example.com',
    ];
    for (const email of bad) {
      const res = await post('/signup', JSON.stringify({ email, password: 'secret-pw' }));
      expect({ email, status: res.status }).toEqual({ email, status: 400 });
      expect(await res.json()).toEqual({
        code: 'validation_failed',
        message: 'Unable to validate email address: invalid format',
      });
      const signIn = await post(
        '/token?grant_type=password',
        JSON.stringify({ email, password: 'secret-pw' }),
      );
      expect(((await signIn.json()) as { code: string }).code).toBe('invalid_credentials');
    }
    nothingStored();
  });

  it('a valid address with quote characters is stored verbatim and safely', async () => {
    const email = `o'reilly+${Date.now()}@example.com`;
    const res = await post('/signup', JSON.stringify({ email, password: 'secret-pw' }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { email: string }).email).toBe(email);
    expect(svc.count('users')).toBe(1);
    const tables = svc.db
      .prepare("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'auth'")
      .all() as {
      name: string;
    }[];
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['users', 'sessions', 'refresh_tokens', 'identities']),
    );
    svc.db.prepare('DELETE FROM users').run();
    svc.db.prepare('DELETE FROM mail_messages').run();
  });

  it('missing headers: no apikey → 401, no bearer → 401, no content type → 415; nothing stored', async () => {
    const res = await fetch(`${svc.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('nokey'), password: 'secret-pw' }),
    });
    expect(res.status).toBe(401);
    const user = await svc.api('/user');
    expect(user.status).toBe(401);
    expect(await user.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
    const put = await svc.api('/user', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: 'Basic abc' },
      body: '{}',
    });
    expect(put.status).toBe(401);
    nothingStored();
  });

  it('POST /verify validates its type and token form', async () => {
    const noType = await post('/verify', JSON.stringify({ token_hash: 'abc' }));
    expect(noType.status).toBe(400);
    expect(((await noType.json()) as { code: string }).code).toBe('validation_failed');
    const shortHash = await post(
      '/verify',
      JSON.stringify({ type: 'signup', token_hash: "' OR 1=1 --" }),
    );
    expect(shortHash.status).toBe(403);
    expect(await shortHash.json()).toEqual({
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    });
    const link = await fetch(
      `${svc.url}/auth/v1/verify?token=%27%20OR%201%3D1&type=signup&redirect_to=https%3A%2F%2Fevil.example%2F`,
      { redirect: 'manual' },
    );
    expect(link.status).toBe(303);
    // An unlisted redirect falls back to the site URL.
    expect(link.headers.get('location')).toBe(
      'http://localhost:5173#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
    nothingStored();
  });
});
