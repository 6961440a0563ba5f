/**
 * The `postgres_changes` bindings of a channel join: what a subscriber listens to, as
 * supabase-js sends it in `config.postgres_changes` — `{event, schema, table?, filter?}` — and
 * the filters hosted Supabase Realtime accepts: one `column=op.value`, op one of eq, neq, lt,
 * lte, gt, gte, in (`in.(a,b,c)`). The filter is handed to PostgREST unchanged (same syntax), so
 * it is applied by the database, with the subscriber's RLS, when the changed row is read again.
 */
import type { PublishedTable } from './deliver.ts';

export type ChangeEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';
export type Op = 'INSERT' | 'UPDATE' | 'DELETE';

export const FILTER_OPS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export interface Filter {
  column: string;
  op: FilterOp;
  /** The operand as written after `op.` (for `in`: `(a,b)`). */
  value: string;
}

export interface Binding {
  /** The id the join reply gives it and every change message names it by (`ids`). */
  id: number;
  /** The binding as the client sent it; echoed in the join reply (supabase-js compares). */
  params: Record<string, unknown>;
  event: ChangeEvent;
  schema: string;
  /** undefined: every published table of the schema. */
  table: string | undefined;
  filter: Filter | undefined;
}

/** The only schema PostgREST serves to subscribers, hence the only one changes are read from. */
export const SUBSCRIBABLE_SCHEMA = 'public';

const EVENTS: readonly ChangeEvent[] = ['*', 'INSERT', 'UPDATE', 'DELETE'];

/** A stable number for a binding's params (hosted uses a hash of them too). */
export function bindingIdOf(params: Record<string, unknown>): number {
  const text = JSON.stringify([params.event, params.schema, params.table, params.filter]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 100_000_000;
}

/** hosted's way of naming a subscription in its error messages. */
export function describeBinding(params: Record<string, unknown>): string {
  const filter = typeof params.filter === 'string' ? params.filter : undefined;
  const f = filter ? parseFilter(filter) : undefined;
  const filters = f ? `[{"${f.column}", "${f.op}", "${f.value}"}]` : '[]';
  return `[event: ${String(params.event ?? '*')}, schema: ${String(params.schema ?? '')}, table: ${String(params.table ?? '*')}, filters: ${filters}]`;
}

/** `column=op.value` → the filter; undefined when it is not of that form or op is unknown. */
export function parseFilter(text: string): Filter | undefined {
  const m = /^([^=]+)=([a-z]+)\.([\s\S]*)$/.exec(text);
  if (!m) return undefined;
  const op = m[2] as FilterOp;
  if (!FILTER_OPS.includes(op)) return undefined;
  const value = m[3]!;
  if (op === 'in' && !/^\(.*\)$/.test(value)) return undefined;
  return { column: m[1]!.trim(), op, value };
}

export class BindingError extends Error {}

/**
 * The bindings of a join's `config.postgres_changes`, checked against the published tables.
 * Throws BindingError (hosted's wording) for the first one that cannot be followed.
 */
export function parseBindings(
  list: unknown,
  published: ReadonlyMap<string, PublishedTable>,
): Binding[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw new BindingError('postgres_changes must be a list');
  const out: Binding[] = [];
  for (const item of list) {
    if (item === null || item === undefined) continue;
    if (typeof item !== 'object' || Array.isArray(item))
      throw new BindingError('each postgres_changes binding must be an object');
    const params = item as Record<string, unknown>;
    const unable = (why: string) =>
      new BindingError(
        `Unable to subscribe to changes with given parameters. ${why}Please check Realtime is enabled for the given connect parameters: ${describeBinding(params)}`,
      );
    const event = typeof params.event === 'string' ? params.event.toUpperCase() : '';
    if (!EVENTS.includes(event as ChangeEvent))
      throw unable(`Unknown event ${JSON.stringify(params.event)}. `);
    const schema = typeof params.schema === 'string' ? params.schema : '';
    if (schema !== SUBSCRIBABLE_SCHEMA)
      throw unable(`Only the ${SUBSCRIBABLE_SCHEMA} schema can be followed locally. `);
    const rawTable = params.table;
    const table =
      rawTable === undefined || rawTable === null || rawTable === '*' ? undefined : rawTable;
    if (table !== undefined && typeof table !== 'string') throw unable('');
    if (table !== undefined && !published.has(`${schema}.${table}`)) throw unable('');
    if (table === undefined && ![...published.values()].some((t) => t.schema === schema))
      throw unable('');
    let filter: Filter | undefined;
    if (params.filter !== undefined && params.filter !== null && params.filter !== '') {
      if (typeof params.filter !== 'string') throw unable('The filter must be a string. ');
      if (table === undefined) throw unable('A filter needs a table. ');
      filter = parseFilter(params.filter);
      if (!filter)
        throw unable(
          `Error parsing \`filter\` params: ${params.filter} (supported: column=op.value with op one of ${FILTER_OPS.join(', ')}). `,
        );
      const t = published.get(`${schema}.${table}`)!;
      if (!t.columns.some((c) => c.name === filter!.column))
        throw unable(`Exception: invalid column for filter ${filter.column}. `);
    }
    out.push({
      id: bindingIdOf(params),
      params,
      event: event as ChangeEvent,
      schema,
      table: table as string | undefined,
      filter,
    });
  }
  return out;
}

/** Does the binding want this operation on this table? (Filters are the database's job.) */
export function wants(b: Binding, schema: string, table: string, op: Op): boolean {
  return (
    b.schema === schema &&
    (b.table === undefined || b.table === table) &&
    (b.event === '*' || b.event === op)
  );
}

function compare(a: unknown, b: string): number | undefined {
  if (a === null || a === undefined) return undefined;
  const x = typeof a === 'string' ? a : JSON.stringify(a);
  const nx = Number(x);
  const nb = Number(b);
  if (x.trim() !== '' && b.trim() !== '' && Number.isFinite(nx) && Number.isFinite(nb))
    return nx === nb ? 0 : nx < nb ? -1 : 1;
  return x === b ? 0 : x < b ? -1 : 1;
}

const unquote = (s: string) => {
  const t = s.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"')
    ? t.slice(1, -1).replace(/\\(.)/g, '$1')
    : t;
};

/**
 * A DELETE cannot be read again: as on hosted (RLS enabled, default replica identity), only
 * the old row's primary key is known, and the filter is judged on it alone — a filter on any
 * other column lets no DELETE through.
 */
export function filterPassesOnKey(
  filter: Filter | undefined,
  key: Readonly<Record<string, unknown>>,
): boolean {
  if (!filter) return true;
  if (!(filter.column in key)) return false;
  const v = key[filter.column];
  if (filter.op === 'in')
    return filter.value
      .slice(1, -1)
      .split(',')
      .some((item) => compare(v, unquote(item)) === 0);
  const c = compare(v, filter.value);
  if (c === undefined) return false;
  switch (filter.op) {
    case 'eq':
      return c === 0;
    case 'neq':
      return c !== 0;
    case 'lt':
      return c < 0;
    case 'lte':
      return c <= 0;
    case 'gt':
      return c > 0;
    case 'gte':
      return c >= 0;
  }
}
