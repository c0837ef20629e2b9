import { DIRECTORY_MESSAGES } from '@sangam/shared/directory-messages';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import {
  PRIVACY_LIMITS,
  PRIVACY_MESSAGES,
  type ContactSubject,
  type ContactViewsReply,
  type MemberContactReply,
} from '@sangam/shared/privacy';
import { PROFILE_MESSAGES } from '@sangam/shared/profile';
import { paginate } from '@sangam/shared/pagination';
import type { Db } from '../../db/dialect.ts';
import { HttpError, forbidden, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { viewerRef } from '../../plugins/auth.ts';
import { findVisibleMember } from '../directory/directory.service.ts';
import { toMemberSummary } from '../members/member-view.ts';
import { insertReveal, listRevealsOf, lockRevealsOf, revealedOn, revealsOn } from './contact-reveals.queries.ts';

// Who saw my number (issue 36): replies carry no other member's contacts; a premium member or an admin reveals
// them one subject at a time, each reveal logged once a day per viewer and subject, premium members at most
// PRIVACY_LIMITS.revealsPerDay different subjects a UTC day.

const DAY_MS = 86_400_000;

/** Whose details, through what: a member's own, a listing's (owner: its owner) or a matrimonial profile's. */
export type RevealSubject = { type: ContactSubject; id: string; ownerId: string };

/** Premium members and admins may reveal other members' contacts (the spec's premium rule). */
export const mayReveal = (viewer: Viewer) => viewer.plan === 'premium' || viewer.plan === 'admin';

/** The UTC day of `at` (YYYY-MM-DD), the day a reveal counts for. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The 429 of a premium member at the day's limit: Retry-After until the next UTC midnight. */
export const revealLimitReached = (at: Date) => {
  const nextMidnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) + DAY_MS;
  return new HttpError(429, PRIVACY_MESSAGES.revealLimit, ERROR_TYPES.throttled, undefined, {
    'retry-after': String(Math.max(1, Math.ceil((nextMidnight - at.getTime()) / 1000))),
  });
};

/**
 * Logs a reveal the caller has allowed (the viewer may see these contacts): nothing for the owner's own details; an
 * admin's is logged and never capped; anyone else's is logged once a day per subject, and a subject not yet revealed
 * today is refused with the 429 when the viewer already revealed the day's limit. `db` may be a transaction.
 */
export async function recordReveal(db: Db, viewer: Viewer, subject: RevealSubject, at = new Date()): Promise<void> {
  const viewerId = viewer.user.id;
  if (viewerId === subject.ownerId) return;
  const day = utcDay(at);
  const row = {
    id: newId(),
    viewerId,
    ownerId: subject.ownerId,
    subjectType: subject.type,
    subjectId: subject.id,
    day,
    createdAt: at.toISOString(),
  };
  if (viewer.plan === 'admin') {
    await insertReveal(db, row);
    return;
  }
  const capped = async (trx: Db) => {
    await lockRevealsOf(trx, viewerId);
    if (await revealedOn(trx, viewerId, day, subject.type, subject.id)) return;
    if ((await revealsOn(trx, viewerId, day, PRIVACY_LIMITS.revealsPerDay)) >= PRIVACY_LIMITS.revealsPerDay) {
      throw revealLimitReached(at);
    }
    await insertReveal(trx, row);
  };
  await (db.isTransaction ? capped(db) : db.transaction().execute(capped));
}

/**
 * POST /api/users/{id}/contact: a member's phone, e-mail and address. Not found as GET /api/users/{id} is (unknown,
 * not in the directory, blocked either way); the owner gets their own; others need premium (or admin) and the
 * member's consent to contact sharing, read fresh from their row (admins still get it: they run the site).
 */
export async function revealMemberContact(db: Db, memberId: string, viewer: Viewer): Promise<MemberContactReply> {
  const row = await findVisibleMember(db, memberId, viewerRef(viewer));
  if (!row) throw notFound(PROFILE_MESSAGES.userNotFound);
  const contacts = { phoneNumber: row.phoneNumber, email: row.email || null, address: row.address };
  if (row.id === viewer.user.id) return contacts;
  if (!mayReveal(viewer)) throw forbidden(DIRECTORY_MESSAGES.premiumRequired);
  if (row.shareContacts !== 1 && viewer.plan !== 'admin') throw forbidden(PRIVACY_MESSAGES.contactsNotShared);
  await recordReveal(db, viewer, { type: 'member', id: row.id, ownerId: row.id });
  return contacts;
}

/** GET /api/profile/contact-views: who revealed the member's details in the last revealHistoryDays days. */
export async function contactViewsOf(
  db: Db,
  viewer: Viewer,
  { page, limit }: { page: number; limit: number },
  now = Date.now(),
): Promise<ContactViewsReply> {
  const since = new Date(now - PRIVACY_LIMITS.revealHistoryDays * DAY_MS).toISOString();
  const { rows, total, capped } = await listRevealsOf(db, viewer.user.id, since, {
    limit,
    offset: (page - 1) * limit,
  });
  return {
    views: rows.map((row) => {
      const subjectName =
        row.subjectType === 'listing' ? row.listingTitle : row.subjectType === 'matrimonial' ? row.profileName : null;
      return {
        viewer: toMemberSummary(row),
        subjectType: row.subjectType,
        subjectId: row.subjectId,
        ...(subjectName ? { subjectName } : {}),
        at: row.createdAt,
      };
    }),
    pagination: paginate(page, limit, total, capped),
  };
}
