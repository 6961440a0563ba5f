import { APPEARANCE_STORAGE_KEY, isAppearance, type Appearance } from '@brand/ui';
import { useSyncExternalStore } from 'react';

/** The appearance the person chose (default `system`), as stored by the pre-paint script's key. */
function read(): Appearance {
  try {
    const stored = localStorage.getItem(APPEARANCE_STORAGE_KEY);
    return isAppearance(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

export function useAppearance(): Appearance {
  return useSyncExternalStore(subscribe, read, () => 'system');
}
