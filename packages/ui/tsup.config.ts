import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { readdirSync, rmSync } from 'node:fs';
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
  onSuccess: async () => rmSync('dist/lib', { recursive: true, force: true }),
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
}));
