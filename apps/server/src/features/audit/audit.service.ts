import type { Readable } from 'node:stream';
import { AUDIT_EXPORT_COLUMNS, auditValue, type AuditFilters, type AuditLogEntry } from '@sangam/shared/audit';
import { paginate } from '@sangam/shared/pagination';
import type { Db, DialectName } from '../../db/dialect.ts';
import { csvStream } from '../../lib/csv.ts';
import { readPage } from '../../lib/paging.ts';
import { istDateTime } from '../../lib/time.ts';
import { actorIdsMatching, auditInBatches, listAudit, type AuditFilter, type AuditRow } from './audit.queries.ts';

/** What an audit row says of a personal value (phone, e-mail, address, password): that it changed, never the value. */
export const CHANGED = '(changed)';

type Changes = Record<string, [unknown, unknown]>;

/**
 * The fields of `after` whose values differ from `before`, as an audit row's `changes` ({ field: [before, after] }).
 * Fields named in `personal` are recorded as changed without their values. Undefined in `after` means "left as
 * it was" and is skipped; values are compared by their JSON.
 */
export function changesOf<T extends Record<string, unknown>>(
  before: Partial<T> | null | undefined,
  after: Partial<T>,
  { personal = [] }: { personal?: readonly string[] } = {},
): Changes {
  const changes: Changes = {};
  for (const [field, next] of Object.entries(after)) {
    if (next === undefined) continue;
    const previous = before ? (before as Record<string, unknown>)[field] : undefined;
    if (JSON.stringify(previous ?? null) === JSON.stringify(next ?? null)) continue;
    changes[field] = personal.includes(field) ? [CHANGED, CHANGED] : [previous ?? null, next ?? null];
  }
  return changes;
}

/** Who an audit row says acted: the admin's id and name as they were then. */
export type AuditActor = { id: string; name: string };

export const auditActor = (viewer: { user: { id: string; name: string } }): AuditActor => ({
  id: viewer.user.id,
  name: viewer.user.name,
});

const IST_OFFSET = '+05:30';

/** The start of an IST day (YYYY-MM-DD) as an ISO instant; `next` gives the start of the day after. */
const istDayStart = (day: string, next = false) => {
  const start = new Date(`${day}T00:00:00.000${IST_OFFSET}`);
  if (next) start.setUTCDate(start.getUTCDate() + 1);
  return start.toISOString();
};

/** The query's filters as SQL takes them; null when the actor filter matches nobody (an empty page). */
async function auditFilter(db: Db, dialect: DialectName, q: AuditFilters): Promise<AuditFilter | null> {
  const actorIds = q.actor ? await actorIdsMatching(db, dialect, q.actor) : undefined;
  if (actorIds && !actorIds.length) return null;
  return {
    actorIds,
    action: q.action || undefined,
    subjectType: q.subjectType || undefined,
    subject: q.subject || undefined,
    from: q.from ? istDayStart(q.from) : undefined,
    to: q.to ? istDayStart(q.to, true) : undefined,
  };
}

const parseChanges = (text: string): AuditLogEntry['changes'] => {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as AuditLogEntry['changes']) : {};
  } catch {
    return {};
  }
};

export const toAuditLogEntry = (row: AuditRow): AuditLogEntry => ({
  _id: row.id,
  actor: { _id: row.actorId, name: row.actorName },
  action: row.action,
  subjectType: row.subjectType,
  subject: { _id: row.targetId, name: row.targetName },
  changes: parseChanges(row.changes),
  details: row.details,
  clientAddress: row.clientAddress,
  createdAt: row.createdAt,
});

/** One page of the audit log, newest first (GET /api/admin/audit). */
export async function auditLogPage(db: Db, dialect: DialectName, q: AuditFilters & { page: number; limit: number }) {
  const filter = await auditFilter(db, dialect, q);
  if (!filter) return { entries: [], pagination: paginate(q.page, q.limit, 0) };
  const { rows, pagination } = await readPage(q, (window) => listAudit(db, filter, window));
  return { entries: rows.map(toAuditLogEntry), pagination };
}

/** The changes of a row as one CSV cell: "field: before -> after; ...". */
const changesCell = (changes: AuditLogEntry['changes']) =>
  Object.entries(changes)
    .map(([field, [before, after]]) => `${field}: ${auditValue(before)} -> ${auditValue(after)}`)
    .join('; ');

/** Every matching row as CSV, newest first, read a batch at a time (GET /api/admin/audit/export.csv). */
export async function auditLogCsv(db: Db, dialect: DialectName, q: AuditFilters): Promise<Readable> {
  const filter = await auditFilter(db, dialect, q);
  return csvStream(
    AUDIT_EXPORT_COLUMNS,
    (async function* () {
      if (!filter) return;
      for await (const rows of auditInBatches(db, filter)) {
        yield rows.map((row) => {
          const entry = toAuditLogEntry(row);
          return [
            istDateTime(entry.createdAt),
            entry.actor.name,
            entry.actor._id ?? '',
            entry.action,
            entry.subjectType,
            entry.subject.name,
            entry.subject._id ?? '',
            changesCell(entry.changes),
            entry.details,
            entry.clientAddress ?? '',
          ];
        });
      }
    })(),
  );
}
