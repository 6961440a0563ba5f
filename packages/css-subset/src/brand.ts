/**
 * @brand/ui's CSS, module by module. The package is built one module per source file, with
 * all its CSS in one `dist/index.css` (vanilla-extract, in import order). Its source map says
 * which `*.css.ts` module each rule comes from, and each `dist/chunk-*.js` map says which
 * module the chunk is, so the CSS can follow the code: the app imports each style module's
 * rules with that module's chunk, and Vite puts them in the chunks (routes) that use them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import postcss from 'postcss';

export interface BrandCss {
  /** The package's root folder. */
  root: string;
  /** `src/jobs/JobCard/JobCard.css.ts` → its rules, in the order of dist/index.css. */
  rules: Map<string, string>;
  /** Rules of dist/index.css in order, each with its module. */
  ordered: { module: string; css: string }[];
  /** `dist/chunk-ABC.js` (absolute) → the style module it is (`src/…/X.css.ts`). */
  chunks: Map<string, string>;
}

/** Reads @brand/ui's build as installed for `fromDir`; undefined when it is not a dependency. */
export function loadBrandCss(fromDir: string, name = '@brand/ui'): BrandCss | undefined {
  let root: string;
  try {
    root = dirname(createRequire(join(fromDir, 'package.json')).resolve(`${name}/package.json`));
  } catch {
    return undefined;
  }
  const dist = join(root, 'dist');
  const cssFile = join(dist, 'index.css');
  if (!existsSync(cssFile) || !existsSync(`${cssFile}.map`)) {
    throw new Error(
      `css-subset: ${name} has no dist/index.css with its source map; build it first.`,
    );
  }
  const css = readFileSync(cssFile, 'utf8');
  const sheet = postcss.parse(css, {
    from: cssFile,
    map: { prev: readFileSync(`${cssFile}.map`, 'utf8') },
  });
  const moduleOf = (line: number, column: number) => {
    const origin = sheet.source?.input.origin(line, column);
    const url = origin ? decodeURIComponent(origin.url ?? origin.file ?? '') : '';
    return /src\/.*?\.css\.ts(?=\.vanilla\.css|$|\?)/.exec(url)?.[0];
  };
  const ordered: { module: string; css: string }[] = [];
  sheet.each((node) => {
    if (node.type === 'comment') return;
    const start = node.source?.start;
    const module = start && moduleOf(start.line, start.column);
    if (!module) {
      throw new Error(
        `css-subset: no source module for a rule of ${name}'s CSS: ${node.toString().slice(0, 80)}`,
      );
    }
    // A rule's nested nodes (an @media block's rules) must come from the same module.
    if (node.type === 'rule' || node.type === 'atrule')
      node.walk((child) => {
        const at = child.source?.start;
        if (at && moduleOf(at.line, at.column) !== module) {
          throw new Error(
            `css-subset: a block of ${name}'s CSS mixes modules: ${node.toString().slice(0, 80)}`,
          );
        }
      });
    ordered.push({ module, css: node.toString() });
  });
  const rules = new Map<string, string>();
  for (const { module, css: text } of ordered)
    rules.set(module, `${rules.get(module) ?? ''}${text}\n`);

  const chunks = new Map<string, string>();
  for (const file of readdirSync(dist)) {
    if (!file.endsWith('.js.map')) continue;
    const map = JSON.parse(readFileSync(join(dist, file), 'utf8')) as { sources?: string[] };
    const styleModules = (map.sources ?? [])
      .map((source) => /src\/.*\.css\.ts$/.exec(source)?.[0])
      .filter((m): m is string => !!m && rules.has(m));
    if (styleModules.length > 1) {
      throw new Error(
        `css-subset: ${name}'s ${file} holds several style modules; expected one per chunk.`,
      );
    }
    if (styleModules[0]) chunks.set(join(dist, file.slice(0, -'.map'.length)), styleModules[0]);
  }
  for (const module of rules.keys()) {
    if (![...chunks.values()].includes(module)) {
      throw new Error(
        `css-subset: no chunk of ${name} holds ${module}; its CSS could not follow its code.`,
      );
    }
  }
  return { root, rules, ordered, chunks };
}
