'use client';

import { Badge, Button, Callout, Card, Code, Heading, Spinner, Text } from '@radix-ui/themes';
import { useId, type HTMLAttributes, type Ref } from 'react';
import { failedEmailKind, failedEmailReason, type FailedEmail } from '../../domain/failedEmails';
import { cx } from '../../internal/cx';
import * as styles from './FailedEmails.css';

export interface FailedEmailsProps extends HTMLAttributes<HTMLElement> {
  /** The person's emails that could not be delivered, newest first. */
  emails: FailedEmail[];
  /** 'loading' draws a spinner, 'error' the `error` with 'Try again'. Default 'ready'. */
  status?: 'ready' | 'loading' | 'error';
  /** What went wrong loading them (with status 'error'). */
  error?: string;
  /** 'Try again' after a failed load. */
  onRetry?: () => void;
  ref?: Ref<HTMLElement>;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
/** 'Nov 27, 12:40 UTC': the same on the server and in every browser. */
function formatTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${months[d.getUTCMonth()]} ${d.getUTCDate()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

/**
 * Emails that could not be delivered, in the Notifications tab: each of the person's own dead
 * letters (every try failed) with what it was about, when it failed, the address and why, in
 * plain words with the technical text beside it. Nothing failed: it says so.
 */
export function FailedEmails({
  emails,
  status = 'ready',
  error,
  onRetry,
  className,
  ...rest
}: FailedEmailsProps) {
  const headingId = useId();
  return (
    <Card size={{ initial: '2', sm: '4' }} asChild>
      <section
        data-slot="failed-emails"
        aria-labelledby={headingId}
        aria-busy={status === 'loading' || undefined}
        className={cx(styles.root, className)}
        {...rest}
      >
        <div className={styles.header}>
          <Heading as="h2" size="5" id={headingId}>
            Emails that could not be delivered
          </Heading>
          <Text as="p" size="2" className={styles.muted}>
            Each email is tried six times over about half an hour. What is listed here never
            arrived; everything it was about is still in your notifications.
          </Text>
        </div>
        {status === 'loading' ? (
          <div role="status" className={styles.loading}>
            <Spinner size="3" />
            <Text size="2">Loading your emails…</Text>
          </div>
        ) : status === 'error' ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{error ?? 'Your emails could not be loaded.'}</Callout.Text>
            {onRetry && (
              <div>
                <Button variant="soft" color="red" onClick={onRetry}>
                  Try again
                </Button>
              </div>
            )}
          </Callout.Root>
        ) : emails.length === 0 ? (
          <Text as="p" size="2" className={styles.muted}>
            Nothing failed: every email we sent you was delivered.
          </Text>
        ) : (
          <ul className={styles.list} aria-labelledby={headingId}>
            {emails.map((email) => {
              const about = failedEmailKind(email.kind);
              return (
                <li key={email.id} className={styles.item} aria-label={about}>
                  <div className={styles.itemHead}>
                    <Text as="p" size="2" weight="medium">
                      {about}
                    </Text>
                    <Badge color="red" variant="soft">
                      Not delivered
                    </Badge>
                  </div>
                  <Text as="p" size="1" className={styles.muted}>
                    <time dateTime={email.failedAt}>{formatTime(email.failedAt)}</time> · to{' '}
                    <span className={styles.address}>{email.address}</span>
                  </Text>
                  <Text as="p" size="2">
                    {failedEmailReason(email.lastError)}
                  </Text>
                  {email.lastError && (
                    <Text as="p" size="1" className={styles.details}>
                      Details: <Code size="1">{email.lastError}</Code>
                    </Text>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}
