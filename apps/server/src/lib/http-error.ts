import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { ERROR_TYPES, throttledMessage } from '@sangam/shared/error-types';
import type { MessageId } from '@sangam/shared/i18n/namespaces';

/** Thrown by services; the error plugin turns it into the DESIGN.md error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly type?: string,
    readonly fields?: Record<string, string>,
    /** Extra reply headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>, type: string = ERROR_TYPES.validation) =>
  new HttpError(400, message, type, fields);
export const unauthorized = (message: string) => new HttpError(401, message, ERROR_TYPES.unauthorized);
export const forbidden = (message: string, type: string = ERROR_TYPES.forbidden) => new HttpError(403, message, type);
export const notFound = (message: string = 'common.server.notFound') =>
  new HttpError(404, message, ERROR_TYPES.notFound);
export const conflict = (message: string, type: string) => new HttpError(409, message, type);
/** A phone number another account holds: the same 409, naming the field, whichever check finds it. */
export const phoneTaken = () =>
  new HttpError(409, AUTH_MESSAGES.duplicateUser, ERROR_TYPES.duplicateUser, {
    phoneNumber: AUTH_MESSAGES.duplicateHint,
  });

export const BUSY_MESSAGE = 'common.server.busy' satisfies MessageId;
export const UNAVAILABLE_MESSAGE = 'common.server.unavailable' satisfies MessageId;

/** 503 for work this server cannot take on now (a queue too long): the client may retry after `seconds`. */
export const busy = (seconds = 1) =>
  new HttpError(503, BUSY_MESSAGE, ERROR_TYPES.unavailable, undefined, { 'retry-after': String(seconds) });

/** 429 with the spec's throttle wording; `retryAfterMs` becomes a Retry-After header in seconds. */
export const throttled = (key: string, retryAfterMs: number) =>
  new HttpError(429, throttledMessage(key), ERROR_TYPES.throttled, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
