// `pnpm --filter web test:env`: where the app's Supabase values come from in each mode
// (build/env). Resolves the real vite.config.ts, so the plugin is tested as the build runs it.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { resolveConfig } from 'vite';

const app = fileURLToPath(new URL('..', import.meta.url));
const configFile = join(app, 'vite.config.ts');
const names = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'];

/** Resolves the config as `vite build [--mode]` would, with only the given variables set. */
async function resolveBuild(
  mode,
  { env = {}, envDir = mkdtempSync(join(tmpdir(), 'web-env-')) } = {},
) {
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  for (const name of names) delete process.env[name];
  Object.assign(process.env, env);
  try {
    return await resolveConfig(
      { configFile, root: app, envDir, mode, logLevel: 'silent' },
      'build',
    );
  } finally {
    for (const name of names)
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
  }
}

test('a production build without its variables fails, naming them and the way out', async () => {
  await assert.rejects(resolveBuild('production'), (error) => {
    assert.match(error.message, /VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY/);
    assert.match(error.message, /\.env\.example/);
    assert.match(error.message, /pnpm --filter web build:local/);
    return true;
  });
});

test('a production build with only one of them names the missing one', async () => {
  await assert.rejects(
    resolveBuild('production', { env: { VITE_SUPABASE_URL: 'https://abc.supabase.co' } }),
    /needs VITE_SUPABASE_ANON_KEY:/,
  );
});

test('a blank value counts as missing', async () => {
  await assert.rejects(
    resolveBuild('production', {
      env: { VITE_SUPABASE_URL: ' ', VITE_SUPABASE_ANON_KEY: 'anon' },
    }),
    /needs VITE_SUPABASE_URL:/,
  );
});

test('a production build takes them from the environment or .env.production.local', async () => {
  await resolveBuild('production', {
    env: { VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon' },
  });
  const envDir = mkdtempSync(join(tmpdir(), 'web-env-'));
  writeFileSync(
    join(envDir, '.env.production.local'),
    'VITE_SUPABASE_URL=https://abc.supabase.co\nVITE_SUPABASE_ANON_KEY=anon\n',
  );
  await resolveBuild('production', { envDir });
});

test('the local-stack build uses .env.development, whatever else is set', async () => {
  const envDir = mkdtempSync(join(tmpdir(), 'web-env-'));
  writeFileSync(join(envDir, '.env.development'), readFileSync(join(app, '.env.development')));
  writeFileSync(join(envDir, '.env.local'), 'VITE_SUPABASE_URL=https://hosted.supabase.co\n');
  const config = await resolveBuild('local-stack', { envDir });
  assert.equal(config.define['import.meta.env.VITE_SUPABASE_URL'], '"http://127.0.0.1:54321"');
});

test(".env.development points at the local stack's own values", () => {
  const local = parseEnv(readFileSync(join(app, '.env.development'), 'utf8'));
  const keys = JSON.parse(readFileSync(join(app, '../local-supabase/dev-keys.json'), 'utf8'));
  assert.equal(local.VITE_SUPABASE_URL, keys.url);
  assert.equal(local.VITE_SUPABASE_ANON_KEY, keys.anonKey);
});

/** The tags the app's index.html gets from the plugin, as the resolved build runs it. */
function htmlTags(config) {
  const plugin = config.plugins.find((p) => p.name === 'fairlance:supabase-env');
  const hook = plugin.transformIndexHtml;
  return (typeof hook === 'function' ? hook : hook.handler)('<html></html>', {});
}

test("the app's pages preconnect to the project they query (its origin, for CORS requests)", async () => {
  const hosted = await resolveBuild('production', {
    env: { VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: 'anon' },
  });
  assert.deepEqual(htmlTags(hosted), [
    {
      tag: 'link',
      attrs: { rel: 'preconnect', href: 'https://abc.supabase.co', crossorigin: '' },
      injectTo: 'head',
    },
  ]);
  const envDir = mkdtempSync(join(tmpdir(), 'web-env-'));
  writeFileSync(join(envDir, '.env.development'), readFileSync(join(app, '.env.development')));
  const local = await resolveBuild('local-stack', { envDir });
  assert.equal(htmlTags(local)?.[0]?.attrs.href, 'http://127.0.0.1:54321');
});
