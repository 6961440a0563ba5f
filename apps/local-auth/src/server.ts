/**
 * startServer: opens the data folder, seeds the demo account, starts the data stack (embedded
 * Postgres, migrations, PostgREST: src/stack/), builds the mount table and listens. The mount
 * table is the one place that says which prefix is served by what; a new API prefix is a route
 * table wrapped in apiGateway (or a handler that applies the gateway's helpers itself, as
 * /rest/v1 does) and one line here.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthService } from './auth.ts';
import { type Config, DEMO_EMAIL, DEMO_PASSWORD } from './config.ts';
import { type DB, closeDatabase, openDatabase } from './db.ts';
import { Limits, apiGateway } from './gateway.ts';
import { sendJson } from './http.ts';
import { type Mount, findMount } from './router.ts';
import { authRoutes } from './routes/auth.ts';
import { mailboxMount } from './routes/mailbox.ts';
import { type DataStack, REST_PREFIX, startDataStack } from './stack/index.ts';

export { VERSION } from './routes/auth.ts';

export interface RunningServer {
  url: string;
  port: number;
  config: Config;
  auth: AuthService;
  db: DB;
  /** The data stack behind /rest/v1, unless config.rest is off. */
  data?: DataStack;
  close(): Promise<void>;
}

/** Opens the data folder, seeds the demo account and listens. */
export async function startServer(config: Config): Promise<RunningServer> {
  const db = openDatabase(config.dataDir);
  const auth = new AuthService(db, config);
  try {
    if (config.seedDemo) await auth.accounts.seedDemo(DEMO_EMAIL, DEMO_PASSWORD);
  } catch (e) {
    closeDatabase(db, config.dataDir);
    throw e;
  }
  // Migrations run inside, before PostgREST starts (it reads the schema once, at start).
  let data: DataStack | undefined;
  if (config.rest) {
    try {
      data = await startDataStack({
        dataDir: config.dataDir,
        jwtSecret: config.jwtSecret,
        anonKey: config.anonKey,
        serviceRoleKey: config.serviceRoleKey,
        allowedOrigins: config.allowedOrigins,
        bodyLimitBytes: config.bodyLimitBytes,
        onWarning: (m) => console.warn(`local-auth: warning: ${m}`),
        onLog: config.quiet ? undefined : (line) => console.error(`[postgrest] ${line}`),
      });
    } catch (e) {
      closeDatabase(db, config.dataDir);
      throw e;
    }
  }
  const limits = new Limits(config);

  const mounts: Mount[] = [
    { prefix: '/mailbox', handle: mailboxMount(auth.mailer) },
    { prefix: '/auth/v1', handle: apiGateway(config, limits, authRoutes(auth, config)) },
  ];
  if (data) {
    const rest = data.rest;
    mounts.push({ prefix: REST_PREFIX, handle: ({ req, res }) => rest.handle(req, res) });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local-auth.invalid');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const method = req.method ?? 'GET';
    const found = findMount(mounts, path);
    if (!found) {
      sendJson(res, 404, { message: 'no Route matched with those values' });
      req.resume();
      return;
    }
    await found.mount.handle({ req, res, url, method, path: found.subpath, params: {} });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      // Mounts answer every error themselves; this is a last resort that keeps the process alive.
      console.error('local-auth: unhandled error', e);
      if (!res.headersSent)
        sendJson(res, 500, { code: 'unexpected_failure', message: 'Unexpected failure' });
      else res.destroy();
    });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (e: unknown) => {
    limits.stop();
    await data?.stop();
    closeDatabase(db, config.dataDir);
    throw e;
  });
  const port = (server.address() as AddressInfo).port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  if (config.port === 0) config.publicUrl = config.publicUrl.replace(/:0$/, `:${port}`);

  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    port,
    config,
    auth,
    db,
    data,
    close: () =>
      new Promise<void>((resolve) => {
        limits.stop();
        server.close(() => {
          const stopped = data ? data.stop() : Promise.resolve();
          void stopped.finally(() => {
            closeDatabase(db, config.dataDir);
            resolve();
          });
        });
        server.closeAllConnections();
      }),
  };
}
