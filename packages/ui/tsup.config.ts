import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

const areas = [
  'feedback',
  'landing',
  'auth',
  'shell',
  'dashboard',
  'jobs',
  'messages',
  'profile',
  'settings',
];

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'sample-data': 'src/sample-data/index.ts',
    theme: 'src/theme/index.ts',
    // Internal entries, one per product area: they make esbuild split the code
    // into per-area chunks that `index.js` re-exports, so an app's bundler can
    // put each screen's code in the route that uses it instead of one chunk.
    // Only `.`, `./sample-data` and `./theme` are exported.
    ...Object.fromEntries(areas.map((area) => [`areas/${area}`, `src/${area}/index.ts`])),
  },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  minify: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', '@radix-ui/themes', /^radix-ui/],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
});
