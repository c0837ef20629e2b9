/**
 * Counts events per key in a fixed window (failed logins per phone number). In memory: with several app
 * servers each keeps its own count, which only makes the limit looser by that factor.
 */
export class AttemptLimiter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    const entry = this.live(key);
    return entry !== undefined && entry.count >= this.max;
  }

  record(key: string): void {
    const entry = this.live(key);
    if (entry) entry.count++;
    else this.entries.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    if (this.entries.size > 50_000) this.sweep();
  }

  reset(key: string): void {
    this.entries.delete(key);
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
