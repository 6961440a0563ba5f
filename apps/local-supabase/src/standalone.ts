/**
 * The data stack on its own HTTP server, without the auth routes: for tests and for trying the
 * stack by hand. Prints one JSON line on stdout when ready ({"ready": true, url, pid, …}) and
 * stops everything on SIGINT/SIGTERM.
 *
 *   tsx src/standalone.ts   (env: LOCAL_SUPABASE_DATA_DIR, LOCAL_SUPABASE_PORT=0, …, as the service)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyLegacyEnv, loadConfig } from './config.ts';
import { REST_PREFIX, openLocalDatabase, startDataStack } from './stack.ts';

applyLegacyEnv();
const config = loadConfig();
const database = await openLocalDatabase({ dataDir: config.dataDir });
const stack = await startDataStack({
  database,
  jwtSecret: config.jwtSecret,
  jwtKeys: config.jwtKeys,
  anonKey: config.anonKey,
  serviceRoleKey: config.serviceRoleKey,
  allowedOrigins: config.allowedOrigins,
  bodyLimitBytes: config.bodyLimitBytes,
  onWarning: (m) => console.error(`warning: ${m}`),
  onLog: process.env.STACK_VERBOSE ? (l) => console.error(`[postgrest] ${l}`) : undefined,
});
const server = http.createServer((req, res) => {
  const p = (req.url ?? '/').split('?')[0]!;
  if (p === REST_PREFIX || p.startsWith(`${REST_PREFIX}/`)) {
    stack.rest.handle(req, res).catch(() => res.destroy());
    return;
  }
  res.writeHead(404, { 'Content-Type': 'application/json' });
  res.end('{"message":"no Route matched with those values"}');
});
await new Promise<void>((r) => server.listen(config.port, config.host, r));
const port = (server.address() as AddressInfo).port;
console.log(
  JSON.stringify({
    ready: true,
    url: `http://${config.host}:${port}`,
    pid: process.pid,
    postgrestPid: stack.postgrest.pid,
    postgrestSocket: stack.postgrest.socketPath,
    tiedToParent: stack.postgrest.tiedToParent,
    serviceRoleKey: stack.serviceRoleKey,
    timings: stack.timings,
    migrations: stack.migrations,
    pg: stack.pg,
  }),
);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close();
  server.closeAllConnections();
  stack
    .stop()
    .then(() => database.close())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
