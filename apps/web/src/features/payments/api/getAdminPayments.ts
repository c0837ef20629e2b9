import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPaymentsReply } from '@sangam/shared/payments';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface AdminPaymentsParams {
  status: string;
  from: string;
  to: string;
  page: number;
}

export const ADMIN_PAYMENTS_PAGE_SIZE = 20;

/** GET /api/admin/payments: newest first, with the filters' totals. */
export async function fetchAdminPayments(params: AdminPaymentsParams, signal?: AbortSignal) {
  const reply = await api.get<AdminPaymentsReply>('/admin/payments', {
    query: { ...params, limit: ADMIN_PAYMENTS_PAGE_SIZE },
    signal,
  });
  return reply;
}

export const adminPaymentsQuery = (params: AdminPaymentsParams) =>
  queryOptions({
    queryKey: [...queryKeys.admin.payments, params.status, params.from, params.to, params.page],
    queryFn: ({ signal }) => fetchAdminPayments(params, signal),
  });

/** The previous page stays on screen while the next loads. */
export const useAdminPayments = (params: AdminPaymentsParams) =>
  useQuery({ ...adminPaymentsQuery(params), placeholderData: keepPreviousData });
