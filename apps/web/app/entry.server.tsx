import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { contentSecurityPolicy } from '../server/headers.mjs';
import { paintFromHtml } from './firstPaint.server';
import { NonceContext } from './nonce';

/** The Supabase project the pages talk to (server/serve.mjs reads it for the prerendered pages' CSP). */
export const supabaseUrl = import.meta.env.VITE_SUPABASE_URL;

/** How long a render may take before it is aborted (a loader that hangs, say). */
export const streamTimeout = 5_000;

/**
 * Renders a page on the server, whole: a route's data is already loaded by its loader, so
 * waiting for every Suspense boundary (parts loaded on demand, like one's own portfolio
 * manager) costs little, and the HTML is the page itself even before, or without, its
 * scripts — a streamed boundary would show only once inline scripts swap it in. Every page has
 * its own nonce for the inline scripts React Router writes, and a Content-Security-Policy that
 * allows only those (no 'unsafe-inline' script).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const nonce = randomBytes(16).toString('base64');
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const ready = 'onAllReady';
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Every boundary inline where it stands: past this many bytes React would send a boundary
        // (the account section) hidden at the end, shown only by an inline script, later.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [ready]() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          responseHeaders.set(
            'Content-Security-Policy',
            contentSecurityPolicy({ nonce, supabaseUrl }),
          );
          // The whole page, then painted from its HTML alone (./firstPaint.server.ts). Kept as
          // React writes it, in the same task: through a PassThrough, each 16 KB made React wait
          // for the stream to drain, a turn of the event loop (/jobs, from all ready to the whole
          // page: median 2.33 ms then, 1.87 ms now).
          const chunks: Buffer[] = [];
          const body = new Writable({
            highWaterMark: Number.MAX_SAFE_INTEGER,
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              resolve(
                new Response(paintFromHtml(Buffer.concat(chunks).toString('utf8')), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
              done();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while streaming after the shell are logged; before it, onShellError has it.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
