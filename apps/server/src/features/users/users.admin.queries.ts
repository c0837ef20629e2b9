import { FORMER_MEMBER_ID } from '@sangam/shared/privacy-messages';
import { type Db, type DialectName } from '../../db/dialect.ts';
import { memberSearch, newestFirst, searchWords } from '../../db/search.ts';
import { cachedBy } from '../../lib/cache.ts';
import { pageAndCount, newestInBatches, olderThan } from '../../lib/paging.ts';
import type { UserRow } from '../../db/types.ts';
import { MEMBER_COLUMNS } from '../members/members.queries.ts';

export type AdminUserFilter = {
  search: string;
  planType: string;
  accountStatus: string;
  dialect: DialectName;
  now: string;
};

/** The plan filter follows the effective plan: an expired premium member counts as free. */
function filtered(db: Db, { search, planType, accountStatus, dialect, now }: AdminUserFilter) {
  // The one former member (erasure) is nobody's account: never listed or counted.
  let query = db.selectFrom('users').where('id', '!=', FORMER_MEMBER_ID);
  if (planType === 'admin') query = query.where('planType', '=', 'admin');
  if (planType === 'premium') query = query.where('planType', '=', 'premium').where('premiumExpiresAt', '>', now);
  if (planType === 'free') {
    query = query.where((eb) =>
      eb.or([
        eb('planType', 'in', ['free', 'basic']),
        eb.and([
          eb('planType', '=', 'premium'),
          eb.or([eb('premiumExpiresAt', 'is', null), eb('premiumExpiresAt', '<=', now)]),
        ]),
      ]),
    );
  }
  if (accountStatus) query = query.where('accountStatus', '=', accountStatus as UserRow['accountStatus']);
  if (isPhoneSearch(search)) return query.where('phoneNumber', 'like', `%${search.replace(/[\s+-]/g, '')}%`);
  const text = searchOf(search, dialect);
  return text ? text.apply(query) : query;
}

const isPhoneSearch = (search: string) => /^\d{3,}$/.test(search.replace(/[\s+-]/g, ''));
const searchOf = (search: string, dialect: DialectName) => {
  const words = isPhoneSearch(search) ? [] : searchWords(search);
  return words.length ? memberSearch(dialect, words) : undefined;
};

/** One page and the total, counted up to COUNT_CAP (screens then say "10,000+"): never a count of every member. */
async function listAdminUsersFromDb(db: Db, filter: AdminUserFilter, page: { limit: number; offset: number }) {
  const rows = newestFirst(
    filtered(db, filter).select(MEMBER_COLUMNS),
    'users',
    searchOf(filter.search, filter.dialect),
  );
  return pageAndCount(db, rows, filtered(db, filter), page);
}

const keptAdminUsers = cachedBy('listAdminUsers', ['members'], listAdminUsersFromDb);
/**
 * A page of members, kept by its arguments until the database changes (lib/cache.ts), so a page asked for again
 * builds no query. The time filters the premium and free plans only: in the key of any other list it would make
 * every request a new key.
 */
export const listAdminUsers = (db: Db, filter: AdminUserFilter, page: { limit: number; offset: number }) =>
  keptAdminUsers(
    db,
    filter.planType === 'premium' || filter.planType === 'free' ? filter : { ...filter, now: '' },
    page,
  );

/** Every matching member for the CSV export, newest first, a batch at a time. */
export const adminUsersInBatches = (db: Db, filter: AdminUserFilter, size?: number) =>
  newestInBatches(
    (after, limit) =>
      filtered(db, filter)
        .select(MEMBER_COLUMNS)
        .$if(after !== undefined, (query) => query.where(olderThan('users', after!)))
        .orderBy('users.createdAt', 'desc')
        .orderBy('users.id', 'desc')
        .limit(limit)
        .execute(),
    size,
  );
