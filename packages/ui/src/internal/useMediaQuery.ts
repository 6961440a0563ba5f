'use client';

import { startTransition, useEffect, useState } from 'react';

const hasMatchMedia = () => typeof window !== 'undefined' && !!window.matchMedia;

/**
 * Whether a first render may read the viewport: not before any mounted query has run its
 * effect, so a server-rendered page hydrates with what the server drew (`undefined`).
 */
let settled = false;

/**
 * Whether `query` (e.g. `media.phone` from `theme/media`) matches, live; `null` watches nothing.
 * `undefined` while server rendering and hydrating (the caller picks the fallback), then the
 * browser's answer; `false` where the browser has no `matchMedia`. A part mounted later reads
 * the answer in its first render.
 *
 * Not `useSyncExternalStore`: after hydration it re-renders with the browser's answer at once,
 * synchronously, in the task that ends hydration (the shell and the theme, 4-12 ms on a phone
 * under Lighthouse). Here the answer arrives as a transition, drawn in slices.
 */
export function useMediaQuery(query: string | null): boolean | undefined {
  const [matches, setMatches] = useState<boolean | undefined>(() =>
    settled && query !== null ? hasMatchMedia() && window.matchMedia(query).matches : undefined,
  );
  useEffect(() => {
    settled = true;
    if (query === null) return;
    if (!hasMatchMedia()) {
      setMatches(false);
      return;
    }
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return query === null ? undefined : matches;
}
