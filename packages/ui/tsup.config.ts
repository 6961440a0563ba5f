import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

// Internal entries: every source module of the components, so esbuild emits one module per
// source file (as a bundler's "preserve modules" would) instead of chunks grouped by area.
// An app's bundler can then put each component, and each Radix part it uses, in the route
// that uses it; grouped chunks made every route load its neighbours' code (the jobs
// filter's Select on the dashboard, for one). Only `.`, `./sample-data` and `./theme` are
// exported: `index.js` imports the per-module chunks directly, so the entries' own files
// (`dist/lib`, facades and a copy of each module's CSS) are deleted after the build.
function modules(dir: string): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return ['src/docs', 'src/sample-data'].includes(path) ? [] : modules(path);
    if (!/\.tsx?$/.test(entry.name) || /\.(test|stories)\.tsx?$/.test(entry.name)) return [];
    return [[`lib/${path.slice('src/'.length).replace(/\.tsx?$/, '')}`, path]];
  });
}

/**
 * React Server Components: a source module that needs the browser (state, effects, context,
 * event handlers) starts with 'use client'. esbuild drops module-level directives when it
 * bundles, and its code lands in a shared chunk, so the directive is put back on every output
 * module whose sources (read from its source map) include such a module. Modules built only
 * from directive-free sources (the theme, the domain rules, sample data) stay server code.
 */
const directive = /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/;
function restoreUseClient(dir = 'dist'): number {
  const isClient = new Map<string, boolean>();
  let marked = 0;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.js') || !existsSync(`${dir}/${file}.map`)) continue;
    const map = JSON.parse(readFileSync(`${dir}/${file}.map`, 'utf8')) as {
      sources: string[];
      mappings: string;
    };
    const client = map.sources.some((source) => {
      const path = resolve(dir, dirname(file), source);
      if (!isClient.has(path))
        isClient.set(path, existsSync(path) && directive.test(readFileSync(path, 'utf8')));
      return isClient.get(path);
    });
    if (!client) continue;
    const code = readFileSync(`${dir}/${file}`, 'utf8');
    if (directive.test(code)) continue;
    writeFileSync(`${dir}/${file}`, `'use client';\n${code}`);
    // One line added above the code: its mappings start one line later.
    map.mappings = `;${map.mappings}`;
    writeFileSync(`${dir}/${file}.map`, JSON.stringify(map));
    marked++;
  }
  return marked;
}

/**
 * Blanks the directive as each source module is loaded (same lines and columns, so the source
 * maps still match): bundled, it would only be dropped with a warning per module.
 */
const blankUseClient: Plugin = {
  name: 'blank-use-client',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (/\.css\.ts$/.test(args.path)) return undefined;
      const code = readFileSync(args.path, 'utf8');
      const found = directive.exec(code);
      if (!found) return undefined;
      return {
        contents:
          code.slice(0, found.index) +
          found[0].replace(/\S/g, ' ') +
          code.slice(found.index + found[0].length),
        loader: args.path.endsWith('x') ? ('tsx' as const) : ('ts' as const),
      };
    });
  },
};

/**
 * Deletes the internal entries' files (`dist/lib`) except the modules the package imports
 * lazily (`import('./lib/…')`: the account menu, the phone sheet): their entry file is what the
 * lazy import loads, its exports under their own names. Returns how many were kept.
 */
function pruneEntries(dir = 'dist'): number {
  const lazy = new Set<string>();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.js')) continue;
    for (const match of readFileSync(`${dir}/${file}`, 'utf8').matchAll(
      /import\(\s*["'`]\.\/(lib\/[^"'`]+\.js)["'`]\s*\)/g,
    ))
      lazy.add(match[1] as string);
  }
  const files = [...lazy].flatMap((path) => [path, `${path}.map`]);
  const kept = new Map(files.map((path) => [path, readFileSync(`${dir}/${path}`, 'utf8')]));
  rmSync(`${dir}/lib`, { recursive: true, force: true });
  for (const [path, code] of kept) {
    mkdirSync(dirname(`${dir}/${path}`), { recursive: true });
    writeFileSync(`${dir}/${path}`, code);
  }
  // Their 'use client' too, as for the chunks.
  for (const folder of new Set([...lazy].map((path) => dirname(`${dir}/${path}`))))
    restoreUseClient(folder);
  return lazy.size;
}

// `--watch` (npm start) rebuilds over the first build without cleaning `dist`, so the app and
// Storybook starting beside it never find the package missing.
export default defineConfig((options) => ({
  entry: {
    index: 'src/index.ts',
    'sample-data': 'src/sample-data/index.ts',
    theme: 'src/theme/index.ts',
    ...Object.fromEntries(modules('src')),
  },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  // Types for the exported entries only; the internal ones are reached through them.
  dts: {
    entry: {
      index: 'src/index.ts',
      'sample-data': 'src/sample-data/index.ts',
      theme: 'src/theme/index.ts',
    },
  },
  clean: !options.watch,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  minify: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', '@radix-ui/themes', /^radix-ui/],
  onSuccess: async () => {
    pruneEntries();
    restoreUseClient();
  },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' }), blankUseClient],
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
}));
