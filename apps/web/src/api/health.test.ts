import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHealthMonitor } from './health.ts';

function setup(results: boolean[]) {
  const ping = vi.fn(async () => results.shift() ?? true);
  const monitor = createHealthMonitor({ ping });
  return { monitor, ping };
}

beforeEach(() => {
  vi.useFakeTimers();
});

describe('health monitor', () => {
  it('is up until two consecutive failures, then down', async () => {
    const { monitor } = setup([false, false]);
    await monitor.check();
    expect(monitor.getStatus()).toBe('up');
    vi.advanceTimersByTime(30_000);
    await monitor.check();
    expect(monitor.getStatus()).toBe('down');
  });

  it('needs two consecutive successes to come back up', async () => {
    const { monitor } = setup([false, false, true, false, true, true]);
    for (let i = 0; i < 2; i++) {
      await monitor.check();
      vi.advanceTimersByTime(30_000);
    }
    expect(monitor.getStatus()).toBe('down');
    await monitor.check(); // success 1
    vi.advanceTimersByTime(30_000);
    await monitor.check(); // failure resets
    vi.advanceTimersByTime(30_000);
    await monitor.check(); // success 1
    expect(monitor.getStatus()).toBe('down');
    vi.advanceTimersByTime(30_000);
    await monitor.check(); // success 2
    expect(monitor.getStatus()).toBe('up');
  });

  it('reuses an answer for 30 s and merges concurrent checks', async () => {
    const { monitor, ping } = setup([true, true]);
    await Promise.all([monitor.check(), monitor.check()]);
    expect(ping).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(29_999);
    await monitor.check();
    expect(ping).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await monitor.check();
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('polls every 60 s and doubles the interval while down, up to 5 min', async () => {
    const { monitor, ping } = setup(Array(20).fill(false));
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(ping).toHaveBeenCalledTimes(1);
    expect(monitor.getIntervalMs()).toBe(60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ping).toHaveBeenCalledTimes(2);
    expect(monitor.getStatus()).toBe('down');
    expect(monitor.getIntervalMs()).toBe(120_000);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(ping).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(ping).toHaveBeenCalledTimes(3);
    expect(monitor.getIntervalMs()).toBe(240_000);
    await vi.advanceTimersByTimeAsync(240_000);
    expect(monitor.getIntervalMs()).toBe(300_000);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(monitor.getIntervalMs()).toBe(300_000);
    monitor.stop();
  });

  it('goes back to the 60 s interval after a success', async () => {
    const { monitor } = setup([false, false, true]);
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(monitor.getIntervalMs()).toBe(120_000);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(monitor.getIntervalMs()).toBe(60_000);
    monitor.stop();
  });

  it('notifies subscribers when the status changes', async () => {
    const { monitor } = setup([false, false]);
    const listener = vi.fn();
    monitor.subscribe(listener);
    await monitor.check();
    vi.advanceTimersByTime(30_000);
    await monitor.check();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
