import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralAnalytics, REFERRAL_PERIODS } from '@sangam/shared/admin';
import { api } from '../../../api/client.ts';
import { requireToken } from '../lib/adminErrors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export type { ReferralAnalytics };
export type ReferralPeriod = (typeof REFERRAL_PERIODS)[number];

/** Every cached referral screen's data (Refresh and every change invalidate it). */
export const adminReferralsKey = queryKeys.admin.referrals;

/** GET /api/admin/referrals/analytics: overall stats and tiers, plus trends and sources within the period. */
export async function fetchReferralAnalytics(period: ReferralPeriod, signal?: AbortSignal): Promise<ReferralAnalytics> {
  requireToken();
  const reply = await api.get<ReferralAnalytics>('/admin/referrals/analytics', { query: { period }, signal });
  return {
    ...reply,
    tierDistribution: reply.tierDistribution ?? [],
    topReferrers: reply.topReferrers ?? [],
    dailyTrends: reply.dailyTrends ?? [],
    sourceAnalysis: reply.sourceAnalysis ?? [],
  };
}

export const referralAnalyticsQuery = (period: ReferralPeriod) =>
  queryOptions({
    queryKey: [...adminReferralsKey, 'analytics', period],
    queryFn: ({ signal }) => fetchReferralAnalytics(period, signal),
    staleTime: 0,
  });

export const useReferralAnalytics = (period: ReferralPeriod, enabled: boolean) =>
  useQuery({ ...referralAnalyticsQuery(period), placeholderData: keepPreviousData, enabled });
