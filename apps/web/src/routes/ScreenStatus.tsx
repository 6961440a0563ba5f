import { ErrorScreen, paths } from '@brand/ui';
import { Flex, Spinner, VisuallyHidden } from '@radix-ui/themes';
import { useEffect } from 'react';

/**
 * While a screen's data loads inside the shell: a spinner in the content area (the shell stays
 * usable). `@brand/ui` has no in-shell loading state yet; this stands in for one.
 */
export function ScreenLoading({ label }: { label: string }) {
  return (
    <Flex role="status" aria-live="polite" justify="center" py="9">
      <Spinner size="3" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Flex>
  );
}

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
