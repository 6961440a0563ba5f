import { Theme, type ThemeProps } from '@radix-ui/themes';
import { useSyncExternalStore, type ReactNode } from 'react';
import type { Appearance, ResolvedAppearance } from './appearance';
import { cx } from '../internal/cx';
import * as styles from './ThemeProvider.css';
import { themeRoot } from './themes.css';

const darkQuery = '(prefers-color-scheme: dark)';

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const media = window.matchMedia(darkQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};
const getSnapshot = (): ResolvedAppearance =>
  typeof window !== 'undefined' && window.matchMedia?.(darkQuery).matches ? 'dark' : 'light';
/* On the server, and while hydrating, the pre-paint class on <html> decides. */
const getServerSnapshot = (): ResolvedAppearance | undefined => undefined;

/** The operating system's colour scheme, live; `undefined` while server rendering. */
export function useSystemAppearance(): ResolvedAppearance | undefined {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

export interface ThemeProviderProps extends Omit<
  ThemeProps,
  'appearance' | 'accentColor' | 'grayColor'
> {
  /** `light`, `dark`, or `system` to follow the operating system. */
  appearance?: Appearance;
  children?: ReactNode;
}

/**
 * The root of every Fairlance screen: Radix Themes' `<Theme>` with the brand's
 * accent and gray, plus the brand tokens. With `system` it renders `inherit`
 * during server rendering and hydration (the pre-paint script has already set
 * the class on `<html>`), then follows the operating system live.
 */
export function ThemeProvider({
  appearance = 'system',
  className,
  children,
  ...rest
}: ThemeProviderProps) {
  const system = useSystemAppearance();
  const resolved = appearance === 'system' ? (system ?? 'inherit') : appearance;
  return (
    <Theme
      accentColor="teal"
      grayColor="sage"
      radius="medium"
      scaling="100%"
      {...rest}
      appearance={resolved}
      className={cx(themeRoot, styles.root, className)}
    >
      {children}
    </Theme>
  );
}
