import type { Insertable, SelectQueryBuilder, Updateable } from 'kysely';
import type { PartnerPreferences, Siblings } from '@sangam/shared/matrimonial';
import { type Db, type DialectName } from '../../db/dialect.ts';
import { matrimonialSearch, newestFirst, searchWords } from '../../db/search.ts';
import type { Database, MatrimonialProfileRow, MatrimonialProfilesTable } from '../../db/types.ts';
import { cappedCount, columnsOf, cachedRows } from '../../lib/paging.ts';
import { replaceMediaRows } from '../../lib/child-rows.ts';
import { cachedBy } from '../../lib/cache.ts';
import { OWNER_COLUMNS, type OwnerSummary } from '../members/members.queries.ts';
import { notBlockedWith } from '../blocks/blocks.queries.ts';
import { notHiddenFor } from './shortlist.queries.ts';
import { SHOWN } from '../../lib/moderation-label.ts';

/**
 * A profile with its photos' media ids in order, its owner's summary columns, and its JSON columns parsed: parsed
 * once here, as cached pages hand the same rows to every request.
 */
export type ProfileWithPhotos = Omit<MatrimonialProfileRow, 'siblings' | 'partnerPreferences'> & {
  siblings: Siblings;
  partnerPreferences: PartnerPreferences;
  photoIds: string[];
} & OwnerSummary;

type ProfileRowWithOwner = MatrimonialProfileRow & Omit<ProfileWithPhotos, keyof MatrimonialProfileRow | 'photoIds'>;

export async function withPhotos(db: Db, rows: ProfileRowWithOwner[]): Promise<ProfileWithPhotos[]> {
  if (rows.length === 0) return [];
  const photos = await cachedRows(
    db,
    db
      .selectFrom('matrimonialPhotos')
      .select(['profileId', 'mediaId'])
      .where(
        'profileId',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('profileId')
      .orderBy('position'),
  );
  const byProfile = new Map<string, string[]>();
  for (const photo of photos)
    byProfile.set(photo.profileId, [...(byProfile.get(photo.profileId) ?? []), photo.mediaId]);
  return rows.map((row) => ({
    ...row,
    siblings: JSON.parse(row.siblings) as Siblings,
    partnerPreferences: JSON.parse(row.partnerPreferences) as PartnerPreferences,
    photoIds: byProfile.get(row.id) ?? [],
  }));
}

const withOwner = (db: Db) =>
  db
    .selectFrom('matrimonialProfiles')
    .innerJoin('users', 'users.id', 'matrimonialProfiles.userId')
    .selectAll('matrimonialProfiles')
    .select(OWNER_COLUMNS);

export async function findProfile(db: Db, id: string): Promise<ProfileWithPhotos | undefined> {
  const row = await withOwner(db).where('matrimonialProfiles.id', '=', id).executeTakeFirst();
  return row ? (await withPhotos(db, [row]))[0] : undefined;
}

/** Profiles by id, with their photos and owners (in no particular order). */
export async function findProfiles(db: Db, ids: readonly string[]): Promise<ProfileWithPhotos[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return withPhotos(db, await withOwner(db).where('matrimonialProfiles.id', 'in', unique).execute());
}

export const findPhotoId = async (db: Db, profileId: string, position: number) =>
  (
    await db
      .selectFrom('matrimonialPhotos')
      .select('mediaId')
      .where('profileId', '=', profileId)
      .where('position', '=', position)
      .executeTakeFirst()
  )?.mediaId;

export const insertProfile = (db: Db, row: Insertable<MatrimonialProfilesTable>) =>
  db.insertInto('matrimonialProfiles').values(row).execute();

export const updateProfile = (db: Db, id: string, patch: Updateable<MatrimonialProfilesTable>) =>
  db.updateTable('matrimonialProfiles').set(patch).where('id', '=', id).execute();

export const deleteProfile = (db: Db, id: string) =>
  db.deleteFrom('matrimonialProfiles').where('id', '=', id).execute();

/** Replaces a profile's photo rows with the given media ids, in order. */
export const replacePhotoRows = (db: Db, profileId: string, mediaIds: string[]) =>
  replaceMediaRows(db, 'matrimonialPhotos', profileId, mediaIds);

export type PublicFilter = {
  gender: string;
  /** YYYY-MM-DD bounds of the date of birth that the age range means. */
  dobFrom?: string;
  dobTo?: string;
  cityKey: string;
  stateKey: string;
  casteKey: string;
  educationKey: string;
  occupationKey: string;
  search: string;
  dialect: DialectName;
  /** A viewer with blocks (blocks.service.ts blockingViewer): profiles of members blocked either way are left out. */
  blockedFor?: string;
  /** A viewer who said "Not interested" to profiles (shortlist.service.ts hidingViewer): those are left out. */
  hiddenFor?: string;
  /** The time the hiding is read at (with hiddenFor). */
  hiddenAt?: string;
};

/** The public list's filters (never a profile reports hid or an admin removed); the search joined with its index, or (`searchBy: 'row'`) checked row by row. */
function publicMatching(db: Db, filter: PublicFilter, searchBy: 'index' | 'row' = 'index') {
  let query = db
    .selectFrom('matrimonialProfiles')
    .where('matrimonialProfiles.approvalStatus', '=', 'approved')
    .where('matrimonialProfiles.isVisible', '=', 1)
    .where('matrimonialProfiles.moderationState', '=', SHOWN);
  if (filter.blockedFor) query = query.where(notBlockedWith(filter.blockedFor, 'matrimonialProfiles.userId'));
  if (filter.hiddenFor) {
    query = query.where(notHiddenFor(filter.hiddenFor, 'matrimonialProfiles.id', filter.hiddenAt));
  }
  if (filter.gender) query = query.where('matrimonialProfiles.gender', '=', filter.gender as 'male' | 'female');
  if (filter.dobFrom) query = query.where('matrimonialProfiles.dateOfBirth', '>', filter.dobFrom);
  if (filter.dobTo) query = query.where('matrimonialProfiles.dateOfBirth', '<=', filter.dobTo);
  for (const key of ['cityKey', 'stateKey', 'casteKey', 'educationKey', 'occupationKey'] as const) {
    if (filter[key]) query = query.where(`matrimonialProfiles.${key}`, '=', filter[key]);
  }
  const search = searchOf(filter);
  if (!search) return query;
  return searchBy === 'row' ? query.where(search.matches) : search.apply(query);
}

const searchOf = ({ search, dialect }: { search: string; dialect: DialectName }) => {
  const words = searchWords(search);
  return words.length ? matrimonialSearch(dialect, words) : undefined;
};

/** Every column of a profile, for the cached list pages (lib/paging.ts columnsOf). */
export const PROFILE_COLUMNS = columnsOf(
  'matrimonialProfiles',
  `id userId profileType fullName dateOfBirth gender height weight contactNumber email city state country caste
   subCaste religion education occupation income familyType fatherOccupation motherOccupation siblings aboutMe
   partnerPreferences biodataMediaId approvalStatus isVisible adminNotes cityKey stateKey casteKey educationKey
   occupationKey moderationState photoPrivacy heightCm createdAt updatedAt`,
);

/** A page of profiles with their owner's summary, newest first (in the search index's order while searching). */
const pageOf = (
  db: Db,
  query: SelectQueryBuilder<Database, 'matrimonialProfiles' | 'users', object>,
  filter: { search: string; dialect: DialectName },
  page: { limit: number; offset: number },
) =>
  query
    .select(PROFILE_COLUMNS)
    .select(OWNER_COLUMNS)
    .$call((rows) => newestFirst(rows, 'matrimonial_profiles', searchOf(filter)))
    .limit(page.limit)
    .offset(page.offset)
    .$call((rows) => cachedRows(db, rows));

/**
 * The public list leaves out profiles of suspended and deactivated members. Counting through a join with every
 * owner would read every row, so those few are counted apart, from the inactive members, and taken off.
 */
async function listPublicProfilesFromDb(db: Db, filter: PublicFilter, page: { limit: number; offset: number }) {
  const [rows, count, hidden] = await Promise.all([
    pageOf(
      db,
      publicMatching(db, filter)
        .innerJoin('users', 'users.id', 'matrimonialProfiles.userId')
        .where('users.accountStatus', '=', 'active'),
      filter,
      page,
    ),
    cappedCount(db, publicMatching(db, filter)),
    cappedCount(
      db,
      publicMatching(db, filter, 'row').where('matrimonialProfiles.userId', 'in', (eb) =>
        eb.selectFrom('users').select('users.id').where('users.accountStatus', 'in', ['deactivated', 'suspended']),
      ),
    ),
  ]);
  return {
    rows: await withPhotos(db, rows),
    total: Math.max(0, count.total - (count.capped ? 0 : hidden.total)),
    capped: count.capped,
  };
}
/** A page stays kept through an edit of a member who owns none of its profiles (db/member-changes.ts). */
export const listPublicProfiles = cachedBy(
  'listPublicProfiles',
  ['matrimonial', 'members'],
  listPublicProfilesFromDb,
  ({ rows }) => ({ ids: rows.map((row) => row.userId) }),
);

export async function listOwnProfiles(db: Db, userId: string) {
  const rows = await withOwner(db)
    .where('matrimonialProfiles.userId', '=', userId)
    .orderBy('matrimonialProfiles.createdAt', 'desc')
    .execute();
  return withPhotos(db, rows);
}

export type AdminFilter = { status: string; gender: string; cityKey: string; search: string; dialect: DialectName };

function adminMatching(db: Db, filter: AdminFilter) {
  let query = db.selectFrom('matrimonialProfiles');
  if (filter.status && filter.status !== 'all') {
    query = query.where('matrimonialProfiles.approvalStatus', '=', filter.status as 'pending');
  }
  if (filter.gender && filter.gender !== 'all') {
    query = query.where('matrimonialProfiles.gender', '=', filter.gender as 'male');
  }
  if (filter.cityKey) query = query.where('matrimonialProfiles.cityKey', '=', filter.cityKey);
  const search = searchOf(filter);
  return search ? search.apply(query) : query;
}

export async function listAdminProfiles(db: Db, filter: AdminFilter, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    pageOf(db, adminMatching(db, filter).innerJoin('users', 'users.id', 'matrimonialProfiles.userId'), filter, page),
    cappedCount(db, adminMatching(db, filter)),
  ]);
  return { rows: await withPhotos(db, rows), ...count };
}

/** Counts per status, each from the status index and capped like every list's count. */
export async function profileStats(db: Db) {
  const count = (status?: 'pending' | 'approved' | 'rejected') =>
    cappedCount(
      db,
      status
        ? db.selectFrom('matrimonialProfiles').where('approvalStatus', '=', status)
        : db.selectFrom('matrimonialProfiles'),
    ).then((c) => c.total);
  const [total, pending, approved, rejected] = await Promise.all([
    count(),
    count('pending'),
    count('approved'),
    count('rejected'),
  ]);
  return { total, pending, approved, rejected };
}

/**
 * Records a reveal, once an hour per viewer, profile and kind: reloads and a browser refetching the page on focus
 * are the same look, and would bury the owner's list in repeats.
 */
export async function insertContactView(
  db: Db,
  view: { id: string; profileId: string; viewerId: string; kind: 'contact' | 'biodata'; createdAt: string },
) {
  const hourAgo = new Date(new Date(view.createdAt).getTime() - 3_600_000).toISOString();
  const recent = await db
    .selectFrom('matrimonialContactViews')
    .select('id')
    .where('viewerId', '=', view.viewerId)
    .where('profileId', '=', view.profileId)
    .where('kind', '=', view.kind)
    .where('createdAt', '>', hourAgo)
    .executeTakeFirst();
  if (!recent) await db.insertInto('matrimonialContactViews').values(view).execute();
}

/** The latest 200 reveals of a profile's contacts and biodata, with who looked. */
export const listContactViews = (db: Db, profileId: string) =>
  db
    .selectFrom('matrimonialContactViews')
    .innerJoin('users', 'users.id', 'matrimonialContactViews.viewerId')
    .select([
      'matrimonialContactViews.kind',
      'matrimonialContactViews.createdAt',
      'users.id',
      'users.name',
      'users.occupation',
      'users.profileImageId',
    ])
    .where('matrimonialContactViews.profileId', '=', profileId)
    .orderBy('matrimonialContactViews.createdAt', 'desc')
    .limit(200)
    .execute();
