import { TIMING } from '@sangam/shared/limits';
import { apiUrl, sendWithAuthRecovery } from './client.ts';
import { ApiRequestError, CLIENT_ERROR_TYPES } from './errors.ts';
import { getToken } from './token.ts';
import { readReply } from './transport.ts';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Called with 0-100 as the body goes out (the server's reply may still take a moment after 100). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /**
   * How long the upload may go without progress before it is given up (the spec's 60 s by default). A slow
   * uplink that keeps moving bytes is never cut; a stalled one is.
   */
  timeoutMs?: number;
}

/**
 * Sends a multipart form (FormData) like api.post/api.put do, with upload progress: `fetch` cannot report how
 * much of a body has gone out, so this one exchange uses XMLHttpRequest. Same rules as the client: /api prefix,
 * bearer token, one refresh-and-retry on 401, ApiRequestError for every failure, non-JSON replies are errors,
 * the 60 s upload timeout counted from the last progress, the caller's abort signal, and no retries otherwise
 * (an upload is a POST or PUT).
 */
export async function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const url = apiUrl(path);
  return sendWithAuthRecovery(getToken(), (token) => sendForm<T>(url, form, token, options), {
    beforeRetry: () => options.onProgress?.(0),
  });
}

function sendForm<T>(url: string, form: FormData, token: string | null, options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fail = (type: string) => reject(new ApiRequestError({ status: 0, type }));
    if (options.signal?.aborted) return fail(CLIENT_ERROR_TYPES.aborted);

    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', url);
    xhr.withCredentials = true;
    let stalled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restartTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, options.timeoutMs ?? TIMING.uploadTimeoutMs);
    };
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };

    xhr.upload.onprogress = (event) => {
      restartTimer();
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      settle();
      options.onProgress?.(100);
      const status = xhr.status;
      const body = status === 204 || status === 304 ? null : xhr.responseText;
      const contentType = xhr.getResponseHeader('Content-Type') ?? '';
      readReply(new Response(body, { status, headers: { 'Content-Type': contentType } })).then(
        (data) => resolve(data as T),
        reject,
      );
    };
    xhr.onerror = () => {
      settle();
      fail(CLIENT_ERROR_TYPES.network);
    };
    // Bytes of the reply count as progress too (a large reply on a slow downlink).
    xhr.onprogress = restartTimer;
    xhr.onabort = () => {
      settle();
      fail(stalled ? CLIENT_ERROR_TYPES.timeout : CLIENT_ERROR_TYPES.aborted);
    };
    restartTimer();
    xhr.send(form);
  });
}
