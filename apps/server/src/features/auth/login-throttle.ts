import { createHash } from 'node:crypto';
import { AUTH_LIMITS } from '@sangam/shared/limits';
import { addressKey } from '../../lib/client-address.ts';
import type { Counters } from '../../lib/counters.ts';
import { throttled } from '../../lib/http-error.ts';

const { windowMs, freeFailuresPerPhone, firstDelayMs, failedLoginsPerIp } = AUTH_LIMITS;

/** The wait before the next try after `failures` wrong passwords: none at first, then doubling up to the window. */
export const delayAfter = (failures: number) =>
  failures < freeFailuresPerPhone ? 0 : Math.min(firstDelayMs * 2 ** (failures - freeFailuresPerPhone), windowMs);

/**
 * A short fingerprint of the account's password hash ('-' for a phone without an account). Failures are counted
 * against one password: a new one (the forgot-password flow, `sangam admin reset-password`) starts afresh on every
 * server at once, with no need to reach the counters of each (memory) or to know the addresses that failed.
 */
export const passwordGeneration = (passwordHash: string | undefined) =>
  passwordHash ? createHash('sha256').update(passwordHash).digest('base64url').slice(0, 12) : '-';

/** The count of wrong passwords from one client address (any phones). */
export const addressFailuresKey = (ip: string) => `login:fail:ip:${addressKey(ip)}`;

/**
 * Failed logins, counted per (phone, client address) and per client address, never per phone alone: someone
 * guessing a member's password from elsewhere slows down only their own tries, never the owner's.
 * After a few wrong passwords, each further try from that address must wait, longer every time.
 */
export class LoginThrottle {
  constructor(private readonly counters: Counters) {}

  /**
   * Refuses (429) a try that comes too soon; answers what to report once the password is checked. `generation`:
   * the account's passwordGeneration.
   */
  async attempt(phone: string, ip: string, generation: string) {
    const address = addressKey(ip);
    const perAddress = addressFailuresKey(ip);
    const perPhone = `login:fail:phone:${phone}:${generation}:${address}`;
    const wait = `login:wait:${phone}:${generation}:${address}`;
    if ((await this.counters.peek(perAddress)) >= failedLoginsPerIp) throw throttled('login', windowMs);

    // The try counts as a failure until the password proves right, so a burst of parallel tries gets
    // no more chances than tries one after another.
    const failures = (await this.counters.hit(perPhone, windowMs)).count - 1;
    const delay = delayAfter(failures);
    if (delay > 0) {
      const gate = await this.counters.hit(wait, delay);
      if (gate.count > 1) {
        await this.counters.hit(perPhone, windowMs, -1);
        throw throttled('login', gate.remainingMs);
      }
    }
    return {
      failed: () => this.counters.hit(perAddress, windowMs).then(() => undefined),
      succeeded: async () => {
        await this.counters.reset(perPhone);
        await this.counters.reset(wait);
      },
    };
  }
}
