'use client';

import { Theme, type ThemeProps } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { Appearance, ResolvedAppearance } from './appearance';
import { cx } from '../internal/cx';
import { useMediaQuery } from '../internal/useMediaQuery';
import { media } from './media';
import * as styles from './ThemeProvider.css';
import { themeRoot } from './themes.css';

/**
 * The operating system's colour scheme, live; `undefined` while server rendering and hydrating,
 * when the pre-paint class on <html> decides. With `watch` false, it watches nothing (always
 * `undefined`).
 */
export function useSystemAppearance(watch = true): ResolvedAppearance | undefined {
  const dark = useMediaQuery(watch ? media.dark : null);
  return dark === undefined ? undefined : dark ? 'dark' : 'light';
}

export interface ThemeProviderProps extends Omit<
  ThemeProps,
  'appearance' | 'accentColor' | 'grayColor'
> {
  /**
   * `light`, `dark`, or `system` to follow the operating system. `inherit`: the `light`/`dark`
   * class on `<html>` decides (set before the first paint by `appearanceScript`, and kept by the
   * app as the person chooses or the system changes); the tree never re-renders for it, so a
   * server-rendered page hydrates without a change of theme.
   */
  appearance?: Appearance | 'inherit';
  children?: ReactNode;
}

/**
 * The root of every Fairlance screen: Radix Themes' `<Theme>` with the brand's
 * accent and gray, plus the brand tokens. With `system` it renders `inherit`
 * during server rendering and hydration (the pre-paint script has already set
 * the class on `<html>`), then follows the operating system live; with `inherit`
 * it leaves the appearance to the class on `<html>` for good.
 */
export function ThemeProvider({
  appearance = 'system',
  className,
  children,
  ...rest
}: ThemeProviderProps) {
  // Only `system` follows the operating system: `inherit` never draws again for it.
  const system = useSystemAppearance(appearance === 'system');
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
