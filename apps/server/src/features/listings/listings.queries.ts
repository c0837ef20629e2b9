import type { Insertable } from 'kysely';
import { listingSearch, searchWords, type Db, type DialectName } from '../../db/dialect.ts';
import type { ListingRow, ListingsTable } from '../../db/types.ts';

/** A listing with the owner fields every reply carries (never the owner's contacts). */
export type ListingWithOwner = ListingRow & { ownerName: string; ownerOccupation: string; ownerStatus: 'active' | 'deactivated' | 'suspended' };

const withOwner = (db: Db) =>
  db
    .selectFrom('listings')
    .innerJoin('users', 'users.id', 'listings.ownerId')
    .selectAll('listings')
    .select(['users.name as ownerName', 'users.occupation as ownerOccupation', 'users.accountStatus as ownerStatus']);

export const findListing = (db: Db, id: string): Promise<ListingWithOwner | undefined> =>
  withOwner(db).where('listings.id', '=', id).executeTakeFirst();

export const insertListing = (db: Db, listing: Insertable<ListingsTable>) => db.insertInto('listings').values(listing).execute();

export const updateListing = (db: Db, id: string, patch: Partial<Insertable<ListingsTable>>) =>
  db.updateTable('listings').set(patch).where('id', '=', id).execute();

export const deleteListing = (db: Db, id: string) => db.deleteFrom('listings').where('id', '=', id).execute();

export type ListingFilter = { search: string; category: string; approvedOnly: boolean; dialect: DialectName };

function filtered(db: Db, { search, category, approvedOnly, dialect }: ListingFilter) {
  let query = withOwner(db);
  // The public list: approved listings of members whose account is active.
  if (approvedOnly) query = query.where('listings.approved', '=', 1).where('users.accountStatus', '=', 'active');
  if (category) query = query.where('listings.category', '=', category);
  const words = searchWords(search);
  if (words.length) query = query.where(listingSearch(dialect, words));
  return query;
}

export async function listListings(db: Db, filter: ListingFilter, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .orderBy('listings.createdAt', 'desc')
      .orderBy('listings.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, filter)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Sorted distinct categories of approved listings, for the filter dropdown. */
export const approvedCategories = async (db: Db) =>
  (
    await db
      .selectFrom('listings')
      .innerJoin('users', 'users.id', 'listings.ownerId')
      .select('listings.category')
      .distinct()
      .where('listings.approved', '=', 1)
      .where('users.accountStatus', '=', 'active')
      .orderBy('listings.category')
      .execute()
  ).map((row) => row.category);
