import { ERROR_TYPES } from '@sangam/shared/error-types';
import { TIMING } from '@sangam/shared/limits';
import { emitAuthEvent } from './authEvents.ts';
import { abandonable, dedupe, inFlightRequest } from './dedupe.ts';
import { ApiRequestError, CLIENT_ERROR_TYPES } from './errors.ts';
import { healthMonitor } from './health.ts';
import { withRetries } from './retry.ts';
import { countUnauthorised, noteAuthorisedSuccess, recoverFromUnauthorised } from './sessionRecovery.ts';
import { assertNotThrottled } from './throttle.ts';
import { getToken } from './token.ts';
import { sendRequest, type HttpMethod } from './transport.ts';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Defaults to 15 s; see TIMING for refresh, health and upload timeouts. */
  timeoutMs?: number;
  /** Retries after network errors or 5xx. Default 3 for GET, 0 otherwise; POST is never retried. */
  retries?: number;
  /** Attach the stored bearer token (default true). */
  auth?: boolean;
  /** Do not refresh or log out on 401 (logout itself, calls made while signing in). */
  skipAuthRecovery?: boolean;
  /** Refuse the call when the same key was used too recently (spec's per-key throttle). */
  throttleKey?: string;
  signal?: AbortSignal;
}

const IDEMPOTENT: ReadonlySet<HttpMethod> = new Set(['GET', 'PUT', 'DELETE']);

/** '/profile/me', 'profile/me' and '/api/profile/me' all become '/api/profile/me'. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const trimmed = path.replace(/^\/+/, '');
  const withoutPrefix = trimmed.replace(/^(?:api\/+)+/, '');
  let url = `/api/${withoutPrefix}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    const search = params.toString();
    if (search) url += (url.includes('?') ? '&' : '?') + search;
  }
  return url;
}

function retriesFor(method: HttpMethod, requested: number | undefined): number {
  if (!IDEMPOTENT.has(method)) return 0;
  return requested ?? (method === 'GET' ? TIMING.maxRetries : 0);
}

/** A 403 that says the account is suspended or deactivated tells the session. */
export function reportAccountState(error: ApiRequestError): void {
  if (error.status !== 403) return;
  if (error.type === ERROR_TYPES.accountSuspended) {
    emitAuthEvent({ type: 'suspended', message: error.message });
  } else if (error.type === ERROR_TYPES.accountDeactivated) {
    emitAuthEvent({ type: 'deactivated' });
  }
}

async function sendWithSession<T>(url: string, method: HttpMethod, options: RequestOptions): Promise<T> {
  const token = options.auth === false ? null : getToken();
  return sendWithAuthRecovery(
    token,
    (withToken) =>
      sendRequest<T>(url, {
        method,
        body: options.body,
        token: withToken,
        timeoutMs: options.timeoutMs,
        signal: options.signal,
      }),
    { skipAuthRecovery: options.skipAuthRecovery },
  );
}

/**
 * Sends with the stored token; on a 401 refreshes the session once and sends again (also used by api/upload.ts).
 * A 403 of a suspended or deactivated account tells the session either time.
 */
export async function sendWithAuthRecovery<T>(
  token: string | null,
  send: (token: string | null) => Promise<T>,
  options: { skipAuthRecovery?: boolean; beforeRetry?: () => void } = {},
): Promise<T> {
  try {
    const data = await send(token);
    if (token) noteAuthorisedSuccess();
    return data;
  } catch (error) {
    // Calls without a token (login, register) report their own errors; no session to recover.
    if (!(error instanceof ApiRequestError) || !token) throw error;
    reportAccountState(error);
    if (error.status !== 401 || options.skipAuthRecovery) throw error;

    const freshToken = await recoverFromUnauthorised(token);
    if (!freshToken) throw error;
    try {
      options.beforeRetry?.();
      const data = await send(freshToken);
      noteAuthorisedSuccess();
      return data;
    } catch (retryError) {
      if (retryError instanceof ApiRequestError) {
        reportAccountState(retryError);
        if (retryError.status === 401) countUnauthorised();
      }
      throw retryError;
    }
  }
}

/** Feeds every call's outcome to the server-status banner (a cancelled call says nothing either way). */
async function noteReachability<T>(request: Promise<T>): Promise<T> {
  try {
    const data = await request;
    healthMonitor.report(true);
    return data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.type !== CLIENT_ERROR_TYPES.aborted) {
      // A 500 carrying a request id is the server's own answer to a bug (it is up): the member is shown its
      // reference, not the banner of a server that cannot be reached.
      healthMonitor.report(error.status !== 0 && (error.status < 500 || error.requestId !== undefined));
    }
    throw error;
  }
}

/** The one way the web app talks to the server. Throws ApiRequestError on every failure. */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = apiUrl(path, options.query);
  // Identical GETs are merged before the throttle looks: a quick Try Again joins the request under way.
  const key = `${url}\n${options.auth === false ? '' : (getToken() ?? '')}`;
  const joined = method === 'GET' ? inFlightRequest<T>(key) : undefined;
  if (joined) return abandonable(joined, options.signal);
  try {
    if (options.throttleKey) assertNotThrottled(options.throttleKey);
  } catch (error) {
    return Promise.reject(error);
  }
  const retries = retriesFor(method, options.retries);
  const { signal, ...shared } = options;

  if (method === 'GET') {
    // The shared request ignores any one caller's signal; each caller may still stop waiting.
    const request = dedupe(key, () =>
      withRetries(() => noteReachability(sendWithSession<T>(url, method, shared)), retries),
    );
    return abandonable(request, signal);
  }
  return withRetries(() => noteReachability(sendWithSession<T>(url, method, options)), retries, signal);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  /** A DELETE may carry a body (the password that confirms an account deletion). */
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
