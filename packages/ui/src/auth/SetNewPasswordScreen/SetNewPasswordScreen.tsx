'use client';

import { Button, Card, Heading, Spinner, Text } from '@radix-ui/themes';
import { useState, type FormEvent, type HTMLAttributes, type Ref } from 'react';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import { BrandMark, Icon, Link } from '../../primitives';
import {
  NewPasswordFields,
  useNewPassword,
} from '../../primitives/NewPasswordFields/NewPasswordFields';
import * as styles from '../AuthScreen/AuthScreen.css';

export interface SetNewPasswordScreenProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'onSubmit'
> {
  /** The account whose password is set (the recovery link signed it in). */
  email?: string;
  /**
   * 'Set new password' with a password that passed the checks: the app stores it and goes on
   * (signed in). Rejects with the service's words, shown under the field.
   */
  onSubmit: (password: string) => Promise<unknown>;
  /** Where 'Back to home' goes. */
  homeHref?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * 'Set new password', where a password-recovery email's link lands: a new password twice.
 * Once it is stored the person is signed in with it, and the old one no longer works.
 */
export function SetNewPasswordScreen({
  email,
  onSubmit,
  homeHref = paths.home,
  className,
  ...rest
}: SetNewPasswordScreenProps) {
  const newPassword = useNewPassword();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!newPassword.check()) return;
    setBusy(true);
    try {
      await onSubmit(newPassword.password);
    } catch (failure) {
      newPassword.fail(
        failure instanceof Error && failure.message
          ? failure.message
          : 'The password could not be set. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <main data-slot="set-new-password-screen" className={cx(styles.root, className)} {...rest}>
      <div className={styles.topBar}>
        <Button asChild variant="ghost" size="2" className={styles.backLink}>
          <Link href={homeHref}>
            <Icon name="arrowLeftSmall" />
            Back to home
          </Link>
        </Button>
      </div>
      <div className={styles.center}>
        <Card size={{ initial: '3', sm: '4' }} className={styles.card}>
          <div className={styles.header}>
            <BrandMark size={44} withName={false} className={styles.mark} />
            <Heading as="h1" size="7" className={styles.title}>
              Set new password
            </Heading>
            <Text as="p" size="3" className={styles.tagline}>
              {email ? (
                <>
                  For <strong>{email}</strong>. You stay signed in; the old password stops working.
                </>
              ) : (
                'You stay signed in; the old password stops working.'
              )}
            </Text>
          </div>
          <form
            className={styles.form}
            onSubmit={(e) => void submit(e)}
            noValidate
            aria-busy={busy || undefined}
          >
            <NewPasswordFields {...newPassword.fields} gap="1" />
            <Button type="submit" size="3" disabled={busy} className={styles.submit}>
              {busy ? <Spinner size="2" /> : null}
              {busy ? 'Saving...' : 'Set new password'}
            </Button>
          </form>
        </Card>
      </div>
    </main>
  );
}
