import {
  INTEREST_LIMITS,
  INTEREST_MESSAGES as IM,
  type InterestAction,
  type InterestsQuerySchema,
  type SendInterestSchema,
} from '@sangam/shared/matrimonial-interests';
import { calendarDay } from '@sangam/shared/matrimonial';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import type { z } from 'zod';
import type { Db } from '../../db/dialect.ts';
import type { MatrimonialInterestsTable } from '../../db/types.ts';
import type { Selectable } from 'kysely';
import { HttpError, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { SHOWN } from '../../lib/moderation-label.ts';
import { readPage } from '../../lib/paging.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { isBlockedEitherWay } from '../blocks/blocks.queries.ts';
import { forgetSubject, notify } from '../notifications/notify.service.ts';
import { acceptedFamiliesOf, seesMatrimonialContacts, toProfileView } from './matrimonial-view.ts';
import { findProfile, findProfiles, type ProfileWithPhotos } from './matrimonial.queries.ts';
import {
  answerInterest,
  findInterest,
  insertInterest,
  listInterests,
  lockSending,
  openInterestBetween,
  sentSince,
} from './interests.queries.ts';

type InterestRow = Selectable<MatrimonialInterestsTable>;

/** Where the notifications lead: My Profiles -> Interests, on the tab the member should read. */
export const interestsLink = (direction: 'received' | 'sent') => `/matrimonial?tab=mine&interests=${direction}`;

const DAY_MS = 86_400_000;

/** A WhatsApp link to an Indian mobile number as a profile stores it (its last ten digits). */
export const whatsappLink = (number: string) => {
  const digits = number.replace(/\D/g, '').slice(-10);
  return digits.length === 10 ? `https://wa.me/91${digits}` : undefined;
};

/** What a viewer sees of one interest: both profiles as the list shows them, and for an accepted one the WhatsApp link to the other family when the viewer may see contacts. */
function toInterestView(
  row: InterestRow,
  profiles: ReadonlyMap<string, ProfileWithPhotos>,
  viewer: Viewer,
  urls: MediaUrls,
  today: ReturnType<typeof calendarDay>,
  families: ReadonlySet<string>,
) {
  const from = profiles.get(row.fromProfileId)!;
  const to = profiles.get(row.toProfileId)!;
  const direction = row.toUserId === viewer.user.id ? ('received' as const) : ('sent' as const);
  const other = direction === 'received' ? from : to;
  const view = {
    _id: row.id,
    status: row.status,
    message: row.message,
    createdAt: row.createdAt,
    respondedAt: row.respondedAt,
    direction,
    fromProfile: toProfileView(from, viewer, urls, today, families),
    toProfile: toProfileView(to, viewer, urls, today, families),
  } as {
    _id: string;
    status: InterestRow['status'];
    message: string;
    createdAt: string;
    respondedAt: string | null;
    direction: 'received' | 'sent';
    fromProfile: ReturnType<typeof toProfileView>;
    toProfile: ReturnType<typeof toProfileView>;
    whatsapp?: string;
  };
  // Accepting opens the photos, not the contacts: the premium rule stands (premium members and admins).
  if (row.status === 'accepted' && seesMatrimonialContacts(other, viewer)) {
    const link = whatsappLink(other.contactNumber);
    if (link) view.whatsapp = link;
  }
  return view;
}

async function viewsOf(db: Db, rows: InterestRow[], viewer: Viewer, urls: MediaUrls) {
  const found = await findProfiles(
    db,
    rows.flatMap((row) => [row.fromProfileId, row.toProfileId]),
  );
  const profiles = new Map(found.map((row) => [row.id, row]));
  const today = calendarDay();
  // Photos kept to accepted families: one lookup for the page (an accepted interest here opens them).
  const families = await acceptedFamiliesOf(db, found, viewer);
  return rows
    .filter((row) => profiles.has(row.fromProfileId) && profiles.has(row.toProfileId))
    .map((row) => toInterestView(row, profiles, viewer, urls, today, families));
}

/** A profile another family may send an interest to: approved, visible, shown, of an active member. */
const openToInterests = (row: ProfileWithPhotos) =>
  row.approvalStatus === 'approved' &&
  row.isVisible === 1 &&
  row.moderationState === SHOWN &&
  row.ownerStatus === 'active';

/**
 * A member sends an interest for one of their own approved profiles to a listed profile of the other gender:
 * at most one pending or accepted between two profiles, at most 20 a day from one member; the receiving family
 * is notified in the same transaction.
 */
export async function sendInterest(db: Db, viewer: Viewer, body: z.output<typeof SendInterestSchema>, urls: MediaUrls) {
  const from = await findProfile(db, body.fromProfileId);
  if (!from || from.userId !== viewer.user.id) throw forbidden(IM.notYours);
  if (from.approvalStatus !== 'approved' || from.moderationState !== SHOWN) throw forbidden(IM.notApproved);
  const to = await findProfile(db, body.toProfileId);
  if (
    !to ||
    !openToInterests(to) ||
    to.userId === viewer.user.id ||
    to.gender === from.gender ||
    (await isBlockedEitherWay(db, viewer.user.id, to.userId))
  ) {
    throw notFound(IM.notFound);
  }
  const id = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await lockSending(trx, viewer.user.id, [from.id, to.id]);
    const since = new Date(Date.parse(now) - DAY_MS).toISOString();
    const recent = await sentSince(trx, viewer.user.id, since, INTEREST_LIMITS.perDay);
    if (recent.length >= INTEREST_LIMITS.perDay) {
      const oldestCounted = recent[INTEREST_LIMITS.perDay - 1]!.createdAt;
      const retryAfterMs = Math.max(1000, Date.parse(oldestCounted) + DAY_MS - Date.parse(now));
      throw new HttpError(429, IM.tooMany, ERROR_TYPES.postingLimit, undefined, {
        'retry-after': String(Math.ceil(retryAfterMs / 1000)),
      });
    }
    if (await openInterestBetween(trx, from.id, to.id)) throw conflict(IM.duplicate, ERROR_TYPES.conflict);
    await insertInterest(trx, {
      id,
      fromProfileId: from.id,
      toProfileId: to.id,
      fromUserId: from.userId,
      toUserId: to.userId,
      message: body.message,
      status: 'pending',
      createdAt: now,
      respondedAt: null,
    });
    await notify(trx, {
      userId: to.userId,
      actorId: viewer.user.id,
      kind: 'interest_received',
      params: { from: from.fullName, to: to.fullName },
      link: interestsLink('received'),
      subject: `interest:${id}`,
    });
  });
  const [interest] = await viewsOf(db, [(await findInterest(db, id))!], viewer, urls);
  return { message: IM.sent, interest: interest! };
}

/** The receiving family accepts or declines a pending interest (anyone else: 404); the sender is notified. */
export async function respondToInterest(db: Db, viewer: Viewer, id: string, action: InterestAction, urls: MediaUrls) {
  const row = await findInterest(db, id);
  if (!row || row.toUserId !== viewer.user.id) throw notFound(IM.notFound);
  if (row.status !== 'pending') throw conflict(IM.notPending, ERROR_TYPES.conflict);
  const status = action === 'accept' ? 'accepted' : 'declined';
  await db.transaction().execute(async (trx) => {
    if ((await answerInterest(trx, id, status, nowIso())) === 0) throw conflict(IM.notPending, ERROR_TYPES.conflict);
    const profiles = await findProfiles(trx, [row.fromProfileId, row.toProfileId]);
    const name = (profileId: string) => profiles.find((p) => p.id === profileId)?.fullName ?? '';
    await notify(trx, {
      userId: row.fromUserId,
      actorId: viewer.user.id,
      kind: action === 'accept' ? 'interest_accepted' : 'interest_declined',
      params: { from: name(row.fromProfileId), to: name(row.toProfileId) },
      link: interestsLink('sent'),
      subject: `interest:${id}`,
    });
  });
  const [interest] = await viewsOf(db, [(await findInterest(db, id))!], viewer, urls);
  return { message: action === 'accept' ? IM.accepted : IM.declined, interest: interest! };
}

/** The sender withdraws a pending interest (anyone else: 404); the receiver's notification of it goes. */
export async function withdrawInterest(db: Db, viewer: Viewer, id: string, urls: MediaUrls) {
  const row = await findInterest(db, id);
  if (!row || row.fromUserId !== viewer.user.id) throw notFound(IM.notFound);
  if (row.status !== 'pending') throw conflict(IM.notPending, ERROR_TYPES.conflict);
  await db.transaction().execute(async (trx) => {
    if ((await answerInterest(trx, id, 'withdrawn', nowIso())) === 0) {
      throw conflict(IM.notPending, ERROR_TYPES.conflict);
    }
    await forgetSubject(trx, `interest:${id}`);
  });
  const [interest] = await viewsOf(db, [(await findInterest(db, id))!], viewer, urls);
  return { message: IM.withdrawn, interest: interest! };
}

/** A member's received or sent interests, newest first. */
export async function myInterests(
  db: Db,
  viewer: Viewer,
  query: z.output<typeof InterestsQuerySchema>,
  urls: MediaUrls,
) {
  const filter = { userId: viewer.user.id, direction: query.direction, status: query.status };
  const { rows, pagination } = await readPage({ page: query.page, limit: INTEREST_LIMITS.pageSize }, (window) =>
    listInterests(db, filter, window),
  );
  return { interests: await viewsOf(db, rows, viewer, urls), pagination };
}
