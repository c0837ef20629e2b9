import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegenerateCodeReply } from '@sangam/shared/referrals';
import { api } from '../../../api/client.ts';
import { referralInfoKey, type ReferralInfo } from './getReferralInfo.ts';

export type RegeneratedCode = RegenerateCodeReply;

/** POST /api/referrals/regenerate-code: a new code; the old link stops working. */
export const regenerateReferralCode = () => api.post<RegeneratedCode>('/referrals/regenerate-code');

/** Puts the new code and link straight into the dashboard's data (no second download). */
export function useRegenerateReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateReferralCode,
    onSuccess: (reply) => {
      queryClient.setQueryData<ReferralInfo>(referralInfoKey, (info) =>
        info ? { ...info, referralCode: reply.newReferralCode, referralLink: reply.referralLink } : info,
      );
    },
  });
}
