import type { MessageReply } from '@sangam/shared/message-reply';
import { api } from '../../../api/client.ts';
import { listingKey } from './getListing.ts';
import { listingsKey } from './getListings.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useSaveMutation } from '../../../lib/useSaveMutation.ts';

/** DELETE /api/listings/:id: the owner's own listing, or any listing for an admin. */
export const deleteListing = (id: string) => api.delete<MessageReply>(`/listings/${encodeURIComponent(id)}`);

export const useDeleteListing = () =>
  useSaveMutation(deleteListing, {
    // Nothing may refetch the listing that is gone; the lists drop it when next shown.
    onSaved: (queryClient, _reply, id) => queryClient.removeQueries({ queryKey: listingKey(id) }),
    invalidates: [listingsKey, queryKeys.admin.listings],
  });
