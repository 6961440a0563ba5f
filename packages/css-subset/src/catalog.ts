/**
 * What Radix Themes' own code can put on the page: read from the installed package's ESM
 * build (`dist/esm`, small minified modules) and its prop definitions (`dist/cjs/**\/*.props.js`,
 * plain objects). Nothing here is a list kept by hand: a new Radix version brings its own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export const breakpoints = ['initial', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
export type Breakpoint = (typeof breakpoints)[number];

/** One entry of a Radix `*PropDefs` object (`dist/esm/props/prop-def.d.ts`). */
export interface PropDef {
  type: string;
  className?: string;
  default?: unknown;
  responsive?: boolean;
  values?: readonly unknown[];
}

/** A Radix component a Radix module renders itself (`createElement(Flex, {…})`). */
export interface InternalRender {
  /** The module of the component rendered. */
  target: string;
  /** Props written in the call: a literal value, or undefined when computed. */
  props: { key: string; value: string | boolean | undefined }[];
  /** The call spreads an object (`{...props}`): the outer props go on, className among them. */
  spread: boolean;
}

export interface RadixModule {
  /** Path in dist/esm without extension, '/'-separated: 'components/text', 'props/margin.props'. */
  id: string;
  imports: string[];
  /** Every `rt-…` token in the module's code (component classes such as rt-BaseButton, and
   * utility classes or their stems such as rt-r-size-1, rt-r-size). */
  classes: string[];
  renders: InternalRender[];
}

export interface RadixCatalog {
  root: string;
  version: string;
  module(id: string): RadixModule | undefined;
  /** The module's JavaScript. */
  code(id: string): string;
  /** Every module reachable from `ids` through static imports (the ids included). */
  closure(ids: Iterable<string>): Set<string>;
  /** The `*PropDefs` objects a module exports, by export name. */
  propDefs(id: string): Record<string, Record<string, PropDef>>;
  /** Every class name stem the prop definitions produce (rt-r-gap, rt-variant, rt-truncate...). */
  families: Set<string>;
  /** Module id of a declaration file inside the package (`…/dist/esm/components/text.d.ts`). */
  moduleIdOfFile(file: string): string | undefined;
  /** Radix's own `getMatchingGrayColor` (the gray an accent gets when grayColor is 'auto'). */
  matchingGray(accent: string): string | undefined;
}

const classToken = /-?(?:(?:xs|sm|md|lg|xl):)?rt-[A-Za-z0-9-]+/g;

export function loadRadixCatalog(fromDir: string): RadixCatalog {
  const require = createRequire(join(fromDir, 'package.json'));
  const pkgJson = require.resolve('@radix-ui/themes/package.json');
  const root = dirname(pkgJson);
  const version = (JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string }).version;
  const esm = join(root, 'dist', 'esm');
  const cjs = join(root, 'dist', 'cjs');
  const modules = new Map<string, RadixModule | undefined>();

  const idOf = (file: string) =>
    relative(esm, file)
      .split(sep)
      .join('/')
      .replace(/\.(d\.ts|js)$/, '');

  function parse(id: string): RadixModule | undefined {
    const file = join(esm, `${id}.js`);
    if (!existsSync(file)) return undefined;
    const code = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
    const imports: string[] = [];
    /** Local name → module id, for named imports of relative modules; namespaces separately. */
    const named = new Map<string, string>();
    const namespaces = new Map<string, string>();
    for (const statement of source.statements) {
      const specifier =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      if (!specifier?.startsWith('.')) continue;
      const target = idOf(resolve(dirname(file), specifier));
      imports.push(target);
      const bindings = ts.isImportDeclaration(statement)
        ? statement.importClause?.namedBindings
        : undefined;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) named.set(element.name.text, target);
      } else if (bindings && ts.isNamespaceImport(bindings)) {
        namespaces.set(bindings.name.text, target);
      }
    }
    const renders: InternalRender[] = [];
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        /(^|\.)createElement$/.test(node.expression.getText(source)) &&
        node.arguments.length >= 2
      ) {
        const [tag, props] = node.arguments;
        let target: string | undefined;
        if (tag && ts.isIdentifier(tag)) target = named.get(tag.text);
        else if (
          tag &&
          ts.isPropertyAccessExpression(tag) &&
          ts.isIdentifier(tag.expression) &&
          namespaces.has(tag.expression.text)
        ) {
          target = namespaces.get(tag.expression.text);
        }
        if (target && props && ts.isObjectLiteralExpression(props)) {
          const render: InternalRender = { target, props: [], spread: false };
          for (const property of props.properties) {
            if (ts.isSpreadAssignment(property)) {
              render.spread = true;
              continue;
            }
            if (!ts.isPropertyAssignment(property)) continue;
            const key = ts.isIdentifier(property.name)
              ? property.name.text
              : ts.isStringLiteral(property.name)
                ? property.name.text
                : undefined;
            if (!key) continue;
            const init = property.initializer;
            let value: string | boolean | undefined;
            if (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init)) {
              value = init.text;
            } else if (init.kind === ts.SyntaxKind.TrueKeyword) value = true;
            else if (init.kind === ts.SyntaxKind.FalseKeyword) value = false;
            else if (
              ts.isPrefixUnaryExpression(init) &&
              init.operator === ts.SyntaxKind.ExclamationToken &&
              ts.isNumericLiteral(init.operand)
            ) {
              value = init.operand.text === '0'; // minified !0 / !1
            }
            render.props.push({ key, value });
          }
          renders.push(render);
        } else if (target && props) {
          renders.push({ target, props: [], spread: true });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return { id, imports, classes: [...new Set(code.match(classToken) ?? [])], renders };
  }

  const module = (id: string) => {
    if (!modules.has(id)) modules.set(id, parse(id));
    return modules.get(id);
  };

  const closure = (ids: Iterable<string>) => {
    const seen = new Set<string>();
    const stack = [...ids];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      const info = module(id);
      if (!info) continue;
      seen.add(id);
      stack.push(...info.imports);
    }
    return seen;
  };

  const propDefCache = new Map<string, Record<string, Record<string, PropDef>>>();
  const propDefs = (id: string) => {
    let defs = propDefCache.get(id);
    if (!defs) {
      defs = {};
      if (/(^|\/)props\/|\.props?$/.test(id) && existsSync(join(cjs, `${id}.js`))) {
        const exports = require(join(cjs, `${id}.js`)) as Record<string, unknown>;
        for (const [name, value] of Object.entries(exports)) {
          if (!value || typeof value !== 'object') continue;
          const entries = Object.entries(value as Record<string, unknown>).filter(
            ([, def]) => def !== null && typeof def === 'object' && 'type' in (def as object),
          );
          if (entries.length > 0)
            defs[name] = Object.fromEntries(entries) as Record<string, PropDef>;
        }
      }
      propDefCache.set(id, defs);
    }
    return defs;
  };

  // Every prop definition module of the package, for the class name stems.
  const families = new Set<string>();
  for (const id of closure(['index'])) {
    for (const defs of Object.values(propDefs(id))) {
      for (const def of Object.values(defs)) {
        if (def.className?.startsWith('rt-')) families.add(def.className);
      }
    }
  }
  if (families.size < 20) {
    throw new Error(
      `radix-subset: found only ${families.size} prop class names in @radix-ui/themes ${version}; ` +
        'its build layout changed and this plugin needs updating.',
    );
  }

  const grayModule = require(join(cjs, 'helpers', 'get-matching-gray-color.js')) as {
    getMatchingGrayColor?: (accent: string) => string | undefined;
  };
  if (typeof grayModule.getMatchingGrayColor !== 'function') {
    throw new Error('radix-subset: @radix-ui/themes no longer exports getMatchingGrayColor.');
  }

  return {
    root,
    version,
    module,
    code: (id) => {
      const file = join(esm, `${id}.js`);
      return existsSync(file) ? readFileSync(file, 'utf8') : '';
    },
    closure,
    propDefs,
    families,
    moduleIdOfFile(file) {
      // Any copy of the package (pnpm may hold more than one); the same version is assumed.
      const match = /[\\/]@radix-ui[\\/]themes[\\/]dist[\\/](?:esm|cjs)[\\/](.+)\.d\.ts$/.exec(
        file,
      );
      return match?.[1]?.split(/[\\/]/).join('/');
    },
    matchingGray: (accent) => grayModule.getMatchingGrayColor?.(accent),
  };
}
