import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingPreview, ListingPreviewReply } from '@sangam/shared/listings';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** GET /api/listings/:id/preview (public): what a visitor who opened a shared link may see, never contacts. */
export async function fetchListingPreview(id: string, signal?: AbortSignal): Promise<ListingPreview | null> {
  const reply = await api.get<ListingPreviewReply>(`/listings/${encodeURIComponent(id)}/preview`, {
    auth: false,
    signal,
  });
  return reply.preview;
}

/** The preview is an extra: a failure leaves the visitor with the login prompt alone. */
export const listingPreviewQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.listings.all, 'preview', id],
    queryFn: ({ signal }) => fetchListingPreview(id, signal),
    retry: false,
  });

export const useListingPreview = (id: string) => useQuery(listingPreviewQuery(id));
