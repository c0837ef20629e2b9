import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Listing, MyListingsReply } from '@sangam/shared/listings';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** Under listings.all, so every listing change (create, edit, delete, admin review) refreshes it. */
export const myListingsKey = [...queryKeys.listings.all, 'mine'] as const;

/** GET /api/listings/mine: the member's own listings, live and under review. */
export async function fetchMyListings(signal?: AbortSignal): Promise<Listing[]> {
  return (await api.get<MyListingsReply>('/listings/mine', { signal })).listings;
}

export const myListingsQuery = () =>
  queryOptions({ queryKey: myListingsKey, queryFn: ({ signal }) => fetchMyListings(signal) });

export const useMyListings = () => useQuery(myListingsQuery());
