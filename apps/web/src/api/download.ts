import { TIMING } from '@sangam/shared/limits';
import { apiUrl, type QueryValue } from './client.ts';
import { ApiRequestError, CLIENT_ERROR_TYPES } from './errors.ts';
import { recoverFromUnauthorised } from './sessionRecovery.ts';
import { getToken } from './token.ts';

/** `attachment; filename="users_export_2026-01-31.csv"` -> the file name, else null. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || null;
}

async function fetchFile(url: string, token: string | null): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMING.uploadTimeoutMs);
  try {
    return await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
      signal: controller.signal,
    });
  } catch {
    throw new ApiRequestError({
      status: 0,
      type: controller.signal.aborted ? CLIENT_ERROR_TYPES.timeout : CLIENT_ERROR_TYPES.network,
    });
  } finally {
    clearTimeout(timer);
  }
}

async function failure(response: Response): Promise<ApiRequestError> {
  let message: string | undefined;
  let type: string | undefined;
  try {
    const body = (await response.json()) as { message?: unknown; type?: unknown };
    if (typeof body.message === 'string') message = body.message;
    if (typeof body.type === 'string') type = body.type;
  } catch {
    // Not JSON: the status says enough.
  }
  return new ApiRequestError({ status: response.status, type, serverMessage: message });
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a file an authenticated GET returns (CSV exports): the JSON client cannot read it, and
 * a plain link would not carry the bearer token. Returns the file name used.
 */
export async function downloadFile(
  path: string,
  query: Record<string, QueryValue>,
  fallbackName: string,
): Promise<string> {
  const url = apiUrl(path, query);
  const token = getToken();
  let response = await fetchFile(url, token);
  if (response.status === 401 && token) {
    const fresh = await recoverFromUnauthorised(token);
    if (fresh) response = await fetchFile(url, fresh);
  }
  if (!response.ok) throw await failure(response);
  const fileName = fileNameFrom(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await response.blob(), fileName);
  return fileName;
}
