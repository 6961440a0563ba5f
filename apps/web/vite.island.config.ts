import { defineConfig } from 'vite';
import base from './vite.config.ts';

/**
 * The landing page's calculator island, built on its own so its chunk graph
 * shares nothing with the SPA: `/` downloads only what the calculator needs.
 * Output lands beside the SPA build (dist/assets), with its own manifest.
 */
export default defineConfig({
  ...base,
  build: {
    ...base.build,
    emptyOutDir: false,
    manifest: '.vite/island-manifest.json',
    rollupOptions: {
      ...base.build?.rollupOptions,
      input: { island: 'src/landing/island.tsx' },
    },
  },
});
