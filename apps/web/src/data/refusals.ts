import { limitMessage } from './limits';

/*
 * The hiring loop's refusals (supabase/README.md, "Hiring rules"): the database answers a
 * write that breaks a rule with a code, a sentence and often a hint saying what to do. The app
 * shows those words (as it does for the abuse limits, ./limits) instead of a generic failure:
 * trying again at once would only be refused again.
 */

/** Status transitions and review rules: the server's own sentence (and hint) is the message. */
const WORDED_CODES = new Set(['PRSTS', 'JBSTS', 'ENSTS', 'RVENG', 'RVWIN', 'RVLCK']);

/** Not the caller's row, or no such row any more: the server's sentence names ids, not people. */
export const notFoundMessage =
  'This is no longer there for you to change. Reload the page to see where it stands.';

interface ServerError {
  code?: unknown;
  message?: unknown;
  hint?: unknown;
}

function withHint(message: string, hint: unknown): string {
  return typeof hint === 'string' && hint.trim() ? `${message} ${hint}` : message;
}

/**
 * The person-facing words of a refusal from the hiring loop or an abuse limit; undefined for
 * any other error (the caller then shows its own 'Failed to …' sentence).
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const limit = limitMessage(error);
  if (limit) return limit;
  const { code, message, hint } = error as ServerError;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  if (code === 'PT404') return notFoundMessage;
  if (WORDED_CODES.has(code)) return withHint(message, hint);
  // The hiring triggers refuse a bid or amount of $0, a blank reason, an invitation to a closed
  // job… with a sentence for people ('A bid must be more than $0.'); a plain CHECK constraint
  // answers in Postgres's words ('new row … violates check constraint …'), never shown.
  if (code === '23514' && !/violates check constraint/.test(message)) return message;
  return undefined;
}

/**
 * The error with its person-facing words attached as `words` when it is a refusal, so a screen
 * shows them (`wordsOf`) without loading this module with its page.
 */
export function withWords(error: unknown): unknown {
  const words = refusalMessage(error);
  return words && error && typeof error === 'object' ? Object.assign(error, { words }) : error;
}
