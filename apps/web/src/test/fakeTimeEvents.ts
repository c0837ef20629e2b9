import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * Fake timers that still let real time pass (so findBy waits work), and a userEvent that moves them along: for
 * tests that skip past a notice's seconds. The shared setup brings the real timers back after the test.
 */
export function fakeTimeEvents() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
