/**
 * Vite plugins: ship only the CSS a page or route can use. Production builds only (dev and
 * tests keep the full sheets, so an edit never meets stale CSS).
 *
 * Radix Themes: every stylesheet imported from @radix-ui/themes (tokens/base.css,
 * tokens/colors/*.css, components.css, utilities.css, or styles.css) is pruned as it is loaded:
 * 1. the product's source (packages/ui/src and apps/web/src; for Storybook, the stories too)
 *    is read with the TypeScript checker (./usage.ts): the Radix components it renders and the
 *    values and breakpoints of every Radix prop it passes, file by file, with the files each
 *    file's imports bring in;
 * 2. that usage is closed over Radix's own code (./subset.ts, ./catalog.ts);
 * 3. rules no element can then match are removed, the rest kept in Radix's order (./prune.ts);
 * 4. custom properties and keyframes nothing reads any more are removed (./tokens.ts).
 * A build also fails when a colour the source uses has no scale imported (tokens/colors/*.css).
 *
 * @brand/ui: each style module's rules are imported with its code (./brand.ts), so Vite puts
 * them in the chunks, and so the routes, that use them; `@brand/ui/styles.css` is not imported.
 *
 * Prerendered pages (`pages`): the build of a page's script gets one stylesheet for the whole
 * page, Radix's and @brand/ui's (`@brand/ui/styles.css`), both pruned to what the files that
 * render the page can render (the files their imports bring in, name by name).
 *
 * Nothing is listed by hand: a component, prop, value, breakpoint or colour the source starts
 * to use is in the next build's CSS. The analysis is cached in node_modules/.cache (keyed by
 * the content of every file read), so the app's several Vite builds analyse once.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import postcss, { type Root } from 'postcss';
import ts from 'typescript';
import type { Plugin, ResolvedConfig } from 'vite';
import { loadBrandCss, type BrandCss } from './brand.ts';
import { loadRadixCatalog, type RadixCatalog } from './catalog.ts';
import { FONT_FACES_MODULE, radixFontFaces, removeFontFaces } from './fonts.ts';
import { pruneRadixCss } from './prune.ts';
import { describeSubset, resolveSubset } from './subset.ts';
import { pruneUnusedTokens } from './tokens.ts';
import {
  analyseProduct,
  listSourceFiles,
  reachable,
  usageOf,
  type ProductIndex,
  type RadixUsage,
} from './usage.ts';

/** Bump when the analysis changes, to drop cached results. */
const ANALYSIS_VERSION = 3;

export interface CssSubsetOptions {
  /**
   * Builds of prerendered pages' scripts: the build's entry → the files that render its page
   * (paths relative to the Vite root). The landing page's script hydrates only the calculator,
   * while its prerendered page is all of the landing page.
   */
  pages?: Record<string, string[]>;
  /** Storybook: read the stories and docs too (it renders them); @brand/ui comes from source. */
  storybook?: boolean;
  /** Source folders, relative to the workspace root. */
  sources?: string[];
  /**
   * The app: Radix's `@font-face` rules leave the pruned sheets; the app writes them inline in
   * its head, from `virtual:radix-font-faces` (./fonts.ts says why).
   */
  inlineFontFaces?: boolean;
}

const isStoryOrTest = (file: string) =>
  /\.(stories|test|spec)\.tsx?$/.test(file) || /[\\/]docs[\\/]/.test(file);

function workspaceRootOf(start: string): string {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) return resolve(start);
  }
}

/** Every stylesheet Radix Themes ships (not its src/, which needs a PostCSS build). */
function radixSheets(catalog: RadixCatalog): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['src', 'dist', 'node_modules'].includes(entry.name)) walk(path);
      } else if (entry.name.endsWith('.css')) out.push(path);
    }
  };
  walk(catalog.root);
  return out.sort();
}

/** `@brand/ui` → packages/ui/src/index.ts, `@brand/ui/theme` → …/src/theme/index.ts: every
 * workspace package's exports that have a matching source entry. */
function workspaceAliases(root: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  const packages = join(root, 'packages');
  if (!existsSync(packages)) return aliases;
  for (const dir of readdirSync(packages)) {
    const pkgFile = join(packages, dir, 'package.json');
    if (!existsSync(pkgFile)) continue;
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { name: string; exports?: object };
    for (const key of Object.keys(pkg.exports ?? {})) {
      const sub = key === '.' ? '' : key.replace(/^\.\//, '');
      const source = join(packages, dir, 'src', sub, 'index.ts');
      if (existsSync(source)) aliases[sub ? `${pkg.name}/${sub}` : pkg.name] = source;
    }
  }
  return aliases;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The product's source, analysed (or read from the cache). */
function productIndex(root: string, options: CssSubsetOptions, catalog: RadixCatalog) {
  const sources = (options.sources ?? ['packages/ui/src', 'apps/web/src']).map((dir) =>
    join(root, dir),
  );
  const files = listSourceFiles(sources, (file) => !!options.storybook || !isStoryOrTest(file));
  const aliases = workspaceAliases(root);
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify([ANALYSIS_VERSION, catalog.version, ts.version, options.storybook, aliases]),
  );
  for (const file of files) hash.update(`\0${relative(root, file)}\0`).update(readFileSync(file));
  const cacheDir = join(root, 'node_modules', '.cache', 'css-subset');
  const cacheFile = join(cacheDir, `index-${hash.digest('hex').slice(0, 16)}.json`);
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as ProductIndex;
  const index = analyseProduct(files, catalog, root, aliases);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(index));
  // Keep the few latest (the app's and Storybook's, say), not one per edit ever made.
  const old = readdirSync(cacheDir)
    .filter((name) => name.startsWith('index-'))
    .map((name) => ({ path: join(cacheDir, name), time: statSync(join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
    .slice(4);
  for (const { path } of old) rmSync(path, { force: true });
  return index;
}

interface Shared {
  root: string;
  catalog: RadixCatalog;
  index: ProductIndex;
  brand: BrandCss | undefined;
  /** The files that render this build's page, when it is a page's build. */
  page: Set<string> | undefined;
  usage: RadixUsage;
}

/** The state both plugins of one build share. */
function sharedState(options: CssSubsetOptions) {
  let config: ResolvedConfig;
  let state: Shared | undefined;
  const init = (resolved: ResolvedConfig) => {
    config = resolved;
  };
  const get = (): Shared => {
    if (state) return state;
    const root = workspaceRootOf(config.root);
    const catalog = loadRadixCatalog(config.root);
    const index = productIndex(root, options, catalog);
    const brand = options.storybook ? undefined : loadBrandCss(config.root);
    const input = config.build.rollupOptions.input;
    const entries = (
      typeof input === 'string'
        ? [input]
        : Array.isArray(input)
          ? input
          : Object.values(input ?? {})
    ).map((entry) => relative(config.root, resolve(config.root, entry)).split(sep).join('/'));
    const pageFiles = entries.length === 1 ? options.pages?.[entries[0] as string] : undefined;
    let page: Set<string> | undefined;
    if (pageFiles) {
      const starts = pageFiles.map((file) => {
        const path = relative(root, resolve(config.root, file)).split(sep).join('/');
        if (!index.files[path]) {
          throw new Error(
            `css-subset: ${file} (a file rendering the page of ${entries[0]}) is not in the source read.`,
          );
        }
        return path;
      });
      page = reachable(index, starts);
    }
    const usage = usageOf(index, page ?? Object.keys(index.files));
    if (usage.modules.length === 0) {
      throw new Error(
        'css-subset: no use of @radix-ui/themes found; refusing to prune its CSS to nothing.',
      );
    }
    if (usage.opaque.length > 0) {
      throw new Error(
        'css-subset: props are passed here in a way the analysis cannot read (a Radix component ' +
          'used other than as a JSX element, or cloneElement), so the CSS they need cannot be ' +
          `known: ${usage.opaque.join(', ')}. Render the component as JSX with its props.`,
      );
    }
    state = { root, catalog, index, brand, page, usage };
    return state;
  };
  return { init, get, config: () => config, options };
}

/** Radix Themes' stylesheets pruned for one build. */
function radixPlugin(shared: ReturnType<typeof sharedState>): Plugin {
  let sheets: Map<string, string> | undefined;
  let summary: string[] = [];
  const prepare = () => {
    const { catalog, usage, brand } = shared.get();
    const subset = resolveSubset(usage, catalog);
    const roots = new Map<string, Root>();
    const before = new Map<string, number>();
    for (const path of radixSheets(catalog)) {
      const css = readFileSync(path, 'utf8');
      before.set(path, css.length);
      const root = postcss.parse(pruneRadixCss(css, subset, path).css, { from: path });
      if (shared.options.inlineFontFaces) removeFontFaces(root);
      roots.set(path, root);
    }
    // What else may read Radix's custom properties or keyframes: the product's code and CSS,
    // and Radix's own JavaScript.
    const texts = [subset.radixCode, ...(brand ? brand.ordered.map((rule) => rule.css) : [])];
    const names = usageOf(
      shared.get().index,
      Object.keys(shared.get().index.files),
    ).customProperties;
    pruneUnusedTokens([...roots.values()], { customProperties: names, texts });
    sheets = new Map([...roots].map(([path, sheet]) => [path, sheet.toString()]));
    summary = [
      `css-subset: Radix Themes for ${shared.get().page ? 'this page' : 'the whole product'}: ${describeSubset(subset)}`,
    ];
    for (const name of ['tokens/base.css', 'components.css', 'utilities.css']) {
      const path = join(catalog.root, ...name.split('/'));
      const after = sheets.get(path);
      if (after !== undefined)
        summary.push(`  ${name} ${kb(before.get(path) ?? 0)} → ${kb(after.length)}`);
    }
  };
  let logged = false;
  return {
    name: 'fairlance:css-subset:radix',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      shared.init(config);
    },
    transform(_code, id) {
      if (shared.config().build.ssr) return null;
      const file = id.split('?')[0] as string;
      if (!file.endsWith('.css') || !/[\\/]@radix-ui[\\/]themes[\\/]/.test(file)) return null;
      if (!sheets) prepare();
      const pruned = sheets?.get(resolve(file));
      if (pruned === undefined) return null;
      if (!logged) {
        logged = true;
        for (const line of summary) shared.config().logger.info(line);
      }
      return { code: pruned, map: null };
    },
    buildEnd(error) {
      if (error || shared.config().build.ssr || !sheets) return;
      // Every colour the source names needs its scale (tokens/colors/<colour>.css).
      const { usage } = shared.get();
      const imported = new Set<string>();
      let all = false;
      for (const id of this.getModuleIds()) {
        const match =
          /[\\/]@radix-ui[\\/]themes[\\/](?:tokens[\\/]colors[\\/]([a-z]+)\.css|(tokens|styles)\.css)/.exec(
            id,
          );
        if (match?.[1]) imported.add(match[1]);
        else if (match?.[2]) all = true;
      }
      if (all) return;
      const named = [
        ...(usage.attributes['data-accent-color'] ?? []),
        ...(usage.attributes['data-gray-color'] ?? []),
      ].filter((colour) => colour !== 'auto' && colour !== '');
      const missing = [...new Set(named)].filter((colour) => !imported.has(colour)).sort();
      if (missing.length > 0) {
        this.error(
          `css-subset: the source uses the colour${missing.length > 1 ? 's' : ''} ${missing.join(', ')}, ` +
            `but this build imports no scale for ${missing.length > 1 ? 'them' : 'it'}: add ` +
            missing.map((c) => `'@radix-ui/themes/tokens/colors/${c}.css'`).join(', ') +
            ' to the sheets the product loads (@brand/css-subset/radix-sheets).',
        );
      }
    },
  };
}

const virtualPrefix = 'virtual:brand-css/';

const beforeCache = new WeakMap<Shared, Map<string, string[]>>();
/**
 * The style modules whose rules must precede `module`'s: those in @brand/ui's CSS before it
 * that the files importing it bring in (a component's parts and the primitives it uses), so a
 * component's own rules still override its parts' where both apply to one element.
 */
function stylesBefore(state: Shared, module: string): string[] {
  const { brand, index, root } = state;
  if (!brand) return [];
  let cache = beforeCache.get(state);
  if (!cache) beforeCache.set(state, (cache = new Map()));
  const cached = cache.get(module);
  if (cached) return cached;
  const prefix = relative(root, brand.root).split(sep).join('/');
  const order = [...brand.rules.keys()];
  const position = new Map(order.map((m, i) => [`${prefix}/${m}`, i]));
  const self = `${prefix}/${module}`;
  const importers = Object.keys(index.imports).filter((file) =>
    index.imports[file]?.includes(self),
  );
  const mine = position.get(self) ?? -1;
  const direct = [...reachable(index, importers)]
    .filter((file) => file !== self && (position.get(file) ?? Infinity) < mine)
    .map((file) => file.slice(prefix.length + 1));
  // Transitively: whichever chunk imports one of these first imports its own predecessors
  // just before it.
  cache.set(module, []); // (orders only go backwards: no cycles)
  const all = new Set(direct);
  for (const m of direct) for (const earlier of stylesBefore(state, m)) all.add(earlier);
  const before = [...all].sort(
    (a, b) => (position.get(`${prefix}/${a}`) ?? 0) - (position.get(`${prefix}/${b}`) ?? 0),
  );
  cache.set(module, before);
  return before;
}

/** @brand/ui's CSS: with each style module's code, or for a page, the page's modules. */
function brandPlugin(shared: ReturnType<typeof sharedState>): Plugin {
  let logged = false;
  return {
    name: 'fairlance:css-subset:brand',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(virtualPrefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${virtualPrefix}`)) return null;
      const module = id.slice(virtualPrefix.length + 1).replace(/\.css$/, '');
      return shared.get().brand?.rules.get(module) ?? '';
    },
    transform(code, id) {
      if (shared.config().build.ssr) return null;
      const { brand, page, root } = shared.get();
      if (!brand) return null;
      const file = resolve(id.split('?')[0] as string);
      if (file === join(brand.root, 'dist', 'index.css')) {
        if (!page) {
          this.error(
            "css-subset: @brand/ui's CSS comes with its modules in this build; " +
              "importing '@brand/ui/styles.css' as well would load it twice.",
          );
        }
        const inPage = (module: string) =>
          page.has(relative(root, join(brand.root, module)).split(sep).join('/'));
        const kept = brand.ordered.filter((rule) => inPage(rule.module));
        if (!logged) {
          logged = true;
          const modules = new Set(kept.map((rule) => rule.module)).size;
          shared
            .config()
            .logger.info(
              `css-subset: @brand/ui for this page: ${modules} of ${brand.rules.size} style modules`,
            );
        }
        return { code: kept.map((rule) => rule.css).join('\n'), map: null };
      }
      const module = page ? undefined : brand.chunks.get(file);
      if (!module) return null;
      // The module's rules, after those of the style modules its component builds on (as in
      // @brand/ui's CSS), whatever order the chunks are evaluated in: the package's index.js
      // lists its chunks in esbuild's order, not in import order. Appended: imports are hoisted
      // all the same, and the code's source map stays right.
      const imports = [...stylesBefore(shared.get(), module), module]
        .map((m) => `import ${JSON.stringify(`${virtualPrefix}${m}.css`)};`)
        .join('\n');
      return { code: `${code}\n${imports}\n`, map: null, moduleSideEffects: true };
    },
  };
}

export { pruneUnusedTokens, type References } from './tokens.ts';

export function cssSubset(options: CssSubsetOptions = {}): Plugin[] {
  const shared = sharedState(options);
  return [
    radixPlugin(shared),
    brandPlugin(shared),
    ...(options.inlineFontFaces ? [fontFacesPlugin()] : []),
  ];
}

/**
 * `virtual:radix-font-faces`: the `@font-face` rules `inlineFontFaces` takes out of the sheets,
 * as the CSS text the app writes in its head (in every build and in dev, where the sheets still
 * have them too).
 */
function fontFacesPlugin(): Plugin {
  const id = `\0${FONT_FACES_MODULE}`;
  let root = process.cwd();
  return {
    name: 'fairlance:css-subset:font-faces',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (source) => (source === FONT_FACES_MODULE ? id : null),
    load: (loaded) =>
      loaded === id ? `export default ${JSON.stringify(radixFontFaces(root))};` : null,
  };
}
