/**
 * Who receives which change: every changed row is read again through the service's own
 * /rest/v1 (PostgREST) with each subscriber's own JWT, the binding's filter and the row's primary
 * key (one request per subscriber token, table and filter per batch), and is delivered only if
 * it comes back: RLS decides, as the screens' own queries (and Supabase Realtime, which checks
 * each change as the subscriber's role and claims). The record is the row as read again.
 * A DELETE cannot be read again: as on hosted with RLS, it carries the old primary key only and
 * is delivered without an RLS check to bindings whose filter (judged on that key) lets it by.
 *
 * The change source (feed.ts: the write-ahead log) hands batches here in commit order; each
 * subscriber gets them in that order.
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

/** One changed row: which table, which operation, its primary key. */
export interface ChangeRow {
  schema_name: string;
  table_name: string;
  op: Op;
  /** The primary key of the row (of the old row for DELETE), as {"column": value}. */
  pk: Record<string, unknown>;
  /** UPDATE that changed the key: the old key (else the old key is `pk`). */
  old_pk?: Record<string, unknown>;
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

export interface DeliveryCounters {
  delivered: number;
  reads: number;
}

export interface DeliverOptions {
  rest: RestClient;
  counters: DeliveryCounters;
  onWarning?: (message: string) => void;
}

/** Keys per re-read request: the query string stays well below Node's 16 KB header limit. */
const KEYS_PER_READ = 100;

const pkKey = (pk: readonly string[], row: Readonly<Record<string, unknown>>) =>
  JSON.stringify(pk.map((c) => (row[c] === null || row[c] === undefined ? null : String(row[c]))));

/** A PostgREST logic-tree / in-list operand, quoted. */
const quote = (v: unknown) =>
  `"${(typeof v === 'string' ? v : JSON.stringify(v)).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function iso(timestamp: string): string {
  const d = new Date(timestamp);
  return Number.isNaN(d.getTime()) ? timestamp : d.toISOString();
}

export function filterQuery(f: NonNullable<Binding['filter']>): string {
  return `${encodeURIComponent(f.column)}=${f.op}.${encodeURIComponent(f.value)}`;
}

function keysQuery(t: PublishedTable, keys: Record<string, unknown>[]): string {
  if (t.pk.length === 1) {
    const col = t.pk[0]!;
    return `${encodeURIComponent(col)}=in.${encodeURIComponent(`(${keys.map((k) => quote(k[col])).join(',')})`)}`;
  }
  const ands = keys.map((k) => `and(${t.pk.map((c) => `${c}.eq.${quote(k[c])}`).join(',')})`);
  return `or=${encodeURIComponent(`(${ands.join(',')})`)}`;
}

/**
 * Asks the database whether a binding's filter can be applied (its value fits the column's
 * type): the answer is PostgREST's error message, or undefined when it can.
 */
export async function probeBinding(
  rest: RestClient,
  serviceRoleKey: string,
  published: ReadonlyMap<string, PublishedTable>,
  b: Binding,
): Promise<string | undefined> {
  if (!b.filter || !b.table) return undefined;
  const t = published.get(`${b.schema}.${b.table}`);
  if (!t) return 'the table is not published';
  const a = await rest.request(
    'GET',
    `/${encodeURIComponent(b.table)}?select=${encodeURIComponent(t.pk[0] ?? t.columns[0]!.name)}&limit=0&${filterQuery(b.filter)}`,
    serviceRoleKey,
  );
  return a.status === 200 ? undefined : restErrorMessage(a);
}

interface Read {
  token: string;
  table: PublishedTable;
  filter: Binding['filter'];
  keys: Map<string, Record<string, unknown>>;
  found: Map<string, Record<string, unknown>>;
  refused?: string;
}

/** Reads the rows of `r.keys` again as `r.token` sees them (with the binding's filter). */
async function read(o: DeliverOptions, r: Read): Promise<void> {
  const keys = [...r.keys.values()];
  for (let i = 0; i < keys.length; i += KEYS_PER_READ) {
    const chunk = keys.slice(i, i + KEYS_PER_READ);
    let q = `/${encodeURIComponent(r.table.table)}?select=*&${keysQuery(r.table, chunk)}`;
    if (r.filter) q += `&${filterQuery(r.filter)}`;
    o.counters.reads++;
    const a = await o.rest.request('GET', q, r.token);
    if (a.status === 200 && Array.isArray(a.body)) {
      for (const row of a.body as Record<string, unknown>[])
        r.found.set(pkKey(r.table.pk, row), row);
      continue;
    }
    // The JWT itself was refused: PGRST30x (expired since it was checked, say) or PT401 (its
    // session has ended: public.check_session(), PostgREST's pre-request). Anything else
    // (42501 for a role without the table's privilege, which PostgREST answers 401 for anon,
    // …) means: nothing to see.
    const code = (a.body as { code?: unknown } | undefined)?.code;
    if (
      a.status === 401 &&
      typeof code === 'string' &&
      (code.startsWith('PGRST30') || code === 'PT401')
    ) {
      r.refused = restErrorMessage(a);
      return;
    }
    if (a.status >= 500 || a.status === 0) throw new Error(`re-read: ${restErrorMessage(a)}`);
  }
}

/**
 * Delivers `rows` (in commit order) to the subscribers of `subs` that may see them. `live` is
 * consulted after the reads: a subscriber that left meanwhile gets nothing.
 */
export async function deliver(
  o: DeliverOptions,
  rows: readonly ChangeRow[],
  subs: readonly Subscriber[],
  live: ReadonlySet<Subscriber>,
  published: ReadonlyMap<string, PublishedTable>,
): Promise<void> {
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
  // One failing read (PostgREST restarting, say) costs its subscribers this batch, not everyone.
  await Promise.all(
    [...reads.values()].map((r) =>
      read(o, r).catch((e: unknown) => {
        r.found.clear();
        o.onWarning?.(`realtime: ${(e as Error).message}; a batch of changes was not delivered`);
      }),
    ),
  );

  const refused = new Set<Subscriber>();
  for (const s of subs) {
    const token = tokens.get(s)!;
    // A subscriber that has switched tokens meanwhile (access_token) is not ended for the old one.
    if (!live.has(s) || s.token() !== token) continue;
    const r = [...reads.values()].find((x) => x.token === token && x.refused);
    if (r) {
      refused.add(s);
      s.refused(r.refused!);
    }
  }

  for (const row of rows) {
    const t = published.get(`${row.schema_name}.${row.table_name}`);
    if (!t || row.schema_name !== SUBSCRIBABLE_SCHEMA) continue;
    const key = pkKey(t.pk, row.pk);
    for (const s of subs) {
      // Gone meanwhile, refused, or now someone else (access_token): what was read with the
      // previous token is not delivered to the new identity.
      if (!live.has(s) || refused.has(s) || s.token() !== tokens.get(s)) continue;
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
      if (row.op !== 'INSERT') data.old_record = { ...(row.old_pk ?? row.pk) };
      o.counters.delivered++;
      s.deliver({ ids: [...new Set(ids)], data });
    }
  }
}
