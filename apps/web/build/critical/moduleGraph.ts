/**
 * The client build's static import graph, for the order in which a server-rendered page
 * evaluates its modules after its first paint (./scripts.ts: `evaluateModules`). Written next
 * to the server build (react-router.config.ts's buildEnd) for app/firstPaint.server.ts to read.
 *
 * Each `import()` of a module evaluates it and every module it imports that has not run yet,
 * in one task. Imported leaves first, each `import()` evaluates one module: a task per chunk,
 * instead of one task for a chunk and the dozen it imports (56 ms at 1× CPU under Lighthouse
 * for /profile's first import, 4× that in its simulation).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A chunk's static imports of sibling chunks, as the bundler writes them (`import{a}from"./x.js"`). */
const CHUNK_IMPORT =
  /\bimport\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*(?:from\s*)?["']\.\/([^"']+\.js)["']/g;

/** The chunks `source` imports statically (`./x.js` → `x.js`), in order, once each. */
export function staticImports(source: string): string[] {
  return [...new Set([...source.matchAll(CHUNK_IMPORT)].map((m) => m[1] as string))];
}

/** Every chunk of `clientDir/assets` by URL (`/assets/x.js`), with the URLs it imports statically. */
export function moduleGraph(clientDir: string): Record<string, string[]> {
  const assets = join(clientDir, 'assets');
  const graph: Record<string, string[]> = {};
  for (const name of readdirSync(assets).filter((n) => n.endsWith('.js')))
    graph[`/assets/${name}`] = staticImports(readFileSync(join(assets, name), 'utf8')).map(
      (dep) => `/assets/${dep}`,
    );
  return graph;
}

/** Writes `moduleGraph(clientDir)` to `file`; returns a line for the build's log. */
export function writeModuleGraph(clientDir: string, file: string): string {
  const graph = moduleGraph(clientDir);
  writeFileSync(file, JSON.stringify(graph));
  const edges = Object.values(graph).reduce((n, deps) => n + deps.length, 0);
  return `${Object.keys(graph).length} chunks, ${edges} static imports indexed for the server-rendered pages' evaluation order`;
}

/**
 * `hrefs` ordered so that each comes after every one of them it imports, directly or not
 * (depth first, in the given order otherwise; a cycle is cut where it closes). A module the
 * graph does not know keeps its place relative to the others it visits.
 */
export function dependenciesFirst(
  hrefs: readonly string[],
  graph: Readonly<Record<string, readonly string[]>>,
): string[] {
  const wanted = new Set(hrefs);
  const done = new Set<string>();
  const visiting = new Set<string>();
  const order: string[] = [];
  const visit = (href: string) => {
    if (done.has(href) || visiting.has(href)) return;
    visiting.add(href);
    for (const dep of graph[href] ?? []) visit(dep);
    visiting.delete(href);
    done.add(href);
    if (wanted.has(href)) order.push(href);
  };
  for (const href of hrefs) visit(href);
  return order;
}
