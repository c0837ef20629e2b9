import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberCodeReply } from '@sangam/shared/admin';
import { api } from '../../../api/client.ts';
import { adminReferralsKey } from './getReferralAnalytics.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** POST /api/admin/referrals/regenerate-code/:userId: a new code for a member; their old link stops working. */
export const regenerateMemberCode = (userId: string) =>
  api.post<MemberCodeReply>(`/admin/referrals/regenerate-code/${encodeURIComponent(userId)}`);

export function useRegenerateMemberCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateMemberCode,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReferralsKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
      ]),
  });
}
