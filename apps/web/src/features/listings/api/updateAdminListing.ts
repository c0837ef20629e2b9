import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIMING } from '@sangam/shared/limits';
import type { ListingAdminUpdateInput, ListingReply } from '@sangam/shared/listings';
import { api } from '../../../api/client.ts';
import { adminListingsKey } from './getAdminListings.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface UpdateAdminListingVariables {
  id: string;
  body: ListingAdminUpdateInput;
}

/** PUT /api/admin/listings/:id: title, category, description, approved; image only when it changes. */
export const updateAdminListing = ({ id, body }: UpdateAdminListingVariables) =>
  api.put<ListingReply>(`/admin/listings/${encodeURIComponent(id)}`, body, {
    timeoutMs: typeof body.image === 'string' ? TIMING.uploadTimeoutMs : TIMING.requestTimeoutMs,
  });

export function useUpdateAdminListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminListing,
    // The member-facing Business Directory changes too (a pending listing leaves it).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminListingsKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.all }),
      ]),
  });
}
