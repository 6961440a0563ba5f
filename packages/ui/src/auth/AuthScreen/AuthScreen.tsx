'use client';

import { Button, Callout, Card, Heading, Spinner, Tabs, Text, TextField } from '@radix-ui/themes';
import {
  useId,
  useRef,
  useState,
  type FormEvent,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { brand } from '../../brand';
import {
  authErrorMessages,
  validateSignIn,
  validateSignUp,
  type AuthFieldError,
  type AuthValidation,
  type Credentials,
  type SignUpInput,
} from '../../domain/auth';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import { BrandMark, Icon, Link } from '../../primitives';
import { Field } from '../../primitives/Field';
import * as styles from './AuthScreen.css';

export type AuthTab = 'sign-in' | 'sign-up';

export interface AuthScreenProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * Called with the typed email and password once the sign-in form is valid.
   * The screen is busy until the promise settles; a rejection leaves the form
   * as it was (the app shows the service's message in a toast).
   */
  onSignIn: (credentials: Credentials) => Promise<unknown>;
  /**
   * Called with email and password once the sign-up form is valid and the passwords match.
   * Resolving to anything but `false` means the account was created and the confirmation email
   * sent: the password fields are cleared, and the Sign In tab opens with the email filled in
   * and a note saying what happens next. `false` or a rejection leaves the form as it was.
   */
  onSignUp: (credentials: Credentials) => Promise<unknown>;
  /** The tab shown first. */
  defaultTab?: AuthTab;
  /**
   * 'Forgot password?' on the Sign In tab: the app asks the auth service to email a link to set
   * a new password. Resolves once sent; rejects with the service's words. Left out: no link.
   */
  onForgotPassword?: (email: string) => Promise<unknown>;
  /**
   * 'Resend confirmation email' (after sign-up, and when sign-in says the email is not
   * confirmed). Resolves once sent; rejects with the service's words.
   */
  onResendConfirmation?: (email: string) => Promise<unknown>;
  /** The address sign-in just said is not confirmed yet: the Sign In tab offers to resend. */
  unconfirmedEmail?: string;
  /**
   * The email both forms start with: what the person typed before a refusal that reloaded the
   * page (a form posted before the page's JavaScript ran), so trying again keeps it.
   */
  defaultEmail?: string;
  /** Where the back-to-home button goes; rendered with the injected link component. */
  homeHref?: string;
  ref?: Ref<HTMLElement>;
}

/** One input of an auth form; its id is `${form id}-${idSuffix}`. */
interface AuthFieldSpec<Name extends string> {
  name: Name;
  idSuffix: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
}

const emailField = {
  name: 'email',
  idSuffix: 'email',
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
} as const;

/** What tells one auth form from the other: its fields and its words. */
interface AuthFormSpec<Name extends string> {
  fields: readonly AuthFieldSpec<Name>[];
  submitLabel: string;
  busyLabel: string;
  slot: string;
}

const signInForm: AuthFormSpec<keyof Credentials> = {
  fields: [
    emailField,
    {
      name: 'password',
      idSuffix: 'password',
      label: 'Password',
      type: 'password',
      autoComplete: 'current-password',
    },
  ],
  submitLabel: 'Sign In',
  busyLabel: 'Signing In...',
  slot: 'auth-sign-in-form',
};

const signUpForm: AuthFormSpec<keyof SignUpInput> = {
  fields: [
    emailField,
    {
      name: 'password',
      idSuffix: 'password',
      label: 'Password',
      type: 'password',
      autoComplete: 'new-password',
    },
    {
      name: 'confirmPassword',
      idSuffix: 'confirm',
      label: 'Confirm Password',
      type: 'password',
      autoComplete: 'new-password',
    },
  ],
  submitLabel: 'Create Account',
  busyLabel: 'Creating Account...',
  slot: 'auth-sign-up-form',
};

type AuthErrors<Values> = Partial<Record<keyof Values, AuthFieldError>>;

/**
 * One auth form's values, errors and busy state. Editing a field clears its
 * error, and the error of the field it `resets` (editing a password may resolve
 * a mismatch). Submitting validates, then sends valid credentials once at a
 * time; a rejection leaves the form as the user left it (the app shows a toast).
 */
function useAuthForm<Values extends Credentials & Record<keyof Values, string>>(
  initial: Values,
  validate: (values: Values) => AuthValidation<AuthErrors<Values>>,
  send: (credentials: Credentials) => Promise<unknown>,
  resets: Partial<Record<keyof Values, keyof Values>> = {},
  /** After `send` resolved to anything but `false`: it worked. */
  onSent?: (credentials: Credentials) => void,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AuthErrors<Values>>({});
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const edit = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    const linked = resets[field];
    setErrors((current) => ({
      ...current,
      [field]: undefined,
      ...(linked ? { [linked]: undefined } : {}),
    }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || running.current) return;
    const result = validate(values);
    if (!result.valid) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    running.current = true;
    setBusy(true);
    try {
      if ((await send(result.credentials)) !== false) onSent?.(result.credentials);
    } catch {
      // The app reports the failure (a toast); the form stays as the user left it.
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { values, errors, busy, edit, submit, setValues };
}

interface AuthFormProps<
  Values extends Credentials & Record<keyof Values, string>,
> extends AuthFormSpec<keyof Values & string> {
  form: ReturnType<typeof useAuthForm<Values>>;
  idPrefix: string;
  /** The password input, for the screen to focus. */
  passwordRef?: Ref<HTMLInputElement>;
  /** Shown under the submit button. */
  children?: ReactNode;
}

/** The sign-in and the sign-up form: the fields, their errors, and a submit button that shows busy state. */
function AuthForm<Values extends Credentials & Record<keyof Values, string>>({
  form,
  fields,
  idPrefix,
  submitLabel,
  busyLabel,
  slot,
  passwordRef,
  children,
}: AuthFormProps<Values>) {
  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={(event) => void form.submit(event)}
      aria-busy={form.busy}
      data-slot={slot}
    >
      {fields.map(({ name, idSuffix, label, type, autoComplete }) => {
        const error = form.errors[name];
        return (
          <Field
            key={name}
            id={`${idPrefix}-${idSuffix}`}
            label={label}
            error={error && authErrorMessages[error]}
            errorIcon={<Icon name="alertCircle" size={14} />}
            announce="alert"
            gap="1"
            data-slot="auth-field"
          >
            {(control) => (
              <TextField.Root
                {...control}
                name={name}
                type={type}
                size="3"
                required
                autoComplete={autoComplete}
                ref={name === 'password' ? passwordRef : undefined}
                value={form.values[name]}
                onChange={(event) => form.edit(name, event.currentTarget.value)}
                color={error ? 'red' : undefined}
              />
            )}
          </Field>
        );
      })}
      <Button type="submit" size="3" disabled={form.busy} className={styles.submit}>
        {form.busy ? <Spinner size="2" /> : null}
        {form.busy ? busyLabel : submitLabel}
      </Button>
      {children}
    </form>
  );
}

/** 'Resend confirmation email' in a callout: busy while sending, then says it was sent. */
function ResendButton({
  email,
  onResend,
}: {
  email: string;
  onResend: (email: string) => Promise<unknown>;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | { error: string }>('idle');
  return (
    <div className={styles.noticeAction}>
      <Button
        type="button"
        size="2"
        variant="soft"
        highContrast
        disabled={state === 'busy'}
        onClick={async () => {
          setState('busy');
          try {
            await onResend(email);
            setState('sent');
          } catch (error) {
            setState({
              error:
                error instanceof Error && error.message
                  ? error.message
                  : 'The email could not be sent. Try again.',
            });
          }
        }}
      >
        {state === 'busy' ? <Spinner size="1" /> : null}
        {state === 'busy' ? 'Sending...' : 'Resend confirmation email'}
      </Button>
      <Text
        as="p"
        size="2"
        role={typeof state === 'object' ? 'alert' : undefined}
        aria-live={typeof state === 'object' ? undefined : 'polite'}
        mt="1"
      >
        {state === 'sent'
          ? `Sent again to ${email}.`
          : typeof state === 'object'
            ? state.error
            : ''}
      </Text>
    </div>
  );
}

/**
 * 'Reset your password': the email a link to set a new password goes to. The answer is the
 * same whether or not an account has that address (the service says nothing about who exists).
 */
function ForgotPasswordForm({
  idPrefix,
  initialEmail,
  onSend,
  onBack,
}: {
  idPrefix: string;
  initialEmail: string;
  onSend: (email: string) => Promise<unknown>;
  onBack: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (address === '') {
      setError(authErrorMessages['email-required']);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onSend(address);
      setSent(address);
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message
          ? failure.message
          : 'The email could not be sent. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${idPrefix}-title`}
      data-slot="auth-forgot-form"
    >
      <Heading as="h2" size="4" id={`${idPrefix}-title`}>
        Reset your password
      </Heading>
      {sent ? (
        <Callout.Root color="teal" role="status" className={styles.notice}>
          <Callout.Icon>
            <Icon name="check" />
          </Callout.Icon>
          <Callout.Text>
            If an account uses <strong>{sent}</strong>, we sent it a link to set a new password.
            Open it in this browser.
          </Callout.Text>
        </Callout.Root>
      ) : (
        <Text as="p" size="2" className={styles.hint}>
          Enter your email and we&rsquo;ll send you a link to set a new password.
        </Text>
      )}
      <Field
        id={`${idPrefix}-email`}
        label="Email"
        error={error}
        errorIcon={<Icon name="alertCircle" size={14} />}
        announce="alert"
        gap="1"
      >
        {(control) => (
          <TextField.Root
            {...control}
            name="email"
            type="email"
            size="3"
            required
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <Button type="submit" size="3" disabled={busy} className={styles.submit}>
        {busy ? <Spinner size="2" /> : null}
        {busy ? 'Sending...' : sent ? 'Send again' : 'Send reset link'}
      </Button>
      <div className={styles.linkRow}>
        <Button type="button" variant="ghost" size="2" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}

/**
 * The /auth screen: sign in or create an account. Presentational: it validates
 * the forms (email and password required; on sign-up the confirmation must
 * match the password), hands valid credentials to the app and
 * shows busy state while the app's promise runs.
 */
export function AuthScreen({
  onSignIn,
  onSignUp,
  defaultTab = 'sign-in',
  homeHref = paths.home,
  onForgotPassword,
  onResendConfirmation,
  unconfirmedEmail,
  defaultEmail = '',
  className,
  ...rest
}: AuthScreenProps) {
  const id = useId();
  const [tab, setTab] = useState<AuthTab>(defaultTab);
  const [forgot, setForgot] = useState(false);
  /** The address a confirmation link was just sent to. */
  const [sentTo, setSentTo] = useState<string>();
  const signIn = useAuthForm({ email: defaultEmail, password: '' }, validateSignIn, onSignIn);
  const signUp = useAuthForm(
    { email: defaultEmail, password: '', confirmPassword: '' },
    validateSignUp,
    onSignUp,
    { password: 'confirmPassword' },
    ({ email }) => {
      // The account exists: nothing typed should linger, and signing in is what comes next.
      signUp.setValues({ email, password: '', confirmPassword: '' });
      signIn.setValues((current) => ({ ...current, email }));
      setSentTo(email);
      focusPassword.current = true;
      setTab('sign-in');
    },
  );
  // Once the Sign In tab shows after an account was created, the password is what is missing:
  // focused as its input mounts (the tab's content mounts when the tab opens).
  const focusPassword = useRef(false);
  const signInPassword = (node: HTMLInputElement | null) => {
    if (!node || !focusPassword.current) return;
    focusPassword.current = false;
    requestAnimationFrame(() => node.focus());
  };

  return (
    <main data-slot="auth-screen" className={cx(styles.root, className)} {...rest}>
      <div className={styles.topBar} data-slot="auth-top-bar">
        <Button asChild variant="ghost" size="2" className={styles.backLink}>
          <Link href={homeHref} data-slot="auth-back-home">
            <Icon name="arrowLeftSmall" />
            Back to home
          </Link>
        </Button>
      </div>

      <div className={styles.center}>
        <Card size={{ initial: '3', sm: '4' }} className={styles.card} data-slot="auth-card">
          <div className={styles.header}>
            <BrandMark size={44} withName={false} className={styles.mark} />
            <Heading as="h1" size="7" className={styles.title}>
              Welcome to <span className={styles.brandName}>{brand.name}</span>
            </Heading>
            <Text as="p" size="3" className={styles.tagline}>
              {brand.tagline}
            </Text>
          </div>

          <Tabs.Root
            value={tab}
            onValueChange={(next) => setTab(next === 'sign-up' ? 'sign-up' : 'sign-in')}
          >
            <Tabs.List size="2" className={styles.tabsList}>
              <Tabs.Trigger value="sign-in" className={styles.tab}>
                Sign In
              </Tabs.Trigger>
              <Tabs.Trigger value="sign-up" className={styles.tab}>
                Sign Up
              </Tabs.Trigger>
            </Tabs.List>

            <Tabs.Content value="sign-in">
              {forgot && onForgotPassword ? (
                <ForgotPasswordForm
                  idPrefix={`${id}-forgot`}
                  initialEmail={signIn.values.email}
                  onSend={onForgotPassword}
                  onBack={() => setForgot(false)}
                />
              ) : (
                <>
                  {sentTo ? (
                    <Callout.Root
                      color="teal"
                      className={styles.notice}
                      data-slot="auth-check-email"
                    >
                      <Callout.Icon>
                        <Icon name="check" />
                      </Callout.Icon>
                      <Callout.Text role="status">
                        Check your email: we sent a confirmation link to <strong>{sentTo}</strong>.
                        Open it to confirm your address, then sign in here.
                      </Callout.Text>
                      {onResendConfirmation ? (
                        <ResendButton email={sentTo} onResend={onResendConfirmation} />
                      ) : null}
                    </Callout.Root>
                  ) : unconfirmedEmail && onResendConfirmation ? (
                    <Callout.Root
                      color="amber"
                      className={styles.notice}
                      data-slot="auth-not-confirmed"
                    >
                      <Callout.Icon>
                        <Icon name="alertCircle" />
                      </Callout.Icon>
                      <Callout.Text role="status">
                        <strong>{unconfirmedEmail}</strong> is not confirmed yet. Open the link in
                        the email we sent, or have it sent again.
                      </Callout.Text>
                      <ResendButton email={unconfirmedEmail} onResend={onResendConfirmation} />
                    </Callout.Root>
                  ) : null}
                  <AuthForm
                    form={signIn}
                    idPrefix={`${id}-sign-in`}
                    passwordRef={signInPassword}
                    {...signInForm}
                  >
                    {onForgotPassword ? (
                      <div className={styles.linkRow}>
                        <Button
                          type="button"
                          variant="ghost"
                          size="2"
                          onClick={() => setForgot(true)}
                          data-slot="auth-forgot-password"
                        >
                          Forgot password?
                        </Button>
                      </div>
                    ) : null}
                  </AuthForm>
                </>
              )}
            </Tabs.Content>

            <Tabs.Content value="sign-up">
              <AuthForm form={signUp} idPrefix={`${id}-sign-up`} {...signUpForm}>
                <Text as="p" size="2" className={styles.hint}>
                  We&rsquo;ll email you a link to confirm your address.
                </Text>
              </AuthForm>
            </Tabs.Content>
          </Tabs.Root>
        </Card>
      </div>
    </main>
  );
}
