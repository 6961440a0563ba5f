import './styles/app';
import { StrictMode, startTransition, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { takeOverPrerendered } from './app/prerendered';
import { router } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from the page.');

/**
 * The first render waits for the route's modules: a signed-in page rendered at build time
 * (./app/prerendered.ts) is then replaced in one commit by the same screen, never by an empty
 * frame in between.
 */
function whenRouterReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Runs `layout` once the tree under it has committed, before the browser paints it, and
 * `effects` once that tree's own effects have run (a parent's effects run after its children's).
 */
function AfterCommit({
  layout,
  effects,
  children,
}: {
  layout: () => void;
  effects: () => void;
  children: ReactNode;
}) {
  useLayoutEffect(layout, [layout]);
  useEffect(effects, [effects]);
  return children;
}

void whenRouterReady().then(() => {
  const root = createRoot(container);
  // The painted page stays until the app's tree commits over it in one go; what was done there
  // meanwhile plays again then. Rendered as a transition, the whole shell and screen are drawn
  // in slices that leave the main thread free for input, not in one long task.
  const takenOver = takeOverPrerendered(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AfterCommit layout={takenOver.focus} effects={takenOver.replay}>
          <RouterProvider router={router} />
        </AfterCommit>
      </StrictMode>,
    ),
  );
});
