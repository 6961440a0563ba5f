import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type Load<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Whether two answers hold the same data. What is loaded here is JSON-shaped (PostgREST's rows
 * mapped to plain objects, arrays, strings, numbers, booleans and null, built by the same code
 * each time, so keys come in the same order): comparing the JSON is exact for it, and costs no
 * library in every signed-in route's JS.
 */
export function sameData(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Runs `load` when `key` changes (and on `reload()`), and gives its state: loading, error or
 * the data. `load` should be stable for one key (wrap it in useCallback with the key's parts).
 * `key` null waits (nothing to load yet, e.g. no session). `set` replaces the data after a save.
 * `arrived`, read on the first render only, is the data when it is already there (what the
 * route's loader read on the server): the first render draws it, and it is not loaded again.
 * A reload that reads what is already shown (the live channel joining, a change elsewhere)
 * renders nothing again.
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
  // The key whose data the first render had already: its first load is skipped.
  const given = useRef(state.load.status === 'ready' ? key : null);

  // A new key (another person, another user id) starts loading at once, not after a render.
  if (state.key !== key) setState({ key, load: { status: 'loading' } });
  const shown = useRef(state);
  shown.current = state;
  // Loads the current key again (set by the effect below): a reload renders nothing until its
  // answer differs from what is shown. A re-render of its own would reach the parts of a
  // server-drawn page that are still hydrating, and a part whose chunk has not come yet would
  // drop the server's HTML for its fallback.
  const again = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (key === null) return;
    let active = true;
    let latest = 0;
    // Arriving data draws a whole screen: as a transition React renders it in slices that
    // leave the main thread free for input, instead of one long task (measured by `pnpm bench`
    // as Total Blocking Time). Only the latest load's answer is drawn.
    const settle = (run: number, next: Load<T>) => {
      if (!active || run !== latest) return;
      const { key: shownKey, load: current } = shown.current;
      const same =
        shownKey === key &&
        current.status === 'ready' &&
        next.status === 'ready' &&
        sameData(current.data, next.data);
      if (!same) startTransition(() => setState({ key, load: next }));
    };
    const run = () => {
      const mine = ++latest;
      load().then(
        (data) => settle(mine, { status: 'ready', data }),
        (error: unknown) => settle(mine, { status: 'error', error }),
      );
    };
    again.current = run;
    const skip = given.current === key;
    given.current = null;
    if (!skip) run();
    return () => {
      active = false;
      again.current = () => undefined;
    };
  }, [key, load]);

  const reload = useCallback(() => again.current(), []);
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
