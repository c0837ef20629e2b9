import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LISTING_LIMITS } from '@sangam/shared/listing-messages';
import type { AdminListingsReply } from '@sangam/shared/listings';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface AdminListingsParams {
  search: string;
  category: string;
  page: number;
}

export type { AdminListingsReply };

/** Every cached page of the admin table (invalidated after an edit, a status change or a delete). */
export const adminListingsKey = queryKeys.admin.listings;

/** The spec's admin listings fetch is retried twice. */
const RETRIES = 2;

/** GET /api/admin/listings: approved and pending listings, newest first. */
export const fetchAdminListings = ({ search, category, page }: AdminListingsParams, signal?: AbortSignal) =>
  api.get<AdminListingsReply>('/admin/listings', {
    query: { search, category, page, limit: LISTING_LIMITS.adminPageSize },
    retries: RETRIES,
    signal,
  });

export const adminListingsQuery = (params: AdminListingsParams) =>
  queryOptions({
    queryKey: [...adminListingsKey, params.search, params.category, params.page],
    queryFn: ({ signal }) => fetchAdminListings(params, signal),
  });

/** The previous page stays on screen while the next loads. */
export const useAdminListings = (params: AdminListingsParams) =>
  useQuery({ ...adminListingsQuery(params), placeholderData: keepPreviousData });
