import { api } from '../../../api/client.ts';
import type { AdminReferralReply } from '@sangam/shared/admin';
import { adminReferralsKey } from './getReferralAnalytics.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useSaveMutation } from '../../../lib/useSaveMutation.ts';

export interface ReferralChange {
  id: string;
  /** Complete a pending referral, or give the reward of a completed one (spec section 4). */
  changes: { status: 'completed' } | { rewardGiven: true };
}

/** PUT /api/admin/referrals/:id; 409 when the rules forbid the change. */
export const updateReferral = ({ id, changes }: ReferralChange) =>
  api.put<AdminReferralReply>(`/admin/referrals/${encodeURIComponent(id)}`, changes);

// Counts, tiers and the leaderboard all move with one referral.
export const useUpdateReferral = () =>
  useSaveMutation(updateReferral, { invalidates: [adminReferralsKey, queryKeys.admin.dashboard] });
