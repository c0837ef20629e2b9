import { createHmac } from 'node:crypto';
import { forgetMemberChanges } from '../../db/member-changes.ts';
import type { Db } from '../../db/dialect.ts';
import { nowIso } from '../../lib/time.ts';
import { FORMER_MEMBER_ID } from '@sangam/shared/privacy-messages';
import { deleteSessionsOfUser } from '../auth/sessions.queries.ts';
import { deleteEngagementBy, moveCommentsTo } from '../engagement/engagement.queries.ts';
import { adjustSubmissionCount } from '../forms/forms.queries.ts';
import { deleteRecordMedia } from '../media/media.service.ts';
import { deleteUser } from '../members/members.queries.ts';
import { removeAnswersOf } from '../questions/answers.service.ts';
import { moveAnswersTo } from '../questions/answers.queries.ts';
import { removeQuestionsOf } from '../questions/questions.service.ts';
import { moveQuestionsTo } from '../questions/questions.queries.ts';
import {
  deleteListings,
  deleteNotificationsAbout,
  deleteOwnRows,
  deleteProfiles,
  deleteReportsAbout,
  deletePushMessagesOf,
  deleteReportsBy,
  deleteSubmissions,
  ensureFormerMember,
  erasureSubject,
  insertErasure,
  listErasures,
  lockMember,
  moveReportedAuthor,
  pseudonymiseAudit,
  pseudonymisePayments,
  scrubMessages,
  scrubNotificationsBy,
  scrubOtherExports,
  type ErasureRecord,
} from './erasure.queries.ts';

export { ensureFormerMember, FORMER_MEMBER_NAME, listErasures, type ErasureRecord } from './erasure.queries.ts';

/** The erasures row's key: the same member id always gives the same hash, and nothing leads back to the id. */
export const erasureHash = (secret: string, userId: string) =>
  createHmac('sha256', `erasure\0${secret}`).update(userId).digest('hex');

export type ErasureRequest = {
  secret: string;
  userId: string;
  deletePosts: boolean;
  /** When the member asked (a restore erasing again keeps the first date); now by default. */
  erasedAt?: string;
};

/**
 * Erases a member (issue 36, DPDP Act): in one transaction their personal data goes from every table, what the
 * law keeps (payments, the audit log) is pseudonymised, and their questions, answers and comments either move to
 * the one former member or go with their counts kept right (`deletePosts`). The users row goes last, after an
 * erasures row that holds only a keyed hash of the id. Every cached read follows at once: each write moves the
 * change stamps, the session cache's among them (lib/cache.ts).
 */
export const eraseMember = (db: Db, request: ErasureRequest): Promise<boolean> =>
  db.transaction().execute((trx) => eraseMemberIn(trx, request));

/**
 * eraseMember inside the caller's transaction (an admin's delete writes its audit row in the same one). False when
 * there is no such member (erased meanwhile).
 */
export async function eraseMemberIn(
  trx: Db,
  { secret, userId, deletePosts, erasedAt }: ErasureRequest,
): Promise<boolean> {
  if (!(await lockMember(trx, userId))) return false;
  const subject = await erasureSubject(trx, userId);
  if (!subject) return false;
  const at = nowIso();
  await ensureFormerMember(trx, at);
  const names = [subject.user.name, ...subject.profiles.map((p) => p.fullName)].filter(Boolean);

  // Other members' notifications of what the member did: gone with the posts, else told by the former member.
  await scrubNotificationsBy(trx, userId, names, deletePosts);

  // Posts: deleted through the features' own delete paths, or kept under the former member.
  if (deletePosts) {
    await removeAnswersOf(trx, userId);
    await removeQuestionsOf(trx, userId);
    await deleteReportsAbout(trx, 'comment', await deleteEngagementBy(trx, userId, true));
  } else {
    await deleteEngagementBy(trx, userId, false);
    await moveQuestionsTo(trx, userId, FORMER_MEMBER_ID);
    await moveAnswersTo(trx, userId, FORMER_MEMBER_ID);
    await moveCommentsTo(trx, userId, FORMER_MEMBER_ID);
    await moveReportedAuthor(trx, userId, FORMER_MEMBER_ID);
  }

  // Listings and matrimonial profiles, with what points at them (notifications, reports) and their files.
  const listingIds = subject.listings.map((l) => l.id);
  const profileIds = subject.profiles.map((p) => p.id);
  await deleteNotificationsAbout(trx, [
    ...listingIds.map((id) => `listing:${id}`),
    ...profileIds.map((id) => `matrimonial:${id}`),
    ...subject.interestIds.map((id) => `interest:${id}`),
  ]);
  await deleteReportsAbout(trx, 'listing', listingIds);
  await deleteReportsAbout(trx, 'matrimonial', profileIds);
  await deleteReportsAbout(trx, 'member', [userId]);
  await deleteReportsBy(trx, userId);
  await deleteListings(trx, listingIds);
  await deleteProfiles(trx, profileIds);
  await deleteSubmissions(trx, subject.submissions, (formId, delta) => adjustSubmissionCount(trx, formId, delta));
  await deletePushMessagesOf(trx, userId);
  await deleteSessionsOfUser(trx, userId);
  await deleteOwnRows(trx, userId);

  // What the law keeps, without the member; texts elsewhere naming them.
  await pseudonymisePayments(trx, subject);
  await pseudonymiseAudit(trx, subject, [...listingIds, ...profileIds, ...subject.submissions.map((s) => s.id)]);
  await scrubMessages(trx, subject);
  await scrubOtherExports(trx, subject);

  await insertErasure(trx, {
    subjectHash: erasureHash(secret, userId),
    postsDeleted: deletePosts,
    erasedAt: erasedAt ?? at,
  });
  await deleteUser(trx, userId);
  // The members' change log holds their searched texts as they edited them (db/member-changes.ts).
  await forgetMemberChanges(trx, userId);
  // After the rows that held them: every file of the member (profile photo, listing images, matrimonial photos and
  // biodata, form files, anything else they uploaded).
  await deleteRecordMedia(trx, subject.mediaIds);
  return true;
}

/**
 * After a restore put older data in place: every member the replaced database had erased (`erased`, its erasures
 * rows, read before it was replaced) who is in the data again is erased again, by eraseMember with the choice they
 * made of their posts. The other rows are carried over as they were (a keyed hash, nothing personal), so a later
 * restore of another backup still knows them. Answers how many members were erased again.
 */
export async function eraseAgain(db: Db, secret: string, erased: readonly ErasureRecord[]): Promise<number> {
  if (!erased.length) return 0;
  const bySubject = new Map(erased.map((record) => [record.subjectHash, record]));
  const recorded = new Set((await listErasures(db)).map((record) => record.subjectHash));
  let count = 0;
  for (const { id } of await db.selectFrom('users').select('id').execute()) {
    const record = bySubject.get(erasureHash(secret, id));
    if (!record) continue;
    await eraseMember(db, { secret, userId: id, deletePosts: record.postsDeleted, erasedAt: record.erasedAt });
    recorded.add(record.subjectHash);
    count++;
  }
  for (const record of bySubject.values()) if (!recorded.has(record.subjectHash)) await insertErasure(db, record);
  return count;
}
