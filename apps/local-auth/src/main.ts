import { ConfigError, DEMO_EMAIL, DEMO_PASSWORD, loadConfig } from './config.ts';
import { DataDirInUseError } from './db.ts';
import { startServer } from './server.ts';

/** Runs the service until SIGINT/SIGTERM. Exit code 2: bad configuration; 3: data folder in use. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`local-auth: configuration error: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  let running;
  try {
    running = await startServer(config);
  } catch (e) {
    if (e instanceof DataDirInUseError) {
      console.error(e.message);
      process.exit(3);
    }
    if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `local-auth: ${config.host}:${config.port} is already in use (another local-auth or Supabase stack?). Set LOCAL_AUTH_PORT to use another port.`,
      );
      process.exit(4);
    }
    throw e;
  }
  const c = running.config;
  console.log(`local-auth listening on ${running.url}`);
  console.log(`  Supabase URL:  ${running.url}   (auth API at ${running.url}/auth/v1)`);
  console.log(`  mailbox:       ${running.url}/mailbox`);
  console.log(`  anon key:      ${c.anonKey}`);
  console.log(`  data dir:      ${c.dataDir}`);
  console.log(
    `  email confirmation: ${c.autoconfirm ? 'off (autoconfirm)' : 'on'}; rate limits: ${c.rateLimits.enabled ? 'on' : 'OFF'}`,
  );
  if (c.seedDemo) console.log(`  demo account:  ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`local-auth: ${signal}, shutting down`);
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

await main();
