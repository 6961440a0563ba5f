import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type Load<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs `load` when `key` changes (and on `reload()`), and gives its state: loading, error or
 * the data. `load` should be stable for one key (wrap it in useCallback with the key's parts).
 * `key` null waits (nothing to load yet, e.g. no session). `set` replaces the data after a save.
 * `arrived`, read on the first render only, is the data when it is already there (what the
 * route's loader read on the server): the first render draws it, and it is not loaded again.
 */
export function useLoad<T>(
  key: string | null,
  load: () => Promise<T>,
  arrived?: () => T | undefined,
) {
  const [state, setState] = useState<{ key: string | null; load: Load<T> }>(() => {
    const data = key === null ? undefined : arrived?.();
    return { key, load: data === undefined ? { status: 'loading' } : { status: 'ready', data } };
  });
  const [run, setRun] = useState(0);
  // The key whose data the first render had already: its first load is skipped.
  const given = useRef(state.load.status === 'ready' ? key : null);

  // A new key (another person, another user id) starts loading at once, not after a render.
  if (state.key !== key) setState({ key, load: { status: 'loading' } });

  useEffect(() => {
    if (key === null) return;
    if (given.current !== null) {
      const skip = given.current === key && run === 0;
      given.current = null;
      if (skip) return;
    }
    let active = true;
    // Arriving data draws a whole screen: as a transition React renders it in slices that
    // leave the main thread free for input, instead of one long task (measured by `pnpm bench`
    // as Total Blocking Time).
    const settle = (next: Load<T>) => {
      if (active) startTransition(() => setState({ key, load: next }));
    };
    load().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => {
      active = false;
    };
  }, [key, run, load]);

  const reload = useCallback(() => setRun((n) => n + 1), []);
  const set = useCallback(
    (change: (data: T) => T) =>
      setState((current) =>
        current.load.status === 'ready'
          ? { ...current, load: { status: 'ready', data: change(current.load.data) } }
          : current,
      ),
    [],
  );
  return { ...state.load, reload, set };
}
