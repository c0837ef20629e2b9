import { FORMER_MEMBER_NAME, REFERRAL_MESSAGES, TIER_TABLE, tierFor } from '@sangam/shared/referrals';
import type { Db } from '../../db/dialect.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { toMemberSummary, toMemberView } from '../members/member-view.ts';
import { uniqueReferralCode } from '../members/referral-code.service.ts';
import { findUserById, referralCountsFor, updateUser } from '../members/members.queries.ts';
import { recentReferralsOf } from './referrals.queries.ts';

const RECENT = 20;

export const referralLink = (origin: string, code: string) => `${origin}/register?ref=${encodeURIComponent(code)}`;

/** The referral dashboard: code, link, stats, tier progress and recent referrals (names and dates only). */
export async function referralInfo(db: Db, viewer: Viewer, origin: string) {
  const row = (await findUserById(db, viewer.user.id))!;
  const counts = await referralCountsFor(db, row.id);
  const member = toMemberView(row, { id: row.id, plan: viewer.plan }, counts);
  const current = tierFor(counts.successful);
  const next = TIER_TABLE.find((tier) => tier.minReferrals > counts.successful);
  const recent = await recentReferralsOf(db, row.id, RECENT);
  return {
    referralCode: row.referralCode,
    referralLink: referralLink(origin, row.referralCode),
    referralStats: member.referralStats!,
    referralPerks: member.referralPerks!,
    tierInfo: {
      current,
      next: next ? { tier: next.tier, minReferrals: next.minReferrals } : null,
      all: TIER_TABLE.map(({ tier, minReferrals, benefits, features }) => ({
        tier,
        minReferrals,
        benefits: benefits.map(({ text, delivered }) => ({ text, delivered })),
        features,
      })),
    },
    recentReferrals: recent.map((r) => ({
      _id: r.id,
      status: r.status,
      createdAt: r.createdAt,
      // A member who deleted their account stays in the history, anonymised.
      referred: r.referredId
        ? {
            ...toMemberSummary({
              id: r.referredId,
              name: r.referredName!,
              occupation: r.referredOccupation!,
              profileImageId: r.referredImageId,
            }),
            createdAt: r.referredCreatedAt!,
          }
        : { _id: null, name: FORMER_MEMBER_NAME, profileImage: null, occupation: '', createdAt: r.createdAt },
    })),
  };
}

/** A new code; links with the old one stop working. */
export async function regenerateCode(db: Db, viewer: Viewer, origin: string) {
  const code = await uniqueReferralCode(db);
  await updateUser(db, viewer.user.id, { referralCode: code, updatedAt: nowIso() });
  return {
    message: REFERRAL_MESSAGES.codeChanged,
    newReferralCode: code,
    referralLink: referralLink(origin, code),
  };
}
