import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { Database } from '../../db/types.ts';
import { SHOWN } from '../../lib/moderation-label.ts';
import { notBlockedWith } from '../blocks/blocks.queries.ts';

// A member's shortlist and the profiles they are "Not interested" in (issue 35). The only SQL of the two: every
// read is on a primary key (user_id, profile_id) or a (user_id, created_at) index.

/** Adds a profile to the shortlist; adding it again keeps the first time (idempotent). */
export const insertShortlist = (db: Db, userId: string, profileId: string, createdAt: string) =>
  db
    .insertInto('matrimonialShortlist')
    .values({ userId, profileId, createdAt })
    .onConflict((oc) => oc.columns(['userId', 'profileId']).doNothing())
    .execute();

export const deleteShortlist = (db: Db, userId: string, profileId: string) =>
  db.deleteFrom('matrimonialShortlist').where('userId', '=', userId).where('profileId', '=', profileId).execute();

export const isShortlisted = async (db: Db, userId: string, profileId: string) =>
  (await db
    .selectFrom('matrimonialShortlist')
    .select('profileId')
    .where('userId', '=', userId)
    .where('profileId', '=', profileId)
    .executeTakeFirst()) !== undefined;

/** How many profiles a member shortlisted, counted up to `cap` + 1 (the primary key's prefix). */
export async function countShortlist(db: Db, userId: string, cap: number): Promise<number> {
  const rows = await db
    .selectFrom('matrimonialShortlist')
    .select('profileId')
    .where('userId', '=', userId)
    .limit(cap + 1)
    .execute();
  return rows.length;
}

/** Of these profiles, the ones the member shortlisted (the primary key). */
export async function shortlistedAmong(db: Db, userId: string, profileIds: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(profileIds)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .selectFrom('matrimonialShortlist')
    .select('profileId')
    .where('userId', '=', userId)
    .where('profileId', 'in', unique)
    .execute();
  return new Set(rows.map((row) => row.profileId));
}

/** Who reads a member's lists: everyone but admins sees only listed profiles of active members, and none blocked. */
export type ListReader = { userId: string; admin: boolean; blocked: boolean };

/** The profiles a reader may see among those joined (matrimonialProfiles and users are in the query). */
const seenBy =
  (reader: ListReader) =>
  (eb: ExpressionBuilder<Database, 'matrimonialProfiles' | 'users'>): Expression<SqlBool> => {
    if (reader.admin) return sql<SqlBool>`1 = 1`;
    const rules: Expression<SqlBool>[] = [
      eb('matrimonialProfiles.approvalStatus', '=', 'approved'),
      eb('matrimonialProfiles.isVisible', '=', 1),
      eb('matrimonialProfiles.moderationState', '=', SHOWN),
      eb('users.accountStatus', '=', 'active'),
    ];
    if (reader.blocked) rules.push(notBlockedWith(reader.userId, 'matrimonialProfiles.userId')(eb));
    return eb.and(rules);
  };

/** One page of a member's shortlist (profile ids, newest first: matrimonial_shortlist_newest_idx) and its count. */
export async function listShortlistIds(db: Db, reader: ListReader, page: { limit: number; offset: number }) {
  const base = db
    .selectFrom('matrimonialShortlist')
    .innerJoin('matrimonialProfiles', 'matrimonialProfiles.id', 'matrimonialShortlist.profileId')
    .innerJoin('users', 'users.id', 'matrimonialProfiles.userId')
    .where('matrimonialShortlist.userId', '=', reader.userId)
    .where(seenBy(reader));
  const [rows, count] = await Promise.all([
    base
      .select(['matrimonialShortlist.profileId', 'matrimonialShortlist.createdAt'])
      .orderBy('matrimonialShortlist.createdAt', 'desc')
      .orderBy('matrimonialShortlist.profileId', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Hides a profile from a member until `hiddenUntil`; hiding it again starts the 90 days again. */
export const upsertHidden = (
  db: Db,
  row: { userId: string; profileId: string; createdAt: string; hiddenUntil: string },
) =>
  db
    .insertInto('matrimonialHidden')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['userId', 'profileId']).doUpdateSet({ createdAt: row.createdAt, hiddenUntil: row.hiddenUntil }),
    )
    .execute();

export const deleteHidden = (db: Db, userId: string, profileId: string) =>
  db.deleteFrom('matrimonialHidden').where('userId', '=', userId).where('profileId', '=', profileId).execute();

/**
 * Whether the member hides any profile now: one probe of the primary key's prefix (a member's few rows). Lists ask
 * it first, so a member without any keeps the shared cached pages.
 */
export async function hasHidden(db: Db, userId: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('matrimonialHidden')
    .select('profileId')
    .where('userId', '=', userId)
    .where('hiddenUntil', '>', now)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** One page of the profiles a member hides now (newest first: matrimonial_hidden_newest_idx) and its count. */
export async function listHiddenIds(db: Db, reader: ListReader, now: string, page: { limit: number; offset: number }) {
  const base = db
    .selectFrom('matrimonialHidden')
    .innerJoin('matrimonialProfiles', 'matrimonialProfiles.id', 'matrimonialHidden.profileId')
    .innerJoin('users', 'users.id', 'matrimonialProfiles.userId')
    .where('matrimonialHidden.userId', '=', reader.userId)
    .where('matrimonialHidden.hiddenUntil', '>', now)
    .where(seenBy(reader));
  const [rows, count] = await Promise.all([
    base
      .select(['matrimonialHidden.profileId', 'matrimonialHidden.createdAt', 'matrimonialHidden.hiddenUntil'])
      .orderBy('matrimonialHidden.createdAt', 'desc')
      .orderBy('matrimonialHidden.profileId', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/**
 * A where-clause for lists and matches: the profile in `profileColumn` (a column reference such as
 * 'matrimonialProfiles.id') is not one the viewer said "Not interested" to, or its 90 days are over. One NOT EXISTS
 * probe per row on the primary key (user_id, profile_id), so a list stays on its own index. Ask `hasHidden` first
 * and add it only for a viewer who hides something: `query.where(notHiddenFor(viewerId, 'matrimonialProfiles.id'))`.
 */
export const notHiddenFor =
  (viewerId: string, profileColumn: string, now: string = new Date().toISOString()) =>
  <DB, TB extends keyof DB>(outer: ExpressionBuilder<DB, TB>): Expression<SqlBool> => {
    const eb = outer as unknown as ExpressionBuilder<Database, 'matrimonialHidden'>;
    return eb.not(
      eb.exists(
        eb
          .selectFrom('matrimonialHidden')
          .select('matrimonialHidden.profileId')
          .where('matrimonialHidden.userId', '=', viewerId)
          .where('matrimonialHidden.profileId', '=', sql.ref<string>(profileColumn))
          .where('matrimonialHidden.hiddenUntil', '>', now),
      ),
    );
  };
