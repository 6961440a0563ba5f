#!/usr/bin/env node
// The byte budgets, gated in `npm test` on the built app (run after `pnpm --filter web
// build:local`): prints every figure beside its budget from .ci/budgets.json and exits 1 if any is
// over, naming the figure and the budget. Timings are measured by `pnpm bench`, not here.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kb, measureBuild, measureComponents } from './bundle-figures.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const budgets = JSON.parse(readFileSync(join(root, '.ci/budgets.json'), 'utf8'));
const figures = [...measureBuild(root), ...(await measureComponents(root))];

const width = Math.max(...figures.map((f) => f.label.length));
let over = 0;
for (const f of figures) {
  const budget = f.budget ? budgets[f.budget] : undefined;
  if (f.budget && budget?.max === undefined)
    throw new Error(`.ci/budgets.json has no max for ${f.budget}`);
  const ok = !budget || f.value <= budget.max;
  if (!ok) over++;
  const mark = budget ? `${ok ? '✓' : '✗ over'} ≤ ${kb(budget.max)}` : '';
  console.log(`${f.label.padEnd(width)}  ${kb(f.value).padStart(9)}  ${mark}`);
}
if (over) {
  console.error(`\n${over} figure(s) over budget:`);
  for (const f of figures) {
    const budget = f.budget && budgets[f.budget];
    if (budget && f.value > budget.max)
      console.error(
        `  ${f.key}: ${kb(f.value)} (${f.value} bytes) > ${f.budget} ${kb(budget.max)} (${budget.max} bytes) — ${budget.why ?? ''}`,
      );
  }
  process.exit(1);
}
console.log(`\nevery figure within its budget (${figures.length} figures)`);
