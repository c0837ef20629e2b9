import { LISTING_MESSAGES } from '@sangam/shared/listing-messages';
import { isApiError, messageOr } from '../../../api/errors.ts';

interface FetchContext {
  /** The server-status poll says the server is down. */
  serverDown: boolean;
  /** A token is stored (the session may still be loading). */
  hasToken: boolean;
}

/** Spec section 8, Listings fetch: the Business Directory's message for a failed load. */
export function listingsFetchError(error: unknown, { serverDown, hasToken }: FetchContext): string {
  if (serverDown) return LISTING_MESSAGES.fetchOffline;
  if (!hasToken) return LISTING_MESSAGES.fetchNoToken;
  if (!isApiError(error)) return LISTING_MESSAGES.fetchUnexpected;
  if (error.status === 0) return LISTING_MESSAGES.fetchNoResponse;
  if (error.status === 401 || error.status === 403) return LISTING_MESSAGES.fetchSessionExpired;
  if (error.status === 429 || error.type === 'THROTTLED') return LISTING_MESSAGES.fetchThrottled;
  if (error.status >= 500) return LISTING_MESSAGES.fetchServerError;
  return LISTING_MESSAGES.fetchFailed(error.serverMessage ?? LISTING_MESSAGES.fetchFailedDefault);
}

/** Spec section 8, Listing create: 413, no connection, otherwise the server's words or a fallback. */
export function createListingError(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 413) return LISTING_MESSAGES.imageTooLarge;
    if (error.status === 0) return LISTING_MESSAGES.network;
  }
  return messageOr(error, LISTING_MESSAGES.createFailed);
}
