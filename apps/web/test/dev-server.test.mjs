// The dev server (`npm start`'s web app) serves files of the whole workspace at /@fs/, so it
// must refuse the local stack's data folder (accounts, the database, the mailbox): issue 32.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');

test('the dev server refuses files of the data folder and still serves the workspace', async () => {
  const folder = join(web, '../local-supabase/.data');
  mkdirSync(folder, { recursive: true });
  const probe = join(folder, `dev-server-probe-${process.pid}.txt`);
  writeFileSync(probe, 'not for the browser');
  const server = await createServer({
    configFile: join(web, 'vite.config.ts'),
    server: { port: 0, strictPort: false },
    logLevel: 'silent',
  });
  try {
    await server.listen();
    const { port } = server.httpServer.address();
    const get = (path) => fetch(`http://127.0.0.1:${port}/@fs${path}`);
    const refused = await get(probe);
    assert.equal(refused.status, 403);
    assert.doesNotMatch(await refused.text(), /not for the browser/);
    // The same server serves a file of the workspace that is not denied.
    assert.equal((await get(join(web, 'package.json'))).status, 200);
  } finally {
    await server.close();
    rmSync(probe, { force: true });
  }
});
