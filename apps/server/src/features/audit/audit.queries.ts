import type { AuditEntry } from '@sangam/shared/admin';
import type { Db } from '../../db/dialect.ts';
import { newId } from '../../lib/ids.ts';
import { requestClientAddress } from '../../lib/request-context.ts';
import { nowIso } from '../../lib/time.ts';

export type AuditRecord = {
  actor: { id: string; name: string };
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
