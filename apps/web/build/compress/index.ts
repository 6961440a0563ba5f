/**
 * The client build's text files compressed once, at build time: `x.js.br` (brotli, quality 11)
 * and `x.js.gz` (gzip, level 9) beside `x.js`, which server/serve.mjs sends as they are. This is
 * what `gzip_static` does for nginx.
 *
 * Compressed by the server on each file's first request instead, a file cost its first visitor
 * the time to compress it (brotli 11 runs at about 1 MB/s: 0.2 s for the client entry), and the
 * server's CPU: sampled during `pnpm bench` on /dashboard, serve.mjs used 14.8 s of CPU in two
 * Lighthouse runs (a core at 100% for ~9 s, most of it the 5 MB of source maps Lighthouse
 * fetches), 2.4 s with the files compressed ahead. On two cores that was the browser's time too.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text. */
export const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|data|map)$/;
/** How hard each copy is compressed: brotli's quality, gzip's level. */
export type Levels = { brotli: number; gzip: number };
/** What a visitor downloads: the smallest copies. */
const SMALLEST: Levels = { brotli: 11, gzip: 9 };
/**
 * Source maps are fetched by developer tools only (and Lighthouse, which fetches every one):
 * 5 MB of them, 10 s of CPU at brotli's quality 11, 0.3 s at 5, for ~20% more bytes.
 */
const levelsFor = (file: string): Levels =>
  file.endsWith('.map') ? { brotli: 5, gzip: 6 } : SMALLEST;
/** Below this, a compressed copy saves less than its headers cost. */
export const MIN_BYTES = 256;

/** The compressed copies of `body`, each kept only if smaller than `body`. */
export async function compressedCopies(
  body: Buffer,
  levels: Levels = SMALLEST,
): Promise<{ br?: Buffer; gz?: Buffer }> {
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: levels.gzip }),
  ]);
  return {
    ...(br.length < body.length ? { br } : {}),
    ...(gzipped.length < body.length ? { gz: gzipped } : {}),
  };
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `dir` (at least `MIN_BYTES`);
 * returns a line for the build's log.
 */
export async function precompress(dir: string): Promise<string> {
  const files = [...filesUnder(dir)].filter(
    (f) => COMPRESSIBLE.test(f) && statSync(f).size >= MIN_BYTES,
  );
  let raw = 0;
  let brotlied = 0;
  // A few at a time: zlib runs them on libuv's threads, which are four.
  for (let i = 0; i < files.length; i += 4) {
    await Promise.all(
      files.slice(i, i + 4).map(async (file) => {
        const body = readFileSync(file);
        const { br, gz: gzipped } = await compressedCopies(body, levelsFor(file));
        if (br) writeFileSync(`${file}.br`, br);
        if (gzipped) writeFileSync(`${file}.gz`, gzipped);
        raw += body.length;
        brotlied += (br ?? body).length;
      }),
    );
  }
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  return `${files.length} files compressed ahead (${kb(raw)} → ${kb(brotlied)} brotli)`;
}
