import { TIER_TABLE } from '@sangam/shared/referrals';
import type { ReferralInfo } from '../features/referrals/api/getReferralInfo.ts';

export const LINK = 'https://sangam.example/register?ref=RAVI123';

/** A silver-tier member's GET /api/referrals/info, with one completed and one pending referral. */
export function referralInfo(overrides: Partial<ReferralInfo> = {}): ReferralInfo {
  return {
    referralCode: 'RAVI123',
    referralLink: LINK,
    referralStats: { successfulReferrals: 7, activeReferrals: 6, totalReferrals: 9, totalRewardsEarned: 250 },
    referralPerks: {
      currentTier: 'silver',
      unlockedFeatures: ['profile_badge', 'priority_listing_review'],
      specialBadges: ['Early Supporter'],
    },
    tierInfo: { current: 'silver', next: { tier: 'gold', minReferrals: 15 }, all: [...TIER_TABLE] },
    recentReferrals: [
      {
        _id: 'r1',
        status: 'completed',
        createdAt: '2024-05-02T10:00:00.000Z',
        referred: {
          _id: 'u1',
          name: 'Meena Kumari',
          profileImage: null,
          occupation: 'Teacher',
          createdAt: '2024-05-02T10:00:00.000Z',
        },
      },
      {
        _id: 'r2',
        status: 'pending',
        createdAt: '2024-05-20T10:00:00.000Z',
        referred: {
          _id: 'u2',
          name: 'Suresh Yadav',
          profileImage: null,
          occupation: 'Driver',
          createdAt: '2024-05-20T10:00:00.000Z',
        },
      },
    ],
    ...overrides,
  };
}
