/**
 * startServer: starts the local Postgres on the data folder (migrations included: src/db/schema.ts),
 * seeds the demo account and the sample marketplace, starts PostgREST, builds the mount table
 * and listens. The mount
 * table is the one place that says which prefix is served by what; a new API prefix is a route
 * table wrapped in apiGateway (or a handler that applies the gateway's helpers itself, as
 * /rest/v1 does) and one line here.
 */
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { AuthService } from './auth/service.ts';
import { type Config, DEMO_EMAIL, DEMO_PASSWORD, isLoopback } from './config.ts';
import type { DB } from './db/client.ts';
import { Limits, apiGateway, hostName, isClientAbort, refuseForeignHost } from './gateway.ts';
import { sendJson } from './http.ts';
import { configurePasswordPool } from './auth/passwords.ts';
import { REALTIME_PREFIX, type RealtimeEndpoint, realtimeEndpoint } from './realtime/index.ts';
import { type Mount, findMount } from './router.ts';
import { authRoutes } from './auth/routes.ts';
import { mailboxMount } from './mailbox/routes.ts';
import { STORAGE_PREFIX, type StorageRoom, storageRoom } from './storage/routes.ts';
import { connect } from './db/client.ts';
import { type SmtpReceiver, smtpPortFromEnv, startSmtpReceiver } from './mailbox/smtp.ts';
import { type SeedReport, applySeedFile } from './db/schema.ts';
import {
  type DataStack,
  type LocalDatabase,
  REST_PREFIX,
  openLocalDatabase,
  startDataStack,
} from './stack.ts';

export { VERSION } from './auth/routes.ts';

export interface RunningServer {
  url: string;
  port: number;
  config: Config;
  auth: AuthService;
  /** The auth service's connection (auth schema, as supabase_auth_admin). */
  db: DB;
  /** The local Postgres: accounts and data. */
  database: LocalDatabase;
  /** The HTTP server (its timeouts and connection cap are set here). */
  server: http.Server;
  /** The data stack behind /rest/v1, unless config.rest is off. */
  data?: DataStack;
  /** /realtime/v1, unless config.realtime or config.rest is off. */
  realtime?: RealtimeEndpoint;
  /** /storage/v1 (objects in <data>/storage, metadata in storage.objects), unless config.rest is off. */
  storage?: StorageRoom;
  /** The mailbox's SMTP door (src/mailbox/smtp.ts), unless LOCAL_SUPABASE_SMTP_PORT=off. */
  smtp?: SmtpReceiver;
  /** What the marketplace seed did at this start (unless config.seed or config.rest is off). */
  seed?: SeedReport;
  close(): Promise<void>;
}

/** Refuses (403) a request that did not come from this machine. */
function loopbackOnly(handle: Mount['handle']): Mount['handle'] {
  return async (ctx) => {
    if (isLoopback(ctx.req.socket.remoteAddress ?? '')) return handle(ctx);
    ctx.req.resume();
    sendJson(ctx.res, 403, { message: 'The mailbox is served to this machine only (loopback)' });
  };
}

/** Starts the database, seeds the demo account and the sample data, and listens. */
export async function startServer(config: Config): Promise<RunningServer> {
  configurePasswordPool({ workers: config.hashWorkers, queueLimit: config.hashQueueLimit });
  const t0 = performance.now();
  const database = await openLocalDatabase({
    dataDir: config.dataDir,
    onLog: config.quiet ? undefined : (line) => console.error(`[postgres] ${line}`),
    communityFiguresTtl: config.communityFiguresTtl,
  });
  const db = database.auth;
  const auth = new AuthService(db, config);
  let data: DataStack | undefined;
  let seed: SeedReport | undefined;
  try {
    // The sample marketplace (supabase/seed.sql, which has the demo account too), once per
    // fresh database, before PostgREST starts; then the demo account if it is still missing.
    const tSeed = performance.now();
    const seedFile = path.join(database.supabaseDir, 'seed.sql');
    if (config.rest && config.seed && fs.existsSync(seedFile))
      seed = await applySeedFile(database.admin, seedFile);
    if (config.seedDemo) await auth.accounts.seedDemo(DEMO_EMAIL, DEMO_PASSWORD);
    const seedMs = Math.round(performance.now() - tSeed);
    if (config.rest) {
      data = await startDataStack({
        database,
        jwtSecret: config.jwtSecret,
        jwtKeys: config.jwtKeys,
        anonKey: config.anonKey,
        serviceRoleKey: config.serviceRoleKey,
        allowedOrigins: config.allowedOrigins,
        bodyLimitBytes: config.bodyLimitBytes,
        onWarning: (m) => console.warn(`local-supabase: warning: ${m}`),
        onLog: config.quiet ? undefined : (line) => console.error(`[postgrest] ${line}`),
      });
      data.timings.seedMs = seedMs;
      data.timings.totalMs = Math.round(performance.now() - t0);
    }
  } catch (e) {
    await data?.stop();
    await database.close();
    throw e;
  }
  const limits = new Limits(config);

  const mounts: Mount[] = [
    // The mailbox shows every reset link: only to this machine, whatever the listen address.
    { prefix: '/mailbox', handle: loopbackOnly(mailboxMount(auth.mailer)) },
    { prefix: '/auth/v1', handle: apiGateway(config, limits, authRoutes(auth, config)) },
  ];
  // /realtime/v1: row changes from the write-ahead log, each re-read through this service's own
  // /rest/v1 with the subscriber's token (src/realtime/).
  let baseUrl = '';
  const realtime =
    data && config.realtime
      ? realtimeEndpoint({
          jwtSecret: config.jwtSecret,
          jwtKeys: config.jwtKeys,
          anonKey: config.anonKey,
          serviceRoleKey: data.serviceRoleKey,
          allowedOrigins: config.allowedOrigins,
          baseUrl: () => baseUrl,
          database: data.pg,
          joinRate: config.rateLimits.enabled ? undefined : false,
          idleTimeoutMs: config.realtimeIdleTimeoutMs,
          maxPayloadBytes: config.bodyLimitBytes,
          onWarning: (m) => console.warn(`local-supabase: warning: ${m}`),
        })
      : undefined;
  if (data) {
    const rest = data.rest;
    mounts.push({
      prefix: REST_PREFIX,
      handle: async ({ req, res }) => {
        await rest.handle(req, res);
      },
    });
  }
  // /storage/v1: files in buckets, each metadata write as the caller's role (src/storage/).
  const storage = data
    ? storageRoom({
        sql: connect({ ...data.pg, user: 'authenticator' }, 4),
        dataDir: config.dataDir,
        jwtSecret: config.jwtSecret,
        jwtKeys: config.jwtKeys,
        allowedOrigins: config.allowedOrigins,
      })
    : undefined;
  if (storage) mounts.push({ prefix: STORAGE_PREFIX, handle: storage.handle });
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
    const url = new URL(req.url ?? '/', 'http://local-supabase.invalid');
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
      console.error('local-supabase: unhandled error', e);
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
          message: 'Host is not served here (see LOCAL_SUPABASE_ALLOWED_HOSTS)',
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
    await database.close();
    throw e;
  });
  // A stack on a free port (tests) takes a free SMTP port too, so that several can run at once.
  const smtpPort = smtpPortFromEnv(
    process.env.LOCAL_SUPABASE_SMTP_PORT ?? (config.port === 0 ? '0' : undefined),
  );
  const smtp =
    smtpPort === null
      ? undefined
      : await startSmtpReceiver(auth.mailer, smtpPort).catch(async (e: unknown) => {
          server.close();
          limits.stop();
          await data?.stop();
          await database.close();
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
    database,
    server,
    data,
    realtime,
    storage,
    seed,
    smtp,
    close: () =>
      new Promise<void>((resolve) => {
        limits.stop();
        void smtp?.close();
        void realtime?.close();
        server.close(() => {
          const stopped = Promise.all([storage?.close(), data?.stop()]);
          void stopped.then(() => database.close()).finally(() => resolve());
        });
        server.closeAllConnections();
      }),
  };
}
