/**
 * The name in the dashboard's 'Welcome back, X!': the part of the signed-in
 * email before the @ sign, or 'User' when there is no email or that part is
 * blank. Surrounding whitespace is dropped.
 */
export function greetingName(email?: string | null): string {
  if (!email) return 'User';
  const local = (email.split('@')[0] ?? '').trim();
  return local === '' ? 'User' : local;
}
