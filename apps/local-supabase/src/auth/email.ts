import { invalidEmail } from '../errors.ts';

/**
 * Email checks as GoTrue's validateEmail (badoux/checkmail's format regex, at most 255
 * characters), plus trimming: addresses are stored trimmed and lowercased.
 */
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length > 0 && email.length <= 255 && EMAIL_RE.test(email);
}

/** The normalised address of a request field; a missing or malformed one is a validation error. */
export function parseEmail(raw: string | undefined): string {
  const email = normaliseEmail(raw ?? '');
  if (!isValidEmail(email)) throw invalidEmail();
  return email;
}
