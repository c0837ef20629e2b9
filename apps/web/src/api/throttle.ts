import { throttledMessage } from '@sangam/shared/error-types';
import { TIMING } from '@sangam/shared/limits';
import { ApiRequestError } from './errors.ts';

const lastCallAt = new Map<string, number>();

/** Profile and directory keys may repeat after 1 s; every other key after 3 s (spec section 9). */
export function throttleWindowMs(key: string): number {
  return /^(profile|directory)/i.test(key) ? TIMING.throttleProfileDirectoryMs : TIMING.throttleDefaultMs;
}

/** Records a call under `key`, or throws the spec's throttled error when the key was used too recently. */
export function assertNotThrottled(key: string, now = Date.now()): void {
  const last = lastCallAt.get(key);
  if (last !== undefined && now - last < throttleWindowMs(key)) {
    throw new ApiRequestError({ status: 429, type: 'THROTTLED', serverMessage: throttledMessage(key) });
  }
  lastCallAt.set(key, now);
}

export function resetThrottle(): void {
  lastCallAt.clear();
}
