import { generateKeyPairSync, sign } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInUserId } from '../data/client';
import type * as Server from './server';

const project = 'http://127.0.0.1:54999';
const cookieName = 'sb-127-auth-token';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claims = () => ({
  sub: 'u-1',
  email: 'a@example.com',
  role: 'authenticated',
  exp: Math.floor(Date.now() / 1000) + 3600,
});

/**
 * An HS256 token (a project on a shared secret): the client cannot check it, so the auth
 * service does. Its signature is not real; the stubbed service accepts it.
 */
function hs256Token(): string {
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims())}.c2ln`;
}

/** The project's ES256 signing key; its public half is what the JWK set serves. */
const kid = 'test-key-1';
const keyPair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const jwks = { keys: [{ ...keyPair.publicKey.export({ format: 'jwk' }), kid, alg: 'ES256' }] };

function es256Token(payload: object = claims()): string {
  const signed = `${part({ alg: 'ES256', kid, typ: 'JWT' })}.${part(payload)}`;
  const signature = sign('sha256', Buffer.from(signed), {
    key: keyPair.privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return `${signed}.${signature.toString('base64url')}`;
}

/** A page request with a session cookie, as the browser sends it. */
function pageRequest(access_token = hs256Token()): Request {
  const session = {
    access_token,
    refresh_token: 'r-1',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { id: 'u-1', email: 'a@example.com' },
  };
  return new Request('http://127.0.0.1:4173/jobs?q=design', {
    headers: { Cookie: `${cookieName}=${encodeURIComponent(JSON.stringify(session))}` },
  });
}

/** What React Router gives each loader: a copy of the request (its own parameters removed). */
const loaderCopy = (request: Request) =>
  new Request(new URL(request.url).href, { headers: request.headers, signal: request.signal });

let asked: string[] = [];
let server: typeof Server;

beforeAll(async () => {
  vi.stubEnv('VITE_SUPABASE_URL', project);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon');
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    const path = new URL(url).pathname;
    asked.push(path);
    if (path === '/auth/v1/.well-known/jwks.json') return Response.json(jwks);
    return Response.json({ id: 'u-1', email: 'a@example.com', aud: 'authenticated' });
  });
  server = await import('./server');
});

afterEach(() => {
  asked = [];
});

describe('requestUser', () => {
  it('asks the auth service once for all the loaders of one request', async () => {
    const request = pageRequest();
    const context = {};
    const [root, shell, screen] = await Promise.all([
      server.requestUser(loaderCopy(request), context),
      server.requireUser(loaderCopy(request), context),
      server.requireUser(loaderCopy(request), context),
    ]);
    expect(asked).toEqual(['/auth/v1/user']);
    expect(root.user).toEqual({ id: 'u-1', email: 'a@example.com' });
    expect(shell.user.id).toBe('u-1');
    // One client and one set of response headers: a refreshed session is written once.
    expect(screen.db).toBe(root.db);
    expect(screen.headers).toBe(shell.headers);
  });

  it('asks again for another request', async () => {
    await server.requestUser(pageRequest(), {});
    await server.requestUser(pageRequest(), {});
    expect(asked).toEqual(['/auth/v1/user', '/auth/v1/user']);
  });

  it('does not ask without a session cookie, and sends a loader that needs one to /auth', async () => {
    const request = new Request('http://127.0.0.1:4173/jobs');
    expect((await server.requestUser(request, {})).user).toBeNull();
    const refused = await server.requireUser(request, {}).catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get('Location')).toBe('/auth');
    expect(asked).toEqual([]);
  });
});

describe('requestUser with an asymmetric signing key (ES256)', () => {
  it('checks the token itself against the JWK set, fetched once for every request', async () => {
    const first = await server.requestUser(pageRequest(es256Token()), {});
    const second = await server.requestUser(pageRequest(es256Token()), {});
    expect(first.user).toEqual({ id: 'u-1', email: 'a@example.com' });
    expect(second.user?.id).toBe('u-1');
    // No round trip to the auth service per page: the keys once, then nothing.
    expect(asked).toEqual(['/auth/v1/.well-known/jwks.json']);
    // The data helpers that name the caller take that verified id, not the cookie's user.
    const stored = vi.spyOn(first.db.auth, 'getSession');
    expect(await signedInUserId(first.db)).toBe('u-1');
    expect(stored).not.toHaveBeenCalled();
  });

  it('refuses a token whose claims were changed after signing, without asking the service', async () => {
    const [header, , signature] = es256Token().split('.');
    const forged = `${header}.${part({ ...claims(), sub: 'u-2' })}.${signature}`;
    const request = pageRequest(forged);
    expect((await server.requestUser(request, {})).user).toBeNull();
    const refused = await server.requireUser(request, {}).catch((thrown: unknown) => thrown);
    expect((refused as Response).headers.get('Location')).toBe('/auth');
    expect(asked).not.toContain('/auth/v1/user');
  });
});
