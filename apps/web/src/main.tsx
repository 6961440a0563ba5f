import './styles/app';
import { StrictMode, startTransition, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { takeOverPrerendered, type TakeOver } from './app/prerendered';
import { nextTask } from './app/idle';
import { forgetEarly } from './data/early';
import { createAppRouter, type AppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from the page.');

/**
 * The first render waits for the route's modules: a signed-in page rendered at build time
 * (./app/prerendered.ts) is then replaced in one commit by the same screen, never by an empty
 * frame in between.
 */
function whenRouterReady(router: AppRouter): Promise<void> {
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
 * Around the whole tree: tells the takeover when that tree has committed (its layout effect
 * runs in the commit's task) and when its effects have run (a parent's run after its
 * children's, so every listener the app adds on mount is in by then).
 */
function TakingOver({ takeOver, children }: { takeOver: TakeOver; children: ReactNode }) {
  useLayoutEffect(() => takeOver.committed(), [takeOver]);
  useEffect(() => {
    takeOver.effectsRan();
    // A reload's early answer is for the screens of this first render only (./data/early).
    forgetEarly();
  }, [takeOver]);
  return children;
}

// The router in a task after the modules' own (see createAppRouter). Not a top-level await:
// that splits the entry chunk (9 KB gz more on every route).
void nextTask().then(async () => {
  const router = createAppRouter();
  await whenRouterReady(router);
  const root = createRoot(container);
  // A transition: React draws the shell and the screen in slices of a few milliseconds,
  // leaving the main thread to the person between them (a Tab, a click, a shortcut on the
  // painted page), and replaces the painted page in one commit. See takeOverPrerendered.
  const takeOver = takeOverPrerendered(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <TakingOver takeOver={takeOver}>
          <RouterProvider router={router} />
        </TakingOver>
      </StrictMode>,
    ),
  );
});
