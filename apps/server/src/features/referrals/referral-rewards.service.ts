import { TIER_TABLE } from '@sangam/shared/referrals';
import type { Db } from '../../db/dialect.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { t } from '../../lib/i18n.ts';
import { grantPremium } from '../payments/premium.service.ts';
import { referralCountsFor } from '../members/members.queries.ts';
import { insertReward } from './referrals.admin.queries.ts';
import { notifyTierReached } from './referral-notifications.service.ts';

const tierName = (tier: string) => `${tier[0]!.toUpperCase()}${tier.slice(1)}`;

/**
 * Gives a referrer the premium their tiers promise (TIER_TABLE's `premiumDays`), once per tier, and records each in
 * the rewards history; a referrer reaching a tier is told. Called, inside the same transaction, wherever a referral
 * completes; calling it again grants and tells nothing more.
 */
export async function grantTierRewards(db: Db, referrerId: string, at = nowIso()): Promise<void> {
  const { successful } = await referralCountsFor(db, referrerId);
  await notifyTierReached(db, referrerId, successful);
  for (const row of TIER_TABLE) {
    if (row.minReferrals > successful) continue;
    for (const benefit of row.benefits) {
      if (!benefit.premiumDays) continue;
      const grant = await grantPremium(db, referrerId, {
        key: `referral-tier:${row.tier}`,
        days: benefit.premiumDays,
        at,
      });
      if (!grant?.granted) continue;
      await insertReward(db, {
        id: newId(),
        userId: referrerId,
        rewardType: 'premium_days',
        // Kept in English, as the admin's rewards history shows it.
        reason: `${tierName(row.tier)} tier: ${t('en', benefit.text)}`,
        grantedById: null,
        createdAt: at,
      });
    }
  }
}
