import { TIMING } from '@sangam/shared/limits';
import type { ListingAdminUpdateInput, ListingReply } from '@sangam/shared/listings';
import { api } from '../../../api/client.ts';
import { adminListingsKey } from './getAdminListings.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useSaveMutation } from '../../../lib/useSaveMutation.ts';

export interface UpdateAdminListingVariables {
  id: string;
  body: ListingAdminUpdateInput;
}

/** PUT /api/admin/listings/:id: title, category, description, approved; image only when it changes. */
export const updateAdminListing = ({ id, body }: UpdateAdminListingVariables) =>
  api.put<ListingReply>(`/admin/listings/${encodeURIComponent(id)}`, body, {
    timeoutMs: typeof body.image === 'string' ? TIMING.uploadTimeoutMs : TIMING.requestTimeoutMs,
  });

// The member-facing Business Directory changes too (a pending listing leaves it).
export const useUpdateAdminListing = () =>
  useSaveMutation(updateAdminListing, { invalidates: [adminListingsKey, queryKeys.listings.all] });
