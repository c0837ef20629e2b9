import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryFiltersReply } from '@sangam/shared/directory';
import { api } from '../../../api/client.ts';

/** GET /api/directory/filters: the most common cities and occupations, for the chips beside the search. */
export async function fetchDirectoryFilters(signal?: AbortSignal): Promise<DirectoryFiltersReply> {
  const reply = await api.get<DirectoryFiltersReply>('/directory/filters', { signal });
  return { cities: reply?.cities ?? [], occupations: reply?.occupations ?? [] };
}

/** The choices change slowly; the chips are extras, so a failure just leaves them out. */
export const directoryFiltersQuery = () =>
  queryOptions({
    queryKey: ['directory-filters'],
    queryFn: ({ signal }) => fetchDirectoryFilters(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useDirectoryFilters = () => useQuery(directoryFiltersQuery());
