import { MATRIMONIAL_MESSAGES as M, type MatrimonialProfile } from '@sangam/shared/matrimonial';
import { SHORTLIST_LIMITS, SHORTLIST_MESSAGES as S } from '@sangam/shared/matrimonial-shortlist';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { paginate } from '@sangam/shared/pagination';
import type { Db } from '../../db/dialect.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { hasBlocks, isBlockedEitherWay } from '../blocks/blocks.queries.ts';
import { activeViewer, profileViews, profileVisibleTo } from './matrimonial-view.ts';
import { findProfile, findProfiles, type ProfileWithPhotos } from './matrimonial.queries.ts';
import {
  countShortlist,
  deleteHidden,
  deleteShortlist,
  hasHidden,
  insertShortlist,
  isShortlisted,
  listHiddenIds,
  listShortlistIds,
  shortlistedAmong,
  upsertHidden,
  type ListReader,
} from './shortlist.queries.ts';

// The shortlist and "Not interested" (issue 35): members only, for profiles they may see.

/** A profile the member may see now, or a 404 (also when they and its owner blocked each other; admins see all). */
async function seenProfile(db: Db, id: string, viewer: Viewer): Promise<ProfileWithPhotos> {
  const row = await findProfile(db, id);
  if (!row || !profileVisibleTo(row, viewer)) throw notFound(M.notFound);
  if (
    viewer.plan !== 'admin' &&
    viewer.user.id !== row.userId &&
    (await isBlockedEitherWay(db, viewer.user.id, row.userId))
  ) {
    throw notFound(M.notFound);
  }
  return row;
}

/**
 * Sets `shortlisted` on the views of a reply for a signed-in member (one query for the page); visitors' views are
 * left without it. Call it after the views are built: `await withShortlisted(db, viewer, reply.profiles)`.
 */
export async function withShortlisted<P extends MatrimonialProfile>(
  db: Db,
  viewer: Viewer | null,
  profiles: P[],
): Promise<P[]> {
  const active = activeViewer(viewer);
  if (!active || profiles.length === 0) return profiles;
  const kept = await shortlistedAmong(
    db,
    active.user.id,
    profiles.map((profile) => profile._id),
  );
  for (const profile of profiles) profile.shortlisted = kept.has(profile._id);
  return profiles;
}

const readerOf = async (db: Db, viewer: Viewer): Promise<ListReader> => ({
  userId: viewer.user.id,
  admin: viewer.plan === 'admin',
  blocked: viewer.plan !== 'admin' && (await hasBlocks(db, viewer.user.id)),
});

/** The rows of these ids, in their order (a page of at most 50): two queries. */
async function rowsOf(db: Db, ids: readonly string[]): Promise<ProfileWithPhotos[]> {
  const byId = new Map((await findProfiles(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function shortlistProfile(db: Db, profileId: string, viewer: Viewer) {
  const row = await seenProfile(db, profileId, viewer);
  if (row.userId === viewer.user.id) throw badRequest(S.own);
  const userId = viewer.user.id;
  await db.transaction().execute(async (trx) => {
    if (await isShortlisted(trx, userId, profileId)) return;
    if ((await countShortlist(trx, userId, SHORTLIST_LIMITS.max)) >= SHORTLIST_LIMITS.max) {
      throw conflict(S.full, ERROR_TYPES.conflict);
    }
    await insertShortlist(trx, userId, profileId, nowIso());
  });
  return { message: S.added, shortlisted: true };
}

/** Takes a profile off the shortlist: also one the member no longer sees (it was listed when they kept it). */
export async function unshortlistProfile(db: Db, profileId: string, viewer: Viewer) {
  await deleteShortlist(db, viewer.user.id, profileId);
  return { message: S.removed, shortlisted: false };
}

export async function listShortlist(db: Db, viewer: Viewer, query: { page: number; limit: number }, urls: MediaUrls) {
  const { rows, total } = await listShortlistIds(db, await readerOf(db, viewer), {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const views = await profileViews(
    db,
    await rowsOf(
      db,
      rows.map((row) => row.profileId),
    ),
    viewer,
    urls,
  );
  for (const view of views) view.shortlisted = true;
  return { profiles: views, pagination: paginate(query.page, query.limit, total) };
}

const hideDaysMs = SHORTLIST_LIMITS.hideDays * 86_400_000;

/** "Not interested": the profile leaves the member's list and matches for 90 days (again from now if repeated). */
export async function hideProfile(db: Db, profileId: string, viewer: Viewer) {
  const row = await seenProfile(db, profileId, viewer);
  if (row.userId === viewer.user.id) throw badRequest(S.hideOwn);
  const now = nowIso();
  const hiddenUntil = new Date(Date.parse(now) + hideDaysMs).toISOString();
  await upsertHidden(db, { userId: viewer.user.id, profileId, createdAt: now, hiddenUntil });
  return { message: S.hidden, hidden: true, hiddenUntil };
}

/** Undo: the profile is back in the member's list (also one they no longer see). */
export async function unhideProfile(db: Db, profileId: string, viewer: Viewer) {
  await deleteHidden(db, viewer.user.id, profileId);
  return { message: S.unhidden, hidden: false };
}

export async function listHidden(db: Db, viewer: Viewer, query: { page: number; limit: number }, urls: MediaUrls) {
  const { rows, total } = await listHiddenIds(db, await readerOf(db, viewer), nowIso(), {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const byId = new Map(rows.map((row) => [row.profileId, row]));
  const views = await withShortlisted(
    db,
    viewer,
    await profileViews(
      db,
      await rowsOf(
        db,
        rows.map((row) => row.profileId),
      ),
      viewer,
      urls,
    ),
  );
  return {
    profiles: views.map((view) => ({
      ...view,
      hiddenAt: byId.get(view._id)!.createdAt,
      hiddenUntil: byId.get(view._id)!.hiddenUntil,
    })),
    pagination: paginate(query.page, query.limit, total),
  };
}

/**
 * The viewer whose list leaves out the profiles they hide, with the time the hiding is read at (to the minute, so a
 * page read again within the minute is the cached one), or undefined: visitors and members who hide nothing
 * keep the shared pages.
 */
export async function hidingViewer(
  db: Db,
  viewer: Viewer | null,
): Promise<{ hiddenFor: string; hiddenAt: string } | undefined> {
  const active = activeViewer(viewer);
  if (!active) return undefined;
  const hiddenAt = `${nowIso().slice(0, 16)}:00.000Z`;
  return (await hasHidden(db, active.user.id, hiddenAt)) ? { hiddenFor: active.user.id, hiddenAt } : undefined;
}
