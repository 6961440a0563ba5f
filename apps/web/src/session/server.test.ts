import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Server from './server';

const project = 'http://127.0.0.1:54999';
const cookieName = 'sb-127-auth-token';

/** A JWT the client reads (not verifies): it decides from `exp` whether to refresh first. */
function accessToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'u-1', role: 'authenticated', exp })}.c2ln`;
}

/** A page request with a session cookie, as the browser sends it. */
function pageRequest(): Request {
  const session = {
    access_token: accessToken(),
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
    asked.push(new URL(url).pathname);
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
