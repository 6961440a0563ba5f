/**
 * Issue 14, finding 3: bcrypt off the event loop, in a bounded pool of worker threads. The
 * queue bound answers 429 in GoTrue's shape, for known and unknown emails alike. The latency of
 * /health and GET /user with 20 sign-ins in flight is measured and printed (never asserted:
 * timings depend on the machine), on the event loop (LOCAL_SUPABASE_HASH_WORKERS=0, the behaviour
 * before the pool) and with the pool.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { passwordPool } from '../src/auth/passwords.ts';
import { type Service, startService, uniqueEmail } from './helpers.ts';

const services: Service[] = [];
afterAll(async () => {
  for (const s of services) await s.stop();
});

async function service(env: Record<string, string>): Promise<Service> {
  const svc = await startService({
    LOCAL_SUPABASE_AUTOCONFIRM: 'true',
    LOCAL_SUPABASE_RATE_LIMITS: 'off',
    ...env,
  });
  services.push(svc);
  return svc;
}

const signIn = (svc: Service, email: string, password: string) =>
  svc.api('/token?grant_type=password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

describe('password hashing off the event loop (finding 3)', () => {
  it('a full queue answers 429 over_request_rate_limit at once, for known and unknown emails alike', async () => {
    const svc = await service({ LOCAL_SUPABASE_HASH_WORKERS: '1', LOCAL_SUPABASE_HASH_QUEUE: '2' });
    expect(passwordPool().options).toEqual({ workers: 1, queueLimit: 2 });
    const email = uniqueEmail('pool');
    expect((await svc.client().auth.signUp({ email, password: 'secret-pw' })).error).toBeNull();

    const attempts = Array.from({ length: 30 }, (_, i) =>
      i % 2 === 0
        ? signIn(svc, email, 'secret-pw')
        : signIn(svc, uniqueEmail('nobody'), 'secret-pw'),
    );
    const answers = await Promise.all(attempts);
    const statuses = answers.map((a) => a.status);
    // One running and two waiting get through (a few more as the first ones finish while the
    // rest arrive); the rest are turned away at once, whichever the email.
    expect(statuses.filter((s) => s !== 429).length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    expect(statuses.filter((s, i) => s === 429 && i % 2 === 0).length).toBeGreaterThan(0);
    expect(statuses.filter((s, i) => s === 429 && i % 2 === 1).length).toBeGreaterThan(0);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Too many sign-ins in progress: try again in a moment',
    });
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBe(400); // the unknown email: invalid credentials, after one comparison
    // Once the burst is over, sign-in works again.
    expect((await signIn(svc, email, 'secret-pw')).status).toBe(200);
    expect(passwordPool().inFlight).toBe(0);
  });

  it('measures /health and GET /user with 20 sign-ins in flight, on the event loop and in the pool', async () => {
    const rows: string[] = [];
    for (const workers of ['0', 'default']) {
      const svc = await service(workers === '0' ? { LOCAL_SUPABASE_HASH_WORKERS: '0' } : {});
      const email = uniqueEmail('lat');
      const r = await svc.client().auth.signUp({ email, password: 'secret-pw' });
      const token = r.data.session!.access_token;

      let stop = false;
      let signIns = 0;
      const t0 = performance.now();
      const signer = async () => {
        while (!stop) {
          const res = await signIn(svc, email, 'secret-pw');
          expect(res.status).toBe(200);
          await res.arrayBuffer();
          signIns++;
        }
      };
      const signers = Array.from({ length: 20 }, signer);
      await new Promise((res) => setTimeout(res, 300)); // let the burst build up
      const health: number[] = [];
      const user: number[] = [];
      for (let i = 0; i < 6; i++) {
        let t = performance.now();
        const h = await svc.api('/health');
        await h.arrayBuffer();
        health.push(performance.now() - t);
        t = performance.now();
        const u = await svc.api('/user', { headers: { Authorization: `Bearer ${token}` } });
        expect(u.status).toBe(200);
        await u.arrayBuffer();
        user.push(performance.now() - t);
      }
      stop = true;
      await Promise.all(signers);
      const seconds = (performance.now() - t0) / 1000;
      rows.push(
        `  hashing ${workers === '0' ? 'on the event loop (before)' : `in ${passwordPool().options.workers} worker threads (after)`}: ` +
          `/health p50 ${pct(health, 50).toFixed(1)} ms, p95 ${pct(health, 95).toFixed(1)} ms; ` +
          `GET /user p50 ${pct(user, 50).toFixed(1)} ms, p95 ${pct(user, 95).toFixed(1)} ms; ` +
          `sign-ins ${(signIns / seconds).toFixed(1)}/s`,
      );
    }
    console.log(`latency with 20 sign-ins in flight (in-process, loopback):\n${rows.join('\n')}`);
  }, 120_000);
});
