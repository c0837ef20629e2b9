// Every list route the bench measures: the app's request and the raw baseline's one prepared statement that
// answers the same page from the same database. Each route is probed first and skipped with a note when it does
// not exist on the branch; it needs a seeder in seed.mjs and its `raw` statement here to be measured.
import { BENCH_FORM, COMMON, RARE, RARE_WORDS, VIEWER_PROFILE } from './seed.mjs';

/**
 * Search on a table as the app searches (db/search.ts): SQLite joins the table's FTS5 trigram index and reads it
 * in its own order (rowid, newest last); PostgreSQL filters through pg_trgm and orders by created_at.
 */
const search = (dialect, table) =>
  dialect === 'sqlite'
    ? {
        join: `JOIN ${table}_trigram ON ${table}_trigram.rowid = ${table}.rowid`,
        where: `${table}_trigram MATCH ?`,
        order: `${table}_trigram.rowid DESC`,
        param: (w) => `"${w}"`,
      }
    : { join: '', where: `${table}.search_text LIKE ?`, order: '', param: (w) => `%${w}%` };

/** Newest first: in the search index's order while searching on SQLite. */
const newestFirst = (s, table) => s?.order || `${table}.created_at DESC, ${table}.id DESC`;

/**
 * The raw baseline's statement for a page of `table`: its columns, joins and conditions, searched as the app
 * searches (the search index joined first), newest first.
 */
const rawPage =
  (table, { select = `${table}.*`, joins = '', where = [] } = {}) =>
  (dialect, word) => {
    const s = word && search(dialect, table);
    const conditions = [...where, ...(s ? [s.where] : [])];
    return {
      sql: `SELECT ${select} FROM ${table} ${s ? s.join : ''} ${joins}
            ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
            ORDER BY ${newestFirst(s, table)} LIMIT ? OFFSET ?`,
      params: s ? [s.param(word)] : [],
    };
  };

/** YYYY-MM-DD of the day `years` before today, as the app's age filters compute it (matrimonial.service.ts). */
const yearsAgo = (years, today = new Date()) =>
  new Date(Date.UTC(today.getFullYear() - years, today.getMonth(), today.getDate())).toISOString().slice(0, 10);

/**
 * The matches of the viewer's profile (a groom's) as GET /api/matrimonial/matches reads them for a member without
 * blocks or hidden profiles: brides inside the preferences (bench/seed.mjs VIEWER_PROFILE), newest first.
 */
function matchesRaw() {
  const { ageRange, education, location } = VIEWER_PROFILE.preferences;
  const list = (items) => items.map((v) => `'${v.toLowerCase()}'`).join(', ');
  return rawPage('matrimonial_profiles', {
    select: 'matrimonial_profiles.*, users.name AS owner_name',
    joins: 'JOIN users ON users.id = matrimonial_profiles.user_id',
    where: [
      "matrimonial_profiles.approval_status = 'approved'",
      'matrimonial_profiles.is_visible = 1',
      "matrimonial_profiles.gender = 'female'",
      'matrimonial_profiles.moderation_state = 0',
      `matrimonial_profiles.date_of_birth > '${yearsAgo(ageRange.max + 1)}'`,
      `matrimonial_profiles.date_of_birth <= '${yearsAgo(ageRange.min)}'`,
      `matrimonial_profiles.user_id <> (SELECT user_id FROM matrimonial_profiles WHERE id = '${VIEWER_PROFILE.id}')`,
      "users.account_status = 'active'",
      `matrimonial_profiles.education_key IN (${list(education)})`,
      `(matrimonial_profiles.city_key IN (${list(location)}) OR matrimonial_profiles.state_key IN (${list(location)}))`,
      // 5 ft to 6 ft.
      'matrimonial_profiles.height_cm >= 152',
      'matrimonial_profiles.height_cm <= 183',
    ],
  });
}

const LISTED = `users.directory_listed = 1 AND users.moderation_state = 0 AND users.account_status = 'active' AND users.is_public = 1`;

export const ROUTES = [
  {
    name: 'directory',
    path: '/api/directory',
    viewer: 'member',
    table: 'users',
    pageSize: 24,
    // The admin's directory limit (set to its highest, 1,000) bounds the pages a member can reach.
    reachable: 1000,
    rare: RARE.memberWord,
    common: COMMON.member,
    raw: rawPage('users', { where: [LISTED] }),
  },
  {
    name: 'listings',
    path: '/api/listings',
    viewer: 'member',
    table: 'listings',
    pageSize: 20,
    rare: RARE.listingWord,
    common: COMMON.listing,
    raw: rawPage('listings', {
      select: 'listings.*, users.name AS owner_name',
      joins: 'JOIN users ON users.id = listings.owner_id',
      where: ['listings.approved = 1', "users.account_status = 'active'"],
    }),
  },
  {
    name: 'admin users',
    path: '/api/admin/users',
    viewer: 'admin',
    table: 'users',
    pageSize: 20,
    rare: RARE.memberWord,
    common: COMMON.member,
    raw: rawPage('users'),
  },
  {
    name: 'news',
    path: '/api/news',
    viewer: 'member',
    table: 'news',
    pageSize: 20,
    rare: RARE_WORDS.news,
    common: COMMON.listing,
    raw: rawPage('news', {
      select: 'news.*, users.name AS author_name',
      joins: 'LEFT JOIN users ON users.id = news.author_id',
      where: ["news.status = 'published'"],
    }),
  },
  {
    name: 'questions',
    path: '/api/questions',
    viewer: 'member',
    table: 'questions',
    pageSize: 20,
    rare: RARE_WORDS.questions,
    common: COMMON.listing,
    raw: rawPage('questions', {
      select: 'questions.*, users.name AS author_name',
      joins: 'JOIN users ON users.id = questions.author_id',
      where: ["questions.status = 'active'"],
    }),
  },
  {
    name: 'matrimonial',
    path: '/api/matrimonial/profiles',
    viewer: 'member',
    table: 'matrimonial_profiles',
    pageSize: 20,
    rare: RARE_WORDS.matrimonial,
    common: COMMON.member,
    raw: rawPage('matrimonial_profiles', {
      select: 'matrimonial_profiles.*, users.name AS owner_name',
      joins: 'JOIN users ON users.id = matrimonial_profiles.user_id',
      where: [
        "matrimonial_profiles.approval_status = 'approved'",
        'matrimonial_profiles.is_visible = 1',
        "users.account_status = 'active'",
      ],
    }),
  },
  {
    name: 'matches',
    path: '/api/matrimonial/matches',
    query: { profileId: VIEWER_PROFILE.id },
    viewer: 'member',
    table: 'matrimonial_profiles',
    pageSize: 20,
    // No search on matches: the first page (the issue's bar: half the raw baseline's rate) and a deep one.
    cases: ['first page', 'deep page'],
    raw: matchesRaw(),
  },
  {
    name: 'form submissions',
    path: `/api/submissions/form/${BENCH_FORM.id}`,
    viewer: 'admin',
    table: 'submissions',
    pageSize: 20,
    rare: RARE_WORDS.submissions,
    common: COMMON.member,
    raw: rawPage('submissions', { where: [`form_id = '${BENCH_FORM.id}'`] }),
  },
];

/** The deepest page every scale can reach, up to page 200. */
const deepPage = (route, scale) =>
  Math.max(2, Math.min(200, Math.floor(Math.min(scale, route.reachable ?? Infinity) / route.pageSize)));

/** The requests of a route at a scale: first page, a deep page, a rare and a common search (or those in `cases`). */
export function casesOf(route, scale, dialect) {
  const deep = deepPage(route, scale);
  const make = (label, page, word) => {
    const query = new URLSearchParams({ ...route.query, page: String(page), limit: String(route.pageSize) });
    if (word) query.set('search', word);
    const raw = route.raw(dialect, word);
    return {
      id: `${route.name.replace(/\W+/g, '-')}-${label.replace(/\W+/g, '-')}`,
      title: `${route.path}?${query}`,
      route,
      url: `${route.path}?${query}`,
      raw: { sql: raw.sql, params: [...raw.params, route.pageSize, (page - 1) * route.pageSize] },
      search: Boolean(word),
    };
  };
  const cases = {
    'first page': () => make('first page', 1),
    'deep page': () => make('deep page', deep),
    'rare search': () => make('rare search', 1, route.rare),
    'common search': () => make('common search', 1, route.common),
  };
  return (route.cases ?? Object.keys(cases)).map((label) => cases[label]());
}
