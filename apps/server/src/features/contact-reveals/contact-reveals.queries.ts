import { sql, type Kysely } from 'kysely';
import type { ContactSubject } from '@sangam/shared/privacy';
import { dialectOf, type Db } from '../../db/dialect.ts';
import type { ContactRevealsTable } from '../../db/types.ts';
import { cappedCount, type PageWindow } from '../../lib/paging.ts';

// The log of who saw whose contact details (issue 36): one row per viewer, subject and UTC day.

export type RevealRow = ContactRevealsTable;

/** Inserts the day's row of a reveal; a second reveal of the same subject on the same day keeps the first row. */
export const insertReveal = (db: Db, row: RevealRow) =>
  db
    .insertInto('contactReveals')
    .values(row)
    .onConflict((oc) => oc.columns(['viewerId', 'day', 'subjectType', 'subjectId']).doNothing())
    .execute();

/** Whether the viewer already revealed this subject on `day` (the unique index's entry). */
export const revealedOn = async (db: Db, viewerId: string, day: string, type: ContactSubject, subjectId: string) =>
  (await db
    .selectFrom('contactReveals')
    .select('id')
    .where('viewerId', '=', viewerId)
    .where('day', '=', day)
    .where('subjectType', '=', type)
    .where('subjectId', '=', subjectId)
    .executeTakeFirst()) !== undefined;

/** The viewer's reveals of `day`, counted up to `limit` (at most `limit` entries of the unique index). */
export async function revealsOn(db: Db, viewerId: string, day: string, limit: number): Promise<number> {
  const rows = await db
    .selectFrom('contactReveals')
    .select('id')
    .where('viewerId', '=', viewerId)
    .where('day', '=', day)
    .limit(limit)
    .execute();
  return rows.length;
}

/**
 * On PostgreSQL, a lock of the viewer's reveals for the rest of the transaction, so two reveals at once are counted
 * one after the other (SQLite's write transactions already are).
 */
export async function lockRevealsOf(db: Db, viewerId: string) {
  if (db.isTransaction && dialectOf(db as unknown as Kysely<unknown>) === 'postgres') {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`sangam:reveals:${viewerId}`}))`.execute(db);
  }
}

const ofOwnerSince = (db: Db, ownerId: string, since: string) =>
  db
    .selectFrom('contactReveals')
    .where('contactReveals.ownerId', '=', ownerId)
    .where('contactReveals.createdAt', '>=', since);

/**
 * One page of the reveals of `ownerId`'s details since `since`, newest first (the owner_id, created_at, id index),
 * each with its viewer and, for a listing or a matrimonial profile, its title or name; the total counted up to the
 * shared cap.
 */
export async function listRevealsOf(db: Db, ownerId: string, since: string, { limit, offset }: PageWindow) {
  const [rows, count] = await Promise.all([
    ofOwnerSince(db, ownerId, since)
      .innerJoin('users', 'users.id', 'contactReveals.viewerId')
      .leftJoin('listings', (join) =>
        join.onRef('listings.id', '=', 'contactReveals.subjectId').on('contactReveals.subjectType', '=', 'listing'),
      )
      .leftJoin('matrimonialProfiles', (join) =>
        join
          .onRef('matrimonialProfiles.id', '=', 'contactReveals.subjectId')
          .on('contactReveals.subjectType', '=', 'matrimonial'),
      )
      .select([
        'contactReveals.id as revealId',
        'contactReveals.subjectType',
        'contactReveals.subjectId',
        'contactReveals.createdAt',
        'users.id',
        'users.name',
        'users.occupation',
        'users.profileImageId',
        'listings.title as listingTitle',
        'matrimonialProfiles.fullName as profileName',
      ])
      .orderBy('contactReveals.createdAt', 'desc')
      .orderBy('contactReveals.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    cappedCount(db, ofOwnerSince(db, ownerId, since)),
  ]);
  return { rows, ...count };
}
