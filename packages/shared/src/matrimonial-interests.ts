import { z } from 'zod';
import { messageWith, type MessageId } from './i18n/namespaces.ts';
import { MatrimonialProfileSchema } from './matrimonial-replies.ts';
import { PaginationSchema } from './pagination.ts';

// Interests between families (issue 35): a member sends one for one of their own approved profiles to a profile of
// the other gender; the receiving family accepts or declines it, the sender may withdraw it while it waits.

export const INTEREST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];
export const INTEREST_DIRECTIONS = ['received', 'sent'] as const;
export type InterestDirection = (typeof INTEREST_DIRECTIONS)[number];

export const INTEREST_LIMITS = {
  messageMax: 300,
  /** Interests one member may send in 24 hours. */
  perDay: 20,
  pageSize: 20,
} as const;

export const INTEREST_MESSAGES = {
  sent: 'matrimonial.interests.sentMessage',
  accepted: 'matrimonial.interests.acceptedMessage',
  declined: 'matrimonial.interests.declinedMessage',
  withdrawn: 'matrimonial.interests.withdrawnMessage',
  notYours: 'matrimonial.interests.notYours',
  notApproved: 'matrimonial.interests.notApproved',
  duplicate: 'matrimonial.interests.duplicate',
  notPending: 'matrimonial.interests.notPending',
  notFound: 'matrimonial.interests.notFound',
  tooMany: messageWith('matrimonial.interests.tooMany', { max: INTEREST_LIMITS.perDay }),
  messageTooLong: messageWith('matrimonial.interests.messageTooLong', { max: INTEREST_LIMITS.messageMax }),
} as const;

/** The status badges' words. */
export const INTEREST_STATUS_LABELS = {
  pending: 'matrimonial.interests.status.pending',
  accepted: 'matrimonial.interests.status.accepted',
  declined: 'matrimonial.interests.status.declined',
  withdrawn: 'matrimonial.interests.status.withdrawn',
} as const satisfies Record<InterestStatus, MessageId>;

const id = z.string().trim().min(1).max(64);

export const SendInterestSchema = z.object({
  fromProfileId: id,
  toProfileId: id,
  message: z.string().trim().max(INTEREST_LIMITS.messageMax, INTEREST_MESSAGES.messageTooLong).optional().default(''),
});
export type SendInterestInput = z.input<typeof SendInterestSchema>;

export const InterestActionSchema = z.object({ action: z.enum(['accept', 'decline']) });
export type InterestAction = z.infer<typeof InterestActionSchema>['action'];

export const InterestsQuerySchema = z.object({
  direction: z.enum(INTEREST_DIRECTIONS).optional().default('received'),
  status: z
    .enum(['', ...INTEREST_STATUSES])
    .optional()
    .default(''),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});
export type InterestsQuery = z.input<typeof InterestsQuerySchema>;

export const InterestSchema = z.object({
  _id: z.string(),
  status: z.enum(INTEREST_STATUSES),
  message: z.string(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  /** Whether the reader received it (their profile is `toProfile`) or sent it. */
  direction: z.enum(INTEREST_DIRECTIONS),
  fromProfile: MatrimonialProfileSchema,
  toProfile: MatrimonialProfileSchema,
  /**
   * For an accepted interest and a reader who may see contacts (premium members and admins): a WhatsApp link to the
   * other family. Free members get none ("Upgrade to see contact details").
   */
  whatsapp: z.string().optional(),
});
export type Interest = z.infer<typeof InterestSchema>;

export const InterestReplySchema = z.object({ message: z.string(), interest: InterestSchema });
export type InterestReply = z.infer<typeof InterestReplySchema>;

export const InterestsReplySchema = z.object({ interests: z.array(InterestSchema), pagination: PaginationSchema });
export type InterestsReply = z.infer<typeof InterestsReplySchema>;
