import { defineConfig } from 'vite';
import base from './vite.config.ts';

/**
 * The prerendered `/auth` page's JavaScript, built on its own like the landing page's island:
 * its chunk graph holds only what the sign-in screen needs (no router, no supabase-js until
 * the person reaches for the form, no sonner until the page has hydrated).
 */
export default defineConfig({
  ...base,
  build: {
    ...base.build,
    emptyOutDir: false,
    manifest: '.vite/auth-manifest.json',
    rollupOptions: {
      ...base.build?.rollupOptions,
      input: { auth: 'src/auth/island.tsx' },
    },
  },
});
