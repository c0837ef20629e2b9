import { z } from 'zod';
import { strings } from './fields.ts';
import { PHONE_PATTERN, normalizePhone } from './phone.ts';
import { ACCOUNT } from './limits.ts';
import { pageReply } from './pagination.ts';
import { ACCOUNT_STATUSES, TIERS } from './user.ts';

/** The user form's messages (admin spec section 5). */
export const USER_FORM_MESSAGES = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  phoneDigits: 'Phone number must be 10 digits',
  passwordRequiredNew: 'Password is required for new users',
  passwordMin: 'Password must be at least 6 characters',
  adminPasswordMin: `An admin's password must be at least ${ACCOUNT.adminPasswordMin} characters`,
  created: 'User created successfully',
  updated: 'User updated successfully',
  deleted: 'User deleted',
  ownAccountDelete: 'You cannot delete your own account',
  ownPlanOrStatus: 'You cannot change your own plan or status',
  saveFailed: 'Failed to save user. Please try again.',
  unexpected: 'An unexpected error occurred.',
  loadFailed: 'Failed to load users. Please try again.',
} as const;

export const ADMIN_PLAN_TYPES = ['free', 'premium', 'admin'] as const;

// The stored form (normalizePhone): a member registered with +91 or another country's prefix can be edited.
const phone10 = z
  .string({ error: USER_FORM_MESSAGES.phoneRequired })
  .transform(normalizePhone)
  .pipe(z.string().min(1, USER_FORM_MESSAGES.phoneRequired).regex(PHONE_PATTERN, USER_FORM_MESSAGES.phoneDigits));

const name = z
  .string({ error: USER_FORM_MESSAGES.nameRequired })
  .trim()
  .min(1, USER_FORM_MESSAGES.nameRequired)
  .max(100);
const password = z.string().min(ACCOUNT.passwordMin, USER_FORM_MESSAGES.passwordMin).max(200);

const common = {
  occupation: z.string().trim().max(100).optional(),
  email: z.string().trim().max(254).optional(),
  planType: z.enum(ADMIN_PLAN_TYPES).optional(),
  accountStatus: z.enum(ACCOUNT_STATUSES).optional(),
  isPublic: z.boolean().optional(),
};

export const AdminUserCreateSchema = z.object({
  name,
  phoneNumber: phone10,
  password: z
    .string({ error: USER_FORM_MESSAGES.passwordRequiredNew })
    .min(1, USER_FORM_MESSAGES.passwordRequiredNew)
    .pipe(password),
  ...common,
  profileImage: z.string().optional(),
});
export type AdminUserCreateInput = z.input<typeof AdminUserCreateSchema>;

/** Changed fields only; a blank password keeps the current one. */
export const AdminUserUpdateSchema = z.object({
  name: name.optional(),
  phoneNumber: phone10.optional(),
  password: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(password.optional()),
  ...common,
  profileImage: z.string().nullable().optional(),
});
export type AdminUserUpdateInput = z.input<typeof AdminUserUpdateSchema>;

export const AdminUserSchema = z.object({
  ...strings('_id', 'id', 'name', 'phoneNumber'),
  email: z.string().nullable(),
  occupation: z.string(),
  planType: z.enum(['free', 'basic', 'premium', 'admin']),
  premiumExpiresAt: z.string().nullable(),
  /** A premium plan whose year has not run out. */
  premiumActive: z.boolean(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  isPublic: z.boolean(),
  profileImage: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersQuerySchema = z.object({
  search: z.string().trim().max(100).optional().default(''),
  planType: z.enum(ADMIN_PLAN_TYPES).or(z.literal('')).optional().default(''),
  accountStatus: z.enum(ACCOUNT_STATUSES).or(z.literal('')).optional().default(''),
  page: z.coerce.number().int().min(1).optional().default(1),
  limit: z.coerce.number().int().min(1).max(100).optional().default(20),
});

export const AdminUsersReplySchema = pageReply('users', AdminUserSchema);
export type AdminUsersReply = z.infer<typeof AdminUsersReplySchema>;
export const AdminUserReplySchema = z.object({ message: z.string(), user: AdminUserSchema });
export type AdminUserReply = z.infer<typeof AdminUserReplySchema>;

/** The user CSV export (admin spec section 9). */
export const USER_EXPORT_COLUMNS = [
  'Name',
  'PhoneNumber',
  'Occupation',
  'PlanType',
  'AccountStatus',
  'IsPublic',
  'CreatedAt',
] as const;
export const userExportFileName = (date: Date) => `users_export_${date.toISOString().slice(0, 10)}.csv`;
export const referralExportFileName = (date: Date) => `referrals_export_${date.toISOString().slice(0, 10)}.csv`;

export const AuditEntrySchema = z.object({
  _id: z.string(),
  actor: z.object({ name: z.string() }),
  action: z.string(),
  target: z.object({ name: z.string() }),
  details: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const REFERRAL_SOURCES = ['link', 'code'] as const;
const REFERRAL_STATUS = z.enum(['pending', 'completed', 'cancelled']);

/** How many hours the dashboard waits for a backup before it turns red. */
export const BACKUP_OVERDUE_HOURS = 48;

/** The site's backups on the dashboard: the newest one read back whole, and a failure since. */
export const BackupStatusSchema = z.object({
  /** BACKUP_DIR is set on the server that answered: it makes a backup every day. */
  scheduled: z.boolean(),
  last: z.object({ at: z.string(), bytes: z.number().int(), fileName: z.string(), server: z.string() }).nullable(),
  /** The newest attempt failed (after `last`): when and why. */
  failure: z.object({ at: z.string(), error: z.string() }).nullable(),
  /** No whole backup for BACKUP_OVERDUE_HOURS, or none yet while scheduled. */
  overdue: z.boolean(),
});
export type BackupStatus = z.infer<typeof BackupStatusSchema>;

export const DashboardSchema = z.object({
  userStats: z.object({
    total: z.number().int(),
    premium: z.number().int(),
    active: z.number().int(),
    deactivated: z.number().int(),
    suspended: z.number().int(),
    admins: z.number().int(),
  }),
  listingStats: z.object({ total: z.number().int(), byCategory: z.record(z.string(), z.number().int()) }),
  referralStats: z.object({ total: z.number().int(), completed: z.number().int() }),
  /** Paise received this (IST) calendar month, refunds and test-mode payments (no money moved) excluded. */
  paymentStats: z.object({ revenueThisMonth: z.number().int(), testPaymentsThisMonth: z.number().int() }),
  recentUsers: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      phoneNumber: z.string(),
      planType: z.string(),
      accountStatus: z.string(),
      createdAt: z.string(),
    }),
  ),
  topReferrers: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      referralCode: z.string(),
      referralStats: z.object({ successfulReferrals: z.number().int() }),
    }),
  ),
  recentReferrals: z.array(
    z.object({
      _id: z.string(),
      referrer: z.object({ name: z.string() }),
      referred: z.object({ name: z.string() }),
      referralDate: z.string(),
      status: REFERRAL_STATUS,
    }),
  ),
  auditLog: z.array(AuditEntrySchema),
  backups: BackupStatusSchema,
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const REFERRAL_PERIODS = ['week', 'month', 'quarter', 'year'] as const;

export const LeaderboardRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  referralCode: z.string(),
  successfulReferrals: z.number().int(),
  totalReferrals: z.number().int(),
  tier: z.enum(TIERS),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;

export const ReferralAnalyticsSchema = z.object({
  overallStats: z.object({
    totalReferrals: z.number().int(),
    completedReferrals: z.number().int(),
    conversionRate: z.number(),
    rewardsGiven: z.number().int(),
  }),
  tierDistribution: z.array(
    z.object({ _id: z.enum(TIERS), count: z.number().int(), totalReferrals: z.number().int() }),
  ),
  topReferrers: z.array(LeaderboardRowSchema),
  dailyTrends: z.array(
    z.object({
      _id: z.object({ year: z.number().int(), month: z.number().int(), day: z.number().int() }),
      count: z.number().int(),
      completed: z.number().int(),
    }),
  ),
  sourceAnalysis: z.array(
    z.object({ _id: z.enum(REFERRAL_SOURCES), count: z.number().int(), completed: z.number().int() }),
  ),
});
export type ReferralAnalytics = z.infer<typeof ReferralAnalyticsSchema>;

export const AdminReferralSchema = z.object({
  _id: z.string(),
  referrer: z.object({
    _id: z.string(),
    name: z.string(),
    referralCode: z.string(),
    referralPerks: z.object({ currentTier: z.enum(TIERS) }),
  }),
  /** `_id` is null and `phoneNumber` empty once the referred member deleted their account. */
  referred: z.object({ _id: z.string().nullable(), name: z.string(), phoneNumber: z.string() }),
  status: REFERRAL_STATUS,
  source: z.enum(REFERRAL_SOURCES),
  createdAt: z.string(),
  rewardGiven: z.boolean(),
});
export type AdminReferral = z.infer<typeof AdminReferralSchema>;
export const AdminReferralsReplySchema = pageReply('referrals', AdminReferralSchema);
export type AdminReferralsReply = z.infer<typeof AdminReferralsReplySchema>;
export const AdminReferralReplySchema = z.object({ message: z.string(), referral: AdminReferralSchema });
export type AdminReferralReply = z.infer<typeof AdminReferralReplySchema>;
export const LeaderboardReplySchema = z.object({ leaderboard: z.array(LeaderboardRowSchema) });
export type LeaderboardReply = z.infer<typeof LeaderboardReplySchema>;
/** POST /api/admin/referrals/regenerate-code/{userId}. */
export const MemberCodeReplySchema = z.object({ message: z.string(), newReferralCode: z.string() });
export type MemberCodeReply = z.infer<typeof MemberCodeReplySchema>;

export const AdminReferralsQuerySchema = z.object({
  status: REFERRAL_STATUS.or(z.literal('')).optional().default(''),
  period: z
    .enum(REFERRAL_PERIODS)
    .or(z.enum(['all', '']))
    .optional()
    .default(''),
  search: z.string().trim().max(100).optional().default(''),
  dateFrom: z.iso.date().or(z.literal('')).optional().default(''),
  dateTo: z.iso.date().or(z.literal('')).optional().default(''),
  page: z.coerce.number().int().min(1).optional().default(1),
  limit: z.coerce.number().int().min(1).max(100).optional().default(20),
});

export const AdminReferralUpdateSchema = z
  .object({ status: z.literal('completed').optional(), rewardGiven: z.literal(true).optional() })
  .refine((body) => body.status !== undefined || body.rewardGiven !== undefined, 'Nothing to change');

export const REWARD_TYPES = ['bonus_referral', 'special_badge'] as const;
export const ManualRewardSchema = z.object({
  rewardType: z.enum(REWARD_TYPES, { error: 'Choose a reward type' }),
  reason: z.string({ error: 'A reason is required' }).trim().min(1, 'A reason is required').max(100),
});
