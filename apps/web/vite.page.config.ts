import { defineConfig } from 'vite';
import { supabaseEnv } from './build/env/index.ts';

/**
 * jobs.html's inline script (src/app/jobsPage.ts) as one self-contained function, built apart
 * from the app: scripts/prerender.mjs writes it into the page's head. It imports only what
 * loads nothing (the query's columns, the row mapping, the stored-session check), so it is a
 * few KB, not the app.
 */
export default defineConfig({
  plugins: [supabaseEnv()],
  publicDir: false,
  build: {
    outDir: 'dist-page',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    lib: {
      entry: 'src/app/jobsPage.ts',
      formats: ['iife'],
      name: 'fairlanceJobsPage',
      fileName: () => 'jobsPage.js',
    },
  },
});
