import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardReply, LeaderboardRow } from '@sangam/shared/admin';
import { PAGE_SIZES } from '@sangam/shared/limits';
import { api } from '../../../api/client.ts';
import { requireToken } from '../lib/adminErrors.ts';
import { adminReferralsKey } from './getReferralAnalytics.ts';

export type { LeaderboardRow };

/** GET /api/admin/referrals/leaderboard?limit=20: the top referrers by successful referrals. */
export async function fetchReferralLeaderboard(signal?: AbortSignal): Promise<LeaderboardRow[]> {
  requireToken();
  const reply = await api.get<LeaderboardReply>('/admin/referrals/leaderboard', {
    query: { limit: PAGE_SIZES.leaderboard },
    signal,
  });
  return reply.leaderboard;
}

export const referralLeaderboardQuery = () =>
  queryOptions({
    queryKey: [...adminReferralsKey, 'leaderboard'],
    queryFn: ({ signal }) => fetchReferralLeaderboard(signal),
    staleTime: 0,
  });

export const useReferralLeaderboard = (enabled: boolean) => useQuery({ ...referralLeaderboardQuery(), enabled });
