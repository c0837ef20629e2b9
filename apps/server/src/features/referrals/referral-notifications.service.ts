import { TIER_TABLE } from '@sangam/shared/referrals';
import type { Db } from '../../db/dialect.ts';
import { notify } from '../notifications/notify.service.ts';

/** The referrer's dashboard, where joined referrals and tiers show. */
export const REFERRAL_DASHBOARD_LINK = '/referral';

/**
 * A member registered with the referrer's code: the referrer is told, the new member as the actor. Call it inside
 * register's transaction, after the referral row is written. A joined referral is pending (it counts towards a
 * tier only once the member completes their profile), so joining never reaches a tier: that is told where referrals
 * complete (notifyTierReached, from grantTierRewards).
 */
export async function onReferralJoined(db: Db, input: { referrerId: string; memberId: string; name: string }) {
  await notify(db, {
    userId: input.referrerId,
    actorId: input.memberId,
    kind: 'referral_joined',
    params: { name: input.name },
    link: REFERRAL_DASHBOARD_LINK,
  });
}

/**
 * Tells a referrer who has just reached a tier (`successful` completed referrals, this completion included), once
 * per tier: `tier` is the tier's id ('silver'). A completion that leaves the count on no tier's minimum tells nothing.
 */
export async function notifyTierReached(db: Db, referrerId: string, successful: number) {
  const reached = TIER_TABLE.find((row) => row.minReferrals > 0 && row.minReferrals === successful);
  if (!reached) return;
  await notify(db, {
    userId: referrerId,
    kind: 'referral_tier',
    params: { tier: reached.tier },
    link: REFERRAL_DASHBOARD_LINK,
    group: `referral_tier:${reached.tier}`,
  });
}
