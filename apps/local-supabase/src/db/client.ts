/**
 * The auth service's connection to the local Postgres (src/db/postgres.ts): accounts,
 * sessions, refresh tokens and email tokens live in GoTrue's own `auth` schema
 * (supabase/local/auth.sql), the development mailbox in `local_mailbox`.
 *
 * The service connects as `supabase_auth_admin`, the role hosted Supabase Auth uses: it owns
 * nothing in `public` and has no way into the data but the `auth` tables (and the profile
 * trigger on auth.users, which runs as its owner). Not the superuser: a bug in the service
 * cannot reach other schemas.
 *
 * Write transactions run one at a time (as the SQLite store did: its exclusive lock), which
 * keeps the flows' check-then-write steps race-free without row locks; reads run in parallel.
 * SQL is written with `?` placeholders, numbered here.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import postgres from 'postgres';

export const AUTH_ROLE = 'supabase_auth_admin';

export class DataDirInUseError extends Error {}

/**
 * The data folder or its database cannot be used as it is: the service refuses to start with
 * one line naming the path and what to do. `exitCode`: 6 for a data folder of an older
 * layout or another program, 7 for a folder it may not write.
 */
export class StorageError extends Error {
  constructor(
    message: string,
    readonly exitCode: 6 | 7,
  ) {
    super(message);
  }
}

/** timestamptz / timestamp text (session TimeZone UTC) → ISO 8601 with milliseconds. */
function isoFromPg(text: string): string {
  let s = text.replace(' ', 'T');
  if (/[+-]\d\d$/.test(s)) s += ':00';
  else if (!/[+-]\d\d:\d\d$|Z$/.test(s)) s += 'Z';
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? text : d.toISOString();
}

export interface PgTarget {
  host: string;
  port: number;
  user: string;
  database?: string;
}

/** A `postgres` client whose timestamps come back as ISO strings and json as its text. */
export function connect(
  t: PgTarget,
  max = 4,
  extra: Partial<postgres.Options<Record<string, postgres.PostgresType>>> = {},
) {
  return postgres({
    host: t.host,
    port: t.port,
    user: t.user,
    database: t.database ?? 'postgres',
    max,
    idle_timeout: 0,
    onnotice: () => {},
    connection: { TimeZone: 'UTC', application_name: 'local-supabase' },
    types: {
      isotime: {
        to: 1184,
        from: [1114, 1184],
        serialize: (x: unknown) => (x instanceof Date ? x.toISOString() : String(x)),
        parse: isoFromPg,
      },
      jsontext: {
        to: 3802,
        from: [114, 3802],
        serialize: (x: unknown) => (typeof x === 'string' ? x : JSON.stringify(x)),
        parse: (x: string) => x,
      },
      // count(*) and bigserial ids as numbers (they stay far below 2^53 here).
      int8: {
        to: 20,
        from: [20],
        serialize: (x: unknown) => String(x),
        parse: (x: string) => Number(x),
      },
    },
    ...extra,
  } as postgres.Options<Record<string, postgres.PostgresType>>);
}

/** `?` placeholders → `$1`, `$2`, … (none of this service's SQL has `?` in a literal). */
function numbered(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

type Row = Record<string, unknown>;

export class DB {
  private readonly als = new AsyncLocalStorage<postgres.TransactionSql>();
  private writes: Promise<unknown> = Promise.resolve();

  constructor(readonly sql: postgres.Sql) {}

  private q(): postgres.Sql {
    return (this.als.getStore() as unknown as postgres.Sql | undefined) ?? this.sql;
  }

  private exec(text: string, params: unknown[]) {
    return this.q().unsafe(numbered(text), params as postgres.ParameterOrJSON<never>[]);
  }

  async get<T = Row>(text: string, ...params: unknown[]): Promise<T | undefined> {
    const rows = await this.exec(text, params);
    return rows[0] as T | undefined;
  }

  async all<T = Row>(text: string, ...params: unknown[]): Promise<T[]> {
    return [...(await this.exec(text, params))] as T[];
  }

  async run(text: string, ...params: unknown[]): Promise<{ changes: number }> {
    const r = await this.exec(text, params);
    return { changes: r.count };
  }

  get inTransaction(): boolean {
    return this.als.getStore() !== undefined;
  }

  /** Runs `fn` in a transaction (joining the caller's, if any); one write transaction at a time. */
  async tx<T>(fn: () => Promise<T>): Promise<T> {
    if (this.als.getStore()) return fn();
    const before = this.writes;
    let release!: () => void;
    this.writes = new Promise<void>((r) => (release = r));
    await before;
    try {
      return (await this.sql.begin((t) => this.als.run(t, fn))) as T;
    } finally {
      release();
    }
  }

  close(): Promise<void> {
    return this.sql.end({ timeout: 2 });
  }
}

/**
 * What the service needs besides auth.sql: its login role and the mailbox table. Run as the
 * superuser at every start (idempotent).
 */
export const SERVICE_SQL = `
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = '${AUTH_ROLE}') then
    create role ${AUTH_ROLE} login noinherit;
  end if;
end
$$;
grant usage on schema auth to ${AUTH_ROLE};
grant select, insert, update, delete on all tables in schema auth to ${AUTH_ROLE};
grant usage, select on all sequences in schema auth to ${AUTH_ROLE};
alter role ${AUTH_ROLE} set search_path = auth;
alter role ${AUTH_ROLE} set statement_timeout = '10s';
create schema if not exists local_mailbox;
create table if not exists local_mailbox.mail_messages (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  kind text not null,
  text_body text not null,
  html_body text not null,
  links jsonb not null default '[]',
  otp text,
  created_at timestamptz not null default now()
);
create index if not exists mail_messages_to_idx on local_mailbox.mail_messages (to_address);
-- Mail received over SMTP (src/mailbox/smtp.ts) keeps its headers and Message-ID.
alter table local_mailbox.mail_messages
  add column if not exists headers jsonb not null default '{}',
  add column if not exists message_id text;
grant usage on schema local_mailbox to ${AUTH_ROLE};
grant select, insert, update, delete on local_mailbox.mail_messages to ${AUTH_ROLE};
grant usage, select on sequence local_mailbox.mail_messages_id_seq to ${AUTH_ROLE};
revoke all on schema local_mailbox from public;
`;
