import { DIRECTORY } from '@sangam/shared/limits';
import type { DirectoryConfig, DirectoryCounts } from '@sangam/shared/directory';
import { memberSearch, searchWords, type Db, type DialectName } from '../../db/dialect.ts';
import type { UserRow } from '../../db/types.ts';

const CONFIG_ID = 'default';
const DEFAULTS: DirectoryConfig = {
  enforcePublicFilter: true,
  enforceActiveFilter: true,
  excludeCurrentUser: true,
  limit: DIRECTORY.defaultLimit,
};

export async function readConfig(db: Db): Promise<DirectoryConfig> {
  const row = await db.selectFrom('directoryConfig').selectAll().where('id', '=', CONFIG_ID).executeTakeFirst();
  if (!row) return DEFAULTS;
  return {
    enforcePublicFilter: row.enforcePublicFilter === 1,
    enforceActiveFilter: row.enforceActiveFilter === 1,
    excludeCurrentUser: row.excludeCurrentUser === 1,
    limit: row.maxResults,
  };
}

export async function saveConfig(db: Db, config: DirectoryConfig, at: string): Promise<void> {
  const values = {
    enforcePublicFilter: Number(config.enforcePublicFilter),
    enforceActiveFilter: Number(config.enforceActiveFilter),
    excludeCurrentUser: Number(config.excludeCurrentUser),
    maxResults: config.limit,
    updatedAt: at,
  };
  await db
    .insertInto('directoryConfig')
    .values({ id: CONFIG_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

type Filter = { config: DirectoryConfig; viewer: UserRow; search: string; dialect: DialectName };

/** The members the directory shows: the admin's filters, never suspended members, optional search. */
function eligible(db: Db, { config, viewer, search, dialect }: Filter, { excludeViewer }: { excludeViewer: boolean }) {
  let query = db.selectFrom('users').where('accountStatus', '!=', 'suspended');
  if (config.enforceActiveFilter) query = query.where('accountStatus', '=', 'active');
  if (config.enforcePublicFilter) query = query.where('isPublic', '=', 1);
  if (excludeViewer) query = query.where('id', '!=', viewer.id);
  const words = searchWords(search);
  if (words.length) query = query.where(memberSearch(dialect, words));
  return query;
}

/** Whether the viewer themself passes the admin's filters (and so sits in an unfiltered count). */
const viewerListed = ({ config, viewer }: Filter) =>
  viewer.accountStatus !== 'suspended' &&
  (!config.enforceActiveFilter || viewer.accountStatus === 'active') &&
  (!config.enforcePublicFilter || viewer.isPublic === 1);

export async function listDirectory(
  db: Db,
  filter: Filter,
  page: { limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const excludeViewer = filter.config.excludeCurrentUser;
  // Browsing counts from the covering index alone: leaving the viewer out with "id != ?" would read
  // every row, so they are subtracted afterwards instead. A search reads its matching rows anyway.
  const searching = searchWords(filter.search).length > 0;
  const countQuery = eligible(db, filter, { excludeViewer: excludeViewer && searching });
  const [rows, count] = await Promise.all([
    eligible(db, filter, { excludeViewer })
      .selectAll('users')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countQuery.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const viewerCounted = excludeViewer && !searching && viewerListed(filter);
  return { rows, total: Number(count.n) - (viewerCounted ? 1 : 0) };
}

/** The counts of the settings screen, in one aggregate query. */
export async function directoryCounts(db: Db, config: DirectoryConfig): Promise<DirectoryCounts> {
  const row = await db
    .selectFrom('users')
    .select((eb) => {
      const flag = (cond: ReturnType<typeof eb.and>) => eb.fn.sum<number>(eb.case().when(cond).then(1).else(0).end());
      const eligibleConditions = [eb('accountStatus', '!=', 'suspended')];
      if (config.enforceActiveFilter) eligibleConditions.push(eb('accountStatus', '=', 'active'));
      if (config.enforcePublicFilter) eligibleConditions.push(eb('isPublic', '=', 1));
      return [
        eb.fn.countAll<number>().as('total'),
        flag(eb.and([eb('isPublic', '=', 1)])).as('public'),
        flag(eb.and([eb('accountStatus', '=', 'active')])).as('active'),
        flag(eb.and(eligibleConditions)).as('eligible'),
      ];
    })
    .executeTakeFirstOrThrow();
  return {
    totalUsers: Number(row.total),
    publicUsers: Number(row.public ?? 0),
    activeUsers: Number(row.active ?? 0),
    eligibleUsers: Number(row.eligible ?? 0),
  };
}
