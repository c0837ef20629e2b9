import type { AuditEntry } from '@sangam/shared/admin';
import type { Db, DialectName } from '../../db/dialect.ts';
import { containsInsensitive } from '../../db/search.ts';
import type { AuditLogTable } from '../../db/types.ts';
import type { Selectable } from 'kysely';
import { newestInBatches, olderThan, pageAndCount, type PageWindow } from '../../lib/paging.ts';
import { newId } from '../../lib/ids.ts';
import { requestClientAddress } from '../../lib/request-context.ts';
import { nowIso } from '../../lib/time.ts';

export type AuditRecord = {
  /** A member (an admin, or the member themselves), or with no id something else: the command line. */
  actor: { id: string | null; name: string };
  action: string;
  target: { id: string | null; name: string };
  /** The subject's kind: 'user', 'listing', 'question', 'report'... */
  subjectType?: string;
  /** The changed fields' values before and after (members' personal values stay out: say only that they changed). */
  changes?: Record<string, [unknown, unknown]>;
  details?: string;
};

/** Writes one line of the audit log: who did what to whom, and when. */
export const recordAudit = (
  db: Db,
  { actor, action, target, subjectType = '', changes = {}, details = '' }: AuditRecord,
) =>
  db
    .insertInto('auditLog')
    .values({
      id: newId(),
      actorId: actor.id,
      actorName: actor.name,
      action,
      targetId: target.id,
      targetName: target.name,
      details,
      subjectType,
      changes: JSON.stringify(changes),
      clientAddress: requestClientAddress(),
      createdAt: nowIso(),
    })
    .execute();

export async function recentAudit(db: Db, limit: number): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('auditLog')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    actor: { name: r.actorName },
    action: r.action,
    target: { name: r.targetName },
    details: r.details,
    createdAt: r.createdAt,
  }));
}

/**
 * The audit log's filters as SQL sees them. Each filter has its index: actor ids (actor_id, created_at), action
 * (action, created_at), subject id (target_id, created_at), a time range (created_at); the subject kind is checked
 * on the rows those find.
 */
export type AuditFilter = {
  actorIds?: string[];
  action?: string;
  subjectType?: string;
  subject?: string;
  /** Inclusive, ISO. */
  from?: string;
  /** Exclusive, ISO. */
  to?: string;
};

const filteredAudit = (db: Db, f: AuditFilter) =>
  db
    .selectFrom('auditLog')
    .$if(f.actorIds !== undefined, (q) => q.where('auditLog.actorId', 'in', f.actorIds!))
    .$if(Boolean(f.action), (q) => q.where('auditLog.action', '=', f.action!))
    .$if(Boolean(f.subjectType), (q) => q.where('auditLog.subjectType', '=', f.subjectType!))
    .$if(Boolean(f.subject), (q) => q.where('auditLog.targetId', '=', f.subject!))
    .$if(Boolean(f.from), (q) => q.where('auditLog.createdAt', '>=', f.from!))
    .$if(Boolean(f.to), (q) => q.where('auditLog.createdAt', '<', f.to!));

const AUDIT_COLUMNS = [
  'auditLog.id',
  'auditLog.actorId',
  'auditLog.actorName',
  'auditLog.action',
  'auditLog.subjectType',
  'auditLog.targetId',
  'auditLog.targetName',
  'auditLog.changes',
  'auditLog.details',
  'auditLog.clientAddress',
  'auditLog.createdAt',
] as const;

/** One page of the audit log, newest first, with its count capped (lib/paging.ts). */
export const listAudit = (db: Db, f: AuditFilter, window: PageWindow) =>
  pageAndCount(
    db,
    filteredAudit(db, f).select(AUDIT_COLUMNS).orderBy('auditLog.createdAt', 'desc').orderBy('auditLog.id', 'desc'),
    filteredAudit(db, f),
    window,
  );

/** Every matching row, newest first, a batch at a time: the CSV export. */
export const auditInBatches = (db: Db, f: AuditFilter, size?: number) =>
  newestInBatches(
    (after, limit) =>
      filteredAudit(db, f)
        .select(AUDIT_COLUMNS)
        .$if(after !== undefined, (q) => q.where(olderThan('audit_log', after!)))
        .orderBy('auditLog.createdAt', 'desc')
        .orderBy('auditLog.id', 'desc')
        .limit(limit)
        .execute(),
    size,
  );

export type AuditRow = Selectable<AuditLogTable>;

/** The members an actor filter may mean: the one of that id, and those whose name holds the text (100 at most). */
export const actorIdsMatching = async (db: Db, dialect: DialectName, text: string, limit = 100) =>
  (
    await db
      .selectFrom('users')
      .select('users.id')
      .where((eb) => eb.or([eb('users.id', '=', text), containsInsensitive(dialect, 'users.name', text)]))
      .limit(limit)
      .execute()
  ).map((row) => row.id);
