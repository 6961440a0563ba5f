import { defineConfig, type UserConfig } from 'vite';
import base from './vite.config.ts';

/**
 * A page entry built on its own, beside the SPA build (dist/assets) with its own manifest:
 * its chunk graph shares nothing with the SPA, so the page downloads only what it needs.
 */
export function separateEntry(name: string, input: string): UserConfig {
  return defineConfig({
    ...base,
    build: {
      ...base.build,
      emptyOutDir: false,
      // No preload helper: these pages' dynamic imports (supabase-js, the toaster) load when
      // idle or on intent, where fetching a chunk's own imports after it costs nobody; the
      // helper itself was ~1.5 KB raw of the JS /auth needs before it is interactive.
      modulePreload: false,
      manifest: `.vite/${name}-manifest.json`,
      rollupOptions: { ...base.build?.rollupOptions, input: { [name]: input } },
    },
  });
}
