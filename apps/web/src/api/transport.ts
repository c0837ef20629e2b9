import type { ApiError } from '@sangam/shared/errors';
import { TIMING } from '@sangam/shared/limits';
import { currentLanguage } from '../i18n/i18n.ts';
import { noteReply, setOnline } from './connection.ts';
import { ApiRequestError, CLIENT_ERROR_TYPES } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TransportOptions {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  token?: string | null;
  timeoutMs?: number;
  signal?: AbortSignal;
}

class TimeoutSignal extends Error {}

/** One HTTP exchange: headers, timeout, and turning every failure into an ApiRequestError. */
export async function sendRequest<T>(url: string, options: TransportOptions = {}): Promise<T> {
  // The server answers its messages in the language the site is shown in (a member's saved choice, when signed in).
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeoutSignal()), options.timeoutMs ?? TIMING.requestTimeoutMs);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
    noteReply(response);
    return (await readReply(response)) as T;
  } catch (error) {
    if (error instanceof ApiRequestError) throw error;
    if (controller.signal.reason instanceof TimeoutSignal) {
      throw new ApiRequestError({ status: 0, type: CLIENT_ERROR_TYPES.timeout });
    }
    if (options.signal?.aborted) throw new ApiRequestError({ status: 0, type: CLIENT_ERROR_TYPES.aborted });
    setOnline(false);
    throw new ApiRequestError({ status: 0, type: CLIENT_ERROR_TYPES.network });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** The parts of an error body (ApiError) that are present and well-typed; checked by hand to keep zod out of the first chunk. */
function errorBody(data: unknown): Partial<ApiError> & { requestId?: string } {
  if (!data || typeof data !== 'object') return {};
  const { message, type, fields, requestId } = data as Record<string, unknown>;
  const body: Partial<ApiError> & { requestId?: string } = {};
  if (typeof message === 'string') body.message = message;
  // A 500's: the server's log line of the failure carries it (lib/request-id.ts: visible ASCII).
  if (typeof requestId === 'string' && /^[\x21-\x7e]{1,128}$/.test(requestId)) body.requestId = requestId;
  if (typeof type === 'string') body.type = type;
  if (fields && typeof fields === 'object' && !Array.isArray(fields)) {
    body.fields = Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  return body;
}

/** The reply's JSON, or the ApiRequestError it stands for (shared with the upload transport). */
export async function readReply(response: Response): Promise<unknown> {
  const text = await response.text();
  const isJsonType = /\bjson\b/i.test(response.headers.get('Content-Type') ?? '');
  let data: unknown = null;
  let isJson = text === '';
  if (text !== '' && isJsonType) {
    try {
      data = JSON.parse(text);
      isJson = true;
    } catch {
      isJson = false;
    }
  }

  if (!response.ok) {
    const error = errorBody(data);
    // Only the seconds form of Retry-After (what the server sends); a date is left unsaid.
    const retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN);
    throw new ApiRequestError({
      status: response.status,
      type: error.type,
      fields: error.fields,
      serverMessage: error.message || undefined,
      ...(error.requestId ? { requestId: error.requestId } : {}),
      ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfter } : {}),
    });
  }
  // Non-JSON replies (an HTML page from a proxy, say) are errors (spec section 8).
  if (!isJson) throw new ApiRequestError({ status: response.status, type: CLIENT_ERROR_TYPES.invalidResponse });
  return data;
}
