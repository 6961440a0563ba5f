#!/usr/bin/env node
// A small production-like static server for the built app (used by `pnpm start`,
// the e2e journeys and the benchmark): gzip, long-lived caching for hashed
// assets, the prerendered pages (`/` and `/auth`), and the SPA shell for every
// other route so client routing (and the 404 screen) takes over. A form posted to a
// prerendered page without JavaScript (the `/auth` form, method="post") is answered with
// 303 See Other to the same page: nothing is stored, and the browser does not ask to
// resend the password when the page is reloaded.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(fileURLToPath(new URL('../dist', import.meta.url)));
const port = Number(process.env.WEB_PORT ?? 4173);
const host = process.env.WEB_HOST ?? '127.0.0.1';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.map', '.txt']);
const gzCache = new Map();

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build found in ${root}. Run \`pnpm --filter web build\` first.`);
  process.exit(1);
}
/** The SPA shell: app.html when the landing page is prerendered separately. */
const shell = existsSync(join(root, 'app.html')) ? 'app.html' : 'index.html';

/** Pages rendered at build time, each served at its clean URL. */
const prerendered = new Set(['/auth']);

/**
 * The signed-in routes rendered at build time (scripts/prerender.mjs lists them): each route
 * pattern ('/jobs/:id', '/profile/:id?') is served its page; any other path the SPA shell.
 */
const signedInPages = (() => {
  const list = join(root, 'signed-in-pages.json');
  if (!existsSync(list)) return [];
  return JSON.parse(readFileSync(list, 'utf8')).map(({ route, file }) => ({
    file,
    pattern: new RegExp(
      `^${route
        .replace(/[.*+^${}()|[\]\\]/g, '\\$&')
        .replace(/\/:\w+\?/g, '(?:/[^/]+)?')
        .replace(/:\w+/g, '[^/]+')}/?$`,
    ),
  }));
})();

function resolveFile(pathname) {
  if (pathname === '/') return 'index.html';
  if (prerendered.has(pathname) && existsSync(join(root, `${pathname.slice(1)}.html`))) {
    return `${pathname.slice(1)}.html`;
  }
  const safe = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  if (safe.startsWith('..')) return null;
  const file = join(root, safe);
  if (existsSync(file) && statSync(file).isFile()) return safe;
  const page = signedInPages.find(({ pattern }) => pattern.test(pathname));
  if (page && !extname(safe) && existsSync(join(root, page.file))) return page.file;
  // Unknown paths without an extension are client routes.
  return extname(safe) ? null : shell;
}

const server = createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    // A file can vanish between lookup and read (a rebuild in progress): answer, never crash.
    console.error(`serve: ${req.url}: ${error instanceof Error ? error.message : error}`);
    if (!res.headersSent) res.writeHead(503, { 'retry-after': '1' });
    res.end();
  }
});

function handle(req, res) {
  let pathname;
  try {
    pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    res.writeHead(400).end('Bad request');
    return;
  }
  if (req.method === 'POST' && prerendered.has(pathname)) {
    req.resume();
    res.writeHead(303, { location: pathname, 'cache-control': 'no-store' }).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  let rel;
  try {
    rel = resolveFile(pathname);
  } catch {
    rel = null;
  }
  if (!rel) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const file = join(root, rel);
  const ext = extname(file);
  const headers = {
    'content-type': types[ext] ?? 'application/octet-stream',
    'cache-control': rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  };
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (acceptsGzip && compressible.has(ext)) {
    const key = `${file}:${statSync(file).mtimeMs}`;
    let body = gzCache.get(key);
    if (!body) {
      body = gzipSync(readFileSync(file), { level: 9 });
      gzCache.set(key, body);
    }
    res.writeHead(200, {
      ...headers,
      'content-encoding': 'gzip',
      vary: 'accept-encoding',
      'content-length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': statSync(file).size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

server.listen(port, host, () => {
  console.log(`Fairlance web app: http://${host}:${port}/`);
});
