/**
 * Token buckets keyed by client address: `capacity` requests at once, refilled at
 * capacity per `windowMs`. Memory is bounded by sweeping buckets that are full again.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly ratePerMs: number;

  constructor(
    readonly capacity: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.ratePerMs = capacity / windowMs;
  }

  /** Takes one token; returns 0 when allowed, otherwise the seconds until one is available. */
  take(key: string): number {
    const t = this.now();
    const b = this.buckets.get(key) ?? { tokens: this.capacity, at: t };
    b.tokens = Math.min(this.capacity, b.tokens + (t - b.at) * this.ratePerMs);
    b.at = t;
    if (b.tokens >= 1) {
      b.tokens -= 1;
      this.buckets.set(key, b);
      return 0;
    }
    this.buckets.set(key, b);
    return Math.max(1, Math.ceil((1 - b.tokens) / this.ratePerMs / 1000));
  }

  sweep(): void {
    const t = this.now();
    for (const [key, b] of this.buckets) {
      if (b.tokens + (t - b.at) * this.ratePerMs >= this.capacity) this.buckets.delete(key);
    }
  }
}
