/**
 * The /mailbox mount: the development mailbox's HTML page and JSON API. No apikey, no CORS (the
 * page is same-origin and the API is for tools); any miss, wrong method included, is a plain 404.
 */
import { type Mailer, renderMailbox } from './mailer.ts';
import { sendJson } from '../http.ts';
import { type Mount, type RequestContext, type Route, matchRoute } from '../router.ts';

const MESSAGE_ID_RE = /^\d{1,15}$/;

export function mailboxRoutes(mailer: Mailer): Route[] {
  const recipient = (ctx: RequestContext) =>
    ctx.url.searchParams.get('to')?.trim().toLowerCase() || undefined;
  return [
    {
      method: 'GET',
      path: '/',
      handler: async (ctx) => {
        const to = recipient(ctx);
        const messages = await mailer.list(to);
        ctx.res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy':
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'no-referrer',
          'Cache-Control': 'no-store',
        });
        ctx.res.end(renderMailbox(messages, to));
      },
    },
    {
      method: 'GET',
      path: '/api/messages',
      handler: async (ctx) =>
        sendJson(ctx.res, 200, { messages: await mailer.list(recipient(ctx)) }),
    },
    {
      // A cross-site page cannot send DELETE without a preflight, which is never granted here.
      method: 'DELETE',
      path: '/api/messages',
      handler: async (ctx) => sendJson(ctx.res, 200, { deleted: await mailer.clear() }),
    },
    {
      method: 'GET',
      path: '/api/messages/:id',
      handler: async (ctx) => {
        const id = ctx.params.id!;
        if (!MESSAGE_ID_RE.test(id)) return sendJson(ctx.res, 404, { message: 'Not Found' });
        const message = await mailer.get(Number(id));
        if (message) sendJson(ctx.res, 200, message);
        else sendJson(ctx.res, 404, { message: 'No such message' });
      },
    },
  ];
}

/** The mount handler: the body is never read, so it is drained first. */
export function mailboxMount(mailer: Mailer): Mount['handle'] {
  const routes = mailboxRoutes(mailer);
  return async (ctx) => {
    ctx.req.resume();
    const match = matchRoute(routes, ctx.method, ctx.path);
    if (typeof match !== 'object') {
      sendJson(ctx.res, 404, { message: 'Not Found' });
      return;
    }
    await match.route.handler({ ...ctx, params: match.params });
  };
}
