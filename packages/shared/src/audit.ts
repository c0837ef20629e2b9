import { z } from 'zod';
import { pageReply } from './pagination.ts';

/** What the audit log shows at most on one page, and what one page shows unless asked. */
export const AUDIT_LIMITS = { pageSizeMax: 100, pageSize: 50, filterMax: 100 } as const;

/** The subject kinds the audit rows name ('member' is the moderation queue's word for a reported member). */
export const AUDIT_SUBJECT_TYPES = [
  'user',
  'member',
  'listing',
  'matrimonial',
  'success_story',
  'news',
  'question',
  'answer',
  'comment',
  'form',
  'submission',
  'payment',
  'referral',
  'site-settings',
  'directory-settings',
] as const;

const day = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Use a date like 2026-12-01')
  .optional();
const filter = z.string().trim().max(AUDIT_LIMITS.filterMax).optional();

/** The audit log's filters (the list and its CSV): actor (an id or part of a name), action, subject kind and id, days (IST). */
export const AuditFiltersSchema = z.object({
  actor: filter,
  action: filter,
  subjectType: filter,
  subject: filter,
  from: day,
  to: day,
});
export type AuditFilters = z.infer<typeof AuditFiltersSchema>;

export const AuditQuerySchema = AuditFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(AUDIT_LIMITS.pageSizeMax).optional().default(AUDIT_LIMITS.pageSize),
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

/** One row of the audit log: who did what to which subject, the changed fields before and after, from where. */
export const AuditLogEntrySchema = z.object({
  _id: z.string(),
  /** The actor's id is null once their account is deleted; the name stays. */
  actor: z.object({ _id: z.string().nullable(), name: z.string() }),
  action: z.string(),
  subjectType: z.string(),
  subject: z.object({ _id: z.string().nullable(), name: z.string() }),
  /**
   * field -> [before, after]; members' personal values are only said to have changed. (An array of two rather than
   * a tuple: the reply writer cannot compile a tuple of any values.)
   */
  changes: z.record(z.string(), z.array(z.unknown())),
  details: z.string(),
  clientAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const AuditLogReplySchema = pageReply('entries', AuditLogEntrySchema);
export type AuditLogReply = z.infer<typeof AuditLogReplySchema>;

export const AUDIT_EXPORT_COLUMNS = [
  'Time (IST)',
  'Actor',
  'Actor ID',
  'Action',
  'Subject type',
  'Subject',
  'Subject ID',
  'Changes',
  'Details',
  'Client address',
] as const;
export const auditExportFileName = (date: Date) => `audit_log_${date.toISOString().slice(0, 10)}.csv`;

/** A changed value as the audit screen and CSV write it. */
export const auditValue = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
