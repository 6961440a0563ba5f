import {
  ConfigError,
  applyLegacyEnv,
  legacyDataDirHint,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  SAMPLE_EMAIL_DOMAIN,
  SAMPLE_PASSWORD,
  loadConfig,
} from './config.ts';
import { DataDirInUseError, StorageError } from './db/client.ts';
import { startServer } from './server.ts';
import { REST_PREFIX } from './stack.ts';
import { PostgresStartError } from './db/postgres.ts';

/**
 * Runs the service until SIGINT/SIGTERM/SIGHUP. Exit code 2: bad configuration; 3: data folder
 * in use; 4: port in use; 5: the database or the data stack (Postgres, migrations, seed, PostgREST) failed;
 * 6: the accounts database file is unusable (empty, not SQLite, not ours, damaged); 7: the data
 * folder or its database may not be written.
 */
async function main(): Promise<void> {
  // When whatever reads our output goes away first (a prefixing pipe ended by the same Ctrl+C),
  // a failed write must not kill the process before it has stopped PostgREST and the database.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
  // A signal during start-up (the first start runs initdb: many seconds) ends the process at
  // once: that is as safe as kill -9 (the stack is built for it), and PostgREST dies with it.
  let running: Awaited<ReturnType<typeof startServer>> | undefined;
  const early = (signal: NodeJS.Signals) => {
    if (running) return;
    console.error(`local-supabase: ${signal} during start-up, exiting`);
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGHUP' ? 1 : 15));
  };
  process.on('SIGINT', early);
  process.on('SIGTERM', early);
  process.on('SIGHUP', early);

  applyLegacyEnv();
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`local-supabase: configuration error: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  const hint = legacyDataDirHint(config.dataDir);
  if (hint) console.error(hint);
  const t0 = performance.now();
  try {
    running = await startServer(config);
  } catch (e) {
    if (e instanceof StorageError) {
      console.error(e.message);
      process.exit(e.exitCode);
    }
    if (e instanceof DataDirInUseError) {
      console.error(e.message);
      process.exit(3);
    }
    if (e instanceof PostgresStartError) {
      console.error(`local-supabase: ${e.message}`);
      process.exit(/already in use/.test(e.message) ? 3 : 5);
    }
    if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `local-supabase: ${config.host}:${config.port} is already in use (another local-supabase or Supabase stack?). Set LOCAL_SUPABASE_PORT to use another port.`,
      );
      process.exit(4);
    }
    if (config.rest) {
      console.error(
        `local-supabase: the data stack (${REST_PREFIX}) failed to start: ${(e as Error).message}`,
      );
      console.error('  (LOCAL_SUPABASE_REST=false runs the auth API alone)');
      process.exit(5);
    }
    throw e;
  }
  const server = running;
  const c = server.config;
  console.log(`local-supabase listening on ${server.url}`);
  console.log(`  Supabase URL:  ${server.url}   (auth API at ${server.url}/auth/v1)`);
  if (server.data) {
    const m = server.data.migrations;
    console.log(
      `  REST API:      ${server.url}${REST_PREFIX}   (PostgREST ${server.data.postgrestVersion} on Postgres ${server.database.serverVersion}, ${server.data.pgDir})`,
    );
    console.log(
      `  migrations:    ${m.applied.length} applied, ${m.skipped.length} already applied`,
    );
    const seed = server.seed;
    if (!seed) console.log(`  seed:          off (LOCAL_SUPABASE_SEED=false)`);
    else if (seed.status === 'seeded') {
      const n = seed.counts;
      console.log(
        `  seed:          sample marketplace: ${n.accounts} accounts (*@${SAMPLE_EMAIL_DOMAIN} / ${SAMPLE_PASSWORD}), ${n.jobs} jobs, ${n.proposals} proposals, ${n.conversations} conversations, ${n.messages} messages, ${n.reviews} reviews, ${n.portfolio_items} portfolio items`,
      );
    } else if (seed.status === 'already')
      console.log(
        `  seed:          already seeded (sample accounts *@${SAMPLE_EMAIL_DOMAIN} / ${SAMPLE_PASSWORD}; ${seed.stale ? 'the sample data has changed since: pnpm db:reset to seed it afresh' : 'pnpm db:reset starts afresh'})`,
      );
    else console.log(`  seed:          skipped: the database already had data before the seed`);
  } else console.log(`  REST API:      off (LOCAL_SUPABASE_REST=false)`);
  console.log(`  mailbox:       ${server.url}/mailbox`);
  if (server.smtp) console.log(`  mailbox SMTP:  ${server.smtp.url}   (apps/notifier sends here)`);
  console.log(`  anon key:      ${c.anonKey}`);
  console.log(`  data dir:      ${c.dataDir}`);
  console.log(
    `  email confirmation: ${c.autoconfirm ? 'off (autoconfirm)' : 'on'}; rate limits: ${c.rateLimits.enabled ? 'on' : 'OFF'}`,
  );
  if (c.seedDemo) console.log(`  demo account:  ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  const total = Math.round(performance.now());
  if (server.data) {
    const t = server.data.timings;
    console.log(
      `  started in ${total} ms: ${Math.round(performance.now() - t0)} ms after Node was up; Postgres ${t.openMs} ms${t.created ? ' (first start: initdb)' : ''}, migrations ${t.migrateMs} ms, ${server.seed?.status === 'seeded' ? `seed ${t.seedMs} ms, ` : ''}PostgREST ${t.postgrestMs} ms`,
    );
  } else console.log(`  started in ${total} ms`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`local-supabase: ${signal}, shutting down`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // The terminal closing (or the script that started us exiting with it) stops us the same way.
  process.on('SIGHUP', () => stop('SIGHUP'));
}

await main();
