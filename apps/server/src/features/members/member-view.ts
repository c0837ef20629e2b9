import { isLanguage } from '@sangam/shared/i18n/languages';
import { tierFor, unlockedFeaturesFor } from '@sangam/shared/referrals';
import { effectivePlan } from '@sangam/shared/plans';
import type { MemberSummary, PublicMember, User } from '@sangam/shared/user';
import type { ViewerRef } from '../../plugins/auth.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import { memoizePerRow } from '../../lib/memoize-per-row.ts';
import { daysSince } from '../../lib/time.ts';
import type { MemberRow, ReferralCounts } from './members.queries.ts';

/** The columns a member summary is made from, however a query names them. */
export type SummaryColumns = { id: string; name: string; occupation: string; profileImageId: string | null };

/** The one member-summary shape (shared's MemberSummary): what every feature shows of a member beside their content. */
export const toMemberSummary = (member: SummaryColumns): MemberSummary => ({
  _id: member.id,
  name: member.name,
  profileImage: mediaUrl(member.profileImageId),
  occupation: member.occupation,
});

/**
 * Replies carry a member's phone, e-mail and address to the member alone (issue 36): premium members and admins
 * reveal another member's with "Show contact" (POST /api/users/{id}/contact, logged and capped).
 */
export const seesContacts = (viewer: ViewerRef, memberId: string) => viewer !== null && viewer.id === memberId;

/**
 * The one policy for what of a member a viewer sees. Every reply that carries a member goes through here:
 * phone, email and address only for the member themself (others reveal them one at a time, see seesContacts);
 * the referral code only for the member and admins.
 */
export function toMemberView(row: MemberRow, viewer: ViewerRef, counts?: ReferralCounts): User {
  const contacts = seesContacts(viewer, row.id);
  const ownerOrAdmin = viewer !== null && (viewer.id === row.id || viewer.plan === 'admin');
  const tier = tierFor(counts?.successful ?? 0);
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    ...(contacts
      ? { phoneNumber: row.phoneNumber, ...(row.email ? { email: row.email } : {}), address: row.address }
      : {}),
    occupation: row.occupation,
    profession: row.profession,
    bio: row.bio,
    profileImage: mediaUrl(row.profileImageId),
    planType: effectivePlan(row),
    premiumExpiresAt: ownerOrAdmin ? row.premiumExpiresAt : null,
    accountStatus: row.accountStatus,
    isPublic: row.isPublic === 1,
    ...(ownerOrAdmin && row.planType === 'admin' ? { listInDirectory: row.listInDirectory === 1 } : {}),
    createdAt: row.createdAt,
    joinedDaysAgo: daysSince(createdMsOf(row)),
    ...(ownerOrAdmin ? { referralCode: row.referralCode } : {}),
    ...(viewer?.id === row.id ? { language: isLanguage(row.language) ? row.language : null } : {}),
    ...(counts
      ? {
          referralStats: {
            successfulReferrals: counts.successful,
            activeReferrals: counts.active,
            totalReferrals: counts.total,
            totalRewardsEarned: counts.rewarded,
          },
          referralPerks: {
            currentTier: tier,
            unlockedFeatures: unlockedFeaturesFor(tier),
            specialBadges: counts.badges,
          },
        }
      : {}),
    interests: interestsOf(row),
    phoneVerified: row.phoneVerifiedAt !== null,
  };
}

/** The Limited View: what anyone, signed in or not, may see of a member (no plan, status, dates or interests). */
export const toPublicView = (row: MemberRow): PublicMember => ({
  _id: row.id,
  id: row.id,
  name: row.name,
  occupation: row.occupation,
  bio: row.bio,
  profileImage: mediaUrl(row.profileImageId),
});

// Worked out once per cached row: the directory draws 24 members a page for every request.
const createdMsOf = memoizePerRow((row: MemberRow) => Date.parse(row.createdAt));
// Frozen: every reply of a cached page shares it.
const interestsOf = memoizePerRow((row: MemberRow) => Object.freeze(parseInterests(row.interests)) as string[]);

function parseInterests(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
