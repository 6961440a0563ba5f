'use client';

import { Button, Callout, Spinner, Text } from '@radix-ui/themes';
import { Icon } from '../../primitives';
import * as styles from './ListState.css';

/** A list's loading line (a polite status) or its error with 'Try again'. Not exported. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" className={styles.loading} data-slot="list-loading">
      <Spinner size="3" />
      <Text size="2">{label}</Text>
    </div>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Callout.Root color="red" highContrast role="alert" data-slot="list-error">
      <Callout.Icon>
        <Icon name="alertTriangle" />
      </Callout.Icon>
      <Callout.Text>{message}</Callout.Text>
      {onRetry && (
        <div>
          <Button type="button" size="2" variant="soft" color="red" highContrast onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
    </Callout.Root>
  );
}
