/**
 * The change feed on real Postgres, as Supabase Realtime does it: the changes of the tables in
 * the `supabase_realtime` publication come from the write-ahead log (wal.ts: logical
 * replication, pgoutput), with no triggers and no polling. Each committed transaction is queued
 * in commit order and handed to deliver.ts, which reads every changed row again with each
 * subscriber's JWT so that RLS decides who receives it.
 *
 *   - The stream starts with the feed (a temporary replication slot, one walsender) and stays
 *     open; transactions that arrive while nobody subscribes are dropped at once.
 *   - A transaction is decoded as soon as its commit is on disk, a moment before other sessions
 *     can see it: before its rows are read again, the feed waits until a fresh snapshot sees
 *     every transaction of the batch (one small query per batch, usually answered at once).
 *   - The published tables (columns, types, primary keys) are read from the catalog once:
 *     adding a table to the publication needs a restart, as PostgREST's schema does.
 *   - The same ordinary connection (two at most) answers `liveSessions`, the sign-out check of
 *     endpoint.ts against auth.sessions.
 */
import postgres from 'postgres';
import type { Binding } from './bindings.ts';
import {
  type ChangeRow,
  deliver,
  probeBinding,
  type PublishedTable,
  type Subscriber,
} from './deliver.ts';
import type { RestClient } from './rest.ts';
import { type ConnectionOptions, type TextRow, type WalTransaction, WalStream } from './wal.ts';

export const PUBLICATION = 'supabase_realtime';

/** What a JWT may do on a private channel's topic (Realtime Authorization). */
export interface Authorization {
  /** Hosted joins a private channel only when this holds. */
  broadcastRead: boolean;
  /** presence_state and presence_diff reach the channel only when this holds. */
  presenceRead: boolean;
  /** A presence track is accepted only when this holds. */
  presenceWrite: boolean;
}

export interface ChangeFeedOptions {
  rest: RestClient;
  serviceRoleKey: string;
  /** The database, as a role that may replicate and read auth.sessions (the stack's superuser). */
  database: ConnectionOptions;
  onWarning?: (message: string) => void;
  /** How long `add` waits for the WAL stream (default 10 s). */
  activationTimeoutMs?: number;
}

/** Changes handed to deliver.ts at once, at most (a bigger transaction is split, in order). */
const BATCH = 500;
/** Longest wait for a batch's transactions to become visible (then it is read anyway). */
const VISIBILITY_WAIT_MS = 2_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A signed-in JWT's session: `session_id` and `sub`. */
export interface SessionRef {
  id: string;
  user: string;
}

export const sessionKey = (r: SessionRef) => `${r.id.toLowerCase()}/${r.user.toLowerCase()}`;

/** A key value in the type hosted sends it as (numbers and booleans as JSON, the rest text). */
function keyValue(text: string | null | undefined, type: string): unknown {
  if (text === null || text === undefined) return null;
  if (type === 'int2' || type === 'int4' || type === 'float4' || type === 'float8')
    return Number(text);
  if (type === 'bool') return text === 't';
  return text;
}

export class ChangeFeed {
  private readonly subs = new Set<Subscriber>();
  private readonly sql: postgres.Sql;
  private readonly wal: WalStream;
  private publishedTables?: Promise<Map<string, PublishedTable>>;
  private readonly queue: WalTransaction[] = [];
  private draining = false;
  private closed = false;
  private readonly counters = {
    transactions: 0,
    changes: 0,
    delivered: 0,
    reads: 0,
    /** Batches that had to wait for their transactions to become visible. */
    visibilityWaits: 0,
    /** Filters tried on the database at join (their value against the column's type). */
    probes: 0,
    /** Private channels' policy checks (Realtime Authorization). */
    authorizations: 0,
  };

  constructor(private readonly o: ChangeFeedOptions) {
    this.sql = postgres({
      ...o.database,
      max: 2,
      idle_timeout: 60,
      onnotice: () => {},
      connection: { application_name: 'local-realtime' },
    });
    this.wal = new WalStream({
      connection: o.database,
      publication: PUBLICATION,
      onTransaction: (t) => this.enqueue(t),
      onWarning: o.onWarning,
    });
    // Started now, not at the first join: creating a slot waits for open transactions to end.
    this.wal.start().catch((e: unknown) => {
      if (!this.closed) o.onWarning?.(`realtime: the WAL stream: ${(e as Error).message}`);
    });
  }

  /** The tables of the supabase_realtime publication (read once: schema changes need a restart). */
  published(): Promise<Map<string, PublishedTable>> {
    this.publishedTables ??= this.loadPublished().catch((e: unknown) => {
      this.publishedTables = undefined;
      throw e;
    });
    return this.publishedTables;
  }

  private async loadPublished(): Promise<Map<string, PublishedTable>> {
    const rows = await this.sql<
      { schema_name: string; table_name: string; name: string; type: string; pk: boolean }[]
    >`
      select pt.schemaname::text as schema_name, pt.tablename::text as table_name,
             a.attname::text as name, t.typname::text as type,
             coalesce(a.attnum = any (i.indkey), false) as pk
      from pg_catalog.pg_publication_tables pt
      join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
      join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_catalog.pg_type t on t.oid = a.atttypid
      left join pg_catalog.pg_index i on i.indrelid = c.oid and i.indisprimary
      where pt.pubname = ${PUBLICATION}
      order by 1, 2, a.attnum`;
    const map = new Map<string, PublishedTable>();
    for (const c of rows) {
      const key = `${c.schema_name}.${c.table_name}`;
      let t = map.get(key);
      if (!t)
        map.set(key, (t = { schema: c.schema_name, table: c.table_name, columns: [], pk: [] }));
      t.columns.push({ name: c.name, type: c.type });
      if (c.pk) t.pk.push(c.name);
    }
    for (const [key, t] of map)
      if (t.pk.length === 0) {
        // Nothing to read it again by: its changes cannot be checked against RLS.
        this.o.onWarning?.(`realtime: ${key} has no primary key; its changes are not followed`);
        map.delete(key);
      }
    return map;
  }

  /**
   * Asks the database whether a binding's filter can be applied (its value fits the column's
   * type): the answer is PostgREST's error message, or undefined when it can.
   */
  async probe(b: Binding): Promise<string | undefined> {
    this.counters.probes++;
    return probeBinding(this.o.rest, this.o.serviceRoleKey, await this.published(), b);
  }

  /** Starts delivering to `sub`; resolves once the WAL is streaming. */
  async add(sub: Subscriber): Promise<void> {
    if (this.closed) throw new Error('the change feed is closed');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.wal.start(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('the WAL stream did not start in time')),
            this.o.activationTimeoutMs ?? 10_000,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
    if (this.closed) throw new Error('the change feed is closed');
    this.subs.add(sub);
  }

  remove(sub: Subscriber): void {
    this.subs.delete(sub);
  }

  /**
   * Which of these sessions (a JWT's `session_id` and `sub`) still exist in auth.sessions for
   * that user and have not passed their `not_after` (sign-out deletes the row): the same rule as
   * the database's public.check_session(), PostgREST's pre-request. Answers `sessionKey`s.
   */
  async liveSessions(refs: readonly SessionRef[]): Promise<Set<string>> {
    const wanted = [
      ...new Map(
        refs.filter((r) => UUID.test(r.id) && UUID.test(r.user)).map((r) => [sessionKey(r), r]),
      ).values(),
    ];
    if (wanted.length === 0) return new Set();
    const rows = await this.sql<{ id: string; user_id: string }[]>`
      select s.id::text as id, s.user_id::text as user_id
      from auth.sessions s
      join unnest(${wanted.map((r) => r.id)}::uuid[], ${wanted.map((r) => r.user)}::uuid[])
        as w(id, user_id) on s.id = w.id and s.user_id = w.user_id
      where s.not_after is null or s.not_after > now()`;
    return new Set(rows.map((r) => sessionKey({ id: r.id, user: r.user_id })));
  }

  /**
   * Realtime Authorization of a private channel, as hosted checks it: in a transaction that is
   * rolled back, one row of the topic per extension ('broadcast', 'presence') is written as the
   * superuser, then, as the JWT's role with its claims in request.jwt.claims and the topic in
   * realtime.topic(), read back (the select policies of realtime.messages decide `broadcastRead`
   * and `presenceRead`) and a 'presence' row written (the insert policies decide
   * `presenceWrite`). Only anon, authenticated and service_role are taken as roles.
   */
  async authorize(topic: string, claims: Record<string, unknown>): Promise<Authorization> {
    const result: Authorization = {
      broadcastRead: false,
      presenceRead: false,
      presenceWrite: false,
    };
    const role = claims.role;
    if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') return result;
    const rollback = new Error('rollback');
    this.counters.authorizations += 1;
    await this.sql
      .begin(async (tx) => {
        const probes = await tx<{ id: string; extension: string }[]>`
          insert into realtime.messages (topic, extension, private, event, payload)
          values (${topic}, 'broadcast', true, 'authorization_check', '{}'::jsonb),
                 (${topic}, 'presence', true, 'authorization_check', '{}'::jsonb)
          returning id::text as id, extension`;
        await tx`
          select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true),
                 set_config('realtime.topic', ${topic}, true)`;
        // A refused write is an answer here, not an error for the server's log.
        await tx`select set_config('log_min_messages', 'fatal', true)`;
        await tx.unsafe(`set local role ${role}`);
        const seen = await tx<{ extension: string }[]>`
          select extension from realtime.messages
          where id = any(${probes.map((p) => p.id)}::uuid[])`;
        result.broadcastRead = seen.some((r) => r.extension === 'broadcast');
        result.presenceRead = seen.some((r) => r.extension === 'presence');
        await tx
          .savepoint(async (sp) => {
            await sp`
              insert into realtime.messages (topic, extension, private, event, payload)
              values (${topic}, 'presence', true, 'authorization_check', '{}'::jsonb)`;
            result.presenceWrite = true;
          })
          .catch((e: unknown) => {
            // 42501: refused by a policy (or no grant); anything else is a real failure.
            if ((e as { code?: string }).code !== '42501') throw e;
          });
        throw rollback;
      })
      .catch((e: unknown) => {
        if (e !== rollback) throw e;
      });
    return result;
  }

  stats() {
    return {
      subscribers: this.subs.size,
      active: this.wal.streaming,
      queued: this.queue.length,
      ...this.counters,
      wal: this.wal.stats(),
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subs.clear();
    this.queue.length = 0;
    await this.wal.close();
    await this.sql.end({ timeout: 1 }).catch(() => {});
  }

  private enqueue(t: WalTransaction): void {
    if (this.subs.size === 0 || this.closed) return;
    this.queue.push(t);
    if (!this.draining) void this.drain();
  }

  private toRows(t: WalTransaction, published: Map<string, PublishedTable>): ChangeRow[] {
    const out: ChangeRow[] = [];
    for (const c of t.changes) {
      const table = published.get(`${c.schema}.${c.table}`);
      if (!table) continue;
      const key = (row: TextRow) => {
        const k: Record<string, unknown> = {};
        for (const col of table.pk)
          k[col] = keyValue(row[col], table.columns.find((x) => x.name === col)!.type);
        return k;
      };
      const row: ChangeRow = {
        schema_name: c.schema,
        table_name: c.table,
        op: c.op,
        pk: key(c.row),
        commit_timestamp: t.commitTimestamp,
      };
      if (c.old) row.old_pk = key(c.old);
      out.push(row);
    }
    return out;
  }

  /**
   * Resolves once a new snapshot sees all these transactions (committed, and gone from the
   * running set), so that reading their rows again finds them.
   */
  private async visible(xids: number[]): Promise<void> {
    const t0 = Date.now();
    let waited = false;
    for (;;) {
      try {
        const [r] = await this.sql<{ visible: boolean }[]>`
          with s as (
            select snap, pg_catalog.pg_snapshot_xmax(snap)::text::bigint as xmax
            from (select pg_catalog.pg_current_snapshot() as snap) x
          )
          select coalesce(bool_and(pg_catalog.pg_visible_in_snapshot(
            (greatest(0, (s.xmax >> 32) - case when x > (s.xmax & 4294967295) then 1 else 0 end)
              << 32 | x)::text::xid8,
            s.snap)), true) as visible
          from s, unnest(${xids}::bigint[]) as x`;
        if (r?.visible) return;
      } catch (e) {
        this.o.onWarning?.(`realtime: visibility check: ${(e as Error).message}`);
        return;
      }
      if (!waited) this.counters.visibilityWaits++;
      waited = true;
      if (Date.now() - t0 > VISIBILITY_WAIT_MS) return;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }

  /** Hands the queued transactions over, one batch at a time, in commit order. */
  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0 && !this.closed) {
        let published: Map<string, PublishedTable>;
        try {
          published = await this.published();
        } catch (e) {
          this.o.onWarning?.(
            `realtime: could not read the published tables: ${(e as Error).message}; ${this.queue.length} transactions not delivered`,
          );
          this.queue.length = 0;
          return;
        }
        const rows: ChangeRow[] = [];
        const xids = new Set<number>();
        while (this.queue.length > 0 && rows.length < BATCH) {
          const t = this.queue.shift()!;
          this.counters.transactions++;
          const more = this.toRows(t, published);
          if (more.length > 0) xids.add(t.xid);
          rows.push(...more);
        }
        this.counters.changes += rows.length;
        if (rows.length === 0 || this.subs.size === 0) continue;
        await this.visible([...xids]);
        await deliver(
          { rest: this.o.rest, counters: this.counters, onWarning: this.o.onWarning },
          rows,
          [...this.subs],
          this.subs,
          published,
        );
      }
    } finally {
      this.draining = false;
    }
  }
}
