import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { say, translate } from '../i18n/useT.ts';

/** Error types the client itself produces (the server's come from ERROR_TYPES in @sangam/shared/error-types). */
export const CLIENT_ERROR_TYPES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  aborted: 'ABORTED',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

const FALLBACK_MESSAGES: Record<string, MessageId> = {
  [CLIENT_ERROR_TYPES.network]: 'common.error.network',
  [CLIENT_ERROR_TYPES.timeout]: 'common.error.timeout',
  [CLIENT_ERROR_TYPES.aborted]: 'common.error.aborted',
  [CLIENT_ERROR_TYPES.invalidResponse]: 'common.error.invalidResponse',
};

/** The catalogue id of what went wrong, in a member's words, when the server said nothing itself. */
function statusMessage(status: number): MessageId {
  if (status === 401) return 'common.error.status401';
  if (status === 403) return 'common.error.status403';
  if (status === 404) return 'common.error.status404';
  if (status === 408 || status === 504) return 'common.error.status408';
  if (status === 429) return 'common.error.status429';
  if (status >= 500) return 'common.error.status500';
  return 'common.error.statusOther';
}

/** What went wrong, in a member's words and the language shown, when the server said nothing (never "status 500"). */
export const statusInWords = (status: number): string => translate(statusMessage(status));

/**
 * Joins message parts into sentences, each said once: "Failed: The server is busy. Please try again
 * later." plus "Please try again later." stays one sentence, and no ".." appears where parts meet.
 */
export function sentences(...parts: string[]): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const sentence of parts.join(' ').split(/(?<=[.!?।])\s+/)) {
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
  /** Seconds from a 429's Retry-After header. */
  retryAfter?: number;
  /** A 500's requestId: the id the server's log line of the failure carries. */
  requestId?: string;
}

/** How much of a request id a member reads out: enough to find the log line by, short enough to send on WhatsApp. */
const REFERENCE_LENGTH = 8;

/** A server failure's reference for a member to quote ("3f9c1a2b"), when the reply carried its request id. */
export const referenceOf = (error: unknown): string | undefined =>
  isApiError(error) && error.requestId ? error.requestId.slice(0, REFERENCE_LENGTH) : undefined;

/** "… Please try again. Reference: 3f9c1a2b": a sentence of its own after what was said. */
function withReference(text: string, reference: string | undefined): string {
  if (!reference) return text;
  const said = text.trim();
  return `${said}${/[.!?।]$/.test(said) ? '' : '.'} ${translate('common.error.reference', { id: reference })}`;
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
  /** How long the server asked to wait (a 429's Retry-After, in seconds), when it said. */
  readonly retryAfter: number | undefined;
  /** A server failure's request id (a 500's body), which its log line carries. */
  readonly requestId: string | undefined;

  constructor(init: ApiRequestErrorInit) {
    // The server's words arrive in the request's language; the client's own (a catalogue id, or none) are said in
    // the language shown. A server failure's words end with its reference, wherever a screen shows them.
    const reference = init.requestId?.slice(0, REFERENCE_LENGTH);
    const serverMessage =
      init.serverMessage === undefined ? undefined : withReference(say(init.serverMessage), reference);
    const fallback = init.type ? FALLBACK_MESSAGES[init.type] : undefined;
    super(serverMessage ?? withReference(fallback ? translate(fallback) : statusInWords(init.status), reference));
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.type = init.type;
    this.fields = init.fields;
    this.serverMessage = serverMessage;
    this.retryAfter = init.retryAfter;
    this.requestId = init.requestId;
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
