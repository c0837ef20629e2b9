import { z } from 'zod';
import { requiredText } from './fields.ts';
import { CommentSchema } from './engagement.ts';
import { pageReply } from './pagination.ts';
import {
  FORM_DISPLAY_TYPES,
  NEWS_CATEGORIES,
  NEWS_DEFAULTS,
  NEWS_LIMITS,
  NEWS_MESSAGES,
  NEWS_STATUSES,
  parseTags,
} from './news-messages.ts';

export * from './news-messages.ts';

const required = requiredText(NEWS_MESSAGES.requiredFields);

/** An optional text field of a multipart form: blank is "not set" (null). */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || null);

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname;
  } catch {
    return false;
  }
};

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/**
 * The text fields of POST /api/news and PUT /api/news/:id (multipart/form-data). Files are `image` and `images`.
 * On edit, `keepImages` (a JSON array of the additional images' ids to keep, in order; absent keeps all) and
 * `removeImage` ('true' drops the main image) say what happens to the stored pictures.
 */
export const NewsFieldsSchema = z
  .object({
    title: required(NEWS_LIMITS.titleMax, NEWS_MESSAGES.titleMax),
    content: required(NEWS_LIMITS.contentMax, NEWS_MESSAGES.contentMax),
    excerpt: required(NEWS_LIMITS.excerptMax, NEWS_MESSAGES.excerptMax),
    category: z.enum(NEWS_CATEGORIES, { error: NEWS_MESSAGES.requiredFields }),
    status: z.enum(NEWS_STATUSES, { error: NEWS_MESSAGES.statusInvalid }).optional().default('draft'),
    featured: flag,
    eventDate: z
      .string()
      .trim()
      .max(40, NEWS_MESSAGES.eventDateInvalid)
      .optional()
      .transform((value, ctx) => {
        if (!value) return null;
        const time = Date.parse(value);
        if (Number.isNaN(time)) {
          ctx.addIssue({ code: 'custom', message: NEWS_MESSAGES.eventDateInvalid });
          return z.NEVER;
        }
        return new Date(time).toISOString();
      }),
    eventLocation: optionalText(NEWS_LIMITS.locationMax, NEWS_MESSAGES.eventFields),
    tags: z
      .string()
      .max(2000, NEWS_MESSAGES.tooManyTags)
      .optional()
      .transform((value) => parseTags(value ?? ''))
      .pipe(
        z
          .array(z.string().max(NEWS_LIMITS.tagMax, NEWS_MESSAGES.tagTooLong))
          .max(NEWS_LIMITS.tagsMax, NEWS_MESSAGES.tooManyTags),
      ),
    attachedForm: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{0,64}$/, NEWS_MESSAGES.formIdInvalid)
      .optional()
      .transform((value) => value || null),
    formDisplayType: z.enum(FORM_DISPLAY_TYPES).optional().default(NEWS_DEFAULTS.formDisplayType),
    externalFormLink: optionalText(NEWS_LIMITS.externalFormLinkMax, NEWS_MESSAGES.externalFormLinkInvalid).refine(
      (value) => value === null || isWebUrl(value),
      NEWS_MESSAGES.externalFormLinkInvalid,
    ),
    externalFormText: optionalText(NEWS_LIMITS.externalFormTextMax, NEWS_MESSAGES.externalFormTextMax).transform(
      (value) => value ?? NEWS_DEFAULTS.externalFormText,
    ),
    keepImages: z
      .string()
      .max(1000)
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        try {
          const list: unknown = JSON.parse(value || '[]');
          if (Array.isArray(list) && list.every((id) => typeof id === 'string')) return list as string[];
        } catch {
          // reported below
        }
        ctx.addIssue({ code: 'custom', message: NEWS_MESSAGES.imageListInvalid });
        return z.NEVER;
      }),
    removeImage: flag,
  })
  .superRefine((value, ctx) => {
    if (value.category !== 'event') return;
    if (!value.eventDate) ctx.addIssue({ code: 'custom', path: ['eventDate'], message: NEWS_MESSAGES.eventFields });
    if (!value.eventLocation) {
      ctx.addIssue({ code: 'custom', path: ['eventLocation'], message: NEWS_MESSAGES.eventFields });
    }
  });
export type NewsFields = z.output<typeof NewsFieldsSchema>;

export const AttachedFormSchema = z.object({ _id: z.string(), title: z.string(), slug: z.string() });
export type AttachedForm = z.infer<typeof AttachedFormSchema>;

/** A news item as lists carry it; `content` only in the article and the admin list. */
export const NewsItemSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  status: z.enum(NEWS_STATUSES),
  featured: z.boolean(),
  excerpt: z.string(),
  content: z.string().optional(),
  image: z.string().nullable(),
  images: z.array(z.string()),
  /** The media ids of `images`, in order (the edit form says which to keep). */
  imageIds: z.array(z.string()),
  author: z.object({ name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  views: z.number().int(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  liked: z.boolean(),
  eventDate: z.string().nullable(),
  eventLocation: z.string().nullable(),
  /** True for an event whose date has gone by. */
  isPast: z.boolean(),
  goingCount: z.number().int(),
  going: z.boolean(),
  attachedForm: AttachedFormSchema.nullable(),
  /** The stored form id (admin edit form), whether or not the form exists. */
  attachedFormId: z.string().nullable(),
  formDisplayType: z.enum(FORM_DISPLAY_TYPES),
  externalFormLink: z.string().nullable(),
  externalFormText: z.string(),
  tags: z.array(z.string()),
  readTime: z.number().int(),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

/** The article: the item with its content and the newest comments. */
export const NewsArticleSchema = NewsItemSchema.extend({
  content: z.string(),
  comments: z.array(CommentSchema),
  commentsNextCursor: z.string().nullable(),
});
export type NewsArticle = z.infer<typeof NewsArticleSchema>;

const page = z.coerce.number().int().min(1).max(100_000).optional().default(1);
const search = z.string().trim().max(NEWS_LIMITS.searchMax).optional().default('');

export const NewsQuerySchema = z.object({
  page,
  limit: z.coerce.number().int().min(1).max(50).optional().default(NEWS_LIMITS.pageSize),
  sort: z.enum(['-createdAt', 'createdAt']).optional().default('-createdAt'),
  category: z.enum(NEWS_CATEGORIES).or(z.literal('')).optional().default(''),
  search,
  featured: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((value) => value === 'true'),
});

export const NewsLatestQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NEWS_LIMITS.latestMax).optional().default(NEWS_LIMITS.latestDefault),
});

export const NewsAdminQuerySchema = z.object({
  page,
  limit: z.coerce.number().int().min(1).max(100).optional().default(NEWS_LIMITS.adminPageSize),
  status: z.enum(NEWS_STATUSES).or(z.literal('')).optional().default(''),
  category: z.enum(NEWS_CATEGORIES).or(z.literal('')).optional().default(''),
  search,
});

export const NewsListReplySchema = pageReply('news', NewsItemSchema);
export type NewsListReply = z.infer<typeof NewsListReplySchema>;
export const NewsLatestReplySchema = z.object({ news: z.array(NewsItemSchema) });
export type NewsLatestReply = z.infer<typeof NewsLatestReplySchema>;
export const NewsArticleReplySchema = z.object({ news: NewsArticleSchema });
export type NewsArticleReply = z.infer<typeof NewsArticleReplySchema>;
export const NewsSavedReplySchema = z.object({
  news: NewsItemSchema.extend({ content: z.string() }),
  message: z.string(),
});
export type NewsSavedReply = z.infer<typeof NewsSavedReplySchema>;

export const GoingReplySchema = z.object({ going: z.boolean(), goingCount: z.number().int() });
export type GoingReply = z.infer<typeof GoingReplySchema>;

/** The admin's list of who is going to an event. */
export const AttendeesReplySchema = z.object({
  attendees: z.array(
    z.object({ name: z.string(), phoneNumber: z.string(), email: z.string().nullable(), createdAt: z.string() }),
  ),
});
