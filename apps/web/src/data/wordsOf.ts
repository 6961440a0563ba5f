/**
 * The words to show for a failed action: the refusal's own words (attached by ./refusals'
 * `withWords` where the data code caught it), else the action's 'Failed to …' sentence.
 */
export function wordsOf(error: unknown, fallback: string): string {
  const words =
    error && typeof error === 'object' ? (error as { words?: unknown }).words : undefined;
  return typeof words === 'string' ? words : fallback;
}
