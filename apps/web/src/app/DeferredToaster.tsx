import { lazy, Suspense, useEffect, useState } from 'react';
import { onIdle } from './idle';

const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toaster, mounted once the page has rendered (or hydrated) and the main thread is idle:
 * sonner stays off the path to the first paint and out of the task that draws the page.
 * Toasts asked for earlier wait for it (./toast).
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => onIdle(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
