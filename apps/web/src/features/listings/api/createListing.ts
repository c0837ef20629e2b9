import { TIMING } from '@sangam/shared/limits';
import type { ListingCreateInput, ListingReply } from '@sangam/shared/listings';
import { api } from '../../../api/client.ts';
import { listingsKey } from './getListings.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useSaveMutation } from '../../../lib/useSaveMutation.ts';

export type CreateListingReply = ListingReply;

/** POST /api/listings (never retried); an image gets the upload timeout. */
export const createListing = (body: ListingCreateInput) =>
  api.post<CreateListingReply>('/listings', body, {
    timeoutMs: body.image ? TIMING.uploadTimeoutMs : TIMING.requestTimeoutMs,
  });

// The Business Directory and the admin table show it when next opened.
export const useCreateListing = () =>
  useSaveMutation(createListing, { invalidates: [listingsKey, queryKeys.admin.listings] });
