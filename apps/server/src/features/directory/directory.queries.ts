import { FORMER_MEMBER_ID } from '@sangam/shared/privacy-messages';
import { DIRECTORY } from '@sangam/shared/limits';
import type { DirectoryConfig, DirectoryCounts, DirectoryFiltersReply } from '@sangam/shared/directory';
import { DIRECTORY_FILTER_CHOICES } from '@sangam/shared/directory-messages';
import { type Db, type DialectName } from '../../db/dialect.ts';
import { memberSearch, newestFirst, searchWords } from '../../db/search.ts';
import type { UserRow } from '../../db/types.ts';
import { facetKey, facetLabel } from '../../lib/member-facets.ts';
import { cachedBy, cachedRead } from '../../lib/cache.ts';
import { cachedRows, cappedCount, pageAndCount } from '../../lib/paging.ts';
import { SETTINGS_ROW_ID, readSettingsRow, saveSettingsRow } from '../../lib/settings-row.ts';
import { MEMBER_COLUMNS, type MemberRow } from '../members/members.queries.ts';
import { notBlockedWith } from '../blocks/blocks.queries.ts';
import { SHOWN } from '../../lib/moderation-label.ts';

const DEFAULTS: DirectoryConfig = {
  enforcePublicFilter: true,
  enforceActiveFilter: true,
  excludeCurrentUser: true,
  limit: DIRECTORY.defaultLimit,
};

/** The admin's directory settings, read on every directory page: kept until the database changes. */
export const readConfig = (db: Db): Promise<DirectoryConfig> =>
  cachedRead(db, 'directory config', SETTINGS_ROW_ID, ['settings'], () => readConfigRow(db));

async function readConfigRow(db: Db): Promise<DirectoryConfig> {
  const row = await readSettingsRow(db, 'directoryConfig');
  if (!row) return DEFAULTS;
  return {
    enforcePublicFilter: row.enforcePublicFilter === 1,
    enforceActiveFilter: row.enforceActiveFilter === 1,
    excludeCurrentUser: row.excludeCurrentUser === 1,
    limit: row.maxResults,
  };
}

export async function saveConfig(db: Db, config: DirectoryConfig, at: string): Promise<void> {
  await saveSettingsRow(db, 'directoryConfig', {
    enforcePublicFilter: Number(config.enforcePublicFilter),
    enforceActiveFilter: Number(config.enforceActiveFilter),
    excludeCurrentUser: Number(config.excludeCurrentUser),
    maxResults: config.limit,
    updatedAt: at,
  });
}

/**
 * The members the directory lists (directory.service.ts holds the same rule for one member): never suspended
 * members, never admins who have not chosen to be listed, never members an admin's moderation took out (issue 34),
 * and the admin's public and active filters.
 * Starts on users_directory_idx (directory_listed, moderation_state, account_status, is_public, created_at, id).
 * A column a rule reads belongs in MEMBER_LISTING_COLUMNS (db/member-changes.ts): its change keeps no page.
 */
export function listedMembers(db: Db, config: DirectoryConfig) {
  let query = db
    .selectFrom('users')
    .where('directoryListed', '=', 1)
    .where('moderationState', '=', SHOWN)
    // The one former member (erasure) is nobody to list.
    .where('id', '!=', FORMER_MEMBER_ID);
  query = config.enforceActiveFilter
    ? query.where('accountStatus', '=', 'active')
    : query.where('accountStatus', 'in', ['active', 'deactivated']);
  if (config.enforcePublicFilter) query = query.where('isPublic', '=', 1);
  return query;
}

export type DirectoryFilter = {
  config: DirectoryConfig;
  viewer: Pick<UserRow, 'id'>;
  search: string;
  city: string;
  occupation: string;
  dialect: DialectName;
  /** A viewer with blocks (blocks.service.ts blockingViewer): members blocked either way are left out. */
  blockedFor?: string;
};

/** How many pages, from the one shown, a search counts its matches for: the pager shows up to 5 page buttons. */
const SEARCH_COUNT_PAGES = 5;

/**
 * One page of the directory. The admin's limit is the most members a viewer can page through: the total
 * is counted up to it (never an unbounded count) and pages end there. Newest first, searches too.
 */
async function listDirectoryFromDb(
  db: Db,
  { config, viewer, search, city, occupation, dialect, blockedFor }: DirectoryFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: MemberRow[]; total: number; capped: boolean }> {
  let listed = listedMembers(db, config);
  if (config.excludeCurrentUser) listed = listed.where('id', '!=', viewer.id);
  if (city) listed = listed.where('cityKey', '=', facetKey(city));
  if (occupation) listed = listed.where('occupationKey', '=', facetKey(occupation));
  if (blockedFor) listed = listed.where(notBlockedWith(blockedFor, 'users.id'));
  const words = searchWords(search);
  const searching = words.length ? memberSearch(dialect, words) : undefined;
  const query = searching ? searching.apply(listed) : listed;

  const take = Math.min(page.limit, config.limit - page.offset);
  if (take <= 0) return { rows: [], total: (await cappedCount(db, query, config.limit)).total, capped: false };
  if (!searching) {
    // Browsing counts up to the admin's limit: one count, shared by every page until members change.
    const rows = newestFirst(query.select(MEMBER_COLUMNS), 'users', searching);
    const found = await pageAndCount(db, rows, query, { limit: take, offset: page.offset }, config.limit);
    return { rows: found.rows, total: found.total, capped: false };
  }
  // A search counts its matches only as far as the pager's next buttons reach ("120+ members matching"): a common
  // word matches thousands of members. Its page and its count come from one scan of the search index, the ids
  // from the page's first member up to that cap, and the page's members are then read by id.
  const cap = Math.min(config.limit, page.offset + SEARCH_COUNT_PAGES * page.limit);
  const ids = newestFirst(query.select('users.id'), 'users', searching)
    .limit(cap + 1 - page.offset)
    .offset(page.offset);
  const found = (await cachedRows(db, ids)).map((row) => row.id);
  // An empty page past the first says nothing of how many there are: those are counted.
  if (!found.length && page.offset > 0) {
    const count = await cappedCount(db, query, cap);
    return { rows: [], total: count.total, capped: count.capped && cap < config.limit };
  }
  const shown = found.slice(0, take);
  // The listing rules again with the rows (a member hidden between the two reads is not shown), not the search.
  const members = shown.length
    ? await cachedRows(db, listed.select(MEMBER_COLUMNS).where('users.id', 'in', shown))
    : [];
  const byId = new Map(members.map((member) => [member.id, member]));
  const rows = shown.flatMap((id) => byId.get(id) ?? []);
  const more = page.offset + found.length > cap;
  // At the admin's limit the total is that limit (no page lies past it), not "1,000+".
  return { rows, total: more ? cap : page.offset + found.length, capped: more && cap < config.limit };
}
/** A page stays kept through an edit of a member it does not show, unless their text matched its search. */
export const listDirectory = cachedBy('listDirectory', ['members'], listDirectoryFromDb, ({ rows }, filter) => ({
  ids: rows.map((row) => row.id),
  words: searchWords(filter.search),
}));

/** The counts of the settings screen, in one aggregate query. */
export async function directoryCounts(db: Db, config: DirectoryConfig): Promise<DirectoryCounts> {
  const row = await db
    .selectFrom('users')
    .select((eb) => {
      const flag = (cond: ReturnType<typeof eb.and>) => eb.fn.sum<number>(eb.case().when(cond).then(1).else(0).end());
      const eligibleConditions = [
        eb('directoryListed', '=', 1),
        eb('accountStatus', '!=', 'suspended'),
        eb('moderationState', '=', SHOWN),
      ];
      if (config.enforceActiveFilter) eligibleConditions.push(eb('accountStatus', '=', 'active'));
      if (config.enforcePublicFilter) eligibleConditions.push(eb('isPublic', '=', 1));
      return [
        eb.fn.countAll<number>().as('total'),
        flag(eb.and([eb('isPublic', '=', 1)])).as('public'),
        flag(eb.and([eb('accountStatus', '=', 'active')])).as('active'),
        flag(eb.and(eligibleConditions)).as('eligible'),
      ];
    })
    .where('id', '!=', FORMER_MEMBER_ID)
    .executeTakeFirstOrThrow();
  const eligibleUsers = Number(row.eligible ?? 0);
  return {
    totalUsers: Number(row.total),
    publicUsers: Number(row.public ?? 0),
    activeUsers: Number(row.active ?? 0),
    eligibleUsers,
    shownUsers: Math.min(eligibleUsers, config.limit),
  };
}

/**
 * The city and occupation choices beside the directory search. They group every listed member, so they are kept
 * until the data changes (lib/cache.ts): a settings change, a member joining or leaving, or a change of what lists
 * a member or names their city or occupation (the listing columns, db/member-changes.ts) is seen by the next
 * request on any server. Other edits of profiles keep them; between changes every request shares one reply.
 */
export const directoryFilters = (db: Db): Promise<DirectoryFiltersReply> =>
  cachedRead(
    db,
    'directory filters',
    '',
    ['members', 'settings'],
    async () => {
      const config = await readConfig(db);
      const [cities, occupations] = await Promise.all([
        topFilterValues(db, config, 'city'),
        topFilterValues(db, config, 'occupation'),
      ]);
      return Object.freeze({ cities, occupations });
    },
    () => ({ ids: [] }),
  );

/** The most common values of a filter among listed members, most common first. */
async function topFilterValues(db: Db, config: DirectoryConfig, facet: 'city' | 'occupation') {
  const key = facet === 'city' ? 'cityKey' : 'occupationKey';
  const rows = await listedMembers(db, config)
    .where(key, '!=', '')
    .select((eb) => [eb.ref(key).as('key'), eb.fn.min(facet).as('label'), eb.fn.countAll<number>().as('count')])
    .groupBy(key)
    .orderBy('count', 'desc')
    .orderBy(key)
    .limit(DIRECTORY_FILTER_CHOICES)
    .execute();
  return rows.map((r) => ({ value: facetLabel(String(r.label)), count: Number(r.count) }));
}
