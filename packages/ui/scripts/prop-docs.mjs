#!/usr/bin/env node
// Every public prop documented: reads each component the package exports with
// react-docgen-typescript (what Storybook's Docs tab and controls show) and lists the props
// declared in packages/ui/src that have no description. Inherited props (HTML attributes,
// Radix's own) are documented where they come from and are not counted, nor is `ref`.
//   node scripts/prop-docs.mjs          (after the build) prints the coverage; exits 1 if any prop is undocumented
import { createRequire } from 'node:module';
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = resolve(fileURLToPath(new URL('..', import.meta.url)));
const root = resolve(pkg, '../..');
const require = createRequire(join(root, '.storybook', 'main.ts'));
const docgen = require(
  require.resolve('react-docgen-typescript', {
    paths: [require.resolve('@storybook/react-vite/package.json')],
  }),
);

const files = [];
(function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['docs', 'sample-data'].includes(entry.name)) walk(path);
    } else if (/\.tsx$/.test(entry.name) && !/\.stories\.tsx$/.test(entry.name)) files.push(path);
  }
})(join(pkg, 'src'));

const parser = docgen.withCustomConfig(join(pkg, 'tsconfig.json'), {
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  // Own props: declared in this package's sources (docgen reports paths like `ui/src/…`).
  propFilter: (prop) =>
    prop.name !== 'ref' &&
    (prop.declarations ?? []).some(
      ({ fileName }) => /(^|\/)ui\/src\//.test(fileName) && !fileName.includes('node_modules'),
    ),
});
const src = join(pkg, 'src');
// Public: exported by the package (the built entry: run after `tsup`).
const exported = new Set(Object.keys(await import(join(pkg, 'dist', 'index.js'))));
let total = 0;
const missing = [];
for (const doc of parser.parse(files)) {
  if (!exported.has(doc.displayName)) continue;
  for (const [name, prop] of Object.entries(doc.props)) {
    total++;
    if (!prop.description.trim())
      missing.push(`${relative(src, doc.filePath)} ${doc.displayName}.${name}`);
  }
}
const documented = total - missing.length;
console.log(
  `props documented: ${documented} of ${total} (${((documented / total) * 100).toFixed(0)} %)`,
);
if (missing.length) {
  console.log(`undocumented:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
