import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MatrimonialListReply } from '@sangam/shared/matrimonial';
import { MATRIMONIAL_LIMITS } from '@sangam/shared/matrimonial-messages';
import { api } from '../../../api/client.ts';
import { matrimonialKeys } from './profiles.ts';

/** GET /api/matrimonial/matches: the profiles inside one of the member's own approved profiles' preferences. */
export const fetchMatches = (profileId: string, page: number, signal?: AbortSignal) =>
  api.get<MatrimonialListReply>('/matrimonial/matches', {
    query: { profileId, page, limit: MATRIMONIAL_LIMITS.pageSize },
    signal,
  });

// Under the matrimonial root: a change anywhere (a hide, an edit of the preferences) refreshes the matches too.
export const matchesQuery = (profileId: string) =>
  infiniteQueryOptions({
    queryKey: [...matrimonialKeys.all, 'matches', profileId] as const,
    queryFn: ({ pageParam, signal }) => fetchMatches(profileId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: MatrimonialListReply) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });

export const useMatches = (profileId: string) => useInfiniteQuery(matchesQuery(profileId));
