import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@sangam/shared/message-reply';
import { api } from '../../../api/client.ts';
import { listingKey } from './getListing.ts';
import { listingsKey } from './getListings.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** DELETE /api/listings/:id: the owner's own listing, or any listing for an admin. */
export const deleteListing = (id: string) => api.delete<MessageReply>(`/listings/${encodeURIComponent(id)}`);

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: (_reply, id) => {
      // Nothing may refetch the listing that is gone; the lists drop it when next shown.
      queryClient.removeQueries({ queryKey: listingKey(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: listingsKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.listings }),
      ]);
    },
  });
}
