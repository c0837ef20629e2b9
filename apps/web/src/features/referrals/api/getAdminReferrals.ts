import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReferral, AdminReferralsReply } from '@sangam/shared/admin';
import { PAGE_SIZES } from '@sangam/shared/limits';
import { api } from '../../../api/client.ts';
import { requireToken } from '../lib/adminErrors.ts';
import { adminReferralsKey } from './getReferralAnalytics.ts';

export type { AdminReferral, AdminReferralsReply };

export interface ReferralFilters {
  status: string;
  period: string;
  search: string;
  dateFrom: string;
  dateTo: string;
}

export type AdminReferralsParams = ReferralFilters & { page: number };

/** GET /api/admin/referrals: one page of referrals matching the filters, 20 a page. */
export async function fetchAdminReferrals(
  params: AdminReferralsParams,
  signal?: AbortSignal,
): Promise<AdminReferralsReply> {
  requireToken();
  return api.get<AdminReferralsReply>('/admin/referrals', {
    query: { ...params, limit: PAGE_SIZES.adminReferrals },
    signal,
  });
}

export const adminReferralsQuery = (params: AdminReferralsParams) =>
  queryOptions({
    queryKey: [
      ...adminReferralsKey,
      'list',
      params.status,
      params.period,
      params.search,
      params.dateFrom,
      params.dateTo,
      params.page,
    ],
    queryFn: ({ signal }) => fetchAdminReferrals(params, signal),
    staleTime: 0,
  });

export const useAdminReferrals = (params: AdminReferralsParams, enabled: boolean) =>
  useQuery({ ...adminReferralsQuery(params), placeholderData: keepPreviousData, enabled });
