import { LinkProvider, ThemeProvider } from '@brand/ui';
import { Outlet } from 'react-router-dom';
import { AppLink } from './links';

/** The app's frame: theme and the router-backed link component for @brand/ui. */
export function App() {
  return (
    <ThemeProvider appearance="system">
      <LinkProvider component={AppLink}>
        <Outlet />
      </LinkProvider>
    </ThemeProvider>
  );
}
