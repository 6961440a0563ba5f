import { LinkProvider, ThemeProvider } from '@brand/ui';
import { Outlet } from 'react-router';
import { SessionProvider } from '../session/SessionProvider';
import { useAppearance } from './appearance';
import { AppLink } from './links';
import { DeferredToaster } from './DeferredToaster';

/** The app's frame: theme, session, toasts, and the router-backed link for @brand/ui. */
export function App() {
  const appearance = useAppearance();
  return (
    <ThemeProvider appearance={appearance}>
      <LinkProvider component={AppLink}>
        <SessionProvider>
          <Outlet />
          <DeferredToaster />
        </SessionProvider>
      </LinkProvider>
    </ThemeProvider>
  );
}
