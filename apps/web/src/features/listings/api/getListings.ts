import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LISTING_LIMITS } from '@sangam/shared/listing-messages';
import type { ListingsReply } from '@sangam/shared/listings';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { readUrlFilters } from '../../../lib/useUrlFilters.ts';

export interface ListingsParams {
  search: string;
  category: string;
  page: number;
}

/** Every cached list and detail of the Business Directory (invalidated after a create or delete). */
export const listingsKey = queryKeys.listings.all;

/** GET /api/listings: one page of approved listings, newest first, and the categories for the filter. */
export const fetchListings = ({ search, category, page }: ListingsParams, signal?: AbortSignal) =>
  api.get<ListingsReply>('/listings', { query: { search, category, page, limit: LISTING_LIMITS.pageSize }, signal });

/** The list as the URL asks for it: `?search=&category=&page=`. */
export function listingsParams(searchParams: URLSearchParams): ListingsParams {
  const { filters, page } = readUrlFilters(searchParams, ['search', 'category']);
  return { ...filters, page };
}

export const listingsQuery = (params: ListingsParams) =>
  queryOptions({
    queryKey: queryKeys.listings.list(params.search, params.category, params.page),
    queryFn: ({ signal }) => fetchListings(params, signal),
  });

/** The previous page stays on screen while the next loads (no flash of "Loading..." on slow data). */
export const useListings = (params: ListingsParams, enabled: boolean) =>
  useQuery({ ...listingsQuery(params), placeholderData: keepPreviousData, enabled });
