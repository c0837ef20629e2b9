import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@sangam/shared/admin';
import { PAGE_SIZES } from '@sangam/shared/limits';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export type { Dashboard };

/** Spec section 9: the dashboard is retried twice. */
const DASHBOARD_RETRIES = 2;

export const dashboardKey = queryKeys.admin.dashboard;

/** GET /api/admin/dashboard: counts, newest members, referral activity and the audit log. */
export async function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const reply = await api.get<Dashboard>('/admin/dashboard', { retries: DASHBOARD_RETRIES, signal });
  return {
    ...reply,
    topReferrers: reply.topReferrers.slice(0, PAGE_SIZES.topReferrers),
    recentReferrals: reply.recentReferrals.slice(0, PAGE_SIZES.recentReferrals),
  };
}

export const dashboardQuery = () =>
  queryOptions({ queryKey: dashboardKey, queryFn: ({ signal }) => fetchDashboard(signal), staleTime: 0 });

export const useDashboard = () => useQuery(dashboardQuery());
