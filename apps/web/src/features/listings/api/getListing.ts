import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMING } from '@sangam/shared/limits';
import type { Listing } from '@sangam/shared/listings';
import { api } from '../../../api/client.ts';
import { ApiRequestError, CLIENT_ERROR_TYPES } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const listingKey = queryKeys.listings.one;

/** GET /api/listings/:id (retried twice); a pending listing only for its owner and admins. */
export async function fetchListing(id: string, signal?: AbortSignal): Promise<Listing> {
  const reply = await api.get<{ listing?: Listing }>(`/listings/${encodeURIComponent(id)}`, {
    retries: TIMING.maxRetriesProfile,
    signal,
  });
  if (!reply?.listing) throw new ApiRequestError({ status: 200, type: CLIENT_ERROR_TYPES.invalidResponse });
  return reply.listing;
}

export const listingQuery = (id: string) =>
  queryOptions({ queryKey: listingKey(id), queryFn: ({ signal }) => fetchListing(id, signal) });

export const useListing = (id: string, enabled: boolean) => useQuery({ ...listingQuery(id), enabled });
