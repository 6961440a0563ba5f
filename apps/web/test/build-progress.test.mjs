// `pnpm --filter web test:env`: the landing page's build-progress checklist (@brand/ui's
// `buildItems`, one list in its domain facts) and the app's route table stay in step: every
// item marked done names a route where it works, and that route is one the app serves; an
// item still planned names none. Reads the real app/routes.ts through Vite, as the build does.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { buildItems } from '@brand/ui';

const app = fileURLToPath(new URL('..', import.meta.url));

/** Every path of the route table, as '/jobs/:jobId' (layouts add nothing, index routes '/'). */
function routePaths(routes, parent = '') {
  return routes.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    return [
      ...(route.path || route.index ? [path] : []),
      ...routePaths(route.children ?? [], path),
    ];
  });
}

async function servedRoutes() {
  const { module } = await runnerImport(`${app}app/routes.ts`, { root: app, logLevel: 'silent' });
  return new Set(routePaths(await module.default));
}

/** What is out of step between a checklist and the served routes, in words. */
function outOfStep(items, served) {
  const [first, ...planned] = items;
  const problems = [];
  if (!first?.done) problems.push('the first-started item is not marked done');
  for (const item of planned) {
    if (item.done && !served.has(item.route))
      problems.push(`${item.label} is marked done, but the app serves no route ${item.route}`);
    if (!item.done && item.route !== undefined)
      problems.push(`${item.label} is planned, yet names the route ${item.route}`);
  }
  return problems;
}

test('the build checklist and the app’s routes are in step', async () => {
  const served = await servedRoutes();
  assert.ok(served.has('/jobs/:jobId') && served.has('/auth'), 'the route table was read');
  assert.deepEqual(outOfStep(buildItems, served), []);
  assert.ok(
    buildItems.slice(1).some((item) => item.done),
    'planned items that work are marked done',
  );
});

test('a done item whose route is gone, or a planned item naming one, is out of step', async () => {
  const served = await servedRoutes();
  const drifted = [
    buildItems[0],
    { label: 'A subscription', done: true, route: '/billing' },
    { label: 'Replying to a job', done: true, route: '/jobs/:id' },
    { label: 'Email notifications', done: false, route: '/settings' },
  ];
  assert.deepEqual(outOfStep(drifted, served), [
    'A subscription is marked done, but the app serves no route /billing',
    'Replying to a job is marked done, but the app serves no route /jobs/:id',
    'Email notifications is planned, yet names the route /settings',
  ]);
});
