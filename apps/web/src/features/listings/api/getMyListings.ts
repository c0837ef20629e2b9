import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Listing, MyListingsReply } from '@sangam/shared/listings';
import { api } from '../../../api/client.ts';
import { ApiRequestError, CLIENT_ERROR_TYPES } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** Under listings.all, so every listing change (create, edit, delete, admin review) refreshes it. */
export const myListingsKey = [...queryKeys.listings.all, 'mine'] as const;

/** GET /api/listings/mine: the member's own listings, live and under review. */
export async function fetchMyListings(signal?: AbortSignal): Promise<Listing[]> {
  const reply = await api.get<MyListingsReply>('/listings/mine', { signal });
  if (!reply || !Array.isArray(reply.listings)) {
    throw new ApiRequestError({ status: 200, type: CLIENT_ERROR_TYPES.invalidResponse });
  }
  return reply.listings;
}

export const myListingsQuery = () =>
  queryOptions({ queryKey: myListingsKey, queryFn: ({ signal }) => fetchMyListings(signal) });

export const useMyListings = () => useQuery(myListingsQuery());
