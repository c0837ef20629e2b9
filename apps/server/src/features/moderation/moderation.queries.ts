import { sql } from 'kysely';
import type { ReportReason, ReportSubjectType } from '@sangam/shared/moderation';
import type { Db } from '../../db/dialect.ts';
import { cappedCount } from '../../lib/paging.ts';

export type SubjectKey = { type: ReportSubjectType; id: string };

/** How many reports the member filed since `since`, counted up to `cap` (reports_reporter_idx). */
export async function reportsSince(db: Db, reporterId: string, since: string, cap: number): Promise<number> {
  const rows = await db
    .selectFrom('reports')
    .select('id')
    .where('reporterId', '=', reporterId)
    .where('createdAt', '>=', since)
    .limit(cap)
    .execute();
  return rows.length;
}

export const hasReported = async (db: Db, { type, id }: SubjectKey, reporterId: string) =>
  (await db
    .selectFrom('reports')
    .select('id')
    .where('subjectType', '=', type)
    .where('subjectId', '=', id)
    .where('reporterId', '=', reporterId)
    .executeTakeFirst()) !== undefined;

export const insertReport = (
  db: Db,
  row: { id: string; subject: SubjectKey; reporterId: string; reason: ReportReason; note: string; createdAt: string },
) =>
  db
    .insertInto('reports')
    .values({
      id: row.id,
      subjectType: row.subject.type,
      subjectId: row.subject.id,
      reporterId: row.reporterId,
      reason: row.reason,
      note: row.note,
      createdAt: row.createdAt,
    })
    .execute();

/** Counts one more open report on the subject (its queue row made on the first) and says where it stands now. */
export const countReport = (db: Db, { type, id }: SubjectKey, authorId: string, at: string) =>
  db
    .insertInto('reportSubjects')
    .values({ subjectType: type, subjectId: id, authorId, openCount: 1, hidden: 0, firstReportedAt: at })
    .onConflict((oc) =>
      oc
        .columns(['subjectType', 'subjectId'])
        .doUpdateSet((eb) => ({ openCount: eb('reportSubjects.openCount', '+', 1) })),
    )
    .returning(['openCount', 'hidden'])
    .executeTakeFirstOrThrow();

/** Marks the subject hidden by reports, once: false when another request already did (two reports at once). */
export async function markHidden(db: Db, { type, id }: SubjectKey, priorStatus: string): Promise<boolean> {
  const result = await db
    .updateTable('reportSubjects')
    .set({ hidden: 1, priorStatus })
    .where('subjectType', '=', type)
    .where('subjectId', '=', id)
    .where('hidden', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const findWaiting = (db: Db, { type, id }: SubjectKey) =>
  db
    .selectFrom('reportSubjects')
    .selectAll()
    .where('subjectType', '=', type)
    .where('subjectId', '=', id)
    .executeTakeFirst();

/** Takes the subject off the queue; false when another admin's decision already did. */
export async function takeOffQueue(db: Db, { type, id }: SubjectKey): Promise<boolean> {
  const result = await db
    .deleteFrom('reportSubjects')
    .where('subjectType', '=', type)
    .where('subjectId', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Closes the subject's open reports with the decision; returns who reported. */
export async function closeReports(db: Db, { type, id }: SubjectKey, outcome: string, at: string): Promise<string[]> {
  const open = await openReportsOf(db, { type, id }, 1000);
  await db
    .updateTable('reports')
    .set({ status: 'closed', outcome, decidedAt: at })
    .where('subjectType', '=', type)
    .where('subjectId', '=', id)
    .where('status', '=', 'open')
    .execute();
  return open.map((report) => report.reporterId);
}

/** The subject's open reports with their reporters' names, oldest first (reports_one_per_member_idx). */
export const openReportsOf = (db: Db, { type, id }: SubjectKey, limit: number) =>
  db
    .selectFrom('reports')
    .innerJoin('users', 'users.id', 'reports.reporterId')
    .select(['reports.reporterId', 'reports.reason', 'reports.note', 'reports.createdAt', 'users.name as reporterName'])
    .where('reports.subjectType', '=', type)
    .where('reports.subjectId', '=', id)
    .where('reports.status', '=', 'open')
    .orderBy('reports.createdAt')
    .limit(limit)
    .execute();

export type QueueFilter = { type?: ReportSubjectType; reason?: ReportReason };

const waitingSubjects = (db: Db, { type, reason }: QueueFilter) => {
  let query = db.selectFrom('reportSubjects');
  if (type) query = query.where('reportSubjects.subjectType', '=', type);
  if (reason) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('reports')
          .select(sql<number>`1`.as('one'))
          .where('reports.status', '=', 'open')
          .where('reports.reason', '=', reason)
          .whereRef('reports.subjectType', '=', 'reportSubjects.subjectType')
          .whereRef('reports.subjectId', '=', 'reportSubjects.subjectId'),
      ),
    );
  }
  return query;
};

/** Reported subjects waiting, oldest first (report_subjects_oldest_idx, report_subjects_kind_idx). */
export const oldestReported = (db: Db, filter: QueueFilter, limit: number) =>
  waitingSubjects(db, filter)
    .selectAll('reportSubjects')
    .orderBy('reportSubjects.firstReportedAt')
    .orderBy('reportSubjects.subjectType')
    .orderBy('reportSubjects.subjectId')
    .limit(limit)
    .execute();

const pendingListingsQuery = (db: Db) =>
  db.selectFrom('listings').where('listings.approved', '=', 0).where('listings.moderationState', '=', 0);
const pendingProfilesQuery = (db: Db) =>
  db
    .selectFrom('matrimonialProfiles')
    .where('matrimonialProfiles.approvalStatus', '=', 'pending')
    .where('matrimonialProfiles.moderationState', '=', 0);

/** Listings waiting for approval, oldest first (listings_public_idx). */
export const oldestPendingListings = (db: Db, limit: number) =>
  pendingListingsQuery(db)
    .select(['listings.id', 'listings.createdAt'])
    .orderBy('listings.approved')
    .orderBy('listings.createdAt')
    .orderBy('listings.id')
    .limit(limit)
    .execute();

/** Matrimonial profiles waiting for approval, oldest first (matrimonial_status_idx). */
export const oldestPendingProfiles = (db: Db, limit: number) =>
  pendingProfilesQuery(db)
    .select(['matrimonialProfiles.id', 'matrimonialProfiles.createdAt'])
    .orderBy('matrimonialProfiles.approvalStatus')
    .orderBy('matrimonialProfiles.createdAt')
    .orderBy('matrimonialProfiles.id')
    .limit(limit)
    .execute();

/** How much waits, each counted up to the list cap. */
export async function waitingCounts(db: Db, filter: QueueFilter = {}) {
  const [reports, listings, matrimonial] = await Promise.all([
    cappedCount(db, waitingSubjects(db, filter)),
    cappedCount(db, pendingListingsQuery(db)),
    cappedCount(db, pendingProfilesQuery(db)),
  ]);
  return { reports: reports.total, listings: listings.total, matrimonial: matrimonial.total };
}

export async function isPendingListing(db: Db, id: string) {
  const row = await db
    .selectFrom('listings')
    .select(['approved', 'moderationState'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined && row.approved === 0 && row.moderationState === 0;
}

export async function isPendingProfile(db: Db, id: string) {
  const row = await db
    .selectFrom('matrimonialProfiles')
    .select(['approvalStatus', 'moderationState'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined && row.approvalStatus === 'pending' && row.moderationState === 0;
}

/** Suspensions whose days are over (users_status_idx narrows to suspended members, a handful). */
export const liftEndedSuspensions = (db: Db, now: string) =>
  db
    .updateTable('users')
    .set({ accountStatus: 'active', suspendedUntil: null, updatedAt: now })
    .where('accountStatus', '=', 'suspended')
    .where('suspendedUntil', 'is not', null)
    .where('suspendedUntil', '<=', now)
    .execute();
