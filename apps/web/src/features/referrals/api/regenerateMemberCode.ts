import type { MemberCodeReply } from '@sangam/shared/admin';
import { api } from '../../../api/client.ts';
import { adminReferralsKey } from './getReferralAnalytics.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useSaveMutation } from '../../../lib/useSaveMutation.ts';

/** POST /api/admin/referrals/regenerate-code/:userId: a new code for a member; their old link stops working. */
export const regenerateMemberCode = (userId: string) =>
  api.post<MemberCodeReply>(`/admin/referrals/regenerate-code/${encodeURIComponent(userId)}`);

export const useRegenerateMemberCode = () =>
  useSaveMutation(regenerateMemberCode, { invalidates: [adminReferralsKey, queryKeys.admin.dashboard] });
