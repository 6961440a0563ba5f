/**
 * The first paint of the prerendered pages from their HTML alone: critical CSS (here) and the
 * JavaScript after that paint (./scripts.ts).
 *
 * Critical CSS for the prerendered pages (`/`, `/auth`), run on the build's HTML after React
 * Router has prerendered it (react-router.config.ts's buildEnd).
 *
 * A prerendered page paints from its HTML alone: the rules that can apply to its elements are
 * inlined in its head (beasties), and its stylesheets load without blocking the first paint
 * (requested after the first paint by the page's module script, ./scripts.ts). Everything the app draws later
 * (dialogs, toasts, menus, other routes) comes with those stylesheets.
 *
 * Two changes to beasties' defaults:
 * - selectors are made matchable by ./selectors.ts, which keeps `:where()`/`:is()` (most of
 *   Radix Themes' rules start with one; beasties drops them all);
 * - the page is matched with the dark appearance's class on <html> as well, so a dark
 *   appearance (set before the first paint by the page's script) has its rules inline too.
 */
import Beasties from 'beasties';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { pruneUnusedTokens } from '@brand/css-subset';
import { deferModuleScripts, deferStylesheets, expectWholeMarkup } from './scripts.ts';
import { matchableSelector } from './selectors.ts';

/** Beasties with ./selectors.ts's matching (its `normalizeCssSelector`, not in its typings). */
class RadixBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    return matchableSelector(selector);
  }
}

const HTML_OPEN = /<html\b([^>]*)>/;

/** One prerendered page's HTML with its critical CSS inline and its stylesheets deferred. */
export async function inlineCriticalCss(html: string, clientDir: string): Promise<string> {
  const open = HTML_OPEN.exec(html);
  if (!open) throw new Error('critical CSS: the page has no <html> element');
  if (/\bclass=/.test(open[1] as string))
    throw new Error('critical CSS: the page’s <html> has a class already; expected none');
  const beasties = new RadixBeasties({
    path: clientDir,
    publicPath: '/',
    // The stylesheets keep their links, untouched: ./scripts.ts defers them (deferStylesheets).
    // (`false` is beasties' documented value for that; its typings leave it out.)
    preload: false as unknown as undefined,
    noscriptFallback: false,
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    inlineFonts: false,
    preloadFonts: false,
    keyframes: 'critical',
    compress: true,
    logLevel: 'warn',
  });
  if (/<style\b/.test(html)) throw new Error('critical CSS: the page has a <style> already');
  const marked = html.replace(HTML_OPEN, `<html$1 class="light dark">`);
  const processed = await beasties.process(marked);
  const tag = HTML_OPEN.exec(processed)?.[0] ?? '';
  const out = processed.replace(
    tag,
    tag.replace(' class="light dark"', '').replace(/ data-beasties-container(="")?/, ''),
  );
  if (HTML_OPEN.exec(out)?.[0] !== open[0])
    throw new Error(`critical CSS: could not give back ${open[0]} (got ${tag})`);
  // The custom properties (Radix's colour steps, mostly) none of the inlined rules reads, nor
  // any style attribute of the page: half the inlined bytes otherwise. The stylesheets that
  // follow declare them all again.
  const styles = [...out.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)];
  if (styles.length !== 1)
    throw new Error(`critical CSS: expected one <style>, got ${styles.length}`);
  const [whole, css] = styles[0] as unknown as [string, string];
  const sheet = postcss.parse(css);
  const attributes = [...out.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1] as string);
  pruneUnusedTokens([sheet], { customProperties: [], texts: attributes });
  return out.replace(whole, whole.replace(css, sheet.toString()));
}

/** Rewrites each prerendered page's index.html in the client build (`dist/client`). */
export async function inlineCriticalCssOfPages(clientDir: string, paths: string[]) {
  const figures: string[] = [];
  for (const path of paths) {
    const file = join(clientDir, path, 'index.html');
    const before = readFileSync(file, 'utf8');
    const after = expectWholeMarkup(
      deferStylesheets(deferModuleScripts(await inlineCriticalCss(before, clientDir))),
    );
    writeFileSync(file, after);
    figures.push(
      `${path} ${(before.length / 1024).toFixed(1)} → ${(after.length / 1024).toFixed(1)} KB`,
    );
  }
  return figures;
}
