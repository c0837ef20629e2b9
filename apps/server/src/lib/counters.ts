/**
 * Fixed-window counters behind every rate limit (failed logins, uploads, public form submissions).
 * In memory by default; with REDIS_URL the same interface is backed by Redis so that several app servers
 * count together.
 */
export interface Counters {
  /**
   * Adds `amount` (default 1) to `key`; the window starts at the first hit. Answers the count so far, when the
   * window ends and how long until then (by the counters' own clock).
   */
  hit(key: string, windowMs: number, amount?: number): Promise<{ count: number; resetAt: number; remainingMs: number }>;
  /** The count of `key` in its current window (0 when none). */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCounters implements Counters {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number, amount = 1) {
    const entry = this.live(key);
    const next = entry
      ? { count: entry.count + amount, resetAt: entry.resetAt }
      : { count: amount, resetAt: this.now() + windowMs };
    this.entries.set(key, next);
    if (this.entries.size > 50_000) this.sweep();
    return { ...next, remainingMs: next.resetAt - this.now() };
  }

  async peek(key: string) {
    return this.live(key)?.count ?? 0;
  }

  async reset(key: string) {
    this.entries.delete(key);
  }

  async close() {
    this.entries.clear();
  }

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
