/**
 * startServer: opens the data folder, seeds the demo account, starts the data stack (embedded
 * Postgres, migrations, PostgREST: src/stack/), builds the mount table and listens. The mount
 * table is the one place that says which prefix is served by what; a new API prefix is a route
 * table wrapped in apiGateway (or a handler that applies the gateway's helpers itself, as
 * /rest/v1 does) and one line here.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { AuthService } from './auth.ts';
import { type Config, DEMO_EMAIL, DEMO_PASSWORD } from './config.ts';
import { type DB, closeDatabase, openDatabase } from './db.ts';
import { Limits, apiGateway, hostName, isClientAbort, refuseForeignHost } from './gateway.ts';
import { sendJson } from './http.ts';
import { configurePasswordPool } from './passwords.ts';
import { REALTIME_PREFIX, type RealtimeEndpoint, realtimeEndpoint } from './realtime/index.ts';
import { type Mount, findMount } from './router.ts';
import { authRoutes } from './routes/auth.ts';
import { mailboxMount } from './routes/mailbox.ts';
import { type SeedReport, seedMarketplace } from './seed/index.ts';
import { type DataStack, REST_PREFIX, startDataStack } from './stack/index.ts';

export { VERSION } from './routes/auth.ts';

export interface RunningServer {
  url: string;
  port: number;
  config: Config;
  auth: AuthService;
  db: DB;
  /** The HTTP server (its timeouts and connection cap are set here). */
  server: http.Server;
  /** The data stack behind /rest/v1, unless config.rest is off. */
  data?: DataStack;
  /** /realtime/v1, unless config.realtime or config.rest is off. */
  realtime?: RealtimeEndpoint;
  /** What the marketplace seed did at this start (unless config.seed or config.rest is off). */
  seed?: SeedReport;
  close(): Promise<void>;
}

/** Opens the data folder, seeds the demo account and listens. */
export async function startServer(config: Config): Promise<RunningServer> {
  configurePasswordPool({ workers: config.hashWorkers, queueLimit: config.hashQueueLimit });
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
  let seed: SeedReport | undefined;
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
        // The sample marketplace, on a fresh database only, before PostgREST connects.
        seed: config.seed
          ? async (pg) => {
              seed = await seedMarketplace(pg, {
                demoEmail: DEMO_EMAIL,
                idOf: (email) => auth.users.byEmail(email)?.id,
                ensure: (people, password) => auth.accounts.seedAccounts(people, password),
              });
            }
          : undefined,
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
  // /realtime/v1 reads the database through this service's own /rest/v1 (src/realtime/).
  let baseUrl = '';
  const realtime =
    data && config.realtime && data.changeLog
      ? realtimeEndpoint({
          jwtSecret: config.jwtSecret,
          anonKey: config.anonKey,
          serviceRoleKey: data.serviceRoleKey,
          allowedOrigins: config.allowedOrigins,
          baseUrl: () => baseUrl,
          pollMs: config.realtimePollMs,
          idleTimeoutMs: config.realtimeIdleTimeoutMs,
          maxPayloadBytes: config.bodyLimitBytes,
          onWarning: (m) => console.warn(`local-auth: warning: ${m}`),
        })
      : undefined;
  if (data) {
    const rest = data.rest;
    mounts.push({
      prefix: REST_PREFIX,
      handle: async ({ req, res }) => {
        await rest.handle(req, res);
        // A write was answered: realtime looks for its changes now instead of at its next poll.
        realtime?.nudge(req);
      },
    });
  }
  if (realtime) {
    mounts.push({
      prefix: REALTIME_PREFIX,
      handle: async ({ req, res, path }) => {
        req.resume();
        if (path === '/websocket')
          sendJson(res, 426, { message: 'Upgrade Required: connect with a WebSocket' });
        else sendJson(res, 404, { message: 'no Route matched with those values' });
      },
    });
  }

  const allowedHosts = new Set(config.allowedHosts);
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (refuseForeignHost(req, res, allowedHosts)) return;
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

  // Header and request timeouts are checked every second (Node's default is every 30 s, so a
  // 10 s headers timeout only fired after up to 40 s).
  const server = http.createServer({ connectionsCheckingInterval: 1_000 }, (req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (isClientAbort(req, e)) {
        res.destroy();
        return;
      }
      // Mounts answer every error themselves; this is a last resort that keeps the process alive.
      console.error('local-auth: unhandled error', e);
      if (!res.headersSent)
        sendJson(res, 500, { code: 'unexpected_failure', message: 'Unexpected failure' });
      else res.destroy();
    });
  });
  if (realtime) {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (!allowedHosts.has(hostName(req.headers.host) ?? '')) {
        const body = JSON.stringify({
          code: 'host_not_allowed',
          message: 'Host is not served here (see LOCAL_AUTH_ALLOWED_HOSTS)',
        });
        socket.end(
          `HTTP/1.1 421 Misdirected Request\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
        return;
      }
      const p = (req.url ?? '/').split('?')[0]!;
      if (p === REALTIME_PREFIX || p.startsWith(`${REALTIME_PREFIX}/`))
        realtime.handleUpgrade(req, socket, head);
      else socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    });
  }
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  // A cap on open sockets (idle ones included), far below the file-descriptor limit: past it
  // new connections are closed at once.
  server.maxConnections = config.maxConnections;

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
  baseUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host === '[::]' ? '[::1]' : host}:${port}`;

  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    port,
    config,
    auth,
    db,
    server,
    data,
    realtime,
    seed,
    close: () =>
      new Promise<void>((resolve) => {
        limits.stop();
        void realtime?.close();
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
