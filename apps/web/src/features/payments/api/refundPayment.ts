import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundReply } from '@sangam/shared/payments';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** POST /api/admin/payments/{id}/refund: records a refund made at the provider; the premium it paid for ends. */
export const refundPayment = ({ id, reason }: { id: string; reason: string }) =>
  api.post<RefundReply>(`/admin/payments/${encodeURIComponent(id)}/refund`, { reason });

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.payments });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.users });
    },
  });
}
