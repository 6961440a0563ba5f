import { appearanceScript } from '@brand/ui/theme';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { cssSubset } from './build/css/index.ts';
import { supabaseEnv } from './build/env/index.ts';

/** Inlines the pre-paint appearance script so no frame paints in the wrong appearance. */
function appearanceScriptPlugin(): Plugin {
  return {
    name: 'fairlance:appearance-script',
    transformIndexHtml(html) {
      return html.replace('<!--appearance-script-->', `<script>${appearanceScript}</script>`);
    },
  };
}

/**
 * React Router's package exports only its development build (remix-run/react-router#12532,
 * #14102): dev-only warnings on, in production. Builds take its production build instead (the
 * same code with them off); the dev server keeps the warnings.
 */
function reactRouterProduction(): Plugin {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    name: 'fairlance:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

/** A route module's chunk (src/routes/*Route.tsx, and the shell they render in). */
const isRouteChunk = (file: string) => /(?:^|\/)(?:\w+Route|ShellLayout)-[\w-]+\.js$/.test(file);

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    appearanceScriptPlugin(),
    // The Supabase project: a production build without it fails, saying what to set.
    supabaseEnv(),
    // Only the CSS a page or route can use (build/css). The prerendered pages' scripts get
    // their whole page's CSS: the files that render each page.
    cssSubset({
      pages: {
        'src/landing/island.tsx': ['src/landing/entry-server.tsx', 'src/landing/island.tsx'],
        'src/auth/island.tsx': ['src/auth/entry-server.tsx', 'src/auth/island.tsx'],
      },
    }),
  ],
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    modulePreload: {
      // A route's chunks are fetched side by side (a <link rel="modulepreload"> for each of
      // its imports) when it is loaded: someone is waiting for the screen. The parts loaded
      // when the browser is idle (the account menu, the mobile sheet, a select's list, the
      // dialogs, the settings' later tabs, the toaster, supabase-js) fetch their imports once
      // they have arrived instead: Vite's helper appends its links in one task, ~8 ms each
      // under Lighthouse's tracing, and the account menu's 11 were one idle callback of
      // ~100 ms (400 ms at Lighthouse's 4x). One round trip later only when someone reaches
      // for one before the browser was idle. (Their chunks import everything they need
      // directly, so it is never more than one.)
      resolveDependencies: (file, deps) => (isRouteChunk(file) ? deps : []),
    },
    rollupOptions: {
      // The SPA. The landing page's island is built by vite.island.config.ts.
      input: { index: 'index.html' },
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
