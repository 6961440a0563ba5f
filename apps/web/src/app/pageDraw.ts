/*
 * What the signed-in pages' own inline scripts share (./jobsPage, ./settingsPage,
 * ./profilePage, each compiled on its own by vite.page.config.ts and written into its page's
 * head by scripts/prerender.mjs): the early request to PostgREST with the stored session's
 * token, and drawing its answer into the painted page from a <template> of the real screen,
 * rendered at build time with a private-use character in place of each value
 * (./entry-server.tsx). Nothing here loads anything.
 */
import { leaveEarly, type Early } from '../data/early';
import type { StoredSession } from '../session/storage';
import { pageInputQueue } from './inputQueue';

/** Every marker in a text, replaced in one pass (a value is never read again for markers). */
export function replaceMarkers(text: string, values: Record<string, string>) {
  return text.replace(/[\uE000-\uF8FF]/g, (marker) => values[marker] ?? marker);
}

/** A marker encoded as a URL component (a link's path holds a job's id encoded). */
const encodedMarker = /%E[EF]%[89AB][0-9A-F]%[89AB][0-9A-F]/g;

/**
 * `values` written into every text and attribute under `node` where their markers are (in an
 * attribute also where a marker is URL-encoded, encoded in turn).
 */
export function fill(node: Element | DocumentFragment, values: Record<string, string>) {
  const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode(); text; text = texts.nextNode())
    text.nodeValue = replaceMarkers(text.nodeValue ?? '', values);
  const elements = node instanceof Element ? [node] : [];
  for (const element of [...elements, ...node.querySelectorAll('*')])
    for (const attribute of [...element.attributes])
      attribute.value = replaceMarkers(attribute.value, values).replace(encodedMarker, (code) => {
        const value = values[decodeURIComponent(code)];
        return value === undefined ? code : encodeURIComponent(value);
      });
}

/** The text node under `node` holding `marker`. */
export function textWith(node: Node, marker: string) {
  const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode(); text; text = texts.nextNode())
    if (text.nodeValue?.includes(marker)) return text;
  return undefined;
}

/**
 * Where the screen is drawn (the painted page's loading state) and a copy of the template to
 * draw it from: only while the app has not started drawing (it then draws the answer itself).
 */
export function drawingPlace(templateId: string) {
  const queue = pageInputQueue();
  if (!queue || queue.taking) return undefined;
  const loading = document.querySelector(
    '#root [data-slot="app-shell-main"] > [data-slot="screen-loading"]',
  );
  const template = document.getElementById(templateId);
  if (!loading || !(template instanceof HTMLTemplateElement)) return undefined;
  return { loading, screen: template.content.cloneNode(true) as DocumentFragment };
}

/** How long after drawing the page's scripts wait at most for the paint report. */
const PAINT_REPORT_WAIT_MS = 250;

/**
 * Runs `then` once the drawn screen is on screen: when the browser reports a paint inside
 * `[data-slot=screenSlot]` as the page's largest (that entry comes once the frame is presented,
 * not when it is made). Where it reports no such entry (no largest-paint reports at all, input
 * before the paint, a larger element painted before), after two frames, or 250 ms at most.
 */
function whenPainted(screenSlot: string, then: () => void) {
  const reported = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!reported) {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then, 0)));
    return;
  }
  let done = false;
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
    if (entries.some((entry) => entry.element?.closest(`[data-slot="${screenSlot}"]`))) finish();
  });
  function finish() {
    if (done) return;
    done = true;
    observer.disconnect();
    then();
  }
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(finish, PAINT_REPORT_WAIT_MS);
}

/** Runs `then` once the document has been parsed (the template and the page are in). */
function whenParsed(then: () => void) {
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
}

/**
 * A GET of PostgREST's `table` as the stored session's account (RLS answers for it, as for
 * the app), with `params` as supabase-js sends them (a `select` without its whitespace).
 * Rejects when refused.
 */
export async function askRest(
  session: StoredSession,
  table: string,
  params: Record<string, string>,
  prefer?: string,
): Promise<Response> {
  const url = new URL(`${import.meta.env.VITE_SUPABASE_URL.replace(/\/+$/, '')}/rest/v1/${table}`);
  for (const [name, value] of Object.entries(params))
    url.searchParams.set(name, name === 'select' ? value.replace(/\s/g, '') : value);
  const headers: Record<string, string> = {
    apikey: import.meta.env.VITE_SUPABASE_ANON_KEY,
    Authorization: `Bearer ${session.access_token}`,
  };
  if (prefer) headers.Prefer = prefer;
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${table} was refused (${response.status}).`);
  return response;
}

/** The rows of a PostgREST GET. */
export const rowsOf = async <T>(response: Promise<Response>) =>
  (await (await response).json()) as T[];

/**
 * Leaves `answer` for the app under `key` and, once it is in and the page parsed, `draw`s it
 * (true when it drew: the page's scripts then wait for `[data-slot=screenSlot]` to paint).
 * A failed answer is left to the app, which asks again (supabase-js refreshes an expired
 * token) and says what went wrong if it goes wrong again.
 */
export function startEarly<T>(
  key: string,
  answer: Promise<T>,
  screenSlot: string,
  draw: (arrived: T) => boolean,
) {
  const early: Early<T> = {
    key,
    answer,
    painted: answer.then(
      (arrived) => {
        early.arrived = arrived;
        return new Promise<void>((resolve) =>
          whenParsed(() => {
            let drawn = false;
            try {
              drawn = draw(arrived);
            } catch {
              // An answer this script cannot draw: the app draws it (and says what is wrong).
            }
            if (drawn) whenPainted(screenSlot, resolve);
            else resolve();
          }),
        );
      },
      () => {},
    ),
  };
  leaveEarly(early);
}
