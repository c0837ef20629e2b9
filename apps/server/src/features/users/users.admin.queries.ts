import { memberSearch, searchWords, type Db, type DialectName } from '../../db/dialect.ts';
import { cappedCount } from '../../lib/paging.ts';
import type { UserRow } from '../../db/types.ts';

export type AdminUserFilter = {
  search: string;
  planType: string;
  accountStatus: string;
  dialect: DialectName;
  now: string;
};

/** The plan filter follows the effective plan: an expired premium member counts as free. */
function filtered(db: Db, { search, planType, accountStatus, dialect, now }: AdminUserFilter) {
  let query = db.selectFrom('users');
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
  const digits = search.replace(/[\s+-]/g, '');
  if (/^\d{3,}$/.test(digits)) {
    query = query.where('phoneNumber', 'like', `%${digits}%`);
  } else {
    const words = searchWords(search);
    if (words.length) query = query.where(memberSearch(dialect, words).match);
  }
  return query;
}

/** One page and the total, counted up to COUNT_CAP (screens then say "10,000+"): never a count of every member. */
export async function listAdminUsers(db: Db, filter: AdminUserFilter, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    cappedCount(db, filtered(db, filter)),
  ]);
  return { rows, ...count };
}

/** Every matching member, for the CSV export (not one page). */
export const allAdminUsers = (db: Db, filter: AdminUserFilter) =>
  filtered(db, filter).selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
