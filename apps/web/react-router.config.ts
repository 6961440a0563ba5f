import type { Config } from '@react-router/dev/config';
import { join } from 'node:path';
import { precompress } from './build/compress/index.ts';
import { inlineCriticalCssOfPages } from './build/critical/index.ts';
import { writeModuleGraph } from './build/critical/moduleGraph.ts';
import { writeStylesheetIndex } from './build/critical/sheetIndex.ts';

const prerender = ['/', '/auth', '/ledger'];

/**
 * Where a long prerendered page's first screen ends (build/critical: `firstScreenOf`). Only the
 * rules of `/`'s first screen are inline, so its first response fits one round trip (14 KB):
 * the header, the hero and, at desktop widths, the problem section's heading (its cards start
 * below 800 px at 1280 px wide). The sections below are styled by the stylesheets, which
 * arrive right after the first paint (e2e/landing.spec.ts checks the first screen at 375 and
 * 1280 px is styled from the inline CSS alone).
 */
const firstScreens = { '/': '#problem ul' };

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
  prerender,
  // The prerendered pages paint from their HTML alone: critical CSS inline, stylesheets and
  // scripts after the first paint (build/critical).
  async buildEnd({ viteConfig }) {
    const client = join(viteConfig.root, 'dist', 'client');
    for (const line of await inlineCriticalCssOfPages(client, prerender, firstScreens))
      viteConfig.logger.info(`critical CSS: ${line}`);
    // The server-rendered pages choose theirs per request from this index (app/firstPaint.server.ts).
    const index = join(viteConfig.root, 'dist', 'server', 'critical-css.json');
    const dark = join(viteConfig.root, 'dist', 'server', 'no-script-dark.json');
    viteConfig.logger.info(`critical CSS: ${writeStylesheetIndex(client, index, dark)}`);
    // …and the order in which they evaluate their modules, from this graph.
    const graph = join(viteConfig.root, 'dist', 'server', 'module-graph.json');
    viteConfig.logger.info(`modules: ${writeModuleGraph(client, graph)}`);
    // Last, once every file of the client build is final: its text compressed once, here, not
    // by the server on each file's first request.
    viteConfig.logger.info(`compression: ${await precompress(client)}`);
  },
  // The whole route table (a dozen routes) in the first page: no manifest requests as links
  // appear, and `/` makes no request at all.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
