import { describe, expect, it } from 'vitest';
import { APPEARANCE_STORAGE_KEY, appearanceScript, isAppearance } from './appearance';

/** Runs the pre-paint script against a minimal fake document. */
function runScript({
  stored,
  prefersDark,
  storageThrows = false,
}: {
  stored: string | null;
  prefersDark: boolean;
  storageThrows?: boolean;
}) {
  const classes = new Set<string>(['light']);
  const html = {
    classList: {
      add: (...names: string[]) => names.forEach((n) => classes.add(n)),
      remove: (...names: string[]) => names.forEach((n) => classes.delete(n)),
    },
    style: { colorScheme: '' },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === APPEARANCE_STORAGE_KEY ? stored : null;
    },
  };
  const matchMedia = (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && prefersDark,
  });
  const window = { matchMedia };
  new Function('window', 'document', 'localStorage', 'matchMedia', appearanceScript)(
    window,
    { documentElement: html },
    localStorage,
    matchMedia,
  );
  return { classes: [...classes], colorScheme: html.style.colorScheme };
}

describe('appearanceScript', () => {
  it('follows the operating system when nothing is stored', () => {
    expect(runScript({ stored: null, prefersDark: true })).toEqual({
      classes: ['dark'],
      colorScheme: 'dark',
    });
    expect(runScript({ stored: null, prefersDark: false })).toEqual({
      classes: ['light'],
      colorScheme: 'light',
    });
  });

  it('lets a stored choice win over the operating system', () => {
    expect(runScript({ stored: 'light', prefersDark: true }).classes).toEqual(['light']);
    expect(runScript({ stored: 'dark', prefersDark: false }).classes).toEqual(['dark']);
  });

  it('treats "system" and unknown stored values as the operating system', () => {
    expect(runScript({ stored: 'system', prefersDark: true }).classes).toEqual(['dark']);
    expect(runScript({ stored: '<script>', prefersDark: false }).classes).toEqual(['light']);
  });

  it('still resolves an appearance when storage is blocked', () => {
    expect(runScript({ stored: 'dark', prefersDark: true, storageThrows: true }).classes).toEqual([
      'dark',
    ]);
  });
});

describe('isAppearance', () => {
  it('accepts exactly light, dark and system', () => {
    expect(['light', 'dark', 'system'].every(isAppearance)).toBe(true);
    expect([undefined, null, '', 'Dark', 1].some(isAppearance)).toBe(false);
  });
});
