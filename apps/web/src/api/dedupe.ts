import { ApiRequestError, CLIENT_ERROR_TYPES } from './errors.ts';

const inFlight = new Map<string, Promise<unknown>>();

/** The request already under way for `key`, if any. */
export function inFlightRequest<T>(key: string): Promise<T> | undefined {
  return inFlight.get(key) as Promise<T> | undefined;
}

/** Identical concurrent GETs share one network request; the entry is dropped once it settles. */
export function dedupe<T>(key: string, run: () => Promise<T>): Promise<T> {
  const existing = inFlight.get(key);
  if (existing) return existing as Promise<T>;
  const promise = run().finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}

/**
 * Lets one caller stop waiting (e.g. a query whose component unmounted) without cancelling the
 * shared request that other callers still wait for.
 */
export function abandonable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  const aborted = () => new ApiRequestError({ status: 0, type: CLIENT_ERROR_TYPES.aborted });
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
