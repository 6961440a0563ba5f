'use client';

import { useCallback, useState } from 'react';

/** A boolean that is controlled when `value` is given and uncontrolled otherwise. */
export function useControllableBoolean(
  value: boolean | undefined,
  defaultValue: boolean,
  onChange: ((next: boolean) => void) | undefined,
) {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const set = useCallback(
    (next: boolean) => {
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set] as const;
}
