/**
 * The build's half of the server-rendered pages' critical CSS (./classes.ts): every stylesheet
 * of the client build indexed by the classes its rules need, written next to the server build
 * (react-router.config.ts's buildEnd) for app/firstPaint.server.ts to read.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NO_SCRIPT_DARK_PREFIX, writeDarkCss } from './noScriptDark.ts';
import postcss, { type ChildNode, type Container } from 'postcss';
import { requiredClasses, varReads, type IndexedRule } from './classes.ts';
import { splitSelectorList } from './selectors.ts';

/** At-rules whose rules are indexed one by one (the others are kept whole). */
const GROUPING = new Set(['media', 'supports', 'layer', 'container']);

/** A stylesheet's rules, in order, with the classes each selector needs. */
export function indexStylesheet(css: string): IndexedRule[] {
  const rules: IndexedRule[] = [];
  const visit = (container: Container, at: string[]) => {
    container.each((node: ChildNode) => {
      if (node.type === 'rule') {
        const props: [string, string, string[]][] = [];
        const rest: string[] = [];
        for (const child of node.nodes) {
          if (child.type === 'decl' && child.prop.startsWith('--'))
            props.push([child.prop, child.toString(), varReads(child.value)]);
          else if (child.type !== 'comment') rest.push(child.toString());
        }
        const css = rest.join(';');
        rules.push({
          at,
          sel: splitSelectorList(node.selector).map((s) => [s, requiredClasses(s)]),
          css,
          ...(varReads(css).length ? { reads: varReads(css) } : {}),
          ...(props.length ? { props } : {}),
        });
      } else if (node.type === 'atrule') {
        if (GROUPING.has(node.name) && node.nodes)
          visit(node, [...at, `@${node.name}${node.params ? ` ${node.params}` : ''}`]);
        else {
          const css = node.toString();
          rules.push({
            at,
            sel: [],
            css,
            ...(varReads(css).length ? { reads: varReads(css) } : {}),
          });
        }
      }
    });
  };
  visit(postcss.parse(css), []);
  return rules;
}

/**
 * Indexes every stylesheet of `clientDir/assets` into `file`, keyed by its URL (`/assets/…`),
 * but the dark rules for a visitor without JavaScript (./noScriptDark.ts). Beside it,
 * `darkFile` maps each stylesheet's URL to its own dark rules for such a visitor, written to
 * `assets/` (`writeDarkCss`): a server-rendered page links them in its `<noscript>`
 * (app/firstPaint.server.ts).
 */
export function writeStylesheetIndex(clientDir: string, file: string, darkFile?: string): string {
  const index: Record<string, IndexedRule[]> = {};
  const dark: Record<string, string> = {};
  const assets = join(clientDir, 'assets');
  const sheets = readdirSync(assets).filter(
    (n) => n.endsWith('.css') && !n.startsWith(NO_SCRIPT_DARK_PREFIX),
  );
  for (const name of sheets) {
    const css = readFileSync(join(assets, name), 'utf8');
    index[`/assets/${name}`] = indexStylesheet(css);
    const href = darkFile ? writeDarkCss(clientDir, css) : null;
    if (href) dark[`/assets/${name}`] = href;
  }
  const json = JSON.stringify(index);
  writeFileSync(file, json);
  if (darkFile) writeFileSync(darkFile, JSON.stringify(dark));
  return `${Object.keys(index).length} stylesheets indexed for the server-rendered pages (${(json.length / 1024).toFixed(0)} KB)${darkFile ? `, ${Object.keys(dark).length} with dark rules for a visitor without JavaScript` : ''}`;
}
