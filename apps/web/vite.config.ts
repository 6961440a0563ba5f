import { reactRouter } from '@react-router/dev/vite';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
// @brand/css-subset by its source file: Vite loads this config with Node, which runs no
// TypeScript from a linked package (the package itself is consumed from source everywhere).
import { cssSubset } from '../../packages/css-subset/src/index.ts';
import { compileHints } from './build/compileHints/index.ts';
import { supabaseEnv } from './build/env/index.ts';

/**
 * React Router's package exports only its development build (remix-run/react-router#12532,
 * #14102): dev-only warnings on, in production. The browser's bundle takes its production build
 * instead (the same code with them off); the dev server and the server bundle keep the package's.
 */
function reactRouterProduction(): Plugin {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  const builds: Record<string, string> = {
    'react-router': join(dist, 'index.mjs'),
    'react-router/dom': join(dist, 'dom-export.mjs'),
  };
  return {
    name: 'fairlance:react-router-production',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'pre',
    resolveId: (id) => builds[id],
  };
}

export default defineConfig({
  plugins: [
    reactRouter(),
    reactRouterProduction(),
    // The Supabase project: a production build without it fails, saying what to set.
    supabaseEnv(),
    // Only the CSS a route can use (@brand/css-subset): Radix pruned to what the source renders,
    // @brand/ui's rules with the modules that use them; Radix's @font-face rules written in the
    // head by app/root.tsx instead of arriving again with the stylesheets.
    cssSubset({ inlineFontFaces: true }),
    // Every chunk compiled as it loads, off the main thread, not function by function as the
    // first render calls them (build/compileHints).
    compileHints(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    host: '127.0.0.1',
    // Vite's own list, and the local stack's data folder (accounts, the database, the mailbox):
    // the dev server serves files of the whole workspace at /@fs/, but never these.
    fs: { deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.data/**'] },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Vite's helper for a dynamic import adds a <link rel="modulepreload"> for each module the
    // imported one needs: the parts loaded on demand (the bell's list, the dialogs) are warmed
    // when the page is idle, and those links made a task of 55-110 ms at 4× CPU
    // (`pnpm bench:trace`). The browser finds those modules itself, most already loaded with the
    // page; a chunk's CSS is still linked by the helper.
    modulePreload: false,
    rollupOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
