#!/usr/bin/env node
// The web app's production server (`pnpm --filter web start`; the e2e journeys and the
// benchmark use it too): Node's own http server around React Router's request handler.
//   - the build's files from dist/client: hashed assets cached for a year (immutable), the
//     prerendered pages (`/`, `/auth`) and their data, the rest revalidated;
//   - every other request rendered by the app (dist/server): signed-in pages with the person's
//     data, 404 for unknown paths;
//   - gzip or brotli for text: the build's files as compressed at build time, a rendered page
//     once it is whole, React Router's data for a navigation as it comes;
//   - security headers on every answer; each page's Content-Security-Policy allows only its own
//     inline scripts (a nonce per rendered page, the hashes of a prerendered page's).
//
//   PORT (default 4173; WEB_PORT also read), HOST (default 127.0.0.1; 0.0.0.0 in a container)
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from 'node:zlib';
import { contentSecurityPolicy, securityHeaders } from './headers.mjs';

// React, react-dom/server and React Router pick their production or development build from
// NODE_ENV when first loaded: unset, the server rendered with React's development build (about
// 1.5x slower: the jobs page p50 99 → 77 ms, p95 201 → 136 ms in `pnpm bench:ssr`). So it is set
// before they load (hence the dynamic import below); a NODE_ENV given explicitly is kept.
process.env.NODE_ENV ??= 'production';
const { createRequestHandler } = await import('react-router');

const dist = resolve(fileURLToPath(new URL('../dist', import.meta.url)));
const client = join(dist, 'client');
const serverBuild = join(dist, 'server', 'index.js');
const port = Number(process.env.PORT ?? process.env.WEB_PORT ?? 4173);
const host = process.env.HOST ?? process.env.WEB_HOST ?? '127.0.0.1';

if (!existsSync(serverBuild)) {
  console.error(`No build found in ${dist}. Run \`pnpm --filter web build\` first.`);
  process.exit(1);
}
const build = await import(pathToFileURL(serverBuild).href);
const handleRequest = createRequestHandler(build, 'production');
/** The Supabase project the pages talk to, as built in (app/entry.server.tsx). */
const supabaseUrl = build.entry?.module?.supabaseUrl;

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = /^(text\/|application\/json|image\/svg)/;

/**
 * A file of the client build for a GET: `/` and `/auth` are prerendered pages (index.html in
 * their folder), `/_root.data` and `/auth.data` their data; anything else by its path.
 */
function staticFile(pathname) {
  let safe;
  try {
    safe = normalize(decodeURIComponent(pathname)).replace(/^[/\\]+/, '');
  } catch {
    return null;
  }
  if (safe.startsWith('..') || safe.includes(`${sep}..`)) return null;
  for (const candidate of [safe, join(safe, 'index.html')]) {
    const file = join(client, candidate);
    if (file.startsWith(client) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** A copy the build compressed ahead (apps/web/build/compress), if there is one. */
const copy = (file) => (existsSync(file) ? readFileSync(file) : undefined);

/**
 * Read once: the build does not change under a running server. Its text files come with the
 * copies the build compressed; a file without them is compressed here, once.
 */
const files = new Map();
function load(file) {
  let entry = files.get(file);
  if (!entry) {
    const body = readFileSync(file);
    const type = types[extname(file)] ?? 'application/octet-stream';
    entry = { body, type, gzip: copy(`${file}.gz`), br: copy(`${file}.br`), csp: undefined };
    if (extname(file) === '.html') {
      // A prerendered page's inline scripts, allowed by their hashes.
      const hashes = [...body.toString().matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
        .filter((m) => !/\bsrc=/.test(m[0].slice(0, m[0].indexOf('>'))) && m[1])
        .map((m) => `sha256-${createHash('sha256').update(m[1]).digest('base64')}`);
      entry.csp = contentSecurityPolicy({ hashes, supabaseUrl });
    }
    files.set(file, entry);
  }
  return entry;
}

/** The best encoding the request accepts: brotli, gzip, or none. */
function encodingFor(req, type) {
  if (!compressible.test(type)) return undefined;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

function serveFile(req, res, file, pathname) {
  const entry = load(file);
  const headers = {
    ...securityHeaders,
    'Content-Type': entry.type,
    'Cache-Control': pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate',
    Vary: 'Accept-Encoding',
  };
  if (entry.csp) headers['Content-Security-Policy'] = entry.csp;
  const encoding = encodingFor(req, entry.type);
  let body = entry.body;
  if (encoding === 'br')
    body = entry.br ??= brotliCompressSync(entry.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    });
  else if (encoding === 'gzip') body = entry.gzip ??= gzipSync(entry.body, { level: 9 });
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The node request as a fetch Request for React Router. */
function toRequest(req, res) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(req), duplex: 'half' } : {}),
  });
}

async function render(req, res) {
  const response = await handleRequest(toRequest(req, res));
  const headers = { ...securityHeaders };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  headers['cache-control'] ??= 'private, no-store';
  const type = response.headers.get('content-type') ?? '';
  const encoding = response.body && req.method !== 'HEAD' ? encodingFor(req, type) : undefined;
  if (encoding) {
    headers['content-encoding'] = encoding;
    headers.vary = 'Accept-Encoding';
    delete headers['content-length'];
  }
  if (!response.body || req.method === 'HEAD') {
    res.writeHead(response.status, headers);
    res.end();
    return;
  }
  // A page is rendered whole before it is answered (app/entry.server.tsx): compressed in one
  // go, in this task, and sent with its length. Through a compression stream it took longer
  // (the thread pool's turn, the streams' machinery), and under load much longer: /jobs spent
  // 5 ms from its rendered page to its last byte at the median, 25 ms at its slowest.
  if (type.startsWith('text/html')) {
    const page = Buffer.from(await response.arrayBuffer());
    const out = encoding ? compressPage(page, encoding) : page;
    headers['content-length'] = String(out.length);
    res.writeHead(response.status, headers);
    res.end(out);
    return;
  }
  res.writeHead(response.status, headers);
  const body = Readable.fromWeb(response.body);
  // Other answers (React Router's data for a navigation) as they come, compressed.
  const compress =
    encoding === 'br'
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: RENDERED_BROTLI_QUALITY },
        })
      : encoding === 'gzip'
        ? createGzip({ flush: constants.Z_SYNC_FLUSH })
        : undefined;
  await (compress ? pipeline(body, compress, res) : pipeline(body, res));
}

/**
 * Brotli at quality 5 for what is rendered per request (its default, 11, is for files
 * compressed once: ~240 ms of CPU for the 94 KB landing page, 2.4 ms at 5, for 12 % more bytes).
 */
const RENDERED_BROTLI_QUALITY = 5;

/** A rendered page, compressed as the browser asked. */
function compressPage(page, encoding) {
  return encoding === 'br'
    ? brotliCompressSync(page, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: RENDERED_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: page.length,
        },
      })
    : gzipSync(page, { level: 6 });
}

const server = createServer((req, res) => {
  let pathname;
  try {
    pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    res.writeHead(400, securityHeaders).end('Bad request');
    return;
  }
  // /auth with a session cookie: rendered, so its loader can send the person on (the
  // prerendered page is for visitors without one).
  const withSession =
    pathname === '/auth' && /(?:^|;\s*)sb-[^=]*-auth-token/.test(req.headers.cookie ?? '');
  const file =
    (req.method === 'GET' || req.method === 'HEAD') && !withSession ? staticFile(pathname) : null;
  if (file) {
    serveFile(req, res, file, pathname);
    return;
  }
  render(req, res).catch((error) => {
    if (error?.code === 'ERR_STREAM_PREMATURE_CLOSE' || req.destroyed) return;
    console.error(`serve: ${req.method} ${req.url}:`, error);
    if (!res.headersSent) res.writeHead(500, securityHeaders);
    res.end();
  });
});

server.listen(port, host, () => {
  console.log(`Fairlance web app: http://${host}:${port}/`);
});

for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
