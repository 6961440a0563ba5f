/**
 * When a failed delivery is tried again: exponential backoff (×3 from 15 s, at most 6 h apart,
 * a little jitter so endpoints that failed together do not retry together) for up to 24 h after
 * the event; the last try is at the 24 h mark, then the delivery is failed.
 *
 * With the defaults, the tries are at about 0 s, 15 s, 1 min, 3 min, 10 min, 30 min, 1.5 h,
 * 4.5 h, 10.5 h, 16.5 h, 22.5 h and 24 h: 12 tries.
 */
export interface BackoffOptions {
  /** The wait after the first failed try. */
  firstDelayMs: number;
  /** Each wait is this many times the one before. */
  factor: number;
  /** No wait is longer. */
  maxDelayMs: number;
  /** No try after this long from the event. */
  windowMs: number;
  /** ± this fraction of each wait, at random. */
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  firstDelayMs: 15_000,
  factor: 3,
  maxDelayMs: 6 * 60 * 60_000,
  windowMs: 24 * 60 * 60_000,
  jitter: 0.1,
};

/** The wait after try number `attempt` (1 = the first try) failed, before jitter. */
export function retryDelayMs(attempt: number, o: BackoffOptions = DEFAULT_BACKOFF): number {
  return Math.min(o.firstDelayMs * o.factor ** Math.max(0, attempt - 1), o.maxDelayMs);
}

/**
 * When to try again after try number `attempt` failed at `now`, for an event made at
 * `createdAt`; null when the 24 h are over (the delivery has failed).
 */
export function nextAttemptAt(
  createdAt: Date,
  attempt: number,
  now: Date,
  o: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): Date | null {
  const deadline = createdAt.getTime() + o.windowMs;
  if (now.getTime() >= deadline) return null;
  const wait = retryDelayMs(attempt, o) * (1 + o.jitter * (2 * random() - 1));
  return new Date(Math.min(now.getTime() + wait, deadline));
}
