/**
 * The Radix Themes CSS the product can use: the source's usage (./usage.ts) closed over what
 * Radix's own code adds (./catalog.ts): the components a component renders inside (Button →
 * BaseButton → Flex, Spinner), the classes prop defaults produce with no prop passed (Button's
 * size 2, variant solid), and the props Radix passes to the components it renders.
 *
 * Class values are scoped to the components whose element can carry them: a Button's sizes to
 * the classes set on the Button's element (rt-Button, rt-BaseButton: Button hands its className
 * on to BaseButton), not to every component with sizes. Unknown cases widen, never narrow.
 */
import { breakpoints, type Breakpoint, type PropDef, type RadixCatalog } from './catalog.ts';
import { themeAccent, trackedAttributes, type RadixUsage } from './usage.ts';

/** Class values of one family that can occur together with some component classes. */
export interface ClassUse {
  /** Component classes on the same element; null: any element. */
  classes: Set<string> | null;
  breakpoints: Set<Breakpoint>;
  /** Class suffixes ('2', 'soft', '-3'), '' for the bare stem (an arbitrary value), or null: any. */
  suffixes: Set<string> | null;
}

export interface RadixSubset {
  /** rt-Button, rt-BaseButton, … every component class Radix's code for the used modules sets. */
  componentClasses: Set<string>;
  /** Class name stem (rt-r-size, rt-variant, rt-r-gap…) → where its classes can occur. */
  families: Map<string, ClassUse[]>;
  /** Every stem Radix's prop definitions produce, longest first (for matching class names). */
  knownFamilies: string[];
  /** data-accent-color, … → values that can occur, or null for any. */
  attributes: Map<string, Set<string> | null>;
  /** Custom properties the product's code names (read or set); `--x-*` for a prefix. */
  customProperties: Set<string>;
  /** JavaScript of the Radix modules in use (custom properties it names count as used). */
  radixCode: string;
}

const isPropDefsModule = (id: string) => /(^|\/)(props|helpers)\/|\.props?$/.test(id);

/** The class suffix Radix renders for `value` of `def` ('' for an arbitrary value). */
function suffixOf(def: PropDef, value: string): string {
  if (def.type === 'boolean') return '';
  if (!def.values?.includes(value)) return '';
  const parse = (def as { parseValue?: (v: string) => string | undefined }).parseValue;
  const parsed = parse ? (parse(value) ?? value) : value;
  return parsed;
}

export function resolveSubset(usage: RadixUsage, catalog: RadixCatalog): RadixSubset {
  const modules = catalog.closure(usage.modules);
  const componentClasses = new Set<string>();
  const families = new Map<string, ClassUse[]>();
  const attributes = new Map<string, Set<string> | null>();
  const knownFamilies = [...catalog.families].sort((a, b) => b.length - a.length);

  const addAttribute = (name: string, value: string | null) => {
    if (attributes.get(name) === null) return;
    if (value === null) {
      attributes.set(name, null);
      return;
    }
    const set = attributes.get(name) ?? new Set<string>();
    set.add(value);
    attributes.set(name, set);
  };
  for (const [name, values] of Object.entries(usage.attributes)) {
    if (values === null) addAttribute(name, null);
    else for (const value of values) addAttribute(name, value);
  }

  // ── Which component classes share an element ─────────────────────────────────
  // A module that renders another with a className (or spreads its props) puts its own
  // classes on the other's element: Button → BaseButton. A value's classes can sit with the
  // classes of every module along such chains through the module it is applied in.
  const ownClasses = new Map<string, string[]>();
  const down = new Map<string, Set<string>>();
  const up = new Map<string, Set<string>>();
  for (const id of modules) {
    const info = catalog.module(id);
    if (!info) continue;
    ownClasses.set(
      id,
      info.classes.filter((token) => /^rt-[A-Z]/.test(token)),
    );
    for (const render of info.renders) {
      if (!render.spread && !render.props.some((p) => p.key === 'className')) continue;
      if (!down.has(id)) down.set(id, new Set());
      down.get(id)?.add(render.target);
      if (!up.has(render.target)) up.set(render.target, new Set());
      up.get(render.target)?.add(id);
    }
  }
  for (const classes of ownClasses.values()) for (const c of classes) componentClasses.add(c);
  const reach = (start: string, edges: Map<string, Set<string>>) => {
    const seen = new Set<string>([start]);
    const stack = [start];
    while (stack.length > 0) {
      for (const next of edges.get(stack.pop() as string) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return seen;
  };
  const scopeCache = new Map<string, Set<string>>();
  /** Component classes that can share an element with a value applied in module `id`. */
  const scopeOf = (id: string) => {
    let classes = scopeCache.get(id);
    if (!classes) {
      classes = new Set();
      for (const m of [...reach(id, up), ...reach(id, down)]) {
        for (const c of ownClasses.get(m) ?? []) classes.add(c);
      }
      scopeCache.set(id, classes);
    }
    return classes;
  };

  // ── Class values ─────────────────────────────────────────────────────────────
  const add = (
    family: string,
    classes: Set<string> | null,
    bps: Iterable<Breakpoint>,
    suffixes: Iterable<string> | null,
  ) => {
    let list = families.get(family);
    if (!list) families.set(family, (list = []));
    list.push({
      classes,
      breakpoints: new Set(bps),
      suffixes: suffixes === null ? null : new Set(suffixes),
    });
  };
  // Radix passes responsive values on (a Button's size to its Spinner): a computed value may
  // carry any breakpoint the source uses anywhere.
  const anyBreakpoint = new Set<Breakpoint>([
    'initial',
    ...usage.uses.flatMap((u) => u.breakpoints),
  ]);

  for (const use of usage.uses) {
    const def = catalog.propDefs(use.module)[use.defs]?.[use.key];
    if (!def?.className) continue;
    const scope = use.scope && modules.has(use.scope) ? scopeOf(use.scope) : null;
    add(
      def.className,
      scope,
      use.breakpoints,
      use.values === null ? null : use.values.map((value) => suffixOf(def, value)),
    );
  }

  /** Class names written literally (in Radix's code or the product's). */
  const familyOf = (token: string) => {
    const base = token.replace(/^-/, '');
    return knownFamilies.find((family) => base === family || base.startsWith(`${family}-`));
  };
  const addToken = (raw: string, classes: Set<string> | null) => {
    const prefixed = /^(-?)(xs|sm|md|lg|xl):(.+)$/.exec(raw);
    const token = prefixed ? `${prefixed[1]}${prefixed[3]}` : raw;
    if (/^rt-[A-Z]/.test(token)) {
      componentClasses.add(token);
      return;
    }
    const family = familyOf(token);
    if (!family) return;
    const negative = token.startsWith('-');
    const rest = token.replace(/^-/, '').slice(family.length + 1);
    // A stem alone (`rt-r-size`) is completed at runtime from a prop's value, recorded where
    // the value is written (usage, internal props): nothing to add for it here.
    if (token.replace(/^-/, '') === family) return;
    add(
      family,
      classes,
      [(prefixed?.[2] as Breakpoint | undefined) ?? 'initial'],
      [negative ? `-${rest}` : rest],
    );
  };
  for (const token of usage.classLiterals) addToken(token, null);

  /** Prop definitions that apply to what a module renders: those of every module it imports. */
  const defsCache = new Map<string, Record<string, PropDef>[]>();
  const defsOf = (id: string) => {
    let defs = defsCache.get(id);
    if (!defs) {
      defs = [...catalog.closure([id])].flatMap((m) => Object.values(catalog.propDefs(m)));
      defsCache.set(id, defs);
    }
    return defs;
  };
  /** Prop definitions of a component module itself: the definition modules it imports,
   * directly or through other definition modules. */
  const ownDefsOf = (id: string) =>
    [...catalog.closure([id])]
      .filter(
        (m) =>
          isPropDefsModule(m) &&
          (catalog.module(id)?.imports.includes(m) ||
            importedViaProps(catalog, catalog.module(id)?.imports ?? [], m)),
      )
      .flatMap((m) => Object.values(catalog.propDefs(m)));
  const isDefault = (value: unknown) => value !== undefined && value !== false && value !== '';

  let radixCode = '';
  for (const id of modules) {
    const info = catalog.module(id);
    if (!info) continue;
    radixCode += `${catalog.code(id)}\n`;
    if (isPropDefsModule(id)) continue;
    // Class names in the code: classes Radix sets itself (`rt-r-size-1` on a scrollbar).
    for (const token of info.classes) addToken(token, scopeOf(id));
    // Defaults render their class (or data attribute) with no prop passed, on the elements
    // of this module.
    for (const defsModule of catalog.closure([id])) {
      if (!isPropDefsModule(defsModule)) continue;
      if (
        !info.imports.includes(defsModule) &&
        !importedViaProps(catalog, info.imports, defsModule)
      )
        continue;
      for (const defs of Object.values(catalog.propDefs(defsModule))) {
        for (const def of Object.values(defs)) {
          if (isDefault(def.default) && def.className?.startsWith('rt-')) {
            add(def.className, scopeOf(id), ['initial'], [suffixOf(def, String(def.default))]);
          }
        }
      }
    }
    // Props Radix passes to the Radix components it renders.
    for (const render of info.renders) {
      const asChild = render.props.some((p) => p.key === 'asChild' && p.value !== false);
      const scope = asChild ? null : scopeOf(render.target);
      // Tracked props left out: the target's default, except on Theme: a Theme Radix renders
      // is nested in the product's root Theme and inherits from it (Radix applies Theme's
      // defaults only at the root).
      if (!render.spread) {
        for (const key of Object.keys(trackedAttributes)) {
          if (render.props.some((p) => p.key === key)) continue;
          for (const defs of ownDefsOf(render.target)) {
            const def = defs[key];
            if (!def || def.className || typeof def.default !== 'string' || def.default === '')
              continue;
            if ('accentColor' in defs) continue; // Theme
            addAttribute(trackedAttributes[key as keyof typeof trackedAttributes], def.default);
          }
        }
      }
      for (const { key, value } of render.props) {
        if (value === false) continue;
        for (const defs of defsOf(render.target)) {
          const def = defs[key];
          if (!def) continue;
          if (def.className?.startsWith('rt-')) {
            if (value === undefined) add(def.className, scope, anyBreakpoint, null);
            else add(def.className, scope, ['initial'], [suffixOf(def, String(value))]);
          } else if (key in trackedAttributes && typeof value === 'string') {
            addAttribute(trackedAttributes[key as keyof typeof trackedAttributes], value);
          }
        }
      }
    }
  }

  // Elements of the product's left to a default.
  for (const entry of usage.defaults) {
    const [module, key] = entry.split('#') as [string, keyof typeof trackedAttributes];
    for (const defs of ownDefsOf(module)) {
      const def = defs[key];
      if (!def || def.className || typeof def.default !== 'string' || def.default === '') continue;
      addAttribute(trackedAttributes[key], def.default);
      if (key === 'accentColor') addAttribute(themeAccent, def.default);
    }
  }

  // grayColor 'auto' resolves to the gray that matches Theme's accent (Radix's own function).
  const grays = attributes.get('data-gray-color');
  if (grays === null || grays?.has('auto')) {
    const accents = attributes.get(themeAccent);
    if (accents === null) addAttribute('data-gray-color', null);
    else {
      for (const accent of accents ?? []) {
        const gray = catalog.matchingGray(accent);
        if (gray) addAttribute('data-gray-color', gray);
      }
    }
  }

  attributes.delete(themeAccent);
  return {
    componentClasses,
    families,
    knownFamilies,
    attributes,
    customProperties: new Set(usage.customProperties),
    radixCode,
  };
}

/** Whether `target` (a prop definitions module) is reached from `imports` through prop
 * definition modules only (text.props → text-align.prop). */
function importedViaProps(catalog: RadixCatalog, imports: string[], target: string): boolean {
  const seen = new Set<string>();
  const stack = imports.filter(isPropDefsModule);
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (id === target) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(catalog.module(id)?.imports ?? []).filter(isPropDefsModule));
  }
  return false;
}

/** A short description for the build log. */
export function describeSubset(subset: RadixSubset): string {
  const families = [...subset.families]
    .map(([family, list]) => {
      const bps = new Set(list.flatMap((use) => [...use.breakpoints]));
      const extra = breakpoints.filter((bp) => bp !== 'initial' && bps.has(bp));
      return extra.length > 0 ? `${family}(+${extra.join(',')})` : family;
    })
    .sort();
  const attributes = [...subset.attributes]
    .map(
      ([name, values]) =>
        `${name.replace(/^data-/, '')}=${values ? [...values].sort().join('|') : '*'}`,
    )
    .sort();
  return (
    `${subset.componentClasses.size} component classes; ${families.length} class families ` +
    `(${families.join(' ')}); ${attributes.join('; ')}`
  );
}
