import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toaster, mounted once the page has rendered (or hydrated): sonner stays off the path
 * to the first paint. Toasts asked for earlier wait for it (./toast).
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
