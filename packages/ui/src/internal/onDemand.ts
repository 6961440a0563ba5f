'use client';

import {
  lazy,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { whenIdle } from './whenIdle';

/** Code loaded on demand, once: `loaded` is there for every render after the first `load()`. */
export interface OnDemand<T> {
  load(): Promise<T>;
  /** Starts loading it ahead, nobody waiting: a failed load is tried again by the next `load()`. */
  warm(): void;
  readonly loaded: T | undefined;
}

/**
 * Wraps a lazy `import()` so a component can render the loaded code at once when it is already
 * there (no Suspense, no frame without it), and a failed load is tried again next time.
 */
export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (value) => (loaded = value),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    get loaded() {
      return loaded;
    },
    load,
    warm: () => {
      load().catch(() => {});
    },
  };
}

/**
 * The code once shown (`undefined` until then), and a function that loads and shows it: on
 * intent (a pointer over, the focus, a press). Code already loaded when the component first
 * renders is shown at once.
 *
 * With `idle` (the default), the code also loads by itself once the page is idle, but is shown
 * only on intent: mounting a Radix part (a select, a menu, a dialog) runs layout effects that
 * set state and render again at once, in one task nobody waited for (up to 30 ms on /jobs with
 * Lighthouse's instrumentation); shown on intent, that work comes with the press it serves.
 * With `idle: 'show'`, it is also shown once loaded while idle, as a transition (in slices):
 * for a stand-in that acts on the click (the bell's), which a swap between a press's pointer
 * down and its click would lose.
 * `beforeShown` runs just before the component re-renders with it (to note what the stand-in
 * had, such as the focus).
 */
export function useOnDemand<T>(
  code: OnDemand<T>,
  { idle = true, beforeShown }: { idle?: boolean | 'show'; beforeShown?: () => void } = {},
): readonly [T | undefined, () => void] {
  const [loaded, setLoaded] = useState(() => code.loaded);
  const before = useRef(beforeShown);
  before.current = beforeShown;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const show = useCallback(
    (quietly: boolean) => {
      if (loaded) return;
      code.load().then(
        (value) => {
          if (!mounted.current) return;
          before.current?.();
          if (quietly) startTransition(() => setLoaded(() => value));
          else setLoaded(() => value);
        },
        () => {}, // the next intent tries again
      );
    },
    [code, loaded],
  );
  const load = useCallback(() => show(false), [show]);
  useEffect(() => {
    if (loaded || !idle) return;
    return whenIdle(() => {
      if (idle === 'show') show(true);
      else code.warm();
    });
  }, [code, loaded, idle, show]);
  return [loaded, load] as const;
}

/**
 * A part of `code` as a `lazy` component for a Suspense boundary (a server render waits for it
 * and writes it into the HTML). Once the code is loaded, the part renders at once, with no
 * frame of the boundary's fallback: its thenable resolves synchronously, which `lazy` reads
 * before it would suspend.
 */
export function lazyPart<T, P extends object>(
  code: OnDemand<T>,
  pick: (module: T) => ComponentType<P>,
) {
  return lazy(() => {
    const loaded = code.loaded;
    if (loaded === undefined) return code.load().then((module) => ({ default: pick(module) }));
    const now = { default: pick(loaded) };
    return { then: (resolve: (value: typeof now) => unknown) => resolve(now) } as PromiseLike<
      typeof now
    > as Promise<typeof now>;
  });
}
