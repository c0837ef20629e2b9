import { ERROR_TYPES, throttledMessage } from '@sangam/shared/error-types';
import { TIMING } from '@sangam/shared/limits';
import { ApiRequestError } from '../../../api/errors.ts';
import { isRetryable } from '../../../api/retry.ts';

// Spec sections 4 and 9 for member profiles: one network fetch per profile per 10 s, and two
// retries after 500 ms and 1 s (doubling, capped at 2 s): gentler than the client's default 1-10 s.

const lastFetchAt = new Map<string, number>();

/** Records a fetch of `key`, or throws THROTTLED when the same profile was fetched under 10 s ago. */
export function assertProfileNotThrottled(key: string, now = Date.now()): void {
  const last = lastFetchAt.get(key);
  if (last !== undefined && now - last < TIMING.profileFetchThrottleMs) {
    throw new ApiRequestError({ status: 429, type: ERROR_TYPES.throttled, serverMessage: throttledMessage(key) });
  }
  lastFetchAt.set(key, now);
}

/** "Retry Now" is the member asking explicitly: it may skip the wait. */
export function clearProfileThrottle(key?: string): void {
  if (key === undefined) lastFetchAt.clear();
  else lastFetchAt.delete(key);
}

export const profileBackoff = (attempt: number) =>
  Math.min(TIMING.profileBackoffMs * 2 ** attempt, TIMING.profileBackoffCapMs);

export async function withProfileRetries<T>(
  run: () => Promise<T>,
  retries: number = TIMING.maxRetriesProfile,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= retries || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, profileBackoff(attempt)));
    }
  }
}

export const isThrottled = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 429 || error.type === ERROR_TYPES.throttled);
