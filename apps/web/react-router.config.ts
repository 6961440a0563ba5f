import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode: every route is rendered on the server (signed-in ones with the
 * person's data, read with their cookie session) and hydrated in the browser; `/` and `/auth`
 * and `/ledger` are the same for everybody and rendered once, at build time (the ledger's
 * figures are read after its first paint). The build goes to dist/ (build/
 * holds the build's own Vite plugins), served by server/serve.mjs.
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'dist',
  ssr: true,
  prerender: ['/', '/auth', '/ledger'],
  // The whole route table (a dozen routes) in the first page: no manifest requests as links
  // appear, and `/` makes no request at all.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
