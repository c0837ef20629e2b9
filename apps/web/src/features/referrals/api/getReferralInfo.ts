import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralInfo } from '@sangam/shared/referrals';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export type { ReferralInfo };
export type RecentReferral = ReferralInfo['recentReferrals'][number];

export const referralInfoKey = queryKeys.referrals.info;

/** GET /api/referrals/info: code, link, stats, tier table and recent referrals. */
export const fetchReferralInfo = (signal?: AbortSignal) => api.get<ReferralInfo>('/referrals/info', { signal });

export const referralInfoQuery = () =>
  queryOptions({ queryKey: referralInfoKey, queryFn: ({ signal }) => fetchReferralInfo(signal) });

export const useReferralInfo = () => useQuery(referralInfoQuery());
