/**
 * The change feed: takes the changes the triggers of supabase/local/realtime.sql log, and hands
 * each subscriber the ones it may see, in commit order.
 *
 *   - Source: the table local_realtime.changes (table, operation, primary key, commit time),
 *     read through PostgREST with the service-role key (`rpc/take`: forgets what was taken
 *     before, returns what is new). Polled every `pollMs` while anyone subscribes, and at once
 *     when the gateway has just answered a write (`nudge`). The triggers log nothing while
 *     no one listens (`rpc/listen`).
 *   - Who sees what: every changed row is read again through PostgREST with each subscriber's
 *     own JWT, the binding's filter and `id=in.(…)` (one request per subscriber token, table and
 *     filter per poll), and is delivered only if it comes back: RLS decides, as on hosted.
 *     A DELETE cannot be read again: as on hosted, it carries the old primary key only and is
 *     delivered without an RLS check to bindings whose filter (judged on that key) lets it by.
 *   - Order: polls run one after another and each batch is delivered in change-log order,
 *     which is commit order (the embedded database has one session: transactions never
 *     interleave).
 */
import {
  type Binding,
  type Op,
  filterPassesOnKey,
  SUBSCRIBABLE_SCHEMA,
  wants,
} from './bindings.ts';
import { type RestClient, restErrorMessage } from './rest.ts';

export interface PublishedColumn {
  name: string;
  type: string;
}

export interface PublishedTable {
  schema: string;
  table: string;
  /** In table order, as `columns` of a change message. */
  columns: PublishedColumn[];
  /** The primary-key columns. */
  pk: string[];
}

/** A row of local_realtime.changes. */
interface ChangeRow {
  id: number;
  schema_name: string;
  table_name: string;
  op: Op;
  pk: Record<string, unknown>;
  commit_timestamp: string;
}

/** The payload of a `postgres_changes` message, as hosted sends it. */
export interface ChangePayload {
  ids: number[];
  data: {
    schema: string;
    table: string;
    commit_timestamp: string;
    type: Op;
    record?: Record<string, unknown>;
    old_record?: Record<string, unknown>;
    columns: PublishedColumn[];
    errors: null;
  };
}

export interface Subscriber {
  readonly bindings: readonly Binding[];
  /** The JWT the subscriber reads with now (a user's, or the anon / service-role key). */
  token(): string;
  deliver(payload: ChangePayload): void;
  /** PostgREST refused the token (expired meanwhile, say): the subscription must end. */
  refused(message: string): void;
}

export interface ChangeFeedOptions {
  rest: RestClient;
  serviceRoleKey: string;
  /** Milliseconds between polls while anyone subscribes. */
  pollMs: number;
  onWarning?: (message: string) => void;
  /** How long `add` waits for the change log to be switched on (default 10 s). */
  activationTimeoutMs?: number;
}

const BATCH = 500;
/** Keys per re-read request: the query string stays well below Node's 16 KB header limit. */
const KEYS_PER_READ = 100;
const PROFILE = { 'accept-profile': 'local_realtime', 'content-profile': 'local_realtime' };

const pkKey = (pk: readonly string[], row: Readonly<Record<string, unknown>>) =>
  JSON.stringify(pk.map((c) => row[c] ?? null));

/** A PostgREST logic-tree / in-list operand, quoted. */
const quote = (v: unknown) =>
  `"${(typeof v === 'string' ? v : JSON.stringify(v)).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function iso(timestamp: string): string {
  const d = new Date(timestamp);
  return Number.isNaN(d.getTime()) ? timestamp : d.toISOString();
}

interface Read {
  token: string;
  table: PublishedTable;
  filter: Binding['filter'];
  keys: Map<string, Record<string, unknown>>;
  found: Map<string, Record<string, unknown>>;
  refused?: string;
}

export class ChangeFeed {
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

  constructor(private readonly o: ChangeFeedOptions) {}

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
    if (!b.filter || !b.table) return undefined;
    const t = (await this.published()).get(`${b.schema}.${b.table}`);
    if (!t) return 'the table is not published';
    const a = await this.o.rest.request(
      'GET',
      `/${encodeURIComponent(b.table)}?select=${encodeURIComponent(t.pk[0] ?? t.columns[0]!.name)}&limit=0&${this.filterQuery(b.filter)}`,
      this.o.serviceRoleKey,
    );
    return a.status === 200 ? undefined : restErrorMessage(a);
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
            ChangeRow[] | undefined;
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

  private filterQuery(f: NonNullable<Binding['filter']>): string {
    return `${encodeURIComponent(f.column)}=${f.op}.${encodeURIComponent(f.value)}`;
  }

  private keysQuery(t: PublishedTable, keys: Record<string, unknown>[]): string {
    if (t.pk.length === 1) {
      const col = t.pk[0]!;
      return `${encodeURIComponent(col)}=in.${encodeURIComponent(`(${keys.map((k) => quote(k[col])).join(',')})`)}`;
    }
    const ands = keys.map((k) => `and(${t.pk.map((c) => `${c}.eq.${quote(k[c])}`).join(',')})`);
    return `or=${encodeURIComponent(`(${ands.join(',')})`)}`;
  }

  /** Reads the rows of `r.keys` again as `r.token` sees them (with the binding's filter). */
  private async read(r: Read): Promise<void> {
    const keys = [...r.keys.values()];
    for (let i = 0; i < keys.length; i += KEYS_PER_READ) {
      const chunk = keys.slice(i, i + KEYS_PER_READ);
      let q = `/${encodeURIComponent(r.table.table)}?select=*&${this.keysQuery(r.table, chunk)}`;
      if (r.filter) q += `&${this.filterQuery(r.filter)}`;
      this.counters.reads++;
      const a = await this.o.rest.request('GET', q, r.token);
      if (a.status === 200 && Array.isArray(a.body)) {
        for (const row of a.body as Record<string, unknown>[])
          r.found.set(pkKey(r.table.pk, row), row);
        continue;
      }
      const code = (a.body as { code?: unknown } | undefined)?.code;
      // PGRST30x: the JWT itself was refused (expired since it was checked, say). Anything else
      // (42501 for a role without the table's privilege, …) means: nothing to see.
      if (a.status === 401 && typeof code === 'string' && code.startsWith('PGRST30')) {
        r.refused = restErrorMessage(a);
        return;
      }
      if (a.status >= 500 || a.status === 0) throw new Error(`re-read: ${restErrorMessage(a)}`);
    }
  }

  private async dispatch(rows: ChangeRow[]): Promise<void> {
    const published = await this.published();
    const subs = [...this.subs];
    const tokens = new Map(subs.map((s) => [s, s.token()]));
    const reads = new Map<string, Read>();
    const readKey = (token: string, t: PublishedTable, b: Binding) =>
      `${token}\n${t.schema}.${t.table}\n${b.filter ? `${b.filter.column}=${b.filter.op}.${b.filter.value}` : ''}`;

    for (const row of rows) {
      if (row.op === 'DELETE') continue;
      const t = published.get(`${row.schema_name}.${row.table_name}`);
      if (!t || row.schema_name !== SUBSCRIBABLE_SCHEMA) continue;
      for (const s of subs) {
        const token = tokens.get(s)!;
        for (const b of s.bindings) {
          if (!wants(b, row.schema_name, row.table_name, row.op)) continue;
          const key = readKey(token, t, b);
          let r = reads.get(key);
          if (!r)
            reads.set(
              key,
              (r = { token, table: t, filter: b.filter, keys: new Map(), found: new Map() }),
            );
          r.keys.set(pkKey(t.pk, row.pk), row.pk);
        }
      }
    }
    await Promise.all([...reads.values()].map((r) => this.read(r)));

    const refused = new Set<Subscriber>();
    for (const s of subs) {
      const token = tokens.get(s)!;
      const r = [...reads.values()].find((x) => x.token === token && x.refused);
      if (r) {
        refused.add(s);
        s.refused(r.refused!);
      }
    }

    for (const row of rows) {
      const t = published.get(`${row.schema_name}.${row.table_name}`);
      if (!t) continue;
      const key = pkKey(t.pk, row.pk);
      for (const s of subs) {
        // Gone meanwhile, refused, or now someone else (access_token): what was read with the
        // previous token is not delivered to the new identity.
        if (!this.subs.has(s) || refused.has(s) || s.token() !== tokens.get(s)) continue;
        const ids: number[] = [];
        let record: Record<string, unknown> | undefined;
        for (const b of s.bindings) {
          if (!wants(b, row.schema_name, row.table_name, row.op)) continue;
          if (row.op === 'DELETE') {
            if (filterPassesOnKey(b.filter, row.pk)) ids.push(b.id);
            continue;
          }
          const found = reads.get(readKey(tokens.get(s)!, t, b))?.found.get(key);
          if (found) {
            ids.push(b.id);
            record = found;
          }
        }
        if (ids.length === 0) continue;
        const data: ChangePayload['data'] = {
          schema: row.schema_name,
          table: row.table_name,
          commit_timestamp: iso(row.commit_timestamp),
          type: row.op,
          columns: t.columns,
          errors: null,
        };
        if (row.op !== 'DELETE') data.record = record;
        // With RLS on, hosted's old record holds the primary key only.
        if (row.op !== 'INSERT') data.old_record = { ...row.pk };
        this.counters.delivered++;
        s.deliver({ ids: [...new Set(ids)], data });
      }
    }
  }
}
