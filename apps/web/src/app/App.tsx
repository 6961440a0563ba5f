import { LinkProvider, ThemeProvider } from '@brand/ui';
import { Outlet } from 'react-router';
import { SessionProvider, type SessionState } from '../session/SessionProvider';
import { useAppearance } from './appearance';
import { AppLink } from './links';
import { DeferredToaster } from './DeferredToaster';

/**
 * The app's frame: theme, session, toasts, and the router-backed link for @brand/ui. `session`
 * is only given by the build-time render of the signed-in pages (./entry-server.tsx).
 */
export function App({ session }: { session?: SessionState }) {
  const appearance = useAppearance();
  return (
    <ThemeProvider appearance={appearance}>
      <LinkProvider component={AppLink}>
        <SessionProvider initialState={session}>
          <Outlet />
          <DeferredToaster />
        </SessionProvider>
      </LinkProvider>
    </ThemeProvider>
  );
}
