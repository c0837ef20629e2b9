import { z } from 'zod';
import { SHORTLIST_LIMITS } from './matrimonial-shortlist-messages.ts';
import { PaginationSchema } from './pagination.ts';
import { MatrimonialProfileSchema } from './matrimonial-replies.ts';

export * from './matrimonial-shortlist-messages.ts';

// A member's shortlist of matrimonial profiles and the profiles they are not interested in (issue 35).

export const ShortlistQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(50).optional().default(SHORTLIST_LIMITS.pageSize),
});
export type ShortlistQuery = z.input<typeof ShortlistQuerySchema>;

/** GET /api/matrimonial/shortlist: the profiles, newest shortlisted first. */
export const ShortlistReplySchema = z.object({
  profiles: z.array(MatrimonialProfileSchema),
  pagination: PaginationSchema,
});
export type ShortlistReply = z.infer<typeof ShortlistReplySchema>;

/** A hidden profile with when it comes back. */
export const HiddenProfileSchema = MatrimonialProfileSchema.extend({
  hiddenAt: z.string(),
  hiddenUntil: z.string(),
});
export type HiddenProfile = z.infer<typeof HiddenProfileSchema>;

/** GET /api/matrimonial/hidden: profiles the member is not interested in (still hidden), newest first. */
export const HiddenReplySchema = z.object({
  profiles: z.array(HiddenProfileSchema),
  pagination: PaginationSchema,
});
export type HiddenReply = z.infer<typeof HiddenReplySchema>;

/** POST/DELETE of the shortlist and of "Not interested": the state after the change. */
export const ShortlistChangeReplySchema = z.object({
  message: z.string(),
  shortlisted: z.boolean(),
});
export type ShortlistChangeReply = z.infer<typeof ShortlistChangeReplySchema>;

export const HideChangeReplySchema = z.object({
  message: z.string(),
  hidden: z.boolean(),
  hiddenUntil: z.string().optional(),
});
export type HideChangeReply = z.infer<typeof HideChangeReplySchema>;
