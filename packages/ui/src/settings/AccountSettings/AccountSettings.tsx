'use client';

import {
  AlertDialog,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Spinner,
  Text,
  TextField,
} from '@radix-ui/themes';
import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import {
  NewPasswordFields,
  useNewPassword,
} from '../../primitives/NewPasswordFields/NewPasswordFields';
import { Field, Icon } from '../../primitives';
import * as styles from './AccountSettings.css';

export interface AccountSettingsProps {
  /** The sign-in email as it is now (confirmed). */
  email: string;
  /** A new email waiting for its confirmation link to be opened, if any. */
  pendingEmail?: string;
  /**
   * 'Change email' with a new, different address: the app asks the auth service, which mails a
   * confirmation link to the new address. Rejects with the service's words.
   */
  onChangeEmail: (email: string) => Promise<unknown>;
  /** 'Change password' with a new password that passed the checks. Rejects with the service's words. */
  onChangePassword: (password: string) => Promise<unknown>;
  /**
   * 'Delete my account' after the person typed their email: the app deletes the account and
   * signs out. Rejects with the reason, shown in the dialog.
   */
  onDeleteAccount: () => Promise<unknown>;
  /** Extra class on the section. */
  className?: string;
}

const errorIcon = <Icon name="alertCircle" size={14} />;
const messageOf = (error: unknown) =>
  error instanceof Error && error.message
    ? error.message
    : 'Something went wrong. Check your connection and try again.';

/**
 * A card's submit, one at a time: `busy` while `work` is on its way; a refusal's words go to
 * `fail`.
 */
function useBusy() {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>, fail: (message: string) => void) => {
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      fail(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return [busy, run] as const;
}

/** A submit button that shows a spinner and `busyLabel` while its form is busy. */
function BusyButton({
  busy,
  label,
  busyLabel,
  ...button
}: { busy: boolean; label: string; busyLabel: string } & Omit<
  ComponentProps<typeof Button>,
  'children' | 'type'
>) {
  return (
    <Button type="submit" size="3" {...button} disabled={busy || button.disabled}>
      {busy ? <Spinner size="2" /> : null}
      {busy ? busyLabel : label}
    </Button>
  );
}

/** One text field with its label, hint and error; typing clears the error (`onValue`). */
function TextEntry({
  label,
  hint,
  error,
  type,
  autoComplete,
  value,
  onValue,
}: {
  label: string;
  hint?: string;
  error: string | undefined;
  type: 'email';
  autoComplete: string;
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error} errorIcon={errorIcon} announce="alert">
      {(control) => (
        <TextField.Root
          {...control}
          size="3"
          type={type}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onValue(e.target.value)}
        />
      )}
    </Field>
  );
}

/** One card of the account section: a heading, a line saying what it does, then its form. */
function AccountCard({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card size={{ initial: '2', sm: '4' }} className={className}>
      {/* A plain section (no landmark name): the heading leads it, and 'Email' labels one field. */}
      <section className={styles.form}>
        <div className={styles.header}>
          <Heading as="h2" size="5">
            {title}
          </Heading>
          <Text as="p" size="2" className={styles.muted}>
            {description}
          </Text>
        </div>
        {children}
      </section>
    </Card>
  );
}

function EmailCard({
  email,
  pendingEmail,
  onChangeEmail,
}: Pick<AccountSettingsProps, 'email' | 'pendingEmail' | 'onChangeEmail'>) {
  const [value, setValue] = useState(email);
  const [error, setError] = useState<string>();
  const [busy, run] = useBusy();
  const [sentTo, setSentTo] = useState<string>();
  const waiting = sentTo ?? pendingEmail;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const next = value.trim();
    if (next === '') return setError('Enter the new email address.');
    if (!/^[^\s@]+@[^\s@]+$/.test(next))
      return setError('Enter an email address like name@example.com.');
    if (next.toLowerCase() === email.toLowerCase())
      return setError('This is already your sign-in email. Enter a different address.');
    setError(undefined);
    await run(async () => {
      await onChangeEmail(next);
      setSentTo(next);
      setValue(email);
    }, setError);
  };

  return (
    <AccountCard
      title="Sign-in email"
      description="The address you sign in with and where we write to you. Nobody else sees it."
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {waiting ? (
          <Callout.Root color="amber" role="status" data-slot="account-email-pending">
            <Callout.Icon>
              <Icon name="alertCircle" />
            </Callout.Icon>
            <Callout.Text>
              We sent a confirmation link to <strong>{waiting}</strong>. Until you open it, you
              still sign in with <strong>{email}</strong>.
            </Callout.Text>
          </Callout.Root>
        ) : null}
        <TextEntry
          label="Email"
          hint="A confirmation link goes to the new address; the change happens once you open it."
          error={error}
          type="email"
          autoComplete="email"
          value={value}
          onValue={(next) => {
            setValue(next);
            setError(undefined);
          }}
        />
        <div className={styles.footer}>
          <BusyButton
            busy={busy}
            label="Change email"
            busyLabel="Sending..."
            variant="soft"
            highContrast
          />
        </div>
      </form>
    </AccountCard>
  );
}

function PasswordCard({ onChangePassword }: Pick<AccountSettingsProps, 'onChangePassword'>) {
  const newPassword = useNewPassword();
  const [busy, run] = useBusy();
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const ok = newPassword.check();
    setDone(false);
    if (!ok) return;
    await run(async () => {
      await onChangePassword(newPassword.password);
      newPassword.clear();
      setDone(true);
    }, newPassword.fail);
  };

  return (
    <AccountCard title="Password" description="Choose a new password for signing in.">
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {done ? (
          <Callout.Root color="teal" role="status" data-slot="account-password-changed">
            <Callout.Icon>
              <Icon name="check" />
            </Callout.Icon>
            <Callout.Text>Your password has been changed.</Callout.Text>
          </Callout.Root>
        ) : null}
        <div className={styles.grid}>
          <NewPasswordFields {...newPassword.fields} />
        </div>
        <div className={styles.footer}>
          <BusyButton
            busy={busy}
            label="Change password"
            busyLabel="Changing..."
            variant="soft"
            highContrast
          />
        </div>
      </form>
    </AccountCard>
  );
}

function DeleteCard({
  email,
  onDeleteAccount,
}: Pick<AccountSettingsProps, 'email' | 'onDeleteAccount'>) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, run] = useBusy();
  const [error, setError] = useState<string>();
  const matches = typed.trim().toLowerCase() === email.trim().toLowerCase();

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!matches) {
      setError(`Type ${email} exactly to confirm.`);
      return;
    }
    setError(undefined);
    await run(async () => {
      await onDeleteAccount();
      setOpen(false);
    }, setError);
  };

  return (
    <AccountCard
      title="Delete account"
      description="Your sign-in, profile details, portfolio and photos are removed. People you talked to keep the conversation, shown as from 'Deleted user'. Your open jobs close. This cannot be undone."
      className={styles.danger}
    >
      <div className={styles.footer}>
        <AlertDialog.Root
          open={open}
          onOpenChange={(next) => {
            if (busy) return;
            setOpen(next);
            if (!next) {
              setTyped('');
              setError(undefined);
            }
          }}
        >
          <AlertDialog.Trigger>
            <Button type="button" size="3" color="red" variant="soft" highContrast>
              Delete account
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Content maxWidth="30rem" aria-busy={busy || undefined}>
            <AlertDialog.Title>Delete your account?</AlertDialog.Title>
            <AlertDialog.Description size="2">
              This cannot be undone. Type your email, <strong>{email}</strong>, to confirm.
            </AlertDialog.Description>
            <form className={styles.form} onSubmit={(e) => void confirm(e)} noValidate>
              <Flex direction="column" gap="3" mt="4">
                <TextEntry
                  label="Type your email to confirm"
                  error={error}
                  type="email"
                  autoComplete="off"
                  value={typed}
                  onValue={(next) => {
                    setTyped(next);
                    setError(undefined);
                  }}
                />
              </Flex>
              <div className={styles.footer}>
                <AlertDialog.Cancel>
                  <Button type="button" size="3" variant="soft" color="gray" disabled={busy}>
                    Keep my account
                  </Button>
                </AlertDialog.Cancel>
                <BusyButton
                  busy={busy}
                  label="Delete my account"
                  busyLabel="Deleting..."
                  color="red"
                  highContrast
                  disabled={!matches}
                />
              </div>
            </form>
          </AlertDialog.Content>
        </AlertDialog.Root>
      </div>
    </AccountCard>
  );
}

/**
 * The account under the profile form: the sign-in email (changed through the auth service,
 * confirmed from the new address; until then the old one stays and the card says so), the
 * password, and deleting the account (the person types their email to confirm).
 */
export function AccountSettings({
  email,
  pendingEmail,
  onChangeEmail,
  onChangePassword,
  onDeleteAccount,
  className,
}: AccountSettingsProps) {
  return (
    <div
      data-slot="account-settings"
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <EmailCard
        key={email}
        email={email}
        pendingEmail={pendingEmail}
        onChangeEmail={onChangeEmail}
      />
      <PasswordCard onChangePassword={onChangePassword} />
      <DeleteCard email={email} onDeleteAccount={onDeleteAccount} />
    </div>
  );
}
