import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardRow } from '@sangam/shared/admin';
import { PAGE_SIZES } from '@sangam/shared/limits';
import { api } from '../../../api/client.ts';
import { ApiRequestError, CLIENT_ERROR_TYPES } from '../../../api/errors.ts';
import { requireToken } from '../lib/adminErrors.ts';
import { adminReferralsKey } from './getReferralAnalytics.ts';

export type { LeaderboardRow };

/** GET /api/admin/referrals/leaderboard?limit=20: the top referrers by successful referrals. */
export async function fetchReferralLeaderboard(signal?: AbortSignal): Promise<LeaderboardRow[]> {
  requireToken();
  const reply = await api.get<{ leaderboard: LeaderboardRow[] }>('/admin/referrals/leaderboard', {
    query: { limit: PAGE_SIZES.leaderboard },
    signal,
  });
  if (!reply || !Array.isArray(reply.leaderboard)) {
    throw new ApiRequestError({ status: 200, type: CLIENT_ERROR_TYPES.invalidResponse });
  }
  return reply.leaderboard;
}

export const referralLeaderboardQuery = () =>
  queryOptions({
    queryKey: [...adminReferralsKey, 'leaderboard'],
    queryFn: ({ signal }) => fetchReferralLeaderboard(signal),
    staleTime: 0,
  });

export const useReferralLeaderboard = (enabled: boolean) => useQuery({ ...referralLeaderboardQuery(), enabled });
