/**
 * Row changes from Postgres's write-ahead log, as Supabase Realtime takes them: logical
 * replication with the built-in `pgoutput` plugin, for the tables of one publication
 * (`supabase_realtime`). No triggers, no change table, no polling.
 *
 * A replication connection (the `postgres` client with `replication: 'database'`) creates a
 * TEMPORARY logical slot (dropped by Postgres when the connection ends, so nothing is retained
 * after a crash) and streams from it. Each committed transaction is handed over whole, in commit
 * order, with its commit time and, for each changed row, the column values as Postgres's text
 * (exactly what PostgREST filters take). Progress is confirmed after each transaction and on the
 * server's keepalives, so the slot holds back no WAL.
 *
 * The connection is watched: when it drops (Postgres restarted, the walsender killed) a new one
 * and a new slot are made after `reconnectMs` (backing off to 10 s while Postgres cannot be
 * reached), with one warning per outage; changes committed while it was down are not delivered
 * (hosted Realtime also loses them when its slot is recreated).
 *
 * Why not the client's own `sql.subscribe()`: it hides the commit time, parses key values into
 * JS types, and its reconnect was seen not to resume (killing the walsender left it silent).
 *
 * Needs `wal_level = logical` and a role allowed to replicate (superuser, or REPLICATION).
 */
import type { Duplex } from 'node:stream';
import postgres from 'postgres';

export type Op = 'INSERT' | 'UPDATE' | 'DELETE';
/** Column name → the value as Postgres's text output (null for NULL). */
export type TextRow = Record<string, string | null>;

export interface WalChange {
  schema: string;
  table: string;
  op: Op;
  /** INSERT, UPDATE: the new row (a TOASTed value left unchanged is absent); DELETE: the old key. */
  row: TextRow;
  /** UPDATE: the old key when it changed (or the whole old row with REPLICA IDENTITY FULL). */
  old?: TextRow;
}

export interface WalTransaction {
  /** The transaction id (32 bits, as in the WAL). */
  xid: number;
  /** Commit time, ISO 8601 (milliseconds). */
  commitTimestamp: string;
  /** The commit's end LSN, as Postgres writes it (e.g. 0/1A2B3C4). */
  lsn: string;
  changes: WalChange[];
}

/** How to reach the database: the `postgres` client's options (host may be a socket dir). */
export type ConnectionOptions = Pick<
  postgres.Options<Record<string, never>>,
  'host' | 'port' | 'path' | 'user' | 'password' | 'database' | 'ssl' | 'connect_timeout'
>;

export interface WalStreamOptions {
  connection: ConnectionOptions;
  /** The publication to follow (default supabase_realtime). */
  publication?: string;
  /** Called once per committed transaction that changed published rows, in commit order. */
  onTransaction: (t: WalTransaction) => void;
  onWarning?: (message: string) => void;
  /** Wait before reconnecting after the stream dropped (default 1 s). */
  reconnectMs?: number;
}

interface Relation {
  schema: string;
  table: string;
  columns: string[];
}

/** Postgres epoch (2000-01-01) in Unix milliseconds. */
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
const STATUS_INTERVAL_MS = 10_000;

const lsnText = (v: bigint) =>
  `${(v >> 32n).toString(16).toUpperCase()}/${(v & 0xffffffffn).toString(16).toUpperCase()}`;

function lsnValue(text: string): bigint {
  const [hi, lo] = text.split('/');
  return (BigInt(`0x${hi ?? '0'}`) << 32n) | BigInt(`0x${lo ?? '0'}`);
}

/** A pgoutput (protocol 1) message reader. */
class Reader {
  i = 0;
  constructor(readonly b: Buffer) {}
  u8(): number {
    return this.b[this.i++]!;
  }
  i16(): number {
    const v = this.b.readInt16BE(this.i);
    this.i += 2;
    return v;
  }
  u32(): number {
    const v = this.b.readUInt32BE(this.i);
    this.i += 4;
    return v;
  }
  i64(): bigint {
    const v = this.b.readBigInt64BE(this.i);
    this.i += 8;
    return v;
  }
  str(): string {
    const end = this.b.indexOf(0, this.i);
    const s = this.b.toString('utf8', this.i, end);
    this.i = end + 1;
    return s;
  }
  tuple(columns: readonly string[]): TextRow {
    const n = this.i16();
    const row: TextRow = {};
    for (let c = 0; c < n; c++) {
      const kind = this.u8();
      const name = columns[c] ?? `column${c + 1}`;
      if (kind === 0x6e /* n */) row[name] = null;
      else if (kind === 0x74 /* t */ || kind === 0x62 /* b */) {
        const len = this.u32();
        row[name] = this.b.toString('utf8', this.i, this.i + len);
        this.i += len;
      }
      // 'u': an unchanged TOASTed value, not sent: left out.
    }
    return row;
  }
}

export class WalStream {
  private sql?: postgres.Sql;
  private stream?: Duplex;
  private closed = false;
  private retry?: NodeJS.Timeout;
  private status?: NodeJS.Timeout;
  private starting?: Promise<void>;
  private readonly relations = new Map<number, Relation>();
  private current?: { xid: number; commitMs: number; changes: WalChange[] };
  /** Everything up to here has been handed over: confirmed to the server. */
  private confirmed = 0n;
  private readonly slot = `local_realtime_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  private connects = 0;
  private readonly counters = { transactions: 0, changes: 0, reconnects: 0 };

  constructor(private readonly o: WalStreamOptions) {}

  /** Resolves once changes are streaming (rejects with Postgres's reason if they cannot be). */
  start(): Promise<void> {
    this.starting ??= this.connect().catch((e: unknown) => {
      this.starting = undefined;
      throw e;
    });
    return this.starting;
  }

  get streaming(): boolean {
    return this.stream !== undefined;
  }

  stats() {
    return { streaming: this.streaming, ...this.counters };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    clearInterval(this.status);
    const sql = this.sql;
    this.sql = undefined;
    this.stream?.destroy();
    this.stream = undefined;
    await sql?.end({ timeout: 1 }).catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.closed) throw new Error('the WAL stream is closed');
    const publication = this.o.publication ?? 'supabase_realtime';
    if (!/^[A-Za-z_][A-Za-z0-9_$]*$/.test(publication))
      throw new Error(`invalid publication name ${JSON.stringify(publication)}`);
    const sql = postgres({
      ...this.o.connection,
      max: 1,
      idle_timeout: 0,
      max_lifetime: null,
      fetch_types: false,
      onnotice: () => {},
      connection: { replication: 'database', application_name: 'local-realtime' },
    });
    this.sql = sql;
    try {
      const [slot] = await sql.unsafe<{ consistent_point: string }[]>(
        `CREATE_REPLICATION_SLOT ${this.slot} TEMPORARY LOGICAL pgoutput NOEXPORT_SNAPSHOT`,
      );
      const from = slot!.consistent_point;
      this.confirmed = lsnValue(from);
      this.relations.clear();
      this.current = undefined;
      const stream = (await sql
        .unsafe(
          `START_REPLICATION SLOT ${this.slot} LOGICAL ${from} (proto_version '1', publication_names '${publication}')`,
        )
        .writable()) as unknown as Duplex;
      if (this.closed || this.sql !== sql) {
        stream.destroy();
        throw new Error('the WAL stream is closed');
      }
      this.stream = stream;
      stream.on('data', (d: Buffer) => this.onData(d));
      stream.on('error', (e: Error) => this.lost(sql, e));
      stream.on('close', () => this.lost(sql));
      clearInterval(this.status);
      this.status = setInterval(() => this.sendStatus(), STATUS_INTERVAL_MS);
      this.status.unref();
      if (this.connects++ > 0) this.counters.reconnects++;
    } catch (e) {
      if (this.sql === sql) this.sql = undefined;
      await sql.end({ timeout: 1 }).catch(() => {});
      throw e;
    }
  }

  /** The stream ended or failed: warn, and make a new connection (and slot) soon. */
  private lost(sql: postgres.Sql, e?: Error): void {
    if (this.closed || this.sql !== sql) return;
    this.sql = undefined;
    this.stream = undefined;
    clearInterval(this.status);
    void sql.end({ timeout: 1 }).catch(() => {});
    this.o.onWarning?.(
      `realtime: the WAL stream ended${e ? ` (${e.message})` : ''}; reconnecting (changes committed meanwhile are not delivered)`,
    );
    this.scheduleReconnect();
  }

  /** Tries again every `reconnectMs` (backing off to 10 s), warning once per outage. */
  private scheduleReconnect(failures = 0): void {
    clearTimeout(this.retry);
    const wait = Math.min(10_000, (this.o.reconnectMs ?? 1_000) * 2 ** Math.min(failures, 4));
    this.retry = setTimeout(() => {
      if (this.closed) return;
      this.connect().then(
        () => {
          if (failures > 0)
            this.o.onWarning?.(`realtime: the WAL stream is back after ${failures + 1} attempts`);
        },
        (e: unknown) => {
          if (this.closed) return;
          if (failures === 0)
            this.o.onWarning?.(`realtime: WAL stream: ${(e as Error).message}; retrying`);
          this.scheduleReconnect(failures + 1);
        },
      );
    }, wait);
    this.retry.unref();
  }

  private onData(d: Buffer): void {
    const kind = d[0];
    if (kind === 0x77 /* w: XLogData */) {
      try {
        this.onMessage(new Reader(d.subarray(25)));
      } catch (e) {
        this.o.onWarning?.(`realtime: unreadable WAL message: ${(e as Error).message}`);
      }
    } else if (kind === 0x6b /* k: keepalive */) {
      const walEnd = d.readBigInt64BE(1);
      // Nothing half-read: everything up to the server's end has been handed over.
      if (!this.current && walEnd > this.confirmed) this.confirmed = walEnd;
      if (d[17]) this.sendStatus();
    }
  }

  /** Standby status update: written, flushed and applied up to `confirmed`. */
  private sendStatus(): void {
    const stream = this.stream;
    if (!stream || stream.destroyed) return;
    const x = Buffer.alloc(34);
    x[0] = 0x72; // r
    x.writeBigInt64BE(this.confirmed, 1);
    x.writeBigInt64BE(this.confirmed, 9);
    x.writeBigInt64BE(this.confirmed, 17);
    x.writeBigInt64BE(BigInt(Date.now() - PG_EPOCH_MS) * 1000n, 25);
    x[33] = 0;
    stream.write(x);
  }

  private onMessage(r: Reader): void {
    const tag = String.fromCharCode(r.u8());
    switch (tag) {
      case 'B': {
        r.i64(); // final LSN
        const ts = r.i64();
        const xid = r.u32();
        this.current = { xid, commitMs: PG_EPOCH_MS + Number(ts / 1000n), changes: [] };
        return;
      }
      case 'C': {
        r.u8(); // flags
        r.i64(); // commit LSN
        const end = r.i64();
        const t = this.current;
        this.current = undefined;
        this.confirmed = end;
        if (t && t.changes.length > 0) {
          this.counters.transactions++;
          this.counters.changes += t.changes.length;
          this.o.onTransaction({
            xid: t.xid,
            commitTimestamp: new Date(t.commitMs).toISOString(),
            lsn: lsnText(end),
            changes: t.changes,
          });
        }
        return;
      }
      case 'R': {
        const id = r.u32();
        const schema = r.str();
        const table = r.str();
        r.u8(); // replica identity setting
        const n = r.i16();
        const columns: string[] = [];
        for (let c = 0; c < n; c++) {
          r.u8(); // flags (part of the key)
          columns.push(r.str());
          r.u32(); // type oid
          r.u32(); // type modifier
        }
        this.relations.set(id, { schema, table, columns });
        return;
      }
      case 'I': {
        const rel = this.relations.get(r.u32());
        r.u8(); // 'N'
        if (rel) this.push(rel, 'INSERT', r.tuple(rel.columns));
        return;
      }
      case 'U': {
        const rel = this.relations.get(r.u32());
        if (!rel) return;
        let kind = r.u8();
        let old: TextRow | undefined;
        if (kind === 0x4b /* K */ || kind === 0x4f /* O */) {
          old = r.tuple(rel.columns);
          kind = r.u8(); // 'N'
        }
        this.push(rel, 'UPDATE', r.tuple(rel.columns), old);
        return;
      }
      case 'D': {
        const rel = this.relations.get(r.u32());
        if (!rel) return;
        r.u8(); // 'K' or 'O'
        this.push(rel, 'DELETE', r.tuple(rel.columns));
        return;
      }
      default:
        // 'Y' type, 'O' origin, 'T' truncate (not a row change Realtime reports), 'M' message.
        return;
    }
  }

  private push(rel: Relation, op: Op, row: TextRow, old?: TextRow): void {
    const change: WalChange = { schema: rel.schema, table: rel.table, op, row };
    if (old) change.old = old;
    if (this.current) this.current.changes.push(change);
  }
}
