import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyPaymentsReply } from '@sangam/shared/payments';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** GET /api/payments/me: the member's paid (and refunded) payments, newest first. */
export const fetchMyPayments = (signal?: AbortSignal) => api.get<MyPaymentsReply>('/payments/me', { signal });

export const myPaymentsQuery = () =>
  queryOptions({ queryKey: queryKeys.payments.mine, queryFn: ({ signal }) => fetchMyPayments(signal) });

export const useMyPayments = () => useQuery(myPaymentsQuery());
