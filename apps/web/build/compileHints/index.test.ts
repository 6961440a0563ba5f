import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './index.ts';

describe('compileHints', () => {
  it("starts every chunk of a client build with V8's hint, its source map shifted by the line", async () => {
    const root = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    writeFileSync(join(root, 'index.html'), '<script type="module" src="./main.js"></script>');
    writeFileSync(
      join(root, 'main.js'),
      "export function hydrate() { return 'hydrated'; }\nimport('./later.js').then((m) => m.open(hydrate()));\n",
    );
    writeFileSync(
      join(root, 'later.js'),
      'export function open(what) { return `opened ${what}`; }\n',
    );
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [compileHints()],
      build: { outDir: 'dist', sourcemap: true, modulePreload: false },
    });

    const assets = join(root, 'dist', 'assets');
    const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(chunks).toHaveLength(2);
    for (const chunk of chunks) {
      const code = readFileSync(join(assets, chunk), 'utf8');
      expect(code.split('\n')[0], chunk).toBe(COMPILE_HINT);
      const map = JSON.parse(readFileSync(join(assets, `${chunk}.map`), 'utf8'));
      // The first line has no mappings: the code the map describes starts on the second.
      expect(map.mappings.startsWith(';'), chunk).toBe(true);
    }
  });

  it('leaves the server build alone', () => {
    const plugin = compileHints();
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
  });
});
