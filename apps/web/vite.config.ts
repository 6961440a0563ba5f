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
      // No <link rel="modulepreload"> from Vite's helper: a dynamically imported chunk brings
      // its imports itself (the build lists most of them in it directly, so they come one
      // round trip after the chunk; a few shared ones a step later). Each link a script appends costs the main thread 5–34 ms under
      // Lighthouse's tracing (multiplied by 4 in its simulation), the module loader's own
      // requests ~0.2 ms: the account menu's 11 links were one idle callback of ~100 ms, and a
      // signed-in reload's ~19 for its screen a long task in the takeover. A signed-in page
      // asks for its screen's modules itself (scripts/prerender.mjs), links warm a screen up
      // on intent (src/app/preload.ts), and the helper still adds the stylesheets a chunk needs.
      resolveDependencies: () => [],
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
