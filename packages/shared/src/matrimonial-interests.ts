import { z } from 'zod';
import {
  INTEREST_DIRECTIONS,
  INTEREST_LIMITS,
  INTEREST_MESSAGES,
  INTEREST_STATUSES,
} from './matrimonial-interests-messages.ts';
import { MatrimonialProfileSchema } from './matrimonial-replies.ts';
import { PaginationSchema } from './pagination.ts';

// Interests between families (issue 35): a member sends one for one of their own approved profiles to a profile of
// the other gender; the receiving family accepts or declines it, the sender may withdraw it while it waits.

export * from './matrimonial-interests-messages.ts';

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
