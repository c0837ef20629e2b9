import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LISTING_LIMITS } from '@sangam/shared/listing-messages';
import type { Listing } from '@sangam/shared/listings';
import type { Pagination } from '@sangam/shared/pagination';
import { api } from '../../../api/client.ts';
import { ApiRequestError, CLIENT_ERROR_TYPES } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface AdminListingsParams {
  search: string;
  category: string;
  page: number;
}

export interface AdminListingsReply {
  listings: Listing[];
  pagination: Pagination;
}

/** Every cached page of the admin table (invalidated after an edit, a status change or a delete). */
export const adminListingsKey = queryKeys.admin.listings;

/** The spec's admin listings fetch is retried twice. */
const RETRIES = 2;

/** GET /api/admin/listings: approved and pending listings, newest first. */
export async function fetchAdminListings(
  { search, category, page }: AdminListingsParams,
  signal?: AbortSignal,
): Promise<AdminListingsReply> {
  const reply = await api.get<AdminListingsReply>('/admin/listings', {
    query: { search, category, page, limit: LISTING_LIMITS.adminPageSize },
    retries: RETRIES,
    signal,
  });
  if (!reply || !Array.isArray(reply.listings) || !reply.pagination) {
    throw new ApiRequestError({ status: 200, type: CLIENT_ERROR_TYPES.invalidResponse });
  }
  return reply;
}

export const adminListingsQuery = (params: AdminListingsParams) =>
  queryOptions({
    queryKey: [...adminListingsKey, params.search, params.category, params.page],
    queryFn: ({ signal }) => fetchAdminListings(params, signal),
  });

/** The previous page stays on screen while the next loads. */
export const useAdminListings = (params: AdminListingsParams) =>
  useQuery({ ...adminListingsQuery(params), placeholderData: keepPreviousData });
