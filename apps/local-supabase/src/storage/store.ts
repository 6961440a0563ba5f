/**
 * Where objects live: their bytes on disk under the data folder (`<data>/storage/<version>`, one
 * file per stored version, named by a random id, so no object name ever becomes a path), their
 * metadata in `storage.objects` (supabase/local/storage.sql), as hosted Storage keeps them.
 *
 * Every metadata statement runs in a transaction as a database role: the caller's (anon or
 * authenticated, with `request.jwt.claims` set as PostgREST sets it, and the role's statement
 * timeout), so the policies on storage.objects decide, or service_role for what hosted Storage
 * does as its own admin (reading a bucket's settings, serving a public or signed object). The
 * connection is `authenticator`'s, the non-superuser PostgREST uses, which may switch to those
 * three roles and to nothing else.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type postgres from 'postgres';

export type DbRole = 'anon' | 'authenticated' | 'service_role';

/** Who a request is: its role and the claims of its JWT. */
export interface Caller {
  role: DbRole;
  claims: Record<string, unknown>;
}

export const SERVICE: Caller = { role: 'service_role', claims: { role: 'service_role' } };

/** As hosted sets them on the roles (supabase/local/bootstrap.sql). */
const STATEMENT_TIMEOUT: Record<DbRole, string> = {
  anon: '3s',
  authenticated: '8s',
  service_role: '8s',
};

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface StoredObject {
  id: string;
  name: string;
  version: string | null;
  metadata: ObjectMetadata | null;
  updated_at: string | null;
}

type Tx = postgres.TransactionSql;

/** Switches the transaction to `caller`'s role and claims (and checks its session is alive). */
export async function become(t: Tx, caller: Caller): Promise<void> {
  await t`select set_config('role', ${caller.role}, true),
    set_config('request.jwt.claims', ${JSON.stringify(caller.claims)}, true),
    set_config('statement_timeout', ${STATEMENT_TIMEOUT[caller.role]}, true)`;
  // Sign-out ends access here as at /rest/v1 (PostgREST's db-pre-request): a token whose
  // session is gone gets PT401.
  if (caller.role === 'authenticated') await t`select public.check_session()`;
}

function parseMetadata(raw: unknown): ObjectMetadata | null {
  if (raw === null || raw === undefined) return null;
  try {
    return (typeof raw === 'string' ? JSON.parse(raw) : raw) as ObjectMetadata;
  } catch {
    return null;
  }
}

export class ObjectStore {
  readonly root: string;

  constructor(
    readonly sql: postgres.Sql,
    dataDir: string,
  ) {
    this.root = path.join(dataDir, 'storage');
    fs.mkdirSync(this.root, { recursive: true, mode: 0o700 });
  }

  /** Runs `fn` in one transaction as `caller`. */
  as<T>(caller: Caller, fn: (t: Tx) => Promise<T>): Promise<T> {
    return this.sql.begin(async (t) => {
      await become(t, caller);
      return fn(t);
    }) as Promise<T>;
  }

  async bucket(id: string): Promise<Bucket | undefined> {
    return this.as(SERVICE, async (t) => {
      const [b] = await t<Bucket[]>`
        select id, public, file_size_limit, allowed_mime_types
        from storage.buckets where id = ${id}`;
      return b ? { ...b, file_size_limit: b.file_size_limit ?? null } : undefined;
    });
  }

  /** The object as `caller` may see it (RLS decides), or undefined. */
  async find(caller: Caller, bucket: string, name: string): Promise<StoredObject | undefined> {
    return this.as(caller, async (t) => {
      const [o] = await t<StoredObject[]>`
        select id, name, version, metadata, updated_at
        from storage.objects where bucket_id = ${bucket} and name = ${name}`;
      return o ? { ...o, metadata: parseMetadata(o.metadata) } : undefined;
    });
  }

  filePath(version: string): string {
    if (!/^[0-9a-f-]{36}$/.test(version)) throw new Error(`not a version id: ${version}`);
    return path.join(this.root, version);
  }

  /** Writes the bytes of a new version; returns its id. */
  async writeVersion(bytes: Uint8Array): Promise<string> {
    const version = randomUUID();
    await fs.promises.writeFile(this.filePath(version), bytes, { mode: 0o600, flag: 'wx' });
    return version;
  }

  async dropVersion(version: string | null | undefined): Promise<void> {
    if (!version) return;
    await fs.promises.rm(this.filePath(version), { force: true }).catch(() => {});
  }

  /**
   * Records a new version of `bucket/name` as `caller` (insert, or with `upsert` replace), in
   * one transaction that first locks the row's current version (as the service, so the old
   * file can be removed after the commit). RLS refuses with 42501, a duplicate without
   * upsert with 23505. Returns the object's id and the version it replaced.
   */
  async put(
    caller: Caller,
    o: {
      bucket: string;
      name: string;
      version: string;
      metadata: ObjectMetadata;
      userMetadata: Record<string, unknown> | null;
      upsert: boolean;
    },
  ): Promise<{ id: string; replaced: string | null }> {
    return this.sql.begin(async (t) => {
      await become(t, SERVICE);
      const [old] = await t<{ version: string | null }[]>`
        select version from storage.objects
        where bucket_id = ${o.bucket} and name = ${o.name} for update`;
      await become(t, caller);
      const owner =
        caller.role === 'authenticated' && typeof caller.claims.sub === 'string'
          ? caller.claims.sub
          : null;
      const values = {
        metadata: JSON.stringify(o.metadata),
        user: o.userMetadata === null ? null : JSON.stringify(o.userMetadata),
      };
      const [row] = o.upsert
        ? await t<{ id: string }[]>`
            insert into storage.objects
              (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
            values (${o.bucket}, ${o.name}, ${owner}::uuid, ${owner}, ${values.metadata}::jsonb,
              ${values.user}::jsonb, ${o.version})
            on conflict (bucket_id, name) do update set
              owner = excluded.owner, owner_id = excluded.owner_id,
              metadata = excluded.metadata, user_metadata = excluded.user_metadata,
              version = excluded.version, updated_at = now(), last_accessed_at = now()
            returning id`
        : await t<{ id: string }[]>`
            insert into storage.objects
              (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
            values (${o.bucket}, ${o.name}, ${owner}::uuid, ${owner}, ${values.metadata}::jsonb,
              ${values.user}::jsonb, ${o.version})
            returning id`;
      return { id: row!.id, replaced: old?.version ?? null };
    }) as Promise<{ id: string; replaced: string | null }>;
  }

  /** Removes the named objects `caller` may remove (RLS decides); returns the removed rows. */
  async remove(
    caller: Caller,
    bucket: string,
    names: string[],
  ): Promise<Record<string, unknown>[]> {
    const rows = await this.as(
      caller,
      (t) => t<Record<string, unknown>[]>`
      delete from storage.objects
      where bucket_id = ${bucket} and name = any(${names}::text[])
      returning id, bucket_id, name, owner, owner_id, version, metadata, user_metadata,
        created_at, updated_at, last_accessed_at`,
    );
    for (const r of rows) await this.dropVersion(r.version as string | null);
    return rows.map((r) => ({ ...r, metadata: parseMetadata(r.metadata) }));
  }

  /**
   * One level of a bucket under `prefix` (which ends with '/' unless empty), as storage-api's
   * list answers it: the objects directly under it, and each deeper folder once, as an entry
   * with a null id. Only what `caller` may read.
   */
  async list(
    caller: Caller,
    bucket: string,
    o: {
      prefix: string;
      search: string;
      limit: number;
      offset: number;
      column: 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';
      order: 'asc' | 'desc';
    },
  ): Promise<Record<string, unknown>[]> {
    const search = o.search.replace(/[\\%_]/g, '\\$&');
    const rows = await this.as(
      caller,
      (t) => t<Record<string, unknown>[]>`
      with under as (
        select o.*, substr(o.name, ${o.prefix.length + 1}) as rest
        from storage.objects o
        where o.bucket_id = ${bucket} and starts_with(o.name, ${o.prefix})
      ), entries as (
        select distinct on (split_part(rest, '/', 1))
          split_part(rest, '/', 1) as entry,
          strpos(rest, '/') > 0 as folder,
          id, created_at, updated_at, last_accessed_at, metadata
        from under
        where rest <> ''
        order by split_part(rest, '/', 1), strpos(rest, '/') > 0
      )
      select entry as name,
        case when folder then null else id end as id,
        case when folder then null else updated_at end as updated_at,
        case when folder then null else created_at end as created_at,
        case when folder then null else last_accessed_at end as last_accessed_at,
        case when folder then null else metadata end as metadata
      from entries
      where ${search} = '' or lower(entry) like lower(${search}) || '%'
      order by ${t(o.column === 'name' ? 'entry' : o.column)} ${
        o.order === 'desc' ? t`desc` : t`asc`
      } nulls last, entry
      limit ${o.limit} offset ${o.offset}`,
    );
    return rows.map((r) => ({ ...r, metadata: parseMetadata(r.metadata) }));
  }
}
