import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { cssSubset } from './build/css/index.ts';
import { supabaseEnv } from './build/env/index.ts';

export default defineConfig({
  plugins: [
    reactRouter(),
    // The Supabase project: a production build without it fails, saying what to set.
    supabaseEnv(),
    // Only the CSS a route can use (build/css): Radix pruned to what the source renders,
    // @brand/ui's rules with the modules that use them.
    cssSubset(),
  ],
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
