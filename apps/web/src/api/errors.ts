/** Error types the client itself produces (the server's come from ERROR_TYPES in @sangam/shared/error-types). */
export const CLIENT_ERROR_TYPES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  aborted: 'ABORTED',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

const FALLBACK_MESSAGES: Record<string, string> = {
  [CLIENT_ERROR_TYPES.network]: 'Could not connect to the server. Please check your internet connection.',
  [CLIENT_ERROR_TYPES.timeout]: 'The server took too long to respond. Please try again.',
  [CLIENT_ERROR_TYPES.aborted]: 'The request was cancelled.',
  [CLIENT_ERROR_TYPES.invalidResponse]: 'Invalid response from server. Please try again.',
};

/** What went wrong, in a member's words, when the server said nothing itself (never "status 500"). */
export function statusInWords(status: number): string {
  if (status === 401) return 'Your session has ended';
  if (status === 403) return 'You are not allowed to do this';
  if (status === 404) return 'It could not be found';
  if (status === 408 || status === 504) return 'The server took too long to answer';
  if (status === 429) return 'Too many requests in a short time';
  if (status >= 500) return 'The server ran into a problem';
  return 'The server could not handle the request';
}

/**
 * Joins message parts into sentences, each said once: "Failed: The server is busy. Please try again
 * later." plus "Please try again later." stays one sentence, and no ".." appears where parts meet.
 */
export function sentences(...parts: string[]): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const sentence of parts.join(' ').split(/(?<=[.!?])\s+/)) {
    const clean = sentence.trim().replace(/\.{2,}$/, '.');
    const key = clean.toLowerCase();
    if (!clean || seen.has(key)) continue;
    seen.add(key);
    out.push(clean);
  }
  return out.join(' ');
}

interface ApiRequestErrorInit {
  status: number;
  type?: string;
  fields?: Record<string, string>;
  serverMessage?: string;
}

/**
 * Every failed call ends in one of these. status 0 means no HTTP reply at all (network, timeout,
 * cancelled). `serverMessage` is only set when the server itself said something, so screens can
 * choose between the server's words and their own fallback.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly type: string | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly serverMessage: string | undefined;

  constructor(init: ApiRequestErrorInit) {
    super(init.serverMessage ?? (init.type && FALLBACK_MESSAGES[init.type]) ?? statusInWords(init.status));
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.type = init.type;
    this.fields = init.fields;
    this.serverMessage = init.serverMessage;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const isApiError = (error: unknown): error is ApiRequestError => error instanceof ApiRequestError;

/** The server's message when it sent one, otherwise the screen's own fallback text. */
export function messageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}
