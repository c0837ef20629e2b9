import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryReply } from '@sangam/shared/directory';
import { DIRECTORY_PAGE_SIZE } from '@sangam/shared/directory-messages';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { readUrlFilters } from '../../../lib/useUrlFilters.ts';

export interface DirectoryParams {
  search: string;
  page: number;
  /** Values of GET /api/directory/filters; '' for any. */
  city?: string;
  occupation?: string;
}

/**
 * GET /api/directory: one page of members; contacts only when the viewer may see them. `throttle: false` for the
 * request made with the page's code: the page may have to ask again at once if it failed.
 */
export function fetchDirectory(
  { search, page, city = '', occupation = '' }: DirectoryParams,
  signal?: AbortSignal,
  { throttle = true } = {},
): Promise<DirectoryReply> {
  return api.get<DirectoryReply>('/directory', {
    query: { search, page, limit: DIRECTORY_PAGE_SIZE, city, occupation },
    // Per-query key: the same page asked twice within 1 s is refused, other pages are not held up.
    throttleKey: throttle ? `directory:${search}:${page}:${city}:${occupation}` : undefined,
    signal,
  });
}

/** The directory as the URL asks for it: `?search=&page=&city=&occupation=`. */
export function directoryParams(searchParams: URLSearchParams): Required<DirectoryParams> {
  const { filters, page } = readUrlFilters(searchParams, ['search', 'city', 'occupation']);
  return { ...filters, page };
}

export const directoryQuery = (params: DirectoryParams, { throttle = true } = {}) =>
  queryOptions({
    queryKey: queryKeys.directory.page(params.search, params.page, params.city ?? '', params.occupation ?? ''),
    queryFn: ({ signal }) => fetchDirectory(params, signal, { throttle }),
  });

/** The previous page stays on screen while the next loads (no flash of "Loading..." on slow data). */
export const useDirectory = (params: DirectoryParams, enabled: boolean) =>
  useQuery({ ...directoryQuery(params), placeholderData: keepPreviousData, enabled });
