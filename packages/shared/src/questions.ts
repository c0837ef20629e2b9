import { z } from 'zod';
import { ints, requiredText } from './fields.ts';
import { pageReply } from './pagination.ts';
import { choiceParam, limitParam, pageParam, textParam } from './query-parts.ts';
import { stripControlChars } from './text.ts';
import { AuthorBlockedSchema, ModerationLabelSchema } from './moderation-label.ts';
import {
  ANSWER_STATUSES,
  QUESTION_CATEGORIES,
  QUESTION_LIMITS as L,
  QUESTION_MESSAGES as M,
  QUESTION_PRIORITIES,
  QUESTION_STATUSES,
  QUESTION_TYPES,
} from './question-messages.ts';

export * from './question-messages.ts';

const required = requiredText(M.required);

/** Trimmed, empties dropped (the spec drops empty tags and options before sending; the server does too). */
const nonEmptyList = (rawMax: number) =>
  z
    .array(z.string().max(1000))
    .max(rawMax)
    .optional()
    .default([])
    .transform((items) => items.map((item) => item.trim()).filter(Boolean));

/** Body of POST /api/questions and PUT /api/questions/:id. Poll fields count only when type is poll. */
export const QuestionInputSchema = z
  .object({
    title: required(L.titleMax, M.titleMax),
    content: required(L.contentMax, M.contentMax),
    type: z.enum(QUESTION_TYPES).optional().default('question'),
    category: z.enum(QUESTION_CATEGORIES).optional().default('general'),
    priority: z.enum(QUESTION_PRIORITIES).optional().default('normal'),
    tags: nonEmptyList(20)
      .transform((tags) => [...new Set(tags.map((tag) => tag.toLowerCase()))])
      .pipe(z.array(z.string().max(L.tagMax, M.tagMax)).min(L.tagsMin, M.tagsMin).max(L.tagsMax, M.tagsMax)),
    pollOptions: nonEmptyList(20),
    pollExpiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
    allowMultipleVotes: z.boolean().optional().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.type !== 'poll') return;
    const options = value.pollOptions;
    if (options.length < L.optionsMin)
      ctx.addIssue({ code: 'custom', path: ['pollOptions'], message: M.pollOptionsMin });
    else if (options.length > L.optionsMax)
      ctx.addIssue({ code: 'custom', path: ['pollOptions'], message: M.pollOptionsMax });
    else if (options.some((option) => option.length > L.optionMax))
      ctx.addIssue({ code: 'custom', path: ['pollOptions'], message: M.optionMax });
    if (!value.pollExpiresAt) ctx.addIssue({ code: 'custom', path: ['pollExpiresAt'], message: M.pollExpiryRequired });
    else if (new Date(value.pollExpiresAt).getTime() <= Date.now())
      ctx.addIssue({ code: 'custom', path: ['pollExpiresAt'], message: M.pollExpiryPast });
  });
export type QuestionInput = z.input<typeof QuestionInputSchema>;
export type QuestionInputParsed = z.output<typeof QuestionInputSchema>;

/** Authors are shown by name and photo only: never a phone or email. */
export const AuthorSchema = z.object({ _id: z.string(), name: z.string(), profileImage: z.string().nullable() });
export type Author = z.infer<typeof AuthorSchema>;

export const PollOptionSchema = z.object({
  option: z.string(),
  voteCount: z.number().int(),
  /** The viewer voted for this option. */
  voted: z.boolean(),
});

export const QuestionSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.enum(QUESTION_TYPES),
  category: z.enum(QUESTION_CATEGORIES),
  priority: z.enum(QUESTION_PRIORITIES),
  featured: z.boolean(),
  status: z.enum(QUESTION_STATUSES),
  tags: z.array(z.string()),
  author: AuthorSchema,
  likeCount: z.number().int(),
  liked: z.boolean(),
  answerCount: z.number().int(),
  views: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  bestAnswer: z.string().nullable(),
  pollOptions: z.array(PollOptionSchema),
  totalVotes: z.number().int(),
  pollExpiresAt: z.string().nullable(),
  /** Past its expiry by the server's clock (or closed by the poll job). */
  pollExpired: z.boolean(),
  allowMultipleVotes: z.boolean(),
  hasVoted: z.boolean(),
  /** The author and admins only, when others no longer see it. */
  moderation: ModerationLabelSchema.optional(),
  /** The viewer blocked its author: the web collapses it. */
  authorBlocked: AuthorBlockedSchema,
});
export type Question = z.infer<typeof QuestionSchema>;

export const AnswerSchema = z.object({
  _id: z.string(),
  content: z.string(),
  author: AuthorSchema,
  createdAt: z.string(),
  likeCount: z.number().int(),
  liked: z.boolean(),
  isBestAnswer: z.boolean(),
  /** The author and admins only, when others no longer see it. */
  moderation: ModerationLabelSchema.optional(),
  /** The viewer blocked its author: the web collapses it. */
  authorBlocked: AuthorBlockedSchema,
});
export type Answer = z.infer<typeof AnswerSchema>;

const page = pageParam(10_000);
const search = textParam(L.searchMax);
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const QuestionsQuerySchema = z.object({
  search,
  category: choiceParam(QUESTION_CATEGORIES),
  type: choiceParam(QUESTION_TYPES),
  featured: flag,
  /** Visitors and members see active questions only; the parameter is accepted as the spec's client sends it. */
  status: z.literal('active').optional(),
  sort: z.literal('-createdAt').optional(),
  page,
  limit: limitParam(100, L.pageSize),
});

export const QuestionsReplySchema = pageReply('questions', QuestionSchema);
export type QuestionsReply = z.infer<typeof QuestionsReplySchema>;

export const TrendingQuerySchema = z.object({
  limit: limitParam(50, L.trending),
});
export const TrendingReplySchema = z.object({ questions: z.array(QuestionSchema) });
export type TrendingReply = z.infer<typeof TrendingReplySchema>;

export const SimilarQuerySchema = z.object({ title: z.string().trim().max(L.titleMax).optional().default('') });
export const SimilarReplySchema = z.object({
  questions: z.array(z.object({ _id: z.string(), title: z.string(), answerCount: z.number().int() })),
});
export type SimilarReply = z.infer<typeof SimilarReplySchema>;

export const QuestionDetailSchema = z.object({ question: QuestionSchema, answers: z.array(AnswerSchema) });
export type QuestionDetail = z.infer<typeof QuestionDetailSchema>;

export const QuestionReplySchema = z.object({ question: QuestionSchema, message: z.string().optional() });
export type QuestionReply = z.infer<typeof QuestionReplySchema>;

export const VoteBodySchema = z.object({
  optionIndex: z.number({ error: M.optionOutOfRange }).int(M.optionOutOfRange).min(0, M.optionOutOfRange),
});
export const VoteReplySchema = z.object({
  message: z.string(),
  totalVotes: z.number().int(),
  pollResults: z.array(z.object({ option: z.string(), voteCount: z.number().int(), voted: z.boolean() })),
});
export type VoteReply = z.infer<typeof VoteReplySchema>;

export const AnswerContentSchema = z
  .string({ error: M.answerEmpty })
  .transform(stripControlChars)
  .pipe(z.string().trim().min(1, M.answerEmpty).max(L.answerMax, M.answerMax));

export const AnswerCreateSchema = z.object({
  content: AnswerContentSchema,
  questionId: z.string({ error: M.notFound }).max(64),
});
export const AnswerReplySchema = z.object({ answer: AnswerSchema, message: z.string().optional() });
export type AnswerReply = z.infer<typeof AnswerReplySchema>;

// Admin (Q&A management)

export const QaStatsSchema = z.object({
  ...ints('totalQuestions', 'activeQuestions', 'totalAnswers', 'reportedContent'),
  /** True when a count stopped at the cap (shown as "10,000+"). */
  capped: z.boolean(),
});
export type QaStats = z.infer<typeof QaStatsSchema>;

export const AdminQuestionsQuerySchema = z.object({
  search,
  category: choiceParam(QUESTION_CATEGORIES),
  type: choiceParam(QUESTION_TYPES),
  status: choiceParam(QUESTION_STATUSES),
  priority: choiceParam(QUESTION_PRIORITIES),
  page,
  limit: limitParam(100, L.adminPageSize),
});

export const AdminAnswersQuerySchema = z.object({
  search,
  status: choiceParam(ANSWER_STATUSES),
  page,
  limit: limitParam(100, L.adminPageSize),
});

export const AdminAnswerSchema = z.object({
  _id: z.string(),
  content: z.string(),
  question: z.object({ _id: z.string(), title: z.string() }),
  author: AuthorSchema,
  isBestAnswer: z.boolean(),
  likeCount: z.number().int(),
  status: z.enum(ANSWER_STATUSES),
  createdAt: z.string(),
});
export type AdminAnswer = z.infer<typeof AdminAnswerSchema>;

export const AdminQuestionsReplySchema = QuestionsReplySchema;
export const AdminAnswersReplySchema = pageReply('answers', AdminAnswerSchema);
export type AdminAnswersReply = z.infer<typeof AdminAnswersReplySchema>;

export const AdminQuestionUpdateSchema = z
  .object({
    status: z.enum(['active', 'closed', 'archived', 'hidden']).optional(),
    featured: z.boolean().optional(),
    priority: z.enum(QUESTION_PRIORITIES).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), M.adminNothingToChange);
export type AdminQuestionUpdate = z.input<typeof AdminQuestionUpdateSchema>;

export const AdminAnswerUpdateSchema = z.object({ status: z.enum(ANSWER_STATUSES) });
