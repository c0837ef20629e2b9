import type { Redis } from 'ioredis';
import { lazyPackage } from './lazy-package.ts';

const ioredis = lazyPackage<{ Redis: typeof Redis }>('ioredis');
import type { Counters } from './counters.ts';
import { HttpError } from './http-error.ts';
import { ERROR_TYPES } from '@sangam/shared/error-types';

const COUNTERS_UNAVAILABLE = 'The service is busy right now. Please try again in a moment.';

// INCRBY and the window's expiry in one atomic step: the first hit of a window sets its expiry, later hits
// keep it, so several app servers count into the same fixed window.
const HIT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}`;

type WithHit = Redis & { counterHit(key: string, amount: number, windowMs: number): Promise<[number, number]> };

/** The Counters of several app servers, kept in one Redis (REDIS_URL). Keys carry `prefix`. */
export class RedisCounters implements Counters {
  private readonly redis: WithHit;

  constructor(
    url: string,
    private readonly prefix = 'sangam:counters:',
  ) {
    // A request waits for Redis at most a few seconds, then fails cleanly instead of queueing forever.
    const redis = new (ioredis().Redis)(url, {
      maxRetriesPerRequest: 2,
      connectTimeout: 5_000,
      enableAutoPipelining: true,
    });
    redis.defineCommand('counterHit', { numberOfKeys: 1, lua: HIT });
    this.redis = redis as WithHit;
  }

  /** Fails when Redis cannot be reached, so a misconfigured REDIS_URL stops the start. */
  async ping(): Promise<void> {
    await this.redis.ping();
  }

  hit(key: string, windowMs: number, amount = 1) {
    return this.call(async () => {
      const [count, ttl] = await this.redis.counterHit(this.prefix + key, amount, Math.max(1, Math.ceil(windowMs)));
      return { count: Number(count), resetAt: Date.now() + Number(ttl), remainingMs: Number(ttl) };
    });
  }

  peek(key: string) {
    return this.call(async () => Number((await this.redis.get(this.prefix + key)) ?? 0));
  }

  reset(key: string) {
    return this.call(async () => {
      await this.redis.del(this.prefix + key);
    });
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /** Redis being away is our outage, not the caller's mistake: 503, never a 500. */
  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const unavailable = new HttpError(503, COUNTERS_UNAVAILABLE, ERROR_TYPES.unavailable);
      throw Object.assign(unavailable, { cause: error });
    }
  }
}
