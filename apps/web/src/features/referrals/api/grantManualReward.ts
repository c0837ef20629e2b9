import type { MessageReply } from '@sangam/shared/message-reply';
import type { REWARD_TYPES } from '@sangam/shared/admin';
import { api } from '../../../api/client.ts';
import { adminReferralsKey } from './getReferralAnalytics.ts';
import { useSaveMutation } from '../../../lib/useSaveMutation.ts';

export type RewardType = (typeof REWARD_TYPES)[number];

export interface ManualReward {
  userId: string;
  rewardType: RewardType;
  reason: string;
}

/** POST /api/admin/referrals/manual-reward/:userId: a bonus referral or a special badge, with the reason. */
export const grantManualReward = ({ userId, rewardType, reason }: ManualReward) =>
  api.post<MessageReply>(`/admin/referrals/manual-reward/${encodeURIComponent(userId)}`, { rewardType, reason });

export const useGrantManualReward = () => useSaveMutation(grantManualReward, { invalidates: [adminReferralsKey] });
