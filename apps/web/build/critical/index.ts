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
import postcss, { type Container, type Root } from 'postcss';
import { pruneUnusedTokens } from '@brand/css-subset';
import {
  CRITICAL_ATTRIBUTE,
  deferModuleScripts,
  deferStylesheets,
  expectWholeMarkup,
} from './scripts.ts';
import { writeDarkCss } from './noScriptDark.ts';
import { matchableSelector } from './selectors.ts';

/** Beasties with ./selectors.ts's matching (its `normalizeCssSelector`, not in its typings). */
class RadixBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    return matchableSelector(selector);
  }
}

const HTML_OPEN = /<html\b([^>]*)>/;

/**
 * One prerendered page's HTML with its critical CSS inline: the rules that can apply to its
 * elements, or with `firstScreenEndsAt`, to the elements of its first screen only.
 */
export async function inlineCriticalCss(
  html: string,
  clientDir: string,
  { firstScreenEndsAt }: { firstScreenEndsAt?: string } = {},
): Promise<string> {
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
  if (OTHER_STYLE.test(html)) throw new Error('critical CSS: the page has a <style> already');
  const matched = firstScreenEndsAt ? firstScreenOf(html, firstScreenEndsAt) : html;
  const marked = matched.replace(HTML_OPEN, `<html$1 class="light dark">`);
  const processed = await beasties.process(marked);
  const inlined = [
    ...processed.matchAll(new RegExp(`${OTHER_STYLE.source}[\\s\\S]*?<\\/style>`, 'g')),
  ];
  if (inlined.length !== 1)
    throw new Error(`critical CSS: expected one <style>, got ${inlined.length}`);
  const link = /<link\b[^>]*\brel="stylesheet"[^>]*>/.exec(html);
  if (!link) throw new Error('critical CSS: the page links no stylesheet');
  // Marked, for the page's script to remove once the stylesheets have applied (./scripts.ts).
  const style = (inlined[0] as RegExpMatchArray)[0].replace(
    /^<style\b/,
    `<style ${CRITICAL_ATTRIBUTE}`,
  );
  const out = html.replace(link[0], `${style}${link[0]}`);
  // The custom properties (Radix's colour steps, mostly) none of the inlined rules reads, nor
  // any style attribute of the page: half the inlined bytes otherwise. The stylesheets that
  // follow declare them all again.
  const [whole, css] = new RegExp(`${OTHER_STYLE.source}([\\s\\S]*?)<\\/style>`).exec(
    out,
  ) as unknown as [string, string];
  const sheet = postcss.parse(css);
  const attributes = [...out.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1] as string);
  dropOverriddenTokens(sheet);
  if (firstScreenEndsAt) dropPointerStates(sheet);
  pruneUnusedTokens([sheet], { customProperties: [], texts: attributes });
  return out.replace(whole, whole.replace(css, sheet.toString()));
}

/**
 * A `<style>` other than the app's font faces (app/root.tsx writes Radix's `@font-face` rules in
 * a `<style>` of their own, which React writes with `data-href="radix-font-faces"`: left as it is).
 */
const OTHER_STYLE = /<style\b(?![^>]*\bdata-href="radix-font-faces")[^>]*>/;

/** Removes the rules and at-rules left empty under `container`. */
function dropEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== 'rule' && node.type !== 'atrule') return;
    if (node.nodes) dropEmpty(node);
    if (node.nodes?.length === 0) node.remove();
  });
}

/**
 * Drops the custom-property declarations a later one always overrides: the same property in a
 * later rule with the same selector, outside any at-rule (same specificity, later, and always
 * applies). Radix declares `--teal-9` in sRGB and in P3; the brand's colours redeclare it after.
 */
export function dropOverriddenTokens(sheet: Root): void {
  const last = new Map<string, number>();
  const rules: postcss.Rule[] = [];
  sheet.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name))
      return;
    rules.push(rule);
  });
  rules.forEach((rule, index) => {
    if (rule.parent?.type !== 'root') return;
    rule.each((node) => {
      if (node.type === 'decl' && node.prop.startsWith('--') && !node.important)
        last.set(`${rule.selector}\n${node.prop}`, index);
    });
  });
  rules.forEach((rule, index) => {
    rule.each((node) => {
      if (node.type !== 'decl' || !node.prop.startsWith('--') || node.important) return;
      if ((last.get(`${rule.selector}\n${node.prop}`) ?? -1) > index) node.remove();
    });
  });
  dropEmpty(sheet);
}

const POINTER_STATE = /:(hover|active)\b/;

/**
 * Drops the selectors of states a pointer sets (`:hover`, `:active`): nothing in the first
 * paint, and they come with the stylesheets right after it. Focus states stay (a keyboard
 * user may press Tab at once).
 */
export function dropPointerStates(sheet: Root): void {
  sheet.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !POINTER_STATE.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  dropEmpty(sheet);
}

const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

/**
 * The page as far as its first screen goes, for matching its critical CSS: its markup before
 * `endsAt` (`#id`, the element with that id, or `#id tag`, the first such element inside it),
 * with the elements still open there closed. Everything from that element on is left out.
 */
export function firstScreenOf(html: string, endsAt: string): string {
  const spec = /^#([\w-]+)(?:\s+([a-z][\w-]*))?$/.exec(endsAt.trim());
  if (!spec)
    throw new Error(`critical CSS: the first screen ends at "#id" or "#id tag", not "${endsAt}"`);
  const [, id, tag] = spec as unknown as [string, string, string | undefined];
  const element = new RegExp(`<[a-zA-Z][\\w-]*\\b[^>]*\\sid="${id}"`).exec(html);
  if (!element) throw new Error(`critical CSS: no element with id "${id}" in the page`);
  let at = element.index;
  if (tag) {
    const inside = new RegExp(`<${tag}\\b`, 'i').exec(html.slice(at + element[0].length));
    if (!inside) throw new Error(`critical CSS: no <${tag}> after #${id}`);
    at += element[0].length + inside.index;
  }
  const body = html.search(/<body\b/);
  if (body === -1 || body > at) throw new Error(`critical CSS: "${endsAt}" is not in <body>`);
  // From <body> on (the head's scripts may hold a `<`): the elements open at that point.
  const open: string[] = ['html', 'body'];
  for (const found of html
    .slice(body)
    .slice(0, at - body)
    .matchAll(/<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g)) {
    const [whole, closing, name, selfClosing] = found as unknown as [
      string,
      string,
      string,
      string,
    ];
    const lower = name.toLowerCase();
    if (found.index === 0) continue; // <body> itself
    if (closing) {
      const index = open.lastIndexOf(lower);
      if (index !== -1) open.length = index;
    } else if (!selfClosing && !VOID.has(lower) && whole) open.push(lower);
  }
  return (
    html.slice(0, at) +
    open
      .reverse()
      .map((name) => `</${name}>`)
      .join('')
  );
}

/** The page's dark rules for a visitor without JavaScript (`writeDarkCss`): its href, or null. */
export function writeDarkWithoutScript(clientDir: string, html: string): string | null {
  const head = html.slice(0, html.indexOf('</head>'));
  const hrefs = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(
    (link) => /\shref="\/?([^"#?]+)/.exec(link[0])?.[1] ?? '',
  );
  return writeDarkCss(
    clientDir,
    hrefs.map((href) => readFileSync(join(clientDir, href), 'utf8')).join('\n'),
  );
}

/**
 * Rewrites each prerendered page's index.html in the client build (`dist/client`).
 * `firstScreens` names, for a long page, where its first screen ends (see `firstScreenOf`): only
 * the rules its first screen can use are inline. For a visitor without JavaScript, its
 * stylesheets are linked in a `<noscript>` too, with its dark rules for a dark system (see
 * `deferStylesheets`).
 */
export async function inlineCriticalCssOfPages(
  clientDir: string,
  paths: string[],
  firstScreens: Record<string, string> = {},
) {
  const figures: string[] = [];
  for (const path of paths) {
    const file = join(clientDir, path, 'index.html');
    // A nonce written into a file is the same for every visitor: no nonce. The server allows a
    // prerendered page's inline scripts by their hashes (server/serve.mjs).
    const before = readFileSync(file, 'utf8').replace(/\snonce="[^"]*"/g, '');
    const firstScreenEndsAt = firstScreens[path];
    const inlined = await inlineCriticalCss(before, clientDir, { firstScreenEndsAt });
    const dark = writeDarkWithoutScript(clientDir, before);
    const after = expectWholeMarkup(
      deferStylesheets(deferModuleScripts(inlined), { noscript: dark ? [dark] : [], icons: true }),
    );
    writeFileSync(file, after);
    figures.push(
      `${path} ${(before.length / 1024).toFixed(1)} → ${(after.length / 1024).toFixed(1)} KB` +
        (firstScreenEndsAt ? ` (the rules of its first screen, up to ${firstScreenEndsAt})` : ''),
    );
  }
  return figures;
}
