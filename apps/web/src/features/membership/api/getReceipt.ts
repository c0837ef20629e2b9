import { useQuery } from '@tanstack/react-query';
import type { ReceiptReply } from '@sangam/shared/payments';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** GET /api/payments/{id}/receipt: the payer's (or an admin's) receipt. */
export const fetchReceipt = (id: string, signal?: AbortSignal) =>
  api.get<ReceiptReply>(`/payments/${encodeURIComponent(id)}/receipt`, { signal });

export const useReceipt = (id: string) =>
  useQuery({ queryKey: queryKeys.payments.receipt(id), queryFn: ({ signal }) => fetchReceipt(id, signal) });
