/**
 * Load benchmark on loopback (a command, not a test): sign-in (POST /token?grant_type=password)
 * and get-user (GET /user) throughput and latency percentiles under concurrent load.
 *
 *   pnpm --filter local-supabase bench  [-- --signins 400 --getusers 6000 --concurrency 16]
 *
 * The service runs in its own process (as `start` runs it) on a free port with a temporary data
 * folder, rate limits off; the load is bounded in count and stops by itself.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PACKAGE_DIR } from '../src/config.ts';

const { values } = parseArgs({
  // `pnpm bench -- --signins 100` passes the separator through; ignore it.
  args: process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--')),
  options: {
    signins: { type: 'string', default: '400' },
    getusers: { type: 'string', default: '6000' },
    concurrency: { type: 'string', default: '16' },
    users: { type: 'string', default: '20' },
  },
});
const SIGNINS = Number(values.signins);
const GETUSERS = Number(values.getusers);
const CONCURRENCY = Number(values.concurrency);
const USERS = Number(values.users);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-supabase-bench-'));
fs.chmodSync(dataDir, 0o755); // the cluster inside it, also as root (src/db/postgres.ts)
const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts')], {
  cwd: PACKAGE_DIR,
  env: {
    ...process.env,
    LOCAL_SUPABASE_PORT: '0',
    LOCAL_SUPABASE_DATA_DIR: dataDir,
    LOCAL_SUPABASE_RATE_LIMITS: 'off',
    LOCAL_SUPABASE_AUTOCONFIRM: 'true',
    LOCAL_SUPABASE_SEED_DEMO: 'false',
    LOCAL_SUPABASE_SEED: 'false',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const { url, anonKey } = await new Promise<{ url: string; anonKey: string }>((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    const u = /listening on (http:\/\/\S+)/.exec(out)?.[1];
    const k = /anon key:\s+(\S+)/.exec(out)?.[1];
    if (u && k) resolve({ url: u, anonKey: k });
  });
  child.on('exit', (c) => reject(new Error(`service exited (${c})`)));
});

const headers = {
  apikey: anonKey,
  'X-Supabase-Api-Version': '2024-01-01',
  'X-Client-Info': 'local-supabase-bench',
};
const creds = Array.from({ length: USERS }, (_, i) => ({
  email: `bench-${i}@example.com`,
  password: `bench-password-${i}`,
}));

async function post(route: string, body: unknown): Promise<Response> {
  return fetch(`${url}/auth/v1${route}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json;charset=UTF-8' },
    body: JSON.stringify(body),
  });
}

for (const c of creds) {
  const r = await post('/signup', c);
  if (r.status !== 200) throw new Error(`sign-up failed: ${r.status} ${await r.text()}`);
}

async function run(
  name: string,
  total: number,
  once: (i: number) => Promise<Response>,
  expectStatus: number,
) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const i = next++;
        const s = performance.now();
        const r = await once(i);
        await r.arrayBuffer();
        latencies.push(performance.now() - s);
        if (r.status !== expectStatus) failures++;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
  console.log(
    `${name.padEnd(9)} ${String(total).padStart(6)} req  ${(total / seconds).toFixed(1).padStart(8)} req/s  ` +
      `p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms  max ${latencies.at(-1)!.toFixed(1)} ms  failures ${failures}`,
  );
}

const tokens: string[] = [];
for (const c of creds) {
  const r = (await (await post('/token?grant_type=password', c)).json()) as {
    access_token: string;
  };
  tokens.push(r.access_token);
}

console.log(
  `local-supabase bench: ${os.cpus().length} cores, node ${process.version}, concurrency ${CONCURRENCY}, loopback`,
);
await run('sign-in', SIGNINS, (i) => post('/token?grant_type=password', creds[i % USERS]), 200);
await run(
  'get-user',
  GETUSERS,
  (i) =>
    fetch(`${url}/auth/v1/user`, {
      headers: { ...headers, Authorization: `Bearer ${tokens[i % USERS]}` },
    }),
  200,
);

child.kill('SIGTERM');
await new Promise((r) => child.on('exit', r));
fs.rmSync(dataDir, { recursive: true, force: true });
