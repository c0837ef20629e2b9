import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIMING } from '@sangam/shared/limits';
import type { ListingOwnerUpdateInput, ListingReply } from '@sangam/shared/listings';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** PUT /api/listings/:id: the owner's edit of text, contacts and image (approval stays as an admin left it). */
export const updateListing = ({ id, body }: { id: string; body: ListingOwnerUpdateInput }) =>
  api.put<ListingReply>(`/listings/${encodeURIComponent(id)}`, body, {
    timeoutMs: typeof body.image === 'string' ? TIMING.uploadTimeoutMs : TIMING.requestTimeoutMs,
  });

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.listings.all }),
  });
}
