import type { Readable } from 'node:stream';
import type { AnswerValue } from '@sangam/shared/form-logic';
import { FORM_MESSAGES } from '@sangam/shared/form-messages';
import type { FormField } from '@sangam/shared/forms';
import type { BulkAction } from '@sangam/shared/submissions';
import type { Viewer } from '../../plugins/auth.ts';
import type { Db, DialectName } from '../../db/dialect.ts';
import type { SubmissionRow, SubmissionStatus } from '../../db/types.ts';
import { csvStream } from '../../lib/csv.ts';
import { cachedBy } from '../../lib/cache.ts';
import { notFound } from '../../lib/http-error.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { submissionFilePath } from './submission-files.service.ts';
import { tellSubmitters } from './submission-notifications.service.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { auditActor, changesOf } from '../audit/audit.service.ts';
import { istDateTime, nowIso } from '../../lib/time.ts';
import { adjustSubmissionCount, findVersionsByIds, versionsOfForm } from '../forms/forms.queries.ts';
import type { StoredForm } from '../forms/form-view.ts';
import {
  countNotSpamByForm,
  recentAnswers,
  findSubmission,
  findSubmissionsByIds,
  statusCounts,
  submissionsInBatches,
  topSubmitters,
  updateSubmission,
  updateSubmissions,
  usersByIds,
  versionsUsed,
  type SubmissionFilters,
} from './submissions.queries.ts';

type VersionInfo = { version: number; fields: FormField[] };

/** The versions the rows were made with, kept by their ids until the database changes (lib/cache.ts). */
const versionsById = cachedBy('submission versions', ['forms'], async (db, ids: string[]) => {
  const versions = await findVersionsByIds(db, ids);
  return new Map(versions.map((v) => [v.id, { version: v.version, fields: JSON.parse(v.fields) as FormField[] }]));
});
const versionsOf = (db: Db, rows: SubmissionRow[]): Promise<Map<string, VersionInfo>> =>
  versionsById(db, [...new Set(rows.map((row) => row.versionId))]);

const isFile = (value: AnswerValue): value is { id: string; name: string; size?: number; contentType?: string } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Submissions as admins see them: the answers keyed by field id with the labels and types of the version they
 * were made with (a field removed or renamed later keeps its old label here), files with a signed URL.
 */
export async function toSubmissionViews(db: Db, rows: SubmissionRow[], viewer: Viewer, urls: MediaUrls) {
  const [versions, submitters] = await Promise.all([
    versionsOf(db, rows),
    usersByIds(db, [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))]),
  ]);
  const users = new Map(submitters.map((u) => [u.id, u]));
  return rows.map((row) => {
    const version = versions.get(row.versionId);
    const data = JSON.parse(row.data) as Record<string, AnswerValue>;
    for (const [key, value] of Object.entries(data)) {
      if (isFile(value)) {
        data[key] = {
          ...value,
          url: urls.forViewer(
            viewer,
            { id: value.id, access: 'private', ownerId: row.userId },
            submissionFilePath(row.id, key),
          ),
        } as unknown as AnswerValue;
      }
    }
    const user = row.userId ? users.get(row.userId) : undefined;
    return {
      _id: row.id,
      formId: row.formId,
      status: row.status,
      data,
      submittedBy: user ? { _id: user.id, name: user.name, email: user.email ?? '' } : null,
      submitterInfo: { name: row.submitterName, email: row.submitterEmail },
      version: version?.version ?? 1,
      fields: (version?.fields ?? [])
        .filter((f) => f.type !== 'divider' && f.type !== 'html')
        .map((f) => ({ id: f.id, label: f.label, type: f.type, ...('options' in f ? { options: f.options } : {}) })),
      rating: row.rating,
      reviewNotes: row.reviewNotes,
      reviewedAt: row.reviewedAt,
      flagged: row.flagged === 1,
      flagReason: row.flagReason,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  });
}

/** A day filter: "2026-11-01" to the start (from) or the end (to) of that day, UTC; an ISO time as it is. */
export function dayBound(value: string | undefined, end: boolean): string | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z`;
  return new Date(value).toISOString();
}

const PERIOD_DAYS = { '7d': 7, '30d': 30, '90d': 90, all: null } as const;
type Period = keyof typeof PERIOD_DAYS;

const HOUR_MS = 3_600_000;

/** A period's start, rounded down to the hour: the stats of one hour share a cache key. */
const sinceOf = (period: Period) => {
  const days = PERIOD_DAYS[period];
  if (days === null) return null;
  const start = Date.now() - days * 86_400_000;
  return new Date(start - (start % HOUR_MS)).toISOString();
};

export const submissionStats = (db: Db, formId: string, period: Period) => statsSince(db, formId, sinceOf(period));

/**
 * Totals and top submitters group every submission of the form in the period, so the reply is kept until the
 * data changes (lib/cache.ts), keyed by the form and the period's start.
 */
const statsSince = cachedBy(
  'submissionStats',
  ['members', 'submissions'],
  async (db: Db, formId: string, since: string | null) => {
    const [counts, top] = await Promise.all([statusCounts(db, formId, since), topSubmitters(db, formId, since, 5)]);
    const by = (status: SubmissionStatus) => Number(counts.find((c) => c.status === status)?.n ?? 0);
    const total = counts.reduce((sum, c) => sum + Number(c.n), 0);
    const approved = by('approved');
    const pending = by('pending');
    const rejected = by('rejected');
    return {
      totalSubmissions: total,
      statusBreakdown: { approved, pending, rejected, others: total - approved - pending - rejected },
      topSubmitters: top.map((t) => ({
        user: { _id: t.who, name: t.name ?? 'Anonymous' },
        count: Number(t.n),
        lastSubmission: String(t.last),
      })),
    };
  },
);

/** A CSV cell: chosen options by the labels the submitter saw, files by name. */
const cellOf = (value: AnswerValue | undefined, field: FormField | undefined): string => {
  if (value === undefined) return '';
  const labelOf = (v: string) =>
    (field && 'options' in field ? field.options.find((o) => o.value === v)?.label : undefined) ?? v;
  if (Array.isArray(value)) return value.map(labelOf).join(', ');
  if (isFile(value)) return value.name;
  return labelOf(String(value));
};

/**
 * The CSV of what the filters select, written batch by batch as it is read: when, status, who, then one column per
 * field label. Fields of every version the selected submissions were made with appear, under the newest label each
 * field had; display fields have no column.
 */
export async function exportCsv(db: Db, form: StoredForm, filters: SubmissionFilters): Promise<Readable> {
  const all = await versionsOfForm(db, form.id);
  const used = new Set(
    await versionsUsed(
      db,
      filters,
      all.map((v) => v.id),
    ),
  );
  const fieldsById = new Map(all.map((v) => [v.id, JSON.parse(v.fields) as FormField[]]));
  const columns = new Map<string, string>();
  const answerable = (f: FormField) => f.type !== 'divider' && f.type !== 'html';
  for (const field of form.fields.filter(answerable)) columns.set(field.id, field.label);
  // versionsOfForm lists the newest version first.
  for (const version of all.filter((v) => used.has(v.id))) {
    for (const field of fieldsById.get(version.id)!.filter(answerable))
      if (!columns.has(field.id)) columns.set(field.id, field.label);
  }
  const ids = [...columns.keys()];
  const line = (row: SubmissionRow) => {
    const data = JSON.parse(row.data) as Record<string, AnswerValue>;
    const fieldsOfRow = new Map((fieldsById.get(row.versionId) ?? []).map((f) => [f.id, f]));
    return [
      istDateTime(row.createdAt),
      row.status,
      row.submitterName,
      row.submitterEmail,
      row.rating === null ? '' : String(row.rating),
      row.reviewNotes,
      ...ids.map((id) => cellOf(data[id], fieldsOfRow.get(id))),
    ];
  };
  return csvStream(
    ['Submitted At (IST)', 'Status', 'Submitter', 'Email', 'Rating', 'Review Notes', ...columns.values()],
    (async function* () {
      for await (const rows of submissionsInBatches(db, filters)) yield rows.map(line);
    })(),
  );
}

/** How a submission is named in the audit log: who sent it (their name only), or that no name was given. */
const submissionName = (row: Pick<SubmissionRow, 'submitterName'>) =>
  `Submission by ${row.submitterName || 'anonymous'}`;

const auditSubmission = (
  trx: Db,
  admin: Viewer,
  action: string,
  row: Pick<SubmissionRow, 'id' | 'submitterName'>,
  changes: Record<string, [unknown, unknown]>,
) =>
  recordAudit(trx, {
    actor: auditActor(admin),
    action,
    target: { id: row.id, name: submissionName(row) },
    subjectType: 'submission',
    changes,
  });

export async function setSubmissionStatus(
  db: Db,
  id: string,
  admin: Viewer,
  change: { status: SubmissionStatus; reviewNotes?: string; rating?: number | null },
) {
  await db.transaction().execute(async (trx) => {
    const current = await findSubmission(trx, id);
    if (!current) throw notFound(FORM_MESSAGES.submissionNotFound);
    const wasCounted = current.status !== 'spam';
    const counted = change.status !== 'spam';
    await updateSubmission(trx, id, {
      status: change.status,
      ...(change.reviewNotes !== undefined ? { reviewNotes: change.reviewNotes } : {}),
      ...(change.rating !== undefined ? { rating: change.rating } : {}),
      reviewedAt: nowIso(),
      reviewedBy: admin.user.id,
      updatedAt: nowIso(),
    });
    await adjustSubmissionCount(trx, current.formId, Number(counted) - Number(wasCounted));
    await tellSubmitters(trx, admin.user.id, [current], change.status);
    await auditSubmission(
      trx,
      admin,
      'submission.status',
      current,
      changesOf<Record<string, unknown>>(
        { status: current.status, reviewNotes: current.reviewNotes, rating: current.rating },
        { status: change.status, reviewNotes: change.reviewNotes, rating: change.rating },
      ),
    );
  });
  const row = await findSubmission(db, id);
  return row!;
}

/** Bulk approve, reject (any status) or flag; unknown ids are skipped. Answers how many were changed. */
export async function bulkAction(db: Db, admin: Viewer, action: BulkAction): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const found = await findSubmissionsByIds(trx, [...new Set(action.submissionIds)]);
    const ids = found.map((row) => row.id);
    if (!ids.length) return 0;
    const now = nowIso();
    if (action.action === 'flag') {
      await updateSubmissions(trx, ids, { flagged: 1, flagReason: action.flagReason, updatedAt: now });
      for (const row of found) {
        const changes = changesOf<Record<string, unknown>>(
          { flagged: row.flagged === 1, flagReason: row.flagReason },
          { flagged: true, flagReason: action.flagReason },
        );
        await auditSubmission(trx, admin, 'submission.flag', row, changes);
      }
      return ids.length;
    }
    const before = await countNotSpamByForm(trx, ids);
    await updateSubmissions(trx, ids, {
      status: action.status,
      reviewedAt: now,
      reviewedBy: admin.user.id,
      updatedAt: now,
    });
    const after = await countNotSpamByForm(trx, ids);
    const formIds = new Set([...before, ...after].map((r) => r.formId));
    for (const formId of formIds) {
      const delta =
        Number(after.find((r) => r.formId === formId)?.n ?? 0) -
        Number(before.find((r) => r.formId === formId)?.n ?? 0);
      await adjustSubmissionCount(trx, formId, delta);
    }
    await tellSubmitters(trx, admin.user.id, found, action.status);
    for (const row of found) {
      const changes = changesOf({ status: row.status }, { status: action.status });
      await auditSubmission(trx, admin, 'submission.status', row, changes);
    }
    return ids.length;
  });
}

export const submissionFilters = (
  formId: string,
  dialect: DialectName,
  q: { status?: SubmissionStatus; search?: string; dateFrom?: string; dateTo?: string },
): SubmissionFilters => ({
  formId,
  dialect,
  status: q.status,
  search: q.search || undefined,
  from: dayBound(q.dateFrom, false),
  to: dayBound(q.dateTo, true),
});

const ANALYTICS_ROWS = 10_000;

/**
 * The analytics view's charts over the newest 10,000 submissions of the period that are not spam: submissions per
 * day, and per field of the current form the option counts (select, radio, checkbox) or the average (rating,
 * number) and how many answered it.
 */
export async function submissionAnalytics(db: Db, form: StoredForm, period: Period) {
  const rows = await recentAnswers(db, form.id, sinceOf(period), ANALYTICS_ROWS);
  const perDay = new Map<string, number>();
  for (const row of rows) perDay.set(row.createdAt.slice(0, 10), (perDay.get(row.createdAt.slice(0, 10)) ?? 0) + 1);
  const answers = rows.map((row) => JSON.parse(row.data) as Record<string, AnswerValue>);
  const fields = form.fields
    .filter((f) => f.type !== 'divider' && f.type !== 'html')
    .map((field) => {
      const given = answers.map((a) => a[field.id]).filter((v) => v !== undefined);
      const base = { id: field.id, label: field.label, type: field.type, answered: given.length };
      if (field.type === 'select' || field.type === 'radio' || field.type === 'checkbox') {
        const counts = new Map(field.options.map((o) => [o.value, 0]));
        for (const value of given.flatMap((v) => (Array.isArray(v) ? v : [v]))) {
          const key = String(value);
          if (counts.has(key)) counts.set(key, counts.get(key)! + 1);
        }
        return {
          ...base,
          options: field.options.map((o) => ({ label: o.label, value: o.value, count: counts.get(o.value)! })),
        };
      }
      if (field.type === 'rating' || field.type === 'number') {
        const numbers = given.filter((v): v is number => typeof v === 'number');
        const average = numbers.length ? numbers.reduce((sum, n) => sum + n, 0) / numbers.length : null;
        return { ...base, average: average === null ? null : Math.round(average * 100) / 100 };
      }
      return base;
    });
  return {
    sampled: rows.length,
    perDay: [...perDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count })),
    fields,
  };
}
