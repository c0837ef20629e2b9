import { z } from 'zod';
import { messageWith, type MessageId } from './i18n/namespaces.ts';
import { pageReply } from './pagination.ts';
import { limitParam, pageParam } from './query-parts.ts';
import { UPLOADS } from './limits.ts';

// Success stories (issue 35): couples who met through the matrimonial section, published by admins with both
// families' consent, listed newest first on /matrimonial/success-stories.

export const SUCCESS_STORY_LIMITS = {
  nameMax: 100,
  cityMax: 100,
  storyMax: 1000,
  pageSize: 12,
  /** Weddings from this year on (older ones are typed in by mistake more often than not). */
  firstYear: 1950,
  photoMaxBytes: UPLOADS.photoMaxBytes,
} as const;

const IDS = {
  required: 'matrimonial.stories.required',
  monthInvalid: 'matrimonial.stories.monthInvalid',
  monthFuture: 'matrimonial.stories.monthFuture',
  consentRequired: 'matrimonial.stories.consentRequired',
  photoRequired: 'matrimonial.stories.photoRequired',
  photoType: 'matrimonial.stories.photoType',
  photoSize: 'matrimonial.stories.photoSize',
  notFound: 'matrimonial.stories.notFound',
  created: 'matrimonial.stories.created',
  updated: 'matrimonial.stories.updated',
  deleted: 'matrimonial.stories.deleted',
} as const satisfies Record<string, MessageId>;

/** Every success story message as a catalogue id (those with a number carry it: see messageWith). */
export const SUCCESS_STORY_MESSAGES = {
  ...IDS,
  nameMax: messageWith('matrimonial.stories.nameMax', { max: SUCCESS_STORY_LIMITS.nameMax }),
  cityMax: messageWith('matrimonial.stories.cityMax', { max: SUCCESS_STORY_LIMITS.cityMax }),
  storyMax: messageWith('matrimonial.stories.storyMax', { max: SUCCESS_STORY_LIMITS.storyMax }),
} as const;

const M = SUCCESS_STORY_MESSAGES;
const text = (max: number, maxMessage: string) =>
  z.string({ error: M.required }).trim().min(1, M.required).max(max, maxMessage);

/** The month of today in India (YYYY-MM): a wedding month may not come after it. */
const currentMonthIst = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

/** 'YYYY-MM', from the first year on, not after the current month. */
export const WeddingMonthSchema = z
  .string({ error: M.monthInvalid })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthInvalid)
  .refine((value) => Number(value.slice(0, 4)) >= SUCCESS_STORY_LIMITS.firstYear, M.monthInvalid)
  .refine((value) => value <= currentMonthIst(), M.monthFuture);

/**
 * The text fields of POST /api/admin/matrimonial/success-stories and PUT .../:id (multipart/form-data); the file is
 * `photo` (required on create; on edit, absent keeps the stored one). `familiesConsented` must be 'true'.
 */
export const SuccessStoryFieldsSchema = z.object({
  brideName: text(SUCCESS_STORY_LIMITS.nameMax, M.nameMax),
  groomName: text(SUCCESS_STORY_LIMITS.nameMax, M.nameMax),
  weddingMonth: WeddingMonthSchema,
  city: text(SUCCESS_STORY_LIMITS.cityMax, M.cityMax),
  story: text(SUCCESS_STORY_LIMITS.storyMax, M.storyMax),
  familiesConsented: z
    .string({ error: M.consentRequired })
    .refine((value) => value === 'true', M.consentRequired)
    .transform(() => true as const),
});
export type SuccessStoryFields = z.output<typeof SuccessStoryFieldsSchema>;

/** A published story as the page and the admin tab show it. */
export const SuccessStorySchema = z.object({
  _id: z.string(),
  brideName: z.string(),
  groomName: z.string(),
  /** YYYY-MM. */
  weddingMonth: z.string(),
  city: z.string(),
  /** The couple's photo (public media), or null when it was removed. */
  photo: z.string().nullable(),
  story: z.string(),
  familiesConsented: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SuccessStory = z.infer<typeof SuccessStorySchema>;

export const SuccessStoriesQuerySchema = z.object({
  page: pageParam(10_000),
  limit: limitParam(50, SUCCESS_STORY_LIMITS.pageSize),
});

export const SuccessStoriesReplySchema = pageReply('stories', SuccessStorySchema);
export type SuccessStoriesReply = z.infer<typeof SuccessStoriesReplySchema>;

export const SuccessStorySavedReplySchema = z.object({ story: SuccessStorySchema, message: z.string() });
export type SuccessStorySavedReply = z.infer<typeof SuccessStorySavedReplySchema>;
