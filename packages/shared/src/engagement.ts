import { z } from 'zod';
import { MemberSummarySchema } from './user.ts';
import { stripControlChars } from './text.ts';
import { AuthorBlockedSchema, ModerationLabelSchema } from './moderation-label.ts';
import { messageWith, type MessageId } from './i18n/namespaces.ts';

/** What members like and comment on; each feature names its own kind of subject. */
export const SUBJECT_TYPES = ['news', 'question', 'answer'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/** One liked or commented thing: its kind and its record's id. */
export type Subject = { type: SubjectType; id: string };

export const ENGAGEMENT_LIMITS = {
  /** Comments in one page (keyset paging, newest first). */
  commentsPageDefault: 20,
  commentsPageMax: 50,
  /** Subjects in one batch read (a page of news or questions). */
  batchMax: 100,
} as const;

/** Catalogue ids in `common` (the comments area is the shared web components'), under "engagement.". */
export const COMMENT_MESSAGES = {
  empty: 'common.engagement.commentEmpty' satisfies MessageId,
  tooLong: (max: number) => messageWith('common.engagement.commentTooLong', { max }),
  badCursor: 'common.engagement.badCursor' satisfies MessageId,
} as const;

/**
 * A comment's text: line breaks kept, other control characters removed, trimmed, 1..max characters.
 * `max` is the calling feature's limit (news comments: POSTS.commentMax).
 */
export const commentContent = (max: number) =>
  z
    .string({ error: COMMENT_MESSAGES.empty })
    .transform(stripControlChars)
    .pipe(z.string().trim().min(1, COMMENT_MESSAGES.empty).max(max, COMMENT_MESSAGES.tooLong(max)));

/** Body of a feature's "add a comment" route, e.g. POST /api/news/:id/comments. */
export const commentBody = (max: number) => z.object({ content: commentContent(max) });

/** A comment as every reply carries it: the author through the member-summary shape, never contacts. */
export const CommentSchema = z.object({
  _id: z.string(),
  content: z.string(),
  user: MemberSummarySchema,
  createdAt: z.string(),
  /** The author and admins only, when others no longer see it. */
  moderation: ModerationLabelSchema.optional(),
  /** The viewer blocked its author: the web collapses it. */
  authorBlocked: AuthorBlockedSchema,
});
export type Comment = z.infer<typeof CommentSchema>;

/** One page of a subject's comments, newest first; `nextCursor` asks for the next (older) page. */
export const CommentsPageSchema = z.object({
  comments: z.array(CommentSchema),
  nextCursor: z.string().nullable(),
});
export type CommentsPage = z.infer<typeof CommentsPageSchema>;

/** Query of a feature's comments route, e.g. GET /api/news/:id/comments?cursor=...&limit=20. */
export const CommentsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ENGAGEMENT_LIMITS.commentsPageMax)
    .optional()
    .default(ENGAGEMENT_LIMITS.commentsPageDefault),
});

/** Reply of every like toggle (POST /api/news/:id/like, /api/questions/:id/like, /api/answers/:id/like). */
export const LikeReplySchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type LikeReply = z.infer<typeof LikeReplySchema>;

/** A subject's counts and whether the viewer liked it, as a list item or detail reply carries them. */
export const EngagementSchema = z.object({
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  liked: z.boolean(),
});
export type Engagement = z.infer<typeof EngagementSchema>;
