'use client';

import { AlertDialog, Button, Flex, TextField } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import { Field } from '../../primitives';

export interface SessionExpiredDialogProps {
  /** Shown while the session is over and the page is kept as it was. */
  open: boolean;
  /** The account the session belonged to; signing in again is as this account only. */
  email: string;
  /** Signs in again with the typed password (the app shows the auth service's errors). */
  onSignIn: (password: string) => void | Promise<unknown>;
  /** Busy from outside: 'Signing in...'. A promise from `onSignIn` does the same. */
  busy?: boolean;
  /** Why the last attempt failed, under the password. */
  error?: string;
  /** 'Use another account': the app ends the session for good and asks who is signing in. */
  onUseAnotherAccount: () => void;
}

/**
 * The session ended while a page was open (it expired and could not be renewed, or it was
 * ended in another tab). The page stays as it was beneath this dialog, with everything typed
 * in it, until the person signs in again as the same account, or chooses another account.
 */
export function SessionExpiredDialog({
  open,
  email,
  onSignIn,
  busy = false,
  error,
  onUseAnotherAccount,
}: SessionExpiredDialogProps) {
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [missing, setMissing] = useState(false);
  const isBusy = busy || pending;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    if (password === '') {
      setMissing(true);
      return;
    }
    const result = onSignIn(password);
    if (!result || typeof (result as Promise<unknown>).then !== 'function') return;
    setPending(true);
    try {
      await result;
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Content maxWidth="26rem" data-slot="session-expired-dialog">
        <AlertDialog.Title>Your session has ended</AlertDialog.Title>
        <AlertDialog.Description size="2">
          Sign in again as {email} to carry on. What you typed on this page is still here.
        </AlertDialog.Description>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Flex direction="column" gap="4" mt="4">
            <Field
              label="Password"
              required
              error={missing && password === '' ? 'Enter your password.' : error}
              announce="alert"
            >
              {(control) => (
                <TextField.Root
                  {...control}
                  type="password"
                  autoComplete="current-password"
                  size="3"
                  value={password}
                  disabled={isBusy || undefined}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </Field>
            <Flex gap="3" justify="end" wrap="wrap">
              <Button
                type="button"
                variant="soft"
                color="gray"
                size="3"
                disabled={isBusy}
                onClick={onUseAnotherAccount}
              >
                Use another account
              </Button>
              <Button type="submit" size="3" disabled={isBusy}>
                {isBusy ? 'Signing in...' : 'Sign In'}
              </Button>
            </Flex>
          </Flex>
        </form>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
