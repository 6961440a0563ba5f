import { ThemeProvider } from '@brand/ui';
import { renderToString } from 'react-dom/server';
import { AuthPage } from './AuthPage';
import { authIslandOptions } from './AuthIsland';

/**
 * Renders `/auth` at build time: the tree `AuthIsland` hydrates, as the server sees it
 * (appearance `system`, no toaster yet).
 */
export function renderAuth(): string {
  return renderToString(
    <ThemeProvider appearance="system">
      <AuthPage onSignedIn={() => {}} />
    </ThemeProvider>,
    authIslandOptions,
  );
}
