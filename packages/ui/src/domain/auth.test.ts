import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authErrorMessages, validateSignIn, validateSignUp } from './auth';

describe('validateSignIn', () => {
  it('passes email and password through', () => {
    expect(validateSignIn({ email: 'maya@fairlance.dev', password: 's3cret-pass' })).toEqual({
      valid: true,
      credentials: { email: 'maya@fairlance.dev', password: 's3cret-pass' },
    });
  });

  it('requires an email and a password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      valid: false,
      errors: { email: 'email-required', password: 'password-required' },
    });
    expect(validateSignIn({ email: '   ', password: 'x' })).toEqual({
      valid: false,
      errors: { email: 'email-required' },
    });
  });

  it('trims the email but never the password', () => {
    expect(validateSignIn({ email: '  maya@fairlance.dev ', password: ' pass ' })).toEqual({
      valid: true,
      credentials: { email: 'maya@fairlance.dev', password: ' pass ' },
    });
  });
});

describe('validateSignUp', () => {
  it("reports 'Passwords don't match' when the confirmation differs", () => {
    const result = validateSignUp({
      email: 'maya@fairlance.dev',
      password: 'correct horse',
      confirmPassword: 'correct h0rse',
    });
    expect(result).toEqual({ valid: false, errors: { confirmPassword: 'passwords-mismatch' } });
    expect(authErrorMessages['passwords-mismatch']).toBe("Passwords don't match");
  });

  it('treats an empty confirmation as a mismatch', () => {
    expect(
      validateSignUp({ email: 'maya@fairlance.dev', password: 'pass', confirmPassword: '' }),
    ).toEqual({ valid: false, errors: { confirmPassword: 'passwords-mismatch' } });
  });

  it('reports a missing password rather than a mismatch', () => {
    expect(validateSignUp({ email: '', password: '', confirmPassword: 'pass' })).toEqual({
      valid: false,
      errors: { email: 'email-required', password: 'password-required' },
    });
  });

  it('passes only email and password on', () => {
    expect(
      validateSignUp({ email: 'maya@fairlance.dev', password: 'pass', confirmPassword: 'pass' }),
    ).toEqual({ valid: true, credentials: { email: 'maya@fairlance.dev', password: 'pass' } });
  });

  it('is valid exactly when the email is non-blank and both passwords are equal and non-empty', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (email, password, confirmPassword) => {
        const result = validateSignUp({ email, password, confirmPassword });
        const expected = email.trim() !== '' && password !== '' && password === confirmPassword;
        expect(result.valid).toBe(expected);
        if (result.valid) {
          expect(result.credentials).toEqual({ email: email.trim(), password });
        }
      }),
    );
  });

  it('agrees with sign-in on email and password errors', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (email, password) => {
        const signIn = validateSignIn({ email, password });
        const signUp = validateSignUp({ email, password, confirmPassword: password });
        expect(signUp).toEqual(signIn);
      }),
    );
  });
});
