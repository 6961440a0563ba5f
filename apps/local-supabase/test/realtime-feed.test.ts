import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseBindings } from '../src/realtime/bindings.ts';
import type { ChangePayload, Subscriber } from '../src/realtime/deliver.ts';
import { ChangeFeed, sessionKey } from '../src/realtime/feed.ts';
import type { RestAnswer, RestClient } from '../src/realtime/rest.ts';
import { startTestPostgres, type TestPostgres } from './realtime-pg.ts';

/**
 * src/realtime/feed.ts on a real Postgres 17 (wal_level=logical): changes of the published
 * tables reach the subscribers that may read them again (the re-read is a stand-in for
 * PostgREST here: token 'ada' sees every message, 'cy' none, 'old' is refused as an expired
 * JWT), in commit order; and the sign-out check against auth.sessions.
 */

let pg: TestPostgres;
let feed: ChangeFeed;
const warnings: string[] = [];
const asked: string[] = [];
/** Every subscriber a test made: removed after it, pass or fail. */
const made: Subscriber[] = [];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor<T>(probe: () => T | undefined | false, ms = 5_000): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = probe();
    if (v) return v;
    if (Date.now() - t0 > ms) throw new Error(`timed out after ${ms} ms`);
    await sleep(10);
  }
}

let onOldThenNew: (() => void) | undefined;

/** /rest/v1 as the feed uses it: `GET /messages?select=*&id=in.(…)` as a token. */
const rest: RestClient = {
  async request(method, pathAndQuery, token): Promise<RestAnswer> {
    asked.push(`${token} ${pathAndQuery}`);
    if (token === 'old' || token === 'old-then-new') {
      // 'old-then-new': the subscriber switches to a valid token while this read is under way.
      if (token === 'old-then-new') onOldThenNew?.();
      return { status: 401, body: { code: 'PGRST301', message: 'JWT expired' } };
    }
    const u = new URL(pathAndQuery, 'http://x');
    if (u.searchParams.get('limit') === '0') return { status: 200, body: [] };
    const ids = /^in\.\((.*)\)$/
      .exec(u.searchParams.get('id') ?? '')?.[1]!
      .split(',')
      .map((v) => JSON.parse(v) as string);
    if (method !== 'GET' || !ids) return { status: 400, body: { message: 'unexpected' } };
    if (token !== 'ada') return { status: 200, body: [] };
    const rows = await pg.sql`select * from public.messages where id = any(${ids}::uuid[])`;
    return { status: 200, body: rows.map((r) => ({ ...r })) };
  },
  close() {},
};

function subscriber(first: string, bindings: unknown[]) {
  let token = first;
  const got: ChangePayload[] = [];
  const refusals: string[] = [];
  const s: Subscriber & { got: ChangePayload[]; refusals: string[] } = {
    bindings: [],
    token: () => token,
    deliver: (p) => got.push(p),
    refused: (m) => refusals.push(m),
    got,
    refusals,
  };
  made.push(s);
  return {
    s,
    switchTo: (t: string) => (token = t),
    ready: feed
      .published()
      .then((p) => ((s as { bindings: unknown }).bindings = parseBindings(bindings, p))),
  };
}

beforeAll(async () => {
  pg = await startTestPostgres();
  await pg.sql.unsafe(`
    create schema auth;
    create table auth.sessions (id uuid primary key, user_id uuid not null, not_after timestamptz);
    create table public.messages (id uuid primary key default gen_random_uuid(), body text,
      n integer);
    create table public.loose (v text);
    create table public.unpublished (id int primary key);
    create publication supabase_realtime for table public.messages, public.loose;
  `);
  feed = new ChangeFeed({
    rest,
    serviceRoleKey: 'service',
    database: pg.connection,
    onWarning: (m) => warnings.push(m),
  });
}, 60_000);

afterEach(() => {
  for (const s of made.splice(0)) feed.remove(s);
});

afterAll(async () => {
  await feed?.close();
  await pg?.stop();
});

describe('ChangeFeed (write-ahead log)', () => {
  it('reads the publication from the catalog; a table without a primary key is left out, with a warning', async () => {
    const p = await feed.published();
    expect([...p.keys()]).toEqual(['public.messages']);
    expect(p.get('public.messages')).toEqual({
      schema: 'public',
      table: 'messages',
      columns: [
        { name: 'id', type: 'uuid' },
        { name: 'body', type: 'text' },
        { name: 'n', type: 'int4' },
      ],
      pk: ['id'],
    });
    expect(warnings).toContain(
      'realtime: public.loose has no primary key; its changes are not followed',
    );
  });

  it('delivers what each token may read again, in commit order; DELETE with the old key', async () => {
    const all = [{ event: '*', schema: 'public', table: 'messages' }];
    const ada = subscriber('ada', all);
    const cy = subscriber('cy', all);
    const adaInserts = subscriber('ada', [
      { event: 'INSERT', schema: 'public', table: 'messages' },
    ]);
    for (const x of [ada, cy, adaInserts]) {
      await x.ready;
      await feed.add(x.s);
    }
    const t0 = Date.now();
    const [row] = await pg.sql`insert into public.messages (body, n) values ('hi', 1) returning *`;
    // The record is the row as read again: let this one be read before it is edited below.
    await waitFor(() => ada.s.got.length === 1);
    for (let i = 0; i < 20; i++)
      await pg.sql`insert into public.messages (body, n) values ('burst', ${i})`;
    await pg.sql`update public.messages set body = 'edited' where id = ${row!.id}`;
    // An UPDATE is read again: had the row been deleted first, RLS could not be asked and the
    // UPDATE would not be delivered. So the delete waits for it.
    await waitFor(() => ada.s.got.length === 22);
    await pg.sql`delete from public.messages where id = ${row!.id}`;
    await pg.sql`insert into public.unpublished values (1)`;
    await waitFor(() => ada.s.got.length === 23);
    const first = ada.s.got[0]!;
    expect(first.data).toMatchObject({
      schema: 'public',
      table: 'messages',
      type: 'INSERT',
      record: { id: row!.id, body: 'hi', n: 1 },
      errors: null,
    });
    expect(first.ids).toEqual([ada.s.bindings[0]!.id]);
    expect(Date.parse(first.data.commit_timestamp)).toBeGreaterThanOrEqual(t0 - 1_000);
    expect(ada.s.got.slice(1, 21).map((p) => p.data.record!.n)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
    expect(ada.s.got[21]!.data).toMatchObject({
      type: 'UPDATE',
      record: { id: row!.id, body: 'edited' },
      old_record: { id: row!.id },
    });
    expect(ada.s.got[22]!.data).toMatchObject({ type: 'DELETE', old_record: { id: row!.id } });
    expect(ada.s.got[22]!.data.record).toBeUndefined();
    // RLS said no to cy: only the DELETE (which cannot be read again) reaches it, as on hosted.
    await sleep(200);
    expect(cy.s.got.map((p) => p.data.type)).toEqual(['DELETE']);
    expect(adaInserts.s.got.every((p) => p.data.type === 'INSERT')).toBe(true);
    expect(adaInserts.s.got).toHaveLength(21);
  });

  it('an UPDATE is delivered only if it can be read again; a refused token is told', async () => {
    const old = subscriber('old', [{ event: '*', schema: 'public', table: 'messages' }]);
    await old.ready;
    await feed.add(old.s);
    await pg.sql`insert into public.messages (body) values ('for an expired token')`;
    await waitFor(() => old.s.refusals.length > 0);
    expect(old.s.refusals[0]).toBe('PGRST301: JWT expired');
    expect(old.s.got).toEqual([]);
  });

  it('a read refused for a token the subscriber has since replaced does not end it', async () => {
    const x = subscriber('old-then-new', [{ event: '*', schema: 'public', table: 'messages' }]);
    await x.ready;
    await feed.add(x.s);
    onOldThenNew = () => x.switchTo('ada');
    await pg.sql`insert into public.messages (body) values ('while switching')`;
    await waitFor(() => asked.some((q) => q.startsWith('old-then-new ')));
    await pg.sql`insert into public.messages (body) values ('after the switch')`;
    // What was read with the old token is not delivered; the new token's reads are.
    const got = await waitFor(() =>
      x.s.got.find((p) => p.data.record?.body === 'after the switch'),
    );
    expect(got.data.type).toBe('INSERT');
    expect(x.s.got.some((p) => p.data.record?.body === 'while switching')).toBe(false);
    expect(x.s.refusals).toEqual([]);
    onOldThenNew = undefined;
  });

  it('nobody subscribed: transactions are dropped, nothing is read', async () => {
    const before = asked.length;
    await pg.sql`insert into public.messages (body) values ('unheard')`;
    await sleep(300);
    expect(asked.length).toBe(before);
    expect(feed.stats()).toMatchObject({ subscribers: 0, active: true, queued: 0 });
    console.log(`feed after the tests above: ${JSON.stringify(feed.stats())}`);
  });

  it('liveSessions: sessions of that user that exist and have not passed not_after', async () => {
    const id = (x: string) => `${x.repeat(8)}-0000-4000-8000-000000000000`;
    const [a, b, c, u, v] = ['a', 'b', 'c', 'd', 'e'].map(id) as [
      string,
      string,
      string,
      string,
      string,
    ];
    await pg.sql`insert into auth.sessions values (${a}, ${u}, null),
      (${b}, ${u}, now() - interval '1 minute'), (${c}, ${v}, now() + interval '1 hour')`;
    const refs = [
      { id: a, user: u },
      { id: b, user: u },
      { id: c, user: v },
      // Someone else's session id.
      { id: c, user: u },
      { id: 'not-a-uuid', user: u },
      { id: id('f'), user: u },
    ];
    expect(await feed.liveSessions(refs)).toEqual(
      new Set([sessionKey({ id: a, user: u }), sessionKey({ id: c, user: v })]),
    );
    expect(await feed.liveSessions([])).toEqual(new Set());
    await pg.sql`delete from auth.sessions where id = ${a}`;
    expect(await feed.liveSessions(refs.slice(0, 3))).toEqual(
      new Set([sessionKey({ id: c, user: v })]),
    );
  });
});
