import { LISTING_MESSAGES } from '@sangam/shared/listing-messages';
import { isApiError, messageOr } from '../../../api/errors.ts';
import { say, translate } from '../../../i18n/useT.ts';

interface FetchContext {
  /** The server-status poll says the server is down. */
  serverDown: boolean;
  /** A token is stored (the session may still be loading). */
  hasToken: boolean;
}

/** Spec section 8, Listings fetch: the Business Directory's message for a failed load, in the language shown. */
export function listingsFetchError(error: unknown, { serverDown, hasToken }: FetchContext): string {
  if (serverDown) return translate(LISTING_MESSAGES.fetchOffline);
  if (!hasToken) return translate(LISTING_MESSAGES.fetchNoToken);
  if (!isApiError(error)) return translate(LISTING_MESSAGES.fetchUnexpected);
  if (error.status === 0) return translate(LISTING_MESSAGES.fetchNoResponse);
  if (error.status === 401 || error.status === 403) return translate(LISTING_MESSAGES.fetchSessionExpired);
  if (error.status === 429 || error.type === 'THROTTLED') return translate(LISTING_MESSAGES.fetchThrottled);
  if (error.status >= 500) return translate(LISTING_MESSAGES.fetchServerError);
  // The server's words arrive in the request's language already.
  const message = error.serverMessage ?? translate(LISTING_MESSAGES.fetchFailedDefault);
  return translate(LISTING_MESSAGES.fetchFailed, { message });
}

/** Spec section 8, Listing create: 413, no connection, otherwise the server's words or a fallback. */
export function createListingError(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 413) return translate(LISTING_MESSAGES.imageTooLarge);
    if (error.status === 0) return translate(LISTING_MESSAGES.network);
  }
  return say(messageOr(error, LISTING_MESSAGES.createFailed));
}
