import { ERROR_TYPES } from '@sangam/shared/error-types';
import { REPORT_LIMITS, REPORT_MESSAGES as R, type ReportBody, type ReportReply } from '@sangam/shared/moderation';
import { isUniqueViolation, type Db } from '../../db/dialect.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { addMs, nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { notify } from '../notifications/notify.service.ts';
import { countReport, hasReported, insertReport, markHidden, reportsSince } from './moderation.queries.ts';
import { loadSubject } from './subjects.ts';

const DAY_MS = 86_400_000;

const duplicate = () => conflict(R.duplicate, ERROR_TYPES.conflict);

/**
 * A member reports something they can see. The report is one row per member and subject; once members' open
 * reports reach REPORT_LIMITS.hideAfter, the subject is hidden from everyone but its author and admins until an
 * admin decides, and its author is told it is under review (reporters are never named to them).
 */
export async function fileReport(db: Db, viewer: Viewer, body: ReportBody): Promise<ReportReply> {
  const key = { type: body.subjectType, id: body.subjectId };
  const subject = await loadSubject(db, key.type, key.id);
  if (!subject || !subject.visibleTo(viewer)) throw notFound(R.notFound);
  if (subject.authorId === viewer.user.id) throw badRequest(R.own, { subjectId: R.own });
  if (await hasReported(db, key, viewer.user.id)) throw duplicate();
  const now = nowIso();
  if ((await reportsSince(db, viewer.user.id, addMs(now, -DAY_MS), REPORT_LIMITS.perDay)) >= REPORT_LIMITS.perDay) {
    throw new HttpError(429, R.tooMany, ERROR_TYPES.throttled);
  }

  const id = newId();
  try {
    await db.transaction().execute(async (trx) => {
      await insertReport(trx, {
        id,
        subject: key,
        reporterId: viewer.user.id,
        reason: body.reason,
        note: body.note ?? '',
        createdAt: now,
      });
      const standing = await countReport(trx, key, subject.authorId, now);
      if (standing.openCount < REPORT_LIMITS.hideAfter || standing.hidden) return;
      if (!(await markHidden(trx, key, subject.status))) return;
      await subject.setState(trx, 1, null);
      await notify(trx, {
        userId: subject.authorId,
        kind: 'report_under_review',
        params: { type: subject.type },
        link: subject.link,
        subject: `report:${subject.type}:${subject.id}`,
      });
    });
  } catch (error) {
    // The same member reporting twice at once: the unique index keeps one.
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  return { message: R.created, report: { _id: id, status: 'open' } };
}
