import { ThemeProvider, paths } from '@brand/ui';
import { useLayoutEffect } from 'react';
import { useAppearance } from '../app/appearance';
import { DeferredToaster } from '../app/DeferredToaster';
import { AuthPage } from './AuthPage';

/** The element the prerendered `/auth` page is rendered into and hydrated from. */
export const authRootId = 'root';

/** Options shared by the build-time render and the hydration of `/auth`. */
export const authIslandOptions = { identifierPrefix: 'auth-' } as const;

/**
 * `/auth` loaded from the server: the page, its theme and its toasts, without the router.
 * Signing in goes on to the app with a full load of the dashboard.
 */
export function AuthIsland({ onHydrated }: { onHydrated?: () => void }) {
  const appearance = useAppearance();
  // Before the first paint after hydration, so typed text never blinks away.
  useLayoutEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <ThemeProvider appearance={appearance}>
      <AuthPage onSignedIn={() => window.location.replace(paths.dashboard)} />
      <DeferredToaster />
    </ThemeProvider>
  );
}
