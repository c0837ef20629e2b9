import type { Db } from '../../db/dialect.ts';
import { cachedBy } from '../../lib/cache.ts';
import { cappedCount, cachedRows, type PageWindow } from '../../lib/paging.ts';
import { SHOWN } from '../../lib/moderation-label.ts';
import { OWNER_COLUMNS } from '../members/members.queries.ts';
import { notBlockedWith } from '../blocks/blocks.queries.ts';
import { PROFILE_COLUMNS, withPhotos } from './matrimonial.queries.ts';
import { notHiddenFor } from './shortlist.queries.ts';

/** What one profile's partner preferences ask of the profiles matched to it (the keys are the *_key columns'). */
export type MatchFilter = {
  /** The member asking: their own profiles are left out. */
  viewerId: string;
  gender: 'male' | 'female';
  /** YYYY-MM-DD: born after `dobFrom` and on or before `dobTo`. */
  dobFrom: string;
  dobTo: string;
  educationKeys: string[];
  occupationKeys: string[];
  /** A city or a state. */
  locationKeys: string[];
  casteKeys: string[];
  heightMin?: number;
  heightMax?: number;
  /** The viewer has blocks (blocks.service.ts blockingViewer): profiles of members blocked either way are left out. */
  blocked: boolean;
  /** The viewer hides profiles (shortlist.service.ts hidingViewer): those they said "Not interested" to are left out. */
  hiding?: { hiddenFor: string; hiddenAt: string };
};

/**
 * Approved, visible, shown profiles of active members that a profile's preferences ask for, read on
 * matrimonial_gender_created_idx (approval_status, is_visible, gender, created_at, id): the other filters are checked
 * row by row as the index is walked newest first, so the first page stops after its rows.
 */
function matching(db: Db, filter: MatchFilter) {
  let query = db
    .selectFrom('matrimonialProfiles')
    .innerJoin('users', 'users.id', 'matrimonialProfiles.userId')
    .where('matrimonialProfiles.approvalStatus', '=', 'approved')
    .where('matrimonialProfiles.isVisible', '=', 1)
    .where('matrimonialProfiles.gender', '=', filter.gender)
    .where('matrimonialProfiles.moderationState', '=', SHOWN)
    .where('matrimonialProfiles.dateOfBirth', '>', filter.dobFrom)
    .where('matrimonialProfiles.dateOfBirth', '<=', filter.dobTo)
    .where('matrimonialProfiles.userId', '!=', filter.viewerId)
    .where('users.accountStatus', '=', 'active');
  if (filter.hiding) {
    query = query.where(notHiddenFor(filter.hiding.hiddenFor, 'matrimonialProfiles.id', filter.hiding.hiddenAt));
  }
  if (filter.blocked) query = query.where(notBlockedWith(filter.viewerId, 'matrimonialProfiles.userId'));
  if (filter.educationKeys.length) query = query.where('matrimonialProfiles.educationKey', 'in', filter.educationKeys);
  if (filter.occupationKeys.length) {
    query = query.where('matrimonialProfiles.occupationKey', 'in', filter.occupationKeys);
  }
  if (filter.casteKeys.length) query = query.where('matrimonialProfiles.casteKey', 'in', filter.casteKeys);
  if (filter.locationKeys.length) {
    const keys = filter.locationKeys;
    query = query.where((eb) =>
      eb.or([eb('matrimonialProfiles.cityKey', 'in', keys), eb('matrimonialProfiles.stateKey', 'in', keys)]),
    );
  }
  if (filter.heightMin !== undefined) query = query.where('matrimonialProfiles.heightCm', '>=', filter.heightMin);
  if (filter.heightMax !== undefined) query = query.where('matrimonialProfiles.heightCm', '<=', filter.heightMax);
  return query;
}

/** A page of matches, newest first, with its owner's summary and photos, and the capped count. */
async function listMatchesFromDb(db: Db, filter: MatchFilter, page: PageWindow) {
  const [rows, count] = await Promise.all([
    cachedRows(
      db,
      matching(db, filter)
        .select(PROFILE_COLUMNS)
        .select(OWNER_COLUMNS)
        .orderBy('matrimonialProfiles.createdAt', 'desc')
        .orderBy('matrimonialProfiles.id', 'desc')
        .limit(page.limit)
        .offset(page.offset),
    ),
    cappedCount(db, matching(db, filter)),
  ]);
  return { rows: await withPhotos(db, rows), ...count };
}

/** listMatches kept by its filter and page until the database changes, as the list's pages are (rows shared: read only). */
export const listMatches = cachedBy('listMatches', ['matrimonial', 'members'], listMatchesFromDb);
