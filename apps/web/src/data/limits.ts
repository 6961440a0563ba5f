/**
 * The database's abuse limits (supabase/README.md, "Abuse limits"): a refused write answers
 * with one of these codes, a sentence saying which limit it met and a hint saying what to do.
 * The app shows those words instead of a generic failure, since trying again at once would
 * only be refused again.
 */
const LIMIT_CODES = new Set(['RLJOB', 'RLPRP', 'RLMSG', 'RLUNA', 'RLBLK', 'RLINV']);

/** The person-facing words of a limit refusal (message, then hint); undefined for any other error. */
export function limitMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, message, hint } = error as { code?: unknown; message?: unknown; hint?: unknown };
  if (typeof code !== 'string' || !LIMIT_CODES.has(code) || typeof message !== 'string')
    return undefined;
  return typeof hint === 'string' && hint.trim() ? `${message} ${hint}` : message;
}
