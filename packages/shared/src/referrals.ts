import { z } from 'zod';
import type { MessageId } from './i18n/namespaces.ts';
import { PREMIUM } from './limits.ts';
import { FREE_MONTH_DAYS } from './payment-messages.ts';
import { MemberSummarySchema, ReferralPerksSchema, ReferralStatsSchema, TIERS, type Tier } from './user.ts';

/**
 * A tier's benefit: `text` is a catalogue id (the browser says it in the language shown). `delivered`: the site really gives it (the Progress tab lists only these); `premiumDays`: the
 * server grants that much premium once, when the member reaches the tier.
 */
export type TierBenefit = { text: MessageId; delivered: boolean; premiumDays?: number };

const given = (text: MessageId, premiumDays?: number): TierBenefit => ({
  text,
  delivered: true,
  ...(premiumDays ? { premiumDays } : {}),
});
const promised = (text: MessageId): TierBenefit => ({ text, delivered: false });

/** The tier table the server supplies to the referral dashboard (minimums are successful referrals). */
export const TIER_TABLE: readonly { tier: Tier; minReferrals: number; benefits: TierBenefit[]; features: string[] }[] =
  [
    { tier: 'bronze', minReferrals: 0, benefits: [given('referrals.benefit.linkAndDashboard')], features: [] },
    {
      tier: 'silver',
      minReferrals: 5,
      // The tier shows on the member's profile (the referral contributor card).
      benefits: [given('referrals.benefit.silverBadge'), promised('referrals.benefit.priorityReview')],
      features: ['profile_badge', 'priority_listing_review'],
    },
    {
      tier: 'gold',
      minReferrals: 15,
      benefits: [
        given('referrals.benefit.goldBadge'),
        promised('referrals.benefit.featured'),
        given('referrals.benefit.freeMonth', FREE_MONTH_DAYS),
      ],
      features: ['profile_badge', 'priority_listing_review', 'directory_featured'],
    },
    {
      tier: 'platinum',
      minReferrals: 30,
      benefits: [
        given('referrals.benefit.platinumBadge'),
        given('referrals.benefit.freeRenewal', PREMIUM.validityDays),
        promised('referrals.benefit.events'),
      ],
      features: ['profile_badge', 'priority_listing_review', 'directory_featured', 'event_invitations'],
    },
    {
      tier: 'diamond',
      minReferrals: 50,
      benefits: [
        given('referrals.benefit.diamondBadge'),
        promised('referrals.benefit.ambassador'),
        promised('referrals.benefit.lifePremium'),
      ],
      features: [
        'profile_badge',
        'priority_listing_review',
        'directory_featured',
        'event_invitations',
        'ambassador_status',
      ],
    },
  ];

export function tierFor(successfulReferrals: number): Tier {
  let current: Tier = 'bronze';
  for (const row of TIER_TABLE) if (successfulReferrals >= row.minReferrals) current = row.tier;
  return current;
}

/**
 * Features the site really gives: the dashboard's "Unlocked Features" names only these (the others are promises
 * of the tier table that nothing grants yet, like its undelivered benefits).
 */
export const DELIVERED_FEATURES: ReadonlySet<string> = new Set(['profile_badge']);

export const unlockedFeaturesFor = (tier: Tier) =>
  (TIER_TABLE.find((row) => row.tier === tier)?.features ?? []).filter((feature) => DELIVERED_FEATURES.has(feature));

export const ReferralValidationSchema = z.object({
  valid: z.boolean(),
  referrer: z.object({ name: z.string(), tier: z.enum(TIERS), totalReferrals: z.number().int() }).optional(),
  message: z.string().optional(),
});
export type ReferralValidation = z.infer<typeof ReferralValidationSchema>;

export const REFERRAL_STATUSES = ['pending', 'completed', 'cancelled'] as const;

export const ReferralInfoSchema = z.object({
  referralCode: z.string(),
  referralLink: z.string(),
  referralStats: ReferralStatsSchema,
  referralPerks: ReferralPerksSchema,
  tierInfo: z.object({
    current: z.enum(TIERS),
    next: z.object({ tier: z.enum(TIERS), minReferrals: z.number().int() }).nullable(),
    all: z.array(
      z.object({
        tier: z.enum(TIERS),
        minReferrals: z.number().int(),
        benefits: z.array(z.object({ text: z.string(), delivered: z.boolean() })),
        features: z.array(z.string()),
      }),
    ),
  }),
  recentReferrals: z.array(
    z.object({
      _id: z.string(),
      status: z.enum(REFERRAL_STATUSES),
      createdAt: z.string(),
      /** `_id` is null once the referred member deleted their account (named FORMER_MEMBER_NAME then). */
      referred: MemberSummarySchema.extend({ _id: z.string().nullable(), createdAt: z.string() }),
    }),
  ),
});
export type ReferralInfo = z.infer<typeof ReferralInfoSchema>;

export const RegenerateCodeReplySchema = z.object({
  message: z.string(),
  newReferralCode: z.string(),
  referralLink: z.string(),
});
export type RegenerateCodeReply = z.infer<typeof RegenerateCodeReplySchema>;

/** The referral replies' messages, as catalogue ids (the server says them in the request's language). */
export const REFERRAL_MESSAGES = {
  codeChanged: 'referrals.codeChanged',
  referralNotFound: 'referrals.referralNotFound',
  cancelledCannotChange: 'referrals.cancelledCannotChange',
  onlyPendingComplete: 'referrals.onlyPendingComplete',
  onlyCompletedReward: 'referrals.onlyCompletedReward',
  alreadyRewarded: 'referrals.alreadyRewarded',
  referralUpdated: 'referrals.referralUpdated',
  rewardGranted: 'referrals.rewardGranted',
  codeRegenerated: 'referrals.codeRegenerated',
} as const satisfies Record<string, MessageId>;

/**
 * How a referred member who deleted their account appears in the admin's lists and exports (English, as the admin
 * screens are); the member's own history shows the referrals.history.formerMember message for a null `_id`.
 */
export const FORMER_MEMBER_NAME = 'Former member';
