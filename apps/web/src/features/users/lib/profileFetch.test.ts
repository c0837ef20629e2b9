import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../api/errors.ts';
import {
  assertProfileNotThrottled,
  clearProfileThrottle,
  isThrottled,
  profileBackoff,
  withProfileRetries,
} from './profileFetch.ts';

afterEach(() => {
  clearProfileThrottle();
  vi.useRealTimers();
});

describe('profile fetch throttle', () => {
  it('refuses the same profile within 10 s, not another one, and allows it again after', () => {
    assertProfileNotThrottled('profile-a', 0);
    expect(() => assertProfileNotThrottled('profile-a', 9_999)).toThrow(
      'Request profile-a is throttled. Please try again later.',
    );
    expect(() => assertProfileNotThrottled('profile-b', 9_999)).not.toThrow();
    expect(() => assertProfileNotThrottled('profile-a', 10_000)).not.toThrow();
  });

  it('Retry Now clears the wait', () => {
    assertProfileNotThrottled('profile-a', 0);
    clearProfileThrottle('profile-a');
    expect(() => assertProfileNotThrottled('profile-a', 1)).not.toThrow();
  });

  it('recognises its error', () => {
    try {
      assertProfileNotThrottled('profile-c', 0);
      assertProfileNotThrottled('profile-c', 1);
    } catch (error) {
      expect(isThrottled(error)).toBe(true);
    }
  });
});

describe('profile retries', () => {
  it('backs off 500 ms, doubling, capped at 2 s', () => {
    expect([0, 1, 2, 3].map(profileBackoff)).toEqual([500, 1000, 2000, 2000]);
  });

  it('retries a network failure twice, never a 404', async () => {
    vi.useFakeTimers();
    const network = new ApiRequestError({ status: 0, type: 'NETWORK_ERROR' });
    const run = vi.fn().mockRejectedValueOnce(network).mockRejectedValueOnce(network).mockResolvedValue('ok');
    const result = withProfileRetries(run);
    await vi.advanceTimersByTimeAsync(1_500);
    await expect(result).resolves.toBe('ok');
    expect(run).toHaveBeenCalledTimes(3);

    const missing = vi.fn().mockRejectedValue(new ApiRequestError({ status: 404, serverMessage: 'User not found' }));
    await expect(withProfileRetries(missing)).rejects.toThrow('User not found');
    expect(missing).toHaveBeenCalledTimes(1);
  });
});
