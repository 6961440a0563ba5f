/**
 * The change feed of the PGlite stack (kept until the Postgres stack replaces it; feed.ts reads
 * the write-ahead log instead): takes the changes the triggers of supabase/local/realtime.sql
 * log, and hands them to deliver.ts in commit order.
 *
 *   - Source: the table local_realtime.changes (table, operation, primary key, commit time),
 *     read through PostgREST with the service-role key (`rpc/take`: forgets what was taken
 *     before, returns what is new). Polled every `pollMs` while anyone subscribes, and at once
 *     when the gateway has just answered a write (`nudge`). The triggers log nothing while
 *     no one listens (`rpc/listen`).
 *   - Order: polls run one after another and each batch is delivered in change-log order,
 *     which is commit order (the embedded database has one session: transactions never
 *     interleave).
 */
import type { Binding, Op } from './bindings.ts';
import {
  type ChangeRow,
  deliver,
  probeBinding,
  type PublishedTable,
  type Subscriber,
} from './deliver.ts';
import { type RestClient, restErrorMessage } from './rest.ts';

/** A row of local_realtime.changes. */
interface LogRow extends ChangeRow {
  id: number;
  op: Op;
}

export interface PollingFeedOptions {
  rest: RestClient;
  serviceRoleKey: string;
  /** Milliseconds between polls while anyone subscribes. */
  pollMs: number;
  onWarning?: (message: string) => void;
  /** How long `add` waits for the change log to be switched on (default 10 s). */
  activationTimeoutMs?: number;
}

const BATCH = 500;
const PROFILE = { 'accept-profile': 'local_realtime', 'content-profile': 'local_realtime' };

export class PollingFeed {
  private readonly subs = new Set<Subscriber>();
  private publishedTables?: Promise<Map<string, PublishedTable>>;
  private running = false;
  private active = false;
  private deactivating = false;
  private closed = false;
  private cursor = 0;
  private pending = false;
  private wake?: () => void;
  private waiters: (() => void)[] = [];
  private failing = false;
  private readonly counters = { polls: 0, changes: 0, delivered: 0, reads: 0 };

  constructor(private readonly o: PollingFeedOptions) {}

  /** The tables of the supabase_realtime publication (read once: schema changes need a restart). */
  published(): Promise<Map<string, PublishedTable>> {
    this.publishedTables ??= this.loadPublished().catch((e: unknown) => {
      this.publishedTables = undefined;
      throw e;
    });
    return this.publishedTables;
  }

  private async loadPublished(): Promise<Map<string, PublishedTable>> {
    const a = await this.o.rest.request(
      'GET',
      '/published_columns?select=schema_name,table_name,name,type,pk&order=schema_name,table_name,position',
      this.o.serviceRoleKey,
      { headers: PROFILE },
    );
    if (a.status !== 200 || !Array.isArray(a.body))
      throw new Error(`could not read the published tables: ${restErrorMessage(a)}`);
    const map = new Map<string, PublishedTable>();
    for (const c of a.body as {
      schema_name: string;
      table_name: string;
      name: string;
      type: string;
      pk: boolean;
    }[]) {
      const key = `${c.schema_name}.${c.table_name}`;
      let t = map.get(key);
      if (!t)
        map.set(key, (t = { schema: c.schema_name, table: c.table_name, columns: [], pk: [] }));
      t.columns.push({ name: c.name, type: c.type });
      if (c.pk) t.pk.push(c.name);
    }
    return map;
  }

  /**
   * Asks the database whether a binding's filter can be applied (its value fits the column's
   * type): the answer is PostgREST's error message, or undefined when it can.
   */
  async probe(b: Binding): Promise<string | undefined> {
    return probeBinding(this.o.rest, this.o.serviceRoleKey, await this.published(), b);
  }

  /** Starts delivering to `sub`; resolves once its changes are being logged. */
  async add(sub: Subscriber): Promise<void> {
    if (this.closed) throw new Error('the change feed is closed');
    this.subs.add(sub);
    if (this.active && !this.deactivating && this.running) return;
    const ready = new Promise<void>((resolve) => this.waiters.push(resolve));
    if (!this.running) void this.run();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        ready,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('the change log could not be switched on')),
            this.o.activationTimeoutMs ?? 10_000,
          );
        }),
      ]);
    } catch (e) {
      this.subs.delete(sub);
      throw e;
    } finally {
      clearTimeout(timer);
    }
  }

  remove(sub: Subscriber): void {
    this.subs.delete(sub);
  }

  /** A write has just been answered: poll now rather than at the next tick. */
  nudge(): void {
    if (this.subs.size === 0) return;
    this.pending = true;
    this.wake?.();
  }

  stats() {
    return {
      subscribers: this.subs.size,
      active: this.active,
      cursor: this.cursor,
      ...this.counters,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subs.clear();
    this.wake?.();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  private warn(message: string): void {
    if (this.failing) return;
    this.failing = true;
    this.o.onWarning?.(`realtime: ${message}; retrying`);
  }

  private async rpc(name: string, body: Record<string, unknown>): Promise<unknown> {
    const a = await this.o.rest.request('POST', `/rpc/${name}`, this.o.serviceRoleKey, {
      headers: PROFILE,
      body,
    });
    if (a.status !== 200) throw new Error(`rpc ${name}: ${restErrorMessage(a)}`);
    return a.body;
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      while (!this.closed) {
        try {
          if (this.subs.size === 0) {
            if (this.active) {
              this.deactivating = true;
              try {
                await this.rpc('listen', { on: false });
              } finally {
                this.active = false;
                this.deactivating = false;
              }
            }
            if (this.subs.size === 0) return;
          }
          if (!this.active) {
            this.cursor = Number(await this.rpc('listen', { on: true }));
            this.active = true;
            for (const w of this.waiters.splice(0)) w();
          }
          this.pending = false;
          const rows = (await this.rpc('take', { after: this.cursor, max_rows: BATCH })) as
            LogRow[] | undefined;
          this.counters.polls++;
          this.failing = false;
          if (Array.isArray(rows) && rows.length > 0) {
            this.counters.changes += rows.length;
            try {
              await this.dispatch(rows);
            } finally {
              this.cursor = rows[rows.length - 1]!.id;
            }
            if (rows.length >= BATCH) continue;
          }
          if (!this.pending && !this.closed) await this.sleep(this.o.pollMs);
        } catch (e) {
          if (this.closed) return;
          this.warn((e as Error).message);
          if (!this.closed) await this.sleep(1_000);
        }
      }
    } finally {
      this.running = false;
      if (this.closed) for (const w of this.waiters.splice(0)) w();
    }
  }

  private async dispatch(rows: LogRow[]): Promise<void> {
    await deliver(
      { rest: this.o.rest, counters: this.counters, onWarning: this.o.onWarning },
      rows,
      [...this.subs],
      this.subs,
      await this.published(),
    );
  }
}
