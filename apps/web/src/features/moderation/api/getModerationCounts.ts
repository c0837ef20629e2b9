import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModerationCounts } from '@sangam/shared/moderation';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export type { ModerationCounts };

/** How often the sidebar asks again while an admin screen is open. */
export const COUNTS_REFRESH_MS = 60_000;

/** GET /api/admin/moderation/counts: what waits for review (the sidebar's badge). */
export const fetchModerationCounts = (signal?: AbortSignal) =>
  api.get<ModerationCounts>('/admin/moderation/counts', { retries: 1, signal });

export const moderationCountsQuery = () =>
  queryOptions({
    queryKey: queryKeys.moderation.counts,
    queryFn: ({ signal }) => fetchModerationCounts(signal),
    refetchInterval: COUNTS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

export const useModerationCounts = () => useQuery(moderationCountsQuery());
