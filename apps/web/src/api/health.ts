import { TIMING } from '@sangam/shared/limits';

export type ServerStatus = 'up' | 'down';

export interface HealthMonitorOptions {
  /** Resolves true when the server answered (any status below 500). Never rejects. */
  ping?: () => Promise<boolean>;
  now?: () => number;
}

/** GET /api/health with a 5 s timeout; any status below 500 counts as up (spec section 7). */
export async function pingHealth(): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMING.healthTimeoutMs);
  try {
    const response = await fetch('/api/health', { signal: controller.signal, cache: 'no-store' });
    return response.status < 500;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Server reachability (spec section 4): polled every 60 s; two consecutive failures mark the
 * server down and double the interval up to 5 min; two consecutive successes mark it up again.
 * A result is reused for 30 s, so several callers checking at once cost one request.
 */
export function createHealthMonitor({ ping = pingHealth, now = Date.now }: HealthMonitorOptions = {}) {
  let status: ServerStatus = 'up';
  let failures = 0;
  let successes = 0;
  let intervalMs: number = TIMING.healthPollMs;
  let checkedAt: number | null = null;
  let inFlight: Promise<ServerStatus> | null = null;
  let pollTimer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  const listeners = new Set<() => void>();

  function setStatus(next: ServerStatus) {
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener();
  }

  function record(ok: boolean) {
    checkedAt = now();
    if (ok) {
      failures = 0;
      successes += 1;
      intervalMs = TIMING.healthPollMs;
      if (successes >= TIMING.healthSuccessesForUp) setStatus('up');
    } else {
      successes = 0;
      failures += 1;
      if (failures >= TIMING.healthFailuresForDown) {
        setStatus('down');
        intervalMs = Math.min(intervalMs * 2, TIMING.healthPollMaxMs);
      }
    }
  }

  /** The current status, asking the server only when the last answer is older than 30 s. */
  function check(): Promise<ServerStatus> {
    if (checkedAt !== null && now() - checkedAt < TIMING.healthCacheMs) return Promise.resolve(status);
    if (!inFlight) {
      inFlight = ping()
        .catch(() => false)
        .then((ok) => {
          record(ok);
          return status;
        })
        .finally(() => {
          inFlight = null;
        });
    }
    return inFlight;
  }

  // Polling pauses its requests while the tab is hidden (no data spent on a phone in a pocket).
  function tick() {
    const hidden = typeof document !== 'undefined' && document.hidden;
    const done = hidden ? Promise.resolve(status) : check();
    void done.finally(() => {
      if (running) pollTimer = setTimeout(tick, intervalMs);
    });
  }

  return {
    getStatus: () => status,
    /**
     * What an API call just learnt: no reply at all counts as a failed check, any reply as a good one.
     * So a phone that lost its signal shows the banner after its first failed calls, not a minute later.
     */
    report(reachable: boolean) {
      if (inFlight) return;
      record(reachable);
    },
    getIntervalMs: () => intervalMs,
    check,
    /** Starts polling (idempotent); the first check runs at once. */
    start() {
      if (running) return;
      running = true;
      tick();
    },
    stop() {
      running = false;
      if (pollTimer !== null) clearTimeout(pollTimer);
      pollTimer = null;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type HealthMonitor = ReturnType<typeof createHealthMonitor>;

/** The app's one monitor. */
export const healthMonitor = createHealthMonitor();
