import type { Insertable } from 'kysely';
import { COUNT_CAP } from '@sangam/shared/pagination';
import { type Db, type DialectName } from '../../db/dialect.ts';
import { listingSearch, newestFirst, searchWords } from '../../db/search.ts';
import type { ListingRow, ListingsTable } from '../../db/types.ts';
import { cappedCount, columnsOf, cachedRows } from '../../lib/paging.ts';
import { cachedBy } from '../../lib/cache.ts';
import { OWNER_COLUMNS, type OwnerSummary } from '../members/members.queries.ts';
import { SHOWN } from '../../lib/moderation-label.ts';

/** A listing with the owner fields every reply carries (never the owner's contacts). */
export type ListingWithOwner = ListingRow & OwnerSummary;

/** Every column of a listing, for the cached list pages (lib/paging.ts columnsOf). */
const LISTING_COLUMNS = columnsOf(
  'listings',
  `id ownerId title category description contactPhone contactEmail imageId premiumRequired approved
   moderationState createdAt updatedAt`,
);

const withOwner = (db: Db) =>
  db
    .selectFrom('listings')
    .innerJoin('users', 'users.id', 'listings.ownerId')
    .selectAll('listings')
    .select(OWNER_COLUMNS);

export const findListing = (db: Db, id: string): Promise<ListingWithOwner | undefined> =>
  withOwner(db).where('listings.id', '=', id).executeTakeFirst();

/**
 * A listing as its page shows it, kept until the listings change or its owner's row does (another member's edit
 * keeps it, db/member-changes.ts). Frozen, since every caller shares it.
 */
export const listingToShow = cachedBy(
  'listingToShow',
  ['listings', 'members'],
  async (db: Db, id: string) => {
    const row = await findListing(db, id);
    return row && Object.freeze(row);
  },
  (row) => ({ ids: row ? [row.ownerId] : [] }),
);

/** The owner's listings, newest first, approved or not (listings_owner_idx). */
export const listOwnListings = (db: Db, ownerId: string, limit: number): Promise<ListingWithOwner[]> =>
  withOwner(db).where('listings.ownerId', '=', ownerId).orderBy('listings.createdAt', 'desc').limit(limit).execute();

export const insertListing = (db: Db, listing: Insertable<ListingsTable>) =>
  db.insertInto('listings').values(listing).execute();

export const updateListing = (db: Db, id: string, patch: Partial<Insertable<ListingsTable>>) =>
  db.updateTable('listings').set(patch).where('id', '=', id).execute();

export const deleteListing = (db: Db, id: string) => db.deleteFrom('listings').where('id', '=', id).execute();

export type ListingFilter = { search: string; category: string; approvedOnly: boolean; dialect: DialectName };

/**
 * The filters on the listings table alone, so counts can run on its indexes; the search joined with its index,
 * or (`searchBy: 'row'`) checked row by row.
 */
function matching(
  db: Db,
  { search: text, category, approvedOnly, dialect }: ListingFilter,
  searchBy: 'index' | 'row' = 'index',
) {
  let query = db.selectFrom('listings');
  // The public list: approved, and neither hidden by reports nor removed by an admin (issue 34).
  if (approvedOnly) query = query.where('listings.approved', '=', 1).where('listings.moderationState', '=', SHOWN);
  if (category) query = query.where('listings.category', '=', category);
  const search = searchOf({ search: text, dialect });
  if (!search) return query;
  return searchBy === 'row' ? query.where(search.matches) : search.apply(query);
}

const searchOf = ({ search, dialect }: Pick<ListingFilter, 'search' | 'dialect'>) => {
  const words = searchWords(search);
  return words.length ? listingSearch(dialect, words) : undefined;
};

async function listListingsFromDb(db: Db, filter: ListingFilter, page: { limit: number; offset: number }) {
  let rows = matching(db, filter)
    .innerJoin('users', 'users.id', 'listings.ownerId')
    .select(LISTING_COLUMNS)
    .select(OWNER_COLUMNS);
  if (filter.approvedOnly) rows = rows.where('users.accountStatus', '=', 'active');
  // The public list leaves out listings of suspended and deactivated members. Counting through a join
  // with every owner would read every row, so those few are counted apart, from the inactive members (capped
  // and kept like every count: past COUNT_CAP hidden listings the total is an estimate).
  const hidden = filter.approvedOnly
    ? cappedCount(
        db,
        matching(db, filter, 'row').where('listings.ownerId', 'in', (eb) =>
          eb.selectFrom('users').select('users.id').where('users.accountStatus', 'in', ['deactivated', 'suspended']),
        ),
      ).then((count) => count.total)
    : Promise.resolve(0);
  const [list, hiddenCount] = await Promise.all([
    cachedRows(db, newestFirst(rows, 'listings', searchOf(filter)).limit(page.limit).offset(page.offset)),
    hidden,
  ]);
  // Counted up to COUNT_CAP shown listings (screens then say "10,000+"), never every row of a large table.
  const all = await cappedCount(db, matching(db, filter), COUNT_CAP + hiddenCount);
  return all.capped
    ? { rows: list, total: COUNT_CAP, capped: true }
    : { rows: list, total: all.total - hiddenCount, capped: false };
}
/** A page stays kept through an edit of a member who owns none of its listings (db/member-changes.ts). */
export const listListings = cachedBy('listListings', ['listings', 'members'], listListingsFromDb, ({ rows }) => ({
  ids: rows.map((row) => row.ownerId),
}));

/**
 * Sorted distinct categories of the listings the public list shows, kept until the data changes. DISTINCT over
 * the (approved, category) index jumps from one category to the next; joining every listing with its owner would
 * read them all (docs/PERFORMANCE.md). A category is then kept when one active member offers it.
 */
async function approvedCategoriesFromDb(db: Db): Promise<string[]> {
  const categories = await db
    .selectFrom('listings')
    .select('category')
    .distinct()
    .where('approved', '=', 1)
    .orderBy('category')
    .execute();
  const offered = await Promise.all(
    categories.map(({ category }) =>
      db
        .selectFrom('listings')
        .innerJoin('users', 'users.id', 'listings.ownerId')
        .select('listings.id')
        .where('listings.approved', '=', 1)
        .where('listings.category', '=', category)
        .where('listings.moderationState', '=', SHOWN)
        .where('users.accountStatus', '=', 'active')
        .limit(1)
        .executeTakeFirst(),
    ),
  );
  return categories.filter((_, i) => offered[i]).map((row) => row.category);
}
/** Reads only the owners' account status, a listing column: another member's profile edit keeps it. */
export const approvedCategories = cachedBy(
  'approvedCategories',
  ['listings', 'members'],
  approvedCategoriesFromDb,
  () => ({ ids: [] }),
);
