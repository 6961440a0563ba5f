import { existsSync } from 'node:fs';
import { defineConfig } from 'vite';
import { supabaseEnv } from './build/env/index.ts';

// Which page (scripts/build.mjs builds each of its list).
const page = process.env.FAIRLANCE_PAGE ?? '';
if (!/^[a-z]+$/.test(page) || !existsSync(`src/app/${page}Page.ts`))
  throw new Error(`FAIRLANCE_PAGE names no page script (src/app/<page>Page.ts): "${page}".`);

/**
 * One signed-in page's inline script (src/app/<page>Page.ts, with FAIRLANCE_PAGE=<page>) as one
 * self-contained function, built apart from the app, one page per build (an IIFE has one
 * entry): scripts/prerender.mjs writes it into the page's head as `fairlancePage`. It imports
 * only what loads nothing (the query's columns, the row mapping, the stored-session check), so
 * it is a few KB, not the app.
 */
export default defineConfig({
  plugins: [supabaseEnv()],
  publicDir: false,
  build: {
    outDir: 'dist-page',
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    lib: {
      entry: `src/app/${page}Page.ts`,
      formats: ['iife'],
      name: 'fairlancePage',
      fileName: () => `${page}Page.js`,
    },
  },
});
