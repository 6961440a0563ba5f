import './styles/app';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
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

void whenRouterReady().then(() => {
  const root = createRoot(container);
  // Drawn in one go over a page painted from its HTML, so what was done there plays again.
  takeOverPrerendered(container, () =>
    flushSync(() =>
      root.render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      ),
    ),
  );
});
