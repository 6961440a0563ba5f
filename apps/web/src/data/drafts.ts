import { useCallback, useState } from 'react';

/*
 * Drafts of what a person is typing, kept in sessionStorage under one key per form: a session
 * that ends mid-form (sign-in again, a reload, a crash of the tab's page) does not lose the
 * text. A draft is removed once it has been sent. Storage that refuses keeps the draft in
 * memory only.
 */

const prefix = 'fairlance-draft:';

function read<T>(key: string, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(prefix + key);
    if (raw === null) return fallback;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? { ...fallback, ...parsed } : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown | undefined) {
  try {
    if (value === undefined) sessionStorage.removeItem(prefix + key);
    else sessionStorage.setItem(prefix + key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the draft lives on in memory for this page.
  }
}

/** A draft object for `key` (null: nothing to keep yet): the value, its setter and `clear`. */
export function useDraft<T extends object>(key: string | null, empty: T) {
  const [state, setState] = useState(() => ({
    key,
    value: key ? read(key, empty) : empty,
  }));
  // Another key (another job): its own draft.
  if (state.key !== key) setState({ key, value: key ? read(key, empty) : empty });

  const set = useCallback(
    (value: T) => {
      setState({ key, value });
      if (key) write(key, value);
    },
    [key],
  );
  const clear = useCallback(() => {
    setState({ key, value: empty });
    if (key) write(key, undefined);
  }, [key, empty]);
  return [state.key === key ? state.value : empty, set, clear] as const;
}

/** Forgets every draft in this tab (signing out on purpose: nothing typed stays behind). */
export function clearAllDrafts(): void {
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(prefix)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage blocked: there were no drafts in it either.
  }
}
