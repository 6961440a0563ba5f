/**
 * The avatar letters for the account menu: the first letters of the first and last words of
 * the display name ('Maya Okafor' → 'MO', 'Cher' → 'C'); without a name, the email's first
 * letter; without either, `fallback`.
 */
export function accountInitials(
  name: string | undefined,
  email: string | undefined,
  fallback: string,
): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? ([...word][0] ?? '') : '');
  if (words.length > 0) {
    const letters = words.length === 1 ? first(words[0]) : first(words[0]) + first(words.at(-1));
    return letters.toLocaleUpperCase();
  }
  return (first(email?.trim()) || first(fallback) || 'U').toLocaleUpperCase();
}

/** '3', or '99+' above 99: what an unread badge shows. */
export function unreadBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
