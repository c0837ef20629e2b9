import { ERROR_TYPES } from '@sangam/shared/error-types';
import { PRIVACY_LIMITS, PRIVACY_MESSAGES, type DataExport } from '@sangam/shared/privacy';
import type { Db } from '../../db/dialect.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { notify } from '../notifications/notify.service.ts';
import { collectMemberData } from './data-export.collect.ts';
import { ExportLinks } from './data-export-links.ts';
import {
  insertExport,
  listExports,
  lockMemberExports,
  markFailed,
  markReady,
  memberName,
  ownRequestsSince,
  pendingExportOf,
  pendingExports,
  type ExportRow,
  type ListedExport,
} from './data-export.queries.ts';

const DAY_MS = 86_400_000;
const LINK_MS = PRIVACY_LIMITS.exportLinkHours * 3_600_000;
/** Where the notification of a member's own copy leads; an admin's leads to the users screen. */
export const MEMBER_EXPORT_LINK = '/profile/privacy';
export const ADMIN_EXPORT_LINK = '/admin/users';

/** What a member or admin is shown of an export; `expired` once past expires_at, a link only while it works. */
export function toExportView(
  row: Pick<ExportRow, 'id' | 'userId' | 'requestedById' | 'status' | 'createdAt' | 'readyAt' | 'expiresAt'>,
  links: ExportLinks,
  options: { withLink: boolean; now?: string } = { withLink: true },
): DataExport {
  const now = options.now ?? nowIso();
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  const status = expired ? 'expired' : row.status;
  return {
    _id: row.id,
    status,
    createdAt: row.createdAt,
    readyAt: row.readyAt,
    expiresAt: row.expiresAt,
    downloadUrl:
      status === 'ready' && options.withLink && row.expiresAt
        ? links.url({ id: row.id, userId: row.userId, requestedById: row.requestedById, expiresAt: row.expiresAt })
        : null,
  };
}

const pendingView = (row: { id: string; createdAt: string }): DataExport => ({
  _id: row.id,
  status: 'pending',
  createdAt: row.createdAt,
  readyAt: null,
  expiresAt: null,
  downloadUrl: null,
});

/** POST /api/profile/export: once a day per member (their own requests; admins' runs do not count). */
export async function startOwnExport(db: Db, viewer: Viewer) {
  const userId = viewer.user.id;
  const id = newId();
  const createdAt = nowIso();
  await db.transaction().execute(async (trx) => {
    await lockMemberExports(trx, userId);
    const since = new Date(Date.parse(createdAt) - DAY_MS).toISOString();
    const [last] = await ownRequestsSince(trx, userId, since);
    if (last) {
      const retryAfterMs = Math.max(1000, Date.parse(last.createdAt) + DAY_MS - Date.parse(createdAt));
      throw new HttpError(429, PRIVACY_MESSAGES.exportLimit, ERROR_TYPES.throttled, undefined, {
        'retry-after': String(Math.ceil(retryAfterMs / 1000)),
      });
    }
    await insertExport(trx, { id, userId, requestedById: userId, reason: '', createdAt });
  });
  return { message: PRIVACY_MESSAGES.exportStarted, export: pendingView({ id, createdAt }) };
}

/** POST /api/admin/users/{id}/export: on a member's written request, audited; one pending at a time. */
export async function startAdminExport(db: Db, admin: Viewer, userId: string, reason: string) {
  const id = newId();
  const createdAt = nowIso();
  await db.transaction().execute(async (trx) => {
    const name = await memberName(trx, userId);
    if (name === undefined) throw notFound();
    await lockMemberExports(trx, userId);
    if (await pendingExportOf(trx, userId)) throw conflict(PRIVACY_MESSAGES.exportPending, ERROR_TYPES.conflict);
    await insertExport(trx, { id, userId, requestedById: admin.user.id, reason, createdAt });
    await recordAudit(trx, {
      actor: { id: admin.user.id, name: admin.user.name },
      action: 'user.export',
      target: { id: userId, name },
      subjectType: 'user',
      details: reason,
    });
  });
  return { message: PRIVACY_MESSAGES.exportStarted, export: pendingView({ id, createdAt }) };
}

/** GET /api/profile/exports: the copies the member asked for, newest first. */
export async function ownExports(db: Db, links: ExportLinks, viewer: Viewer) {
  const rows = await listExports(db, viewer.user.id, { requestedById: viewer.user.id });
  const now = nowIso();
  return { exports: rows.map((row) => toExportView(row, links, { withLink: true, now })) };
}

/**
 * GET /api/admin/users/{id}/exports: every copy of the member's data, who asked for it and why (none for an
 * unknown id). Admins get the link of the copies admins ran; a member's own copy is theirs alone.
 */
export async function memberExportsForAdmin(db: Db, links: ExportLinks, userId: string) {
  const rows = await listExports(db, userId);
  const now = nowIso();
  return {
    exports: rows.map((row: ListedExport) => ({
      ...toExportView(row, links, { withLink: row.requestedById !== row.userId, now }),
      requestedBy: row.requesterName ?? '',
      reason: row.reason,
    })),
  };
}

type Log = { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

/**
 * The job's work: builds data.json and the list of files of each pending export, oldest first, marks it ready for
 * 24 hours and tells whoever asked (the member, or the admin who ran it). A failure marks that export failed,
 * logged once, and the others go on. Answers how many were made ready.
 */
export async function runPendingExports(db: Db, log: Log, batch = 5): Promise<number> {
  let ready = 0;
  for (const row of await pendingExports(db, batch)) {
    try {
      const readyAt = nowIso();
      const { data, files } = await collectMemberData(db, row.userId, readyAt);
      const expiresAt = new Date(Date.parse(readyAt) + LINK_MS).toISOString();
      await db.transaction().execute(async (trx) => {
        const updated = await markReady(trx, row.id, {
          dataJson: JSON.stringify(data, null, 2),
          files,
          readyAt,
          expiresAt,
        });
        if (Number(updated.numUpdatedRows) !== 1) return;
        const own = row.requestedById === row.userId;
        const requester = row.requestedById ?? row.userId;
        await notify(trx, {
          userId: requester,
          kind: 'data_export_ready',
          link: own ? MEMBER_EXPORT_LINK : ADMIN_EXPORT_LINK,
          params: own ? {} : { name: (await memberName(trx, row.userId)) ?? '' },
          subject: `data-export:${row.id}`,
        });
      });
      ready++;
    } catch (error) {
      log.error({ err: error, exportId: row.id }, 'data export failed');
      await markFailed(db, row.id).catch(() => undefined);
    }
  }
  return ready;
}
