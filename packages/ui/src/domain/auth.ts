/*
 * Sign-in and sign-up validation: email and password are required, and on sign-up the
 * confirmation must match the password.
 */

/** What the auth service receives for both sign in and sign up: the email and the password. */
export interface Credentials {
  email: string;
  password: string;
}

/** The sign-up form's fields. */
export interface SignUpInput extends Credentials {
  confirmPassword: string;
}

/** Every way an auth form can be wrong before a request is made. */
export type AuthFieldError = 'email-required' | 'password-required' | 'passwords-mismatch';

export type SignInErrors = Partial<Record<keyof Credentials, AuthFieldError>>;
export type SignUpErrors = Partial<Record<keyof SignUpInput, AuthFieldError>>;

export type AuthValidation<Errors> =
  { valid: true; credentials: Credentials } | { valid: false; errors: Errors };

/** The words shown beside a field for each error. */
export const authErrorMessages: Record<AuthFieldError, string> = {
  'email-required': 'Enter your email address.',
  'password-required': 'Enter your password.',
  'passwords-mismatch': "Passwords don't match",
};

const baseErrors = ({ email, password }: Credentials): SignInErrors => {
  const errors: SignInErrors = {};
  if (email.trim() === '') errors.email = 'email-required';
  // Passwords are taken as typed: spaces are characters, and the service judges strength.
  if (password === '') errors.password = 'password-required';
  return errors;
};

/** The email as sent: without the surrounding spaces an email input strips anyway. */
const credentialsOf = ({ email, password }: Credentials): Credentials => ({
  email: email.trim(),
  password,
});

/** Sign in: email and password are required. */
export function validateSignIn(input: Credentials): AuthValidation<SignInErrors> {
  const errors = baseErrors(input);
  return Object.keys(errors).length === 0
    ? { valid: true, credentials: credentialsOf(input) }
    : { valid: false, errors };
}

/**
 * Sign up: email and password are required, and the confirmation must equal
 * the password exactly ('Passwords don't match' otherwise). Only email and
 * password are passed on: the confirmation never leaves the form.
 */
export function validateSignUp(input: SignUpInput): AuthValidation<SignUpErrors> {
  const errors: SignUpErrors = baseErrors(input);
  if (input.password !== '' && input.confirmPassword !== input.password) {
    errors.confirmPassword = 'passwords-mismatch';
  }
  return Object.keys(errors).length === 0
    ? { valid: true, credentials: credentialsOf(input) }
    : { valid: false, errors };
}

/** The shortest password the auth service takes (GoTrue's default, as hosted). */
export const passwordMinLength = 6;
