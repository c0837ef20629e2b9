import { z } from 'zod';
import { PaginationSchema } from './pagination.ts';
import type { MessageId } from './i18n/namespaces.ts';

// Trust and safety (issue 34): reports, blocks, the moderation queue and the posting limits.

export const REPORT_SUBJECT_TYPES = ['question', 'answer', 'comment', 'listing', 'matrimonial', 'member'] as const;
export type ReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];

export const REPORT_REASONS = ['spam', 'abusive', 'fake', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_LIMITS = {
  noteMax: 500,
  /** Reports a member may file in a day. */
  perDay: 20,
  /** Open reports from this many different members hide a subject until an admin decides. */
  hideAfter: 3,
  /** Members one member may block. */
  blocksMax: 1000,
  queuePageSize: 20,
  /** Days of a suspension an admin may choose (or none: until lifted). */
  suspendDaysMax: 3650,
  moderationNoteMax: 500,
} as const;

export const REPORT_MESSAGES = {
  created: 'common.report.thanks',
  duplicate: 'common.report.duplicate',
  tooMany: 'common.report.tooMany',
  notFound: 'common.report.notFound',
  own: 'common.report.own',
  noteMax: 'common.report.noteMax',
  blockSelf: 'common.block.self',
  blocksMax: 'common.block.tooMany',
  blocked: 'common.block.done',
  unblocked: 'common.block.undone',
} as const satisfies Record<string, MessageId>;

export const ReportBodySchema = z.object({
  subjectType: z.enum(REPORT_SUBJECT_TYPES),
  subjectId: z.string().min(1).max(100),
  reason: z.enum(REPORT_REASONS),
  note: z.string().trim().max(REPORT_LIMITS.noteMax, REPORT_MESSAGES.noteMax).optional(),
});
export type ReportBody = z.infer<typeof ReportBodySchema>;

export const ReportReplySchema = z.object({
  message: z.string(),
  report: z.object({ _id: z.string(), status: z.enum(['open', 'closed']) }),
});
export type ReportReply = z.infer<typeof ReportReplySchema>;

export const BlockedMemberSchema = z.object({
  user: z.object({ _id: z.string(), id: z.string(), name: z.string(), profileImage: z.string().nullable() }),
  createdAt: z.string(),
});
export type BlockedMember = z.infer<typeof BlockedMemberSchema>;

export const BlockReplySchema = z.object({ message: z.string(), block: BlockedMemberSchema });
export const BlocksReplySchema = z.object({ blocks: z.array(BlockedMemberSchema), pagination: PaginationSchema });
export type BlocksReply = z.infer<typeof BlocksReplySchema>;

// The queue.

export const MODERATION_KINDS = [...REPORT_SUBJECT_TYPES, 'pending_listing', 'pending_matrimonial'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

export const MODERATION_ACTIONS = ['keep', 'remove', 'warn', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const ModerationQuerySchema = z.object({
  // The queue merges three sources read up to the page's end: deep pages are bounded (50 x 20 items).
  page: z.coerce.number().int().min(1).max(50).default(1),
  kind: z.enum(MODERATION_KINDS).optional(),
  reason: z.enum(REPORT_REASONS).optional(),
});

export const ModerationItemSchema = z.object({
  /** The subject's type in the action route: a report subject, or `listing`/`matrimonial` for a pending one. */
  subjectType: z.enum(REPORT_SUBJECT_TYPES),
  subjectId: z.string(),
  kind: z.enum(MODERATION_KINDS),
  /** A title or the first words of the content; a member's name. */
  title: z.string(),
  content: z.string(),
  /** Where the subject is seen on the site. */
  link: z.string().nullable(),
  author: z.object({ _id: z.string(), name: z.string(), accountStatus: z.string() }).nullable(),
  /** Open reports: how many members, which reasons, their notes (reporters' names stay with admins). */
  reportCount: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  notes: z.array(z.object({ reporter: z.string(), reason: z.enum(REPORT_REASONS), note: z.string(), at: z.string() })),
  hidden: z.boolean(),
  /** When it started waiting: the first report, or the record's creation for a pending one. */
  waitingSince: z.string(),
});
export type ModerationItem = z.infer<typeof ModerationItemSchema>;

export const ModerationCountsSchema = z.object({
  reports: z.number().int(),
  listings: z.number().int(),
  matrimonial: z.number().int(),
  total: z.number().int(),
});
export type ModerationCounts = z.infer<typeof ModerationCountsSchema>;

export const ModerationReplySchema = z.object({
  items: z.array(ModerationItemSchema),
  pagination: PaginationSchema,
  counts: ModerationCountsSchema,
});
export type ModerationReply = z.infer<typeof ModerationReplySchema>;

export const ModerationActionBodySchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  note: z.string().trim().max(REPORT_LIMITS.moderationNoteMax).optional(),
  /** For suspend: how many days; none suspends until an admin lifts it. */
  days: z.coerce.number().int().min(1).max(REPORT_LIMITS.suspendDaysMax).optional(),
});
export type ModerationActionBody = z.infer<typeof ModerationActionBodySchema>;

export const MODERATION_MESSAGES = {
  notWaiting: 'server.moderation.notWaiting',
  done: 'server.moderation.done',
  pendingDone: 'server.moderation.pendingDone',
  cannotSuspend: 'server.moderation.cannotSuspend',
} as const satisfies Record<string, MessageId>;

export const ModerationDecisionReplySchema = z.object({ message: z.string(), counts: ModerationCountsSchema });
export type ModerationDecisionReply = z.infer<typeof ModerationDecisionReplySchema>;

export const ModerationSubjectParamsSchema = z.object({
  subjectType: z.enum(REPORT_SUBJECT_TYPES),
  subjectId: z.string().min(1).max(100),
});

// Posting limits: per member per day; accounts younger than a day get half; admins are exempt.

export const POSTING_KINDS = ['questions', 'answers', 'comments', 'listings', 'matrimonial'] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];
export const POSTING_LIMITS: Record<PostingKind, number> = {
  questions: 10,
  answers: 50,
  comments: 50,
  listings: 5,
  matrimonial: 3,
};
export const POSTING_LIMIT_MESSAGE = 'server.postingLimit' satisfies MessageId;
