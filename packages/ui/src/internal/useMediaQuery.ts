'use client';

import { useCallback, useSyncExternalStore } from 'react';

const hasMatchMedia = () => typeof window !== 'undefined' && !!window.matchMedia;

/* Server rendering and hydration cannot know the viewport: the caller picks the fallback. */
const getServerSnapshot = () => undefined;

/**
 * Whether `query` (e.g. `media.phone` from `theme/media`) matches, live.
 * `undefined` while server rendering and hydrating; `false` where the browser has no `matchMedia`.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => hasMatchMedia() && window.matchMedia(query).matches;
  return useSyncExternalStore<boolean | undefined>(subscribe, getSnapshot, getServerSnapshot);
}
