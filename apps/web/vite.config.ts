import { appearanceScript } from '@brand/ui/theme';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Inlines the pre-paint appearance script so no frame paints in the wrong appearance. */
function appearanceScriptPlugin(): Plugin {
  return {
    name: 'fairlance:appearance-script',
    transformIndexHtml(html) {
      return html.replace('<!--appearance-script-->', `<script>${appearanceScript}</script>`);
    },
  };
}

export default defineConfig({
  plugins: [react(), appearanceScriptPlugin()],
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
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
