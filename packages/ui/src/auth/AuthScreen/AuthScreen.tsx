import { Button, Card, Heading, Spinner, Tabs, Text, TextField } from '@radix-ui/themes';
import { useId, useRef, useState, type FormEvent, type HTMLAttributes, type Ref } from 'react';
import { brand } from '../../brand';
import {
  authErrorMessages,
  validateSignIn,
  validateSignUp,
  type AuthFieldError,
  type Credentials,
  type SignInErrors,
  type SignUpErrors,
  type SignUpInput,
} from '../../domain/auth';
import { cx } from '../../internal/cx';
import { Link } from '../../link/LinkProvider';
import { BrandMark } from '../../shell/BrandMark';
import * as styles from './AuthScreen.css';

export type AuthTab = 'sign-in' | 'sign-up';

export interface AuthScreenProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * Called with the typed email and password once the sign-in form is valid.
   * The screen is busy until the promise settles; a rejection leaves the form
   * as it was (the app shows the service's message in a toast).
   */
  onSignIn: (credentials: Credentials) => Promise<unknown>;
  /** Called with email and password once the sign-up form is valid and the passwords match. */
  onSignUp: (credentials: Credentials) => Promise<unknown>;
  /** The tab shown first. */
  defaultTab?: AuthTab;
  /** Where the back-to-home button goes; rendered with the injected link component. */
  homeHref?: string;
  ref?: Ref<HTMLElement>;
}

function ArrowLeftIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M13 8H3m0 0 4.5-4.5M3 8l4.5 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ErrorIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5v4.2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="8" cy="11.2" r="0.9" fill="currentColor" />
    </svg>
  );
}

interface FieldProps {
  id: string;
  name: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  error?: AuthFieldError;
  onChange: (value: string) => void;
}

function Field({ id, name, label, type, autoComplete, value, error, onChange }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field} data-slot="auth-field">
      <Text as="label" htmlFor={id} size="2" weight="medium" className={styles.label}>
        {label}
      </Text>
      <TextField.Root
        id={id}
        name={name}
        type={type}
        size="3"
        required
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        color={error ? 'red' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <Text as="p" size="2" role="alert" id={errorId} className={styles.error}>
          <ErrorIcon />
          {authErrorMessages[error]}
        </Text>
      ) : null}
    </div>
  );
}

/** Runs an async callback once at a time, tracking whether it is pending. */
function useBusy() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = async (task: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } catch {
      // The app reports the failure (a toast); the form stays as the user left it.
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return [busy, run] as const;
}

/**
 * The /auth screen: sign in or create an account. Presentational: it validates
 * the forms (section 5 of the spec), hands valid credentials to the app and
 * shows busy state while the app's promise runs.
 */
export function AuthScreen({
  onSignIn,
  onSignUp,
  defaultTab = 'sign-in',
  homeHref = '/',
  className,
  ...rest
}: AuthScreenProps) {
  const id = useId();
  const [signIn, setSignIn] = useState<Credentials>({ email: '', password: '' });
  const [signInErrors, setSignInErrors] = useState<SignInErrors>({});
  const [signUp, setSignUp] = useState<SignUpInput>({
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [signUpErrors, setSignUpErrors] = useState<SignUpErrors>({});
  const [signingIn, runSignIn] = useBusy();
  const [signingUp, runSignUp] = useBusy();

  const editSignIn = (field: keyof Credentials) => (value: string) => {
    setSignIn((current) => ({ ...current, [field]: value }));
    setSignInErrors((current) => ({ ...current, [field]: undefined }));
  };

  const editSignUp = (field: keyof SignUpInput) => (value: string) => {
    setSignUp((current) => ({ ...current, [field]: value }));
    // Editing either password may resolve a mismatch.
    setSignUpErrors((current) =>
      field === 'email'
        ? { ...current, email: undefined }
        : { ...current, [field]: undefined, confirmPassword: undefined },
    );
  };

  const submitSignIn = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signingIn) return;
    const result = validateSignIn(signIn);
    if (!result.valid) {
      setSignInErrors(result.errors);
      return;
    }
    setSignInErrors({});
    void runSignIn(() => onSignIn(result.credentials));
  };

  const submitSignUp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signingUp) return;
    const result = validateSignUp(signUp);
    if (!result.valid) {
      setSignUpErrors(result.errors);
      return;
    }
    setSignUpErrors({});
    void runSignUp(() => onSignUp(result.credentials));
  };

  return (
    <main data-slot="auth-screen" className={cx(styles.root, className)} {...rest}>
      <div className={styles.topBar} data-slot="auth-top-bar">
        <Button asChild variant="ghost" size="2" className={styles.backLink}>
          <Link href={homeHref} data-slot="auth-back-home">
            <ArrowLeftIcon />
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

          <Tabs.Root defaultValue={defaultTab}>
            <Tabs.List size="2" className={styles.tabsList}>
              <Tabs.Trigger value="sign-in" className={styles.tab}>
                Sign In
              </Tabs.Trigger>
              <Tabs.Trigger value="sign-up" className={styles.tab}>
                Sign Up
              </Tabs.Trigger>
            </Tabs.List>

            <Tabs.Content value="sign-in">
              <form
                method="post"
                className={styles.form}
                onSubmit={submitSignIn}
                aria-busy={signingIn}
                data-slot="auth-sign-in-form"
              >
                <Field
                  id={`${id}-sign-in-email`}
                  name="email"
                  label="Email"
                  type="email"
                  autoComplete="email"
                  value={signIn.email}
                  error={signInErrors.email}
                  onChange={editSignIn('email')}
                />
                <Field
                  id={`${id}-sign-in-password`}
                  name="password"
                  label="Password"
                  type="password"
                  autoComplete="current-password"
                  value={signIn.password}
                  error={signInErrors.password}
                  onChange={editSignIn('password')}
                />
                <Button type="submit" size="3" disabled={signingIn} className={styles.submit}>
                  {signingIn ? <Spinner size="2" /> : null}
                  {signingIn ? 'Signing In...' : 'Sign In'}
                </Button>
              </form>
            </Tabs.Content>

            <Tabs.Content value="sign-up">
              <form
                method="post"
                className={styles.form}
                onSubmit={submitSignUp}
                aria-busy={signingUp}
                data-slot="auth-sign-up-form"
              >
                <Field
                  id={`${id}-sign-up-email`}
                  name="email"
                  label="Email"
                  type="email"
                  autoComplete="email"
                  value={signUp.email}
                  error={signUpErrors.email}
                  onChange={editSignUp('email')}
                />
                <Field
                  id={`${id}-sign-up-password`}
                  name="password"
                  label="Password"
                  type="password"
                  autoComplete="new-password"
                  value={signUp.password}
                  error={signUpErrors.password}
                  onChange={editSignUp('password')}
                />
                <Field
                  id={`${id}-sign-up-confirm`}
                  name="confirmPassword"
                  label="Confirm Password"
                  type="password"
                  autoComplete="new-password"
                  value={signUp.confirmPassword}
                  error={signUpErrors.confirmPassword}
                  onChange={editSignUp('confirmPassword')}
                />
                <Button type="submit" size="3" disabled={signingUp} className={styles.submit}>
                  {signingUp ? <Spinner size="2" /> : null}
                  {signingUp ? 'Creating Account...' : 'Create Account'}
                </Button>
                <Text as="p" size="2" className={styles.hint}>
                  We&rsquo;ll email you a link to confirm your address.
                </Text>
              </form>
            </Tabs.Content>
          </Tabs.Root>
        </Card>
      </div>
    </main>
  );
}
