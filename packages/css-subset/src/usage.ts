/**
 * What the product's source asks of Radix Themes, read with the TypeScript checker (not by
 * pattern matching), file by file: which Radix modules it renders, and for every prop whose
 * definition lives in Radix's `*PropDefs` (the props that become class names or data
 * attributes), the values and responsive breakpoints the code can pass, and on which
 * component. A prop counts by where it is declared, so a wrapper's `gap` counts when it is
 * Radix's `gap`; a spread (`<Card {...rest}>`) counts every Radix prop its type can carry,
 * except a component handing on its own props (their values are counted where its callers
 * write them). Whatever the checker cannot narrow (a `string`, an opaque object) counts as
 * every value and breakpoint; what it cannot see at all (cloneElement, a component passed
 * around as a value) is reported, and the build fails.
 *
 * Each file's imports are kept too (for a named import, the files that declare the names), so
 * a page's CSS can be the usage of the files its entry brings in.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { breakpoints, type Breakpoint, type RadixCatalog } from './catalog.ts';

/** Data attributes Radix sets from props, whose values select token rules. */
export const trackedAttributes = {
  color: 'data-accent-color',
  accentColor: 'data-accent-color',
  grayColor: 'data-gray-color',
  radius: 'data-radius',
  scaling: 'data-scaling',
  panelBackground: 'data-panel-background',
} as const satisfies Record<string, string>;
const trackedAttributeNames = new Set<string>(Object.values(trackedAttributes));
/** Pseudo attribute: the accents given to Theme (they pick the gray for grayColor 'auto'). */
export const themeAccent = '@theme-accent-color';

/** Whether a JSX element's only child elements are DOM elements (`<a>`, `<div>`). */
function onlyDomChild(node: ts.JsxOpeningElement | ts.JsxSelfClosingElement): boolean {
  if (ts.isJsxSelfClosingElement(node)) return false;
  const children = node.parent.children.filter((c) => !ts.isJsxText(c) || c.text.trim() !== '');
  return (
    children.length > 0 &&
    children.every((child) => {
      const tag = ts.isJsxElement(child)
        ? child.openingElement.tagName
        : ts.isJsxSelfClosingElement(child)
          ? child.tagName
          : undefined;
      return !!tag && ts.isIdentifier(tag) && /^[a-z]/.test(tag.text);
    })
  );
}

/** One Radix prop definition the source passes a value to. */
export interface PropUse {
  /** Where the definition lives: `components/text.props` + `textPropDefs` + `size`. */
  module: string;
  defs: string;
  key: string;
  /** The Radix component module of the JSX tag it is written on; null when the value may end
   * up on any component (a wrapper's prop, an `asChild` merge, an object literal). */
  scope: string | null;
  breakpoints: Breakpoint[];
  /** Values as written, or null when any value may occur. */
  values: string[] | null;
}

/** What one source file asks of Radix (or, merged, a set of files: see `usageOf`). */
export interface RadixUsage {
  /** Radix modules the source references as values (rendered, passed around). */
  modules: string[];
  uses: PropUse[];
  /** Tracked data attribute → values, or null when any value may occur. */
  attributes: Record<string, string[] | null>;
  /** `rt-…` tokens written in the source's strings. */
  classLiterals: string[];
  /** Every `--custom-property` name written in the source (read or set by the product). */
  customProperties: string[];
  /** `module#prop`: Radix elements rendered without a tracked prop (its default applies). */
  defaults: string[];
  /** Radix components used other than as a JSX tag (their props cannot be seen). */
  opaque: string[];
}

/** The product's source, file by file (paths relative to the workspace root). */
export interface ProductIndex {
  files: Record<string, RadixUsage>;
  /** File → the files its imports bring in: for a named import, the files declaring the
   * names (so a barrel brings in only what is taken from it); otherwise the module itself. */
  imports: Record<string, string[]>;
  /** File → the modules it imports for their side effects only (`import './x.css'`). */
  sideEffects: Record<string, string[]>;
}

/** Marks an import edge that brings in only a module's bare imports. */
const sideEffectsOf = '?side-effects';

const emptyUsage = (): RadixUsage => ({
  modules: [],
  uses: [],
  attributes: {},
  classLiterals: [],
  customProperties: [],
  defaults: [],
  opaque: [],
});

/** The usage of a set of files. */
export function usageOf(index: ProductIndex, files: Iterable<string>): RadixUsage {
  const out = emptyUsage();
  const sets = {
    modules: new Set<string>(),
    classLiterals: new Set<string>(),
    customProperties: new Set<string>(),
    defaults: new Set<string>(),
    opaque: new Set<string>(),
  };
  const uses = new Map<string, PropUse>();
  for (const file of files) {
    const usage = index.files[file];
    if (!usage) continue;
    for (const key of Object.keys(sets) as (keyof typeof sets)[]) {
      for (const value of usage[key]) sets[key].add(value);
    }
    for (const use of usage.uses) {
      const id = `${use.module}#${use.defs}.${use.key}@${use.scope ?? '*'}`;
      const seen = uses.get(id);
      if (!seen) {
        uses.set(id, {
          ...use,
          breakpoints: [...use.breakpoints],
          values: use.values && [...use.values],
        });
        continue;
      }
      seen.breakpoints = breakpoints.filter(
        (bp) => seen.breakpoints.includes(bp) || use.breakpoints.includes(bp),
      );
      seen.values =
        seen.values && use.values ? [...new Set([...seen.values, ...use.values])].sort() : null;
    }
    for (const [name, values] of Object.entries(usage.attributes)) {
      const seen = out.attributes[name];
      out.attributes[name] =
        seen === null || values === null ? null : [...new Set([...(seen ?? []), ...values])].sort();
    }
  }
  for (const key of Object.keys(sets) as (keyof typeof sets)[]) out[key] = [...sets[key]].sort();
  out.uses = [...uses.values()];
  return out;
}

/** The files `entries` bring in, themselves included. */
export function reachable(index: ProductIndex, entries: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (file.endsWith(sideEffectsOf)) {
      stack.push(...(index.sideEffects[file.slice(0, -sideEffectsOf.length)] ?? []));
      continue;
    }
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(index.imports[file] ?? []));
  }
  return seen;
}

export function listSourceFiles(
  dirs: string[],
  include: (file: string) => boolean = () => true,
): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (
        /\.(ts|tsx|mts)$/.test(entry.name) &&
        !entry.name.endsWith('.d.ts') &&
        include(path)
      ) {
        files.push(path);
      }
    }
  };
  for (const dir of dirs) walk(dir);
  return files.sort();
}

/** A prop's value: a type, or a literal written in JSX (`size="2"`, `disabled`). */
type Value = ts.Type | { literal: string };

interface Described {
  breakpoints: Set<Breakpoint> | 'all';
  values: Set<string> | 'any';
}

const classToken = /-?(?:(?:xs|sm|md|lg|xl):)?rt-[A-Za-z0-9-]+/g;
const customProperty = /--[A-Za-z_][\w-]*/g;

const isFalse = (init: ts.JsxAttributeValue | undefined) =>
  !!init &&
  ts.isJsxExpression(init) &&
  !!init.expression &&
  init.expression.kind === ts.SyntaxKind.FalseKeyword;

/**
 * Reads every file of `files` (absolute paths). `aliases` maps package names to the source
 * file they are built from (`@brand/ui` → packages/ui/src/index.ts), so imports of the
 * workspace's packages lead into their source.
 */
export function analyseProduct(
  files: string[],
  catalog: RadixCatalog,
  root: string,
  aliases: Record<string, string>,
): ProductIndex {
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    types: [],
    paths: Object.fromEntries(Object.entries(aliases).map(([name, file]) => [name, [file]])),
  });
  const checker = program.getTypeChecker();
  const wanted = new Set(files);
  const rel = (file: string) => relative(root, file).split(sep).join('/');
  let modules = new Set<string>();
  let uses = new Map<string, { use: PropUse; bps: Set<Breakpoint>; values: Set<string> | null }>();
  let customProperties = new Set<string>();
  let defaults = new Set<string>();
  let attributes = new Map<string, Set<string> | null>();
  let classLiterals = new Set<string>();
  let opaque = new Set<string>();

  const addAttribute = (name: string, values: Set<string> | 'any') => {
    if (values === 'any') {
      attributes.set(name, null);
      return;
    }
    if (attributes.get(name) === null) return;
    const set = attributes.get(name) ?? new Set<string>();
    for (const value of values) set.add(value);
    attributes.set(name, set);
  };

  /** The values and breakpoints a value of `type` can carry. */
  const describe = (type: ts.Type, depth = 0): Described => {
    const out: Described = { breakpoints: new Set(), values: new Set() };
    const merge = (other: Described) => {
      if (other.breakpoints === 'all' || out.breakpoints === 'all') out.breakpoints = 'all';
      else for (const bp of other.breakpoints) out.breakpoints.add(bp);
      if (other.values === 'any' || out.values === 'any') out.values = 'any';
      else for (const value of other.values) out.values.add(value);
    };
    const scalar = (value: string | 'any') => {
      if (out.breakpoints !== 'all') out.breakpoints.add('initial');
      if (value === 'any') out.values = 'any';
      else if (out.values !== 'any') out.values.add(value);
    };
    if (depth > 6) return { breakpoints: 'all', values: 'any' };
    if (type.isUnion()) {
      for (const member of type.types) merge(describe(member, depth + 1));
      return out;
    }
    const flags = type.flags;
    if (type.isStringLiteral()) scalar(type.value);
    else if (type.isNumberLiteral()) scalar(String(type.value));
    else if (flags & ts.TypeFlags.BooleanLiteral) {
      scalar((type as unknown as { intrinsicName: string }).intrinsicName);
    } else if (
      flags &
      (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void | ts.TypeFlags.Never)
    ) {
      // nothing rendered
    } else if (
      flags &
      (ts.TypeFlags.String |
        ts.TypeFlags.Number |
        ts.TypeFlags.Boolean |
        ts.TypeFlags.TemplateLiteral |
        ts.TypeFlags.StringMapping |
        ts.TypeFlags.BigInt)
    ) {
      scalar('any');
    } else if (type.isIntersection()) {
      // Radix's Union<string, T> is `T | Omit<string, T>`; a branded string is string-like.
      const stringy = type.types.some(
        (t) => t.flags & (ts.TypeFlags.String | ts.TypeFlags.StringLiteral),
      );
      if (stringy) scalar('any');
      else return { breakpoints: 'all', values: 'any' };
    } else if (flags & ts.TypeFlags.Object) {
      const props = checker.getPropertiesOfType(type);
      const responsive =
        props.length > 0 &&
        checker.getIndexInfosOfType(type).length === 0 &&
        checker.getSignaturesOfType(type, ts.SignatureKind.Call).length === 0 &&
        props.every((p) => (breakpoints as readonly string[]).includes(p.name));
      if (!responsive) return { breakpoints: 'all', values: 'any' };
      for (const prop of props) {
        if (out.breakpoints !== 'all') out.breakpoints.add(prop.name as Breakpoint);
        const inner = describe(checker.getTypeOfSymbol(prop), depth + 1);
        if (inner.values === 'any') out.values = 'any';
        else if (out.values !== 'any') for (const value of inner.values) out.values.add(value);
      }
    } else if (flags & ts.TypeFlags.TypeParameter) {
      const constraint = checker.getBaseConstraintOfType(type);
      return constraint && constraint !== type
        ? describe(constraint, depth + 1)
        : { breakpoints: 'all', values: 'any' };
    } else {
      return { breakpoints: 'all', values: 'any' };
    }
    return out;
  };

  /** The Radix prop definition a property symbol is declared by, if any. */
  const radixPropDef = (symbol: ts.Symbol) => {
    for (const declaration of symbol.declarations ?? []) {
      if (!ts.isPropertySignature(declaration)) continue;
      const moduleId = catalog.moduleIdOfFile(declaration.getSourceFile().fileName);
      if (!moduleId) continue;
      const literal = declaration.parent;
      const variable = literal?.parent;
      if (!ts.isTypeLiteralNode(literal) || !variable || !ts.isVariableDeclaration(variable))
        continue;
      if (!ts.isIdentifier(variable.name)) continue;
      const key = declaration.name.getText();
      const def = catalog.propDefs(moduleId)[variable.name.text]?.[key];
      if (def) return { module: moduleId, defs: variable.name.text, key, def };
    }
    return undefined;
  };

  /** Records one prop passed (by attribute, spread or object literal) with values of `type`. */
  const record = (symbol: ts.Symbol | undefined, type: Value, scope: string | null) => {
    if (!symbol) return;
    const found = radixPropDef(symbol);
    if (!found) return;
    const { key, def } = found;
    const described: Described =
      'literal' in type
        ? { breakpoints: new Set(['initial']), values: new Set([type.literal]) }
        : describe(type);
    if (def.className?.startsWith('rt-')) {
      // A boolean prop known to be false renders no class.
      if (
        def.type === 'boolean' &&
        described.values !== 'any' &&
        [...described.values].every((value) => value === 'false')
      ) {
        return;
      }
      const id = `${found.module}#${found.defs}.${key}@${scope ?? '*'}`;
      let entry = uses.get(id);
      if (!entry) {
        entry = {
          use: { module: found.module, defs: found.defs, key, scope, breakpoints: [], values: [] },
          bps: new Set(),
          values: new Set(),
        };
        uses.set(id, entry);
      }
      for (const bp of described.breakpoints === 'all' ? breakpoints : described.breakpoints)
        entry.bps.add(bp);
      if (described.values === 'any') entry.values = null;
      else if (entry.values) for (const value of described.values) entry.values.add(value);
    } else if (key in trackedAttributes) {
      addAttribute(trackedAttributes[key as keyof typeof trackedAttributes], described.values);
      // Theme's accent also picks the gray when grayColor is 'auto'.
      if (key === 'accentColor') addAttribute(themeAccent, described.values);
    }
  };

  const propertyOf = (type: ts.Type, name: string) =>
    type.isUnion() || type.isIntersection()
      ? checker.getPropertyOfType(type, name)
      : (type.getProperty(name) ?? checker.getPropertyOfType(type, name));

  /** The Radix module a symbol (a reference in value position) resolves to, if any. */
  const radixModuleOf = (symbol: ts.Symbol | undefined) => {
    if (!symbol) return undefined;
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    for (const declaration of target.declarations ?? []) {
      const id = catalog.moduleIdOfFile(declaration.getSourceFile().fileName);
      if (id?.startsWith('components/') && !id.endsWith('.props')) return id;
    }
    return undefined;
  };

  const isJsxTagName = (node: ts.Node) => {
    let top: ts.Node = node;
    if (ts.isPropertyAccessExpression(top.parent) && top.parent.name === top) top = top.parent;
    while (ts.isPropertyAccessExpression(top.parent) && top.parent.expression === top)
      top = top.parent;
    const parent = top.parent;
    return (
      (ts.isJsxOpeningElement(parent) ||
        ts.isJsxSelfClosingElement(parent) ||
        ts.isJsxClosingElement(parent)) &&
      parent.tagName === top
    );
  };

  /** `props`, or `rest` of `{ a, ...rest }` destructured from a parameter (a component's props). */
  const isOwnProps = (expression: ts.Expression) => {
    if (!ts.isIdentifier(expression)) return false;
    const declaration = checker.getSymbolAtLocation(expression)?.valueDeclaration;
    if (!declaration) return false;
    if (ts.isParameter(declaration)) return true;
    if (!ts.isBindingElement(declaration) || !declaration.dotDotDotToken) return false;
    const holder = declaration.parent.parent;
    if (ts.isParameter(holder)) return true;
    return (
      ts.isVariableDeclaration(holder) &&
      !!holder.initializer &&
      ts.isIdentifier(holder.initializer) &&
      !!checker.getSymbolAtLocation(holder.initializer)?.valueDeclaration &&
      ts.isParameter(checker.getSymbolAtLocation(holder.initializer)?.valueDeclaration as ts.Node)
    );
  };

  const visit = (node: ts.Node): void => {
    // Types and import/export bindings render nothing.
    if (
      ts.isTypeNode(node) ||
      ts.isImportDeclaration(node) ||
      ts.isExportDeclaration(node) ||
      ts.isInterfaceDeclaration(node) ||
      ts.isTypeAliasDeclaration(node)
    ) {
      return;
    }
    if (
      ts.isIdentifier(node) &&
      !(
        (ts.isPropertyAssignment(node.parent) || ts.isJsxAttribute(node.parent)) &&
        node.parent.name === node
      )
    ) {
      const moduleId = radixModuleOf(checker.getSymbolAtLocation(node));
      if (moduleId) {
        modules.add(moduleId);
        if (!isJsxTagName(node)) {
          const { line } = node.getSourceFile().getLineAndCharacterOfPosition(node.getStart());
          opaque.add(`${node.text} (${node.getSourceFile().fileName}:${line + 1})`);
        }
      }
    }
    if (ts.isCallExpression(node) && /(^|\.)cloneElement$/.test(node.expression.getText())) {
      // Props added to an element after the fact: not readable here.
      const { line } = node.getSourceFile().getLineAndCharacterOfPosition(node.getStart());
      opaque.add(`cloneElement (${node.getSourceFile().fileName}:${line + 1})`);
    }
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const propsType = checker.getContextualType(node.attributes);
      // asChild merges this component's classes into its child's element: any component.
      const tagModule = radixModuleOf(checker.getSymbolAtLocation(node.tagName));
      // asChild merges this component's classes into its child's element: unless that child is
      // a plain DOM element, any component's classes may sit next to this one's values.
      const asChild = node.attributes.properties.some(
        (a) => ts.isJsxAttribute(a) && a.name.getText() === 'asChild' && !isFalse(a.initializer),
      );
      const scope = asChild && !onlyDomChild(node) ? null : (tagModule ?? null);
      // Tracked props the element leaves to the component's default (a later spread may
      // remove an explicit value too).
      if (tagModule) {
        for (const key of Object.keys(trackedAttributes)) {
          let explicit = false;
          for (const attribute of node.attributes.properties) {
            if (ts.isJsxAttribute(attribute) && attribute.name.getText() === key) explicit = true;
            else if (
              ts.isJsxSpreadAttribute(attribute) &&
              checker.getPropertyOfType(checker.getTypeAtLocation(attribute.expression), key)
            ) {
              explicit = false;
            }
          }
          if (!explicit) defaults.add(`${tagModule}#${key}`);
        }
      }
      for (const attribute of node.attributes.properties) {
        if (ts.isJsxAttribute(attribute)) {
          const name = attribute.name.getText();
          const init = attribute.initializer;
          const value: Value = !init
            ? { literal: 'true' }
            : ts.isStringLiteral(init)
              ? { literal: init.text }
              : ts.isJsxExpression(init) && init.expression
                ? checker.getTypeAtLocation(init.expression)
                : { literal: 'true' };
          if (trackedAttributeNames.has(name)) {
            addAttribute(
              name,
              'literal' in value ? new Set([value.literal]) : describe(value).values,
            );
          }
          if (propsType) record(propertyOf(propsType, name), value, scope);
        } else if (propsType) {
          const spreadType = checker.getTypeAtLocation(attribute.expression);
          const passThrough = isOwnProps(attribute.expression);
          for (const prop of checker.getPropertiesOfType(spreadType)) {
            // A component handing on its own props: where the prop is Radix's own, every
            // caller's value is recorded where it is written.
            if (passThrough && radixPropDef(prop)) continue;
            if (trackedAttributeNames.has(prop.name)) {
              addAttribute(prop.name, describe(checker.getTypeOfSymbol(prop)).values);
            }
            record(propertyOf(propsType, prop.name), checker.getTypeOfSymbol(prop), scope);
          }
        }
      }
    } else if (ts.isObjectLiteralExpression(node)) {
      // Props given without JSX (createElement, objects typed as a component's props).
      const contextual = checker.getContextualType(node);
      if (contextual) {
        for (const property of node.properties) {
          if (ts.isSpreadAssignment(property)) {
            for (const prop of checker.getPropertiesOfType(
              checker.getTypeAtLocation(property.expression),
            )) {
              record(propertyOf(contextual, prop.name), checker.getTypeOfSymbol(prop), null);
            }
          } else if (property.name && !ts.isComputedPropertyName(property.name)) {
            const name = property.name.getText().replace(/^['"]|['"]$/g, '');
            const valueNode = ts.isPropertyAssignment(property)
              ? property.initializer
              : ts.isShorthandPropertyAssignment(property)
                ? property.name
                : undefined;
            if (valueNode)
              record(propertyOf(contextual, name), checker.getTypeAtLocation(valueNode), null);
          }
        }
      }
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      for (const token of node.text.match(classToken) ?? []) classLiterals.add(token);
      for (const name of node.text.match(customProperty) ?? []) customProperties.add(name);
      // A name built at runtime (`--${scale}-9`): every property with that prefix.
      const built = /--([A-Za-z_][\w-]*)?$/.exec(node.text);
      if (built && (ts.isTemplateHead(node) || ts.isTemplateMiddle(node)))
        customProperties.add(`${built[0]}*`);
    }
    ts.forEachChild(node, visit);
  };

  /** The files an import brings in (see ProductIndex.imports). */
  const importedFiles = (sourceFile: ts.SourceFile, bare: Set<string>): string[] => {
    const out = new Set<string>();
    const resolve = (specifier: string) =>
      ts.resolveModuleName(specifier, sourceFile.fileName, program.getCompilerOptions(), ts.sys)
        .resolvedModule?.resolvedFileName;
    const declaringFiles = (name: ts.Node) => {
      const symbol = checker.getSymbolAtLocation(name);
      const target =
        symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return (target?.declarations ?? []).map((d) => d.getSourceFile().fileName);
    };
    const add = (file: string | undefined, specifier: string) => {
      if (file && wanted.has(file)) out.add(rel(file));
      else if (/\.(?!(?:[cm]?[jt]sx?)$)[a-z0-9]+$/i.test(specifier))
        return; // CSS, images…
      else if (Object.keys(aliases).some((a) => specifier === a || specifier.startsWith(`${a}/`))) {
        throw new Error(
          `css-subset: ${rel(sourceFile.fileName)} imports '${specifier}', which does not lead to ` +
            `its package's source (${file ?? 'unresolved'}); add it to the aliases.`,
        );
      }
    };
    const visitImports = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const specifier = node.moduleSpecifier.text;
        const clause = node.importClause;
        if (clause?.isTypeOnly) return;
        const named =
          clause?.namedBindings && ts.isNamedImports(clause.namedBindings)
            ? clause.namedBindings
            : undefined;
        const file = resolve(specifier);
        if (clause && !clause.name && named) {
          const values = named.elements.filter((e) => !e.isTypeOnly);
          if (values.length === 0) return;
          // What a named import renders is what the names are: a barrel's other re-exports
          // are not brought in (a bundler leaves them out too).
          add(file, specifier); // fails when an alias does not lead to the source
          if (file && wanted.has(file)) {
            out.delete(rel(file));
            out.add(`${rel(file)}${sideEffectsOf}`); // its bare imports (`import './x.css'`) run
            for (const element of values)
              for (const f of declaringFiles(element.name)) add(f, specifier);
          }
        } else {
          add(file, specifier);
          if (!clause && file && wanted.has(file)) bare.add(rel(file));
        }
      } else if (
        ts.isExportDeclaration(node) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        if (!node.isTypeOnly) add(resolve(node.moduleSpecifier.text), node.moduleSpecifier.text);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        add(resolve(node.arguments[0].text), node.arguments[0].text);
      }
      ts.forEachChild(node, visitImports);
    };
    visitImports(sourceFile);
    out.delete(rel(sourceFile.fileName));
    return [...out].sort();
  };

  const index: ProductIndex = { files: {}, imports: {}, sideEffects: {} };
  for (const sourceFile of program.getSourceFiles()) {
    if (!wanted.has(sourceFile.fileName)) continue;
    modules = new Set();
    uses = new Map();
    customProperties = new Set();
    defaults = new Set();
    attributes = new Map();
    classLiterals = new Set();
    opaque = new Set();
    visit(sourceFile);
    index.files[rel(sourceFile.fileName)] = {
      modules: [...modules].sort(),
      uses: [...uses.values()]
        .map(({ use, bps, values }) => ({
          ...use,
          breakpoints: breakpoints.filter((bp) => bps.has(bp)),
          values: values ? [...values].sort() : null,
        }))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
      attributes: Object.fromEntries(
        [...attributes]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, v ? [...v].sort() : null]),
      ),
      classLiterals: [...classLiterals].sort(),
      customProperties: [...customProperties].sort(),
      defaults: [...defaults].sort(),
      opaque: [...opaque].sort(),
    };
    const bare = new Set<string>();
    index.imports[rel(sourceFile.fileName)] = importedFiles(sourceFile, bare);
    index.sideEffects[rel(sourceFile.fileName)] = [...bare].sort();
  }
  return index;
}
