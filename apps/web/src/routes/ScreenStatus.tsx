import { ErrorScreen, paths } from '@brand/ui';
import { useEffect } from 'react';

/** A screen's data could not be loaded: the friendly error with 'Try again'. */
export function ScreenLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useEffect(() => {
    console.warn('Could not load the screen’s data:', error);
  }, [error]);
  return (
    <ErrorScreen
      variant="embedded"
      homeHref={paths.dashboard}
      onRetry={onRetry}
      details={error instanceof Error ? error.message : describe(error)}
    />
  );
}

function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    return String((error as { message: unknown }).message);
  }
  return String(error);
}
