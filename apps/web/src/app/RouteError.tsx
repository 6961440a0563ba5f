import { ErrorScreen, LinkProvider, ThemeProvider, paths } from '@brand/ui';
import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { useAppearance } from './appearance';
import { AppLink } from './links';

export interface RouteErrorProps {
  /**
   * `page`: the whole screen (outside the shell); `embedded`: inside the app
   * shell's `<main>`, so the sidebar and header stay usable.
   */
  variant?: 'page' | 'embedded';
  /** Where 'Return to Home' goes. */
  homeHref?: string;
  /**
   * For the root route's boundary, which replaces `<App />`: bring the theme
   * and the router-backed links that App would otherwise provide.
   */
  standalone?: boolean;
}

/** A readable one-liner (plus the stack in development) for the collapsed details. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) {
    const summary = `${error.name}: ${error.message}`;
    return import.meta.env.DEV && error.stack ? error.stack : summary;
  }
  return String(error);
}

/**
 * The error boundary of the router: a crash while loading or rendering a route
 * shows a friendly screen instead of a blank page. Logged as a warning with the
 * path (console errors are reserved for the unexpected, and fail the e2e harness).
 */
export function RouteError({
  variant = 'page',
  homeHref = paths.home,
  standalone = false,
}: RouteErrorProps) {
  const error = useRouteError();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    console.warn(`Route error at ${pathname}:`, error);
  }, [error, pathname]);

  const screen = (
    <ErrorScreen
      variant={variant}
      homeHref={homeHref}
      details={describe(error)}
      // A reload: a route module that failed to load stays failed until the page reloads.
      onRetry={() => void navigate(0)}
    />
  );
  return standalone ? <StandaloneFrame>{screen}</StandaloneFrame> : screen;
}

function StandaloneFrame({ children }: { children: ReactNode }) {
  const appearance = useAppearance();
  return (
    <ThemeProvider appearance={appearance}>
      <LinkProvider component={AppLink}>{children}</LinkProvider>
    </ThemeProvider>
  );
}
