import { TIMING } from '@sangam/shared/limits';
import { ApiRequestError, CLIENT_ERROR_TYPES } from './errors.ts';

/** 1 s, 2 s, 4 s ... capped at 10 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(TIMING.retryBaseMs * 2 ** attempt, TIMING.retryCapMs);
}

/** Only failures that may go away by themselves are retried: no reply at all, or a 5xx. Never a 4xx. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.status === 0) return error.type !== CLIENT_ERROR_TYPES.aborted;
  return error.status >= 500;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new ApiRequestError({ status: 0, type: CLIENT_ERROR_TYPES.aborted }));
      },
      { once: true },
    );
  });
}

export async function withRetries<T>(run: () => Promise<T>, retries: number, signal?: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= retries || !isRetryable(error) || signal?.aborted) throw error;
      await sleep(backoffDelay(attempt), signal);
    }
  }
}
