import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMING } from '@sangam/shared/limits';
import type { Listing, ListingReply } from '@sangam/shared/listings';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const listingKey = queryKeys.listings.one;

/** GET /api/listings/:id (retried twice); a pending listing only for its owner and admins. */
export async function fetchListing(id: string, signal?: AbortSignal): Promise<Listing> {
  const reply = await api.get<ListingReply>(`/listings/${encodeURIComponent(id)}`, {
    retries: TIMING.maxRetriesProfile,
    signal,
  });
  return reply.listing;
}

export const listingQuery = (id: string) =>
  queryOptions({ queryKey: listingKey(id), queryFn: ({ signal }) => fetchListing(id, signal) });

export const useListing = (id: string, enabled: boolean) => useQuery({ ...listingQuery(id), enabled });
