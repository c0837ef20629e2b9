import { z } from 'zod';
import { LANGUAGES } from './i18n/languages.ts';
import { strings } from './fields.ts';

export const PLAN_TYPES = ['free', 'basic', 'premium', 'admin'] as const;
export const ACCOUNT_STATUSES = ['active', 'deactivated', 'suspended'] as const;
export const TIERS = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;

export type PlanType = (typeof PLAN_TYPES)[number];
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export type Tier = (typeof TIERS)[number];

export const ReferralStatsSchema = z.object({
  successfulReferrals: z.number().int(),
  activeReferrals: z.number().int(),
  totalReferrals: z.number().int(),
  totalRewardsEarned: z.number().int(),
});

export const ReferralPerksSchema = z.object({
  currentTier: z.enum(TIERS),
  unlockedFeatures: z.array(z.string()),
  specialBadges: z.array(z.string()),
});

/**
 * A member as a viewer may see them. Contact fields (phoneNumber, email, address) are optional
 * because the server leaves them out for viewers who may not see them.
 */
export const UserSchema = z.object({
  ...strings('_id', 'id', 'name'),
  phoneNumber: z.string().optional(),
  email: z.string().optional(),
  address: z.string().optional(),
  ...strings('occupation', 'profession', 'bio'),
  profileImage: z.string().nullable(),
  planType: z.enum(PLAN_TYPES),
  premiumExpiresAt: z.string().nullable(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  isPublic: z.boolean(),
  /** Present for an admin, to themselves and other admins: whether they chose to be listed in the directory. */
  listInDirectory: z.boolean().optional(),
  createdAt: z.string(),
  joinedDaysAgo: z.number().int(),
  referralCode: z.string().optional(),
  referralStats: ReferralStatsSchema.optional(),
  referralPerks: ReferralPerksSchema.optional(),
  interests: z.array(z.string()),
  /** Whether the member proved the phone is theirs by a one-time code. */
  phoneVerified: z.boolean().optional(),
  /** The member's own choice of language, to themselves only: null until they choose. */
  language: z.enum(LANGUAGES).nullable().optional(),
});
export type User = z.infer<typeof UserSchema>;

/**
 * The member-summary shape: how a member appears beside what they wrote or own (listing owners, referred
 * friends, news comments, question authors, matrimonial owners). Never contacts: a name, a photo, an occupation.
 */
export const MemberSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  profileImage: z.string().nullable(),
  occupation: z.string(),
});
export type MemberSummary = z.infer<typeof MemberSummarySchema>;

/** The Limited View (GET /api/users/:id/public): what anyone, signed in or not, may see of a member. */
export const PublicMemberSchema = z.object({
  ...strings('_id', 'id', 'name', 'occupation', 'bio'),
  profileImage: z.string().nullable(),
});
export type PublicMember = z.infer<typeof PublicMemberSchema>;
