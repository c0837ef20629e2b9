import { z } from 'zod';
import { FORM_CATEGORIES, FORM_LIMITS, FORM_MESSAGES, FORM_STATUSES, SUBMISSION_STATUSES } from './form-messages.ts';
import { pageReply } from './pagination.ts';

// Queries and bodies of the form list and the submissions screen (admin-and-forms spec sections 7 and 9).

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const allOr = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('all'), z.literal('')])
    .optional()
    .transform((v) => (v === 'all' || v === '' ? undefined : v));
const search = z.string().trim().max(100).optional();
/** A day (YYYY-MM-DD) or an ISO time; an empty value is no filter. */
const day = z
  .string()
  .trim()
  .max(40)
  .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), FORM_MESSAGES.date)
  .optional()
  .transform((v) => v || undefined);

export const FormsAdminQuerySchema = z.object({
  page,
  limit: z.coerce.number().int().min(1).max(100).default(FORM_LIMITS.pageSize),
  status: allOr(FORM_STATUSES),
  category: allOr(FORM_CATEGORIES),
  search,
});

export const FormStatusBodySchema = z.object({ status: z.enum(FORM_STATUSES) });

export const SUBMISSION_SORTS = ['-createdAt', 'createdAt', '-rating', 'status'] as const;
export const STATS_PERIODS = ['7d', '30d', '90d', 'all'] as const;

export const SubmissionsQuerySchema = z.object({
  page,
  limit: z.coerce.number().int().min(1).max(100).default(FORM_LIMITS.submissionsPageSize),
  status: allOr(SUBMISSION_STATUSES),
  search,
  sort: z.enum(SUBMISSION_SORTS).default('-createdAt'),
  dateFrom: day,
  dateTo: day,
});

export const SubmissionStatsQuerySchema = z.object({ period: z.enum(STATS_PERIODS).default('30d') });

export const SubmissionsExportQuerySchema = z.object({
  status: allOr(SUBMISSION_STATUSES),
  search,
  dateFrom: day,
  dateTo: day,
});

export const SubmissionStatusBodySchema = z.object({
  status: z.enum(SUBMISSION_STATUSES),
  reviewNotes: z.string().trim().max(2000).optional(),
  rating: z.number().int().min(FORM_LIMITS.ratingMin).max(FORM_LIMITS.ratingMax).nullable().optional(),
});

const submissionIds = z.array(z.string().trim().min(1).max(64)).min(1).max(100);
export const BulkActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('updateStatus'), submissionIds, status: z.enum(SUBMISSION_STATUSES) }),
  z.object({
    action: z.literal('flag'),
    submissionIds,
    flagReason: z.string().trim().max(500).default('Bulk flagged'),
  }),
]);
export type BulkAction = z.infer<typeof BulkActionSchema>;

/** Name and e-mail a visitor gives (the filler takes them from fields named name and email). */
export const SubmitterInfoSchema = z
  .object({ name: z.string().trim().max(200).optional(), email: z.string().trim().max(200).optional() })
  .optional()
  .catch(undefined);

// Replies of the submissions screen's routes (the server's response schemas).

/** A submission as admins see it, with the fields of the form version it was made with. */
export const SubmissionViewSchema = z.object({
  _id: z.string(),
  formId: z.string(),
  status: z.string(),
  data: z.record(z.string(), z.unknown()),
  submittedBy: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  submitterInfo: z.object({ name: z.string(), email: z.string() }),
  version: z.number(),
  fields: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      type: z.string(),
      options: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
    }),
  ),
  rating: z.number().nullable(),
  reviewNotes: z.string(),
  reviewedAt: z.string().nullable(),
  flagged: z.boolean(),
  flagReason: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SubmissionView = z.infer<typeof SubmissionViewSchema>;

export const SubmissionsListReplySchema = pageReply('submissions', SubmissionViewSchema);
export type SubmissionsListReply = z.infer<typeof SubmissionsListReplySchema>;
export const SubmissionReplySchema = z.object({ submission: SubmissionViewSchema });
export type SubmissionReply = z.infer<typeof SubmissionReplySchema>;
export const SubmissionStatusReplySchema = z.object({ submission: SubmissionViewSchema, message: z.string() });
export type SubmissionStatusReply = z.infer<typeof SubmissionStatusReplySchema>;
export const BulkActionReplySchema = z.object({ updated: z.number(), message: z.string() });
export type BulkActionReply = z.infer<typeof BulkActionReplySchema>;

export const SubmissionStatsSchema = z.object({
  totalSubmissions: z.number(),
  statusBreakdown: z.object({ approved: z.number(), pending: z.number(), rejected: z.number(), others: z.number() }),
  topSubmitters: z.array(
    z.object({ user: z.object({ _id: z.string(), name: z.string() }), count: z.number(), lastSubmission: z.string() }),
  ),
});
export type SubmissionStats = z.infer<typeof SubmissionStatsSchema>;

export const FieldAnalyticsSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.string(),
  answered: z.number(),
  options: z.array(z.object({ label: z.string(), value: z.string(), count: z.number() })).optional(),
  average: z.number().nullable().optional(),
});
export type FieldAnalytics = z.infer<typeof FieldAnalyticsSchema>;
export const SubmissionAnalyticsSchema = z.object({
  sampled: z.number(),
  perDay: z.array(z.object({ date: z.string(), count: z.number() })),
  fields: z.array(FieldAnalyticsSchema),
});
export type SubmissionAnalytics = z.infer<typeof SubmissionAnalyticsSchema>;
