import { APPEARANCE_STORAGE_KEY, isAppearance, media, type Appearance } from '@brand/ui';
import { useEffect, useSyncExternalStore } from 'react';

/** Tells this tab's subscribers about a choice made here (`storage` fires only in other tabs). */
const CHANGE_EVENT = 'fairlance:appearance';

/** This tab's choice, for when storage is blocked. */
let chosen: Appearance = 'system';

/** The appearance the person chose (default `system`), as stored by the pre-paint script's key. */
function read(): Appearance {
  try {
    const stored = localStorage.getItem(APPEARANCE_STORAGE_KEY);
    return isAppearance(stored) ? stored : 'system';
  } catch {
    return chosen;
  }
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
};

/** The appearance the person chose, live: a choice in this tab or another re-renders. */
export function useAppearance(): Appearance {
  return useSyncExternalStore(subscribe, read, () => 'system');
}

/**
 * Remembers the person's choice under the key `appearanceScript` reads before paint (so the
 * next load paints in it from the first frame) and applies it now: the class on `<html>` that
 * the page's own background and colour scheme follow, and every `useAppearance` in any tab.
 * Storage may be blocked (private modes): the choice then lasts until the tab closes.
 */
export function setAppearance(appearance: Appearance): void {
  chosen = appearance;
  try {
    if (appearance === 'system') localStorage.removeItem(APPEARANCE_STORAGE_KEY);
    else localStorage.setItem(APPEARANCE_STORAGE_KEY, appearance);
  } catch {
    // Not remembered; still applied below.
  }
  applyAppearance(appearance);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The class on `<html>` (and its colour scheme) for `appearance`, as `appearanceScript` sets it. */
function applyAppearance(appearance: Appearance): void {
  const dark =
    appearance === 'dark' || (appearance === 'system' && window.matchMedia?.(media.dark).matches);
  const resolved = dark ? 'dark' : 'light';
  const root = document.documentElement;
  if (root.classList.contains(resolved) && root.style.colorScheme === resolved) return;
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}

/**
 * Keeps the class on `<html>` right once the page runs: the operating system switching between
 * light and dark (for `system`), a choice made in another tab. The app's theme is `inherit`
 * (that class decides), so nothing React drew changes when the page hydrates: the pre-paint
 * script has painted the right appearance already.
 */
export function useAppearanceClass(): void {
  useEffect(() => {
    const apply = () => applyAppearance(read());
    const system = window.matchMedia?.(media.dark);
    system?.addEventListener('change', apply);
    const unsubscribe = subscribe(apply);
    // A change between the pre-paint script and now.
    apply();
    return () => {
      system?.removeEventListener('change', apply);
      unsubscribe();
    };
  }, []);
}
