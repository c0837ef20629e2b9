// Bulk seeding for the bench: rows generated inside the database (a recursive CTE on SQLite,
// generate_series on PostgreSQL), in chunks, so a million members take seconds to a few minutes, not hours.
// Rows from..to are added, so a run can grow the same database from 1,000 to 1,000,000.

import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// The home page's category tiles as members' occupations (each tile's search finds members), and the Business
// Directory's categories but Other as listings', read from the sources the app uses.
const read = (file) => tsImport(pathToFileURL(path.join(ROOT, file)).href, import.meta.url);
const { HOME_CATEGORIES } = await read('apps/web/src/features/home/data/categories.ts');
const { LISTING_CATEGORIES } = await read('packages/shared/src/listing-messages.ts');
export const OCCUPATIONS = HOME_CATEGORIES.map((category) => category.name);
export const FIRST = [
  'Asha',
  'Ravi',
  'Meena',
  'Sunil',
  'Kavita',
  'Prakash',
  'Deepak',
  'Pooja',
  'Anil',
  'Sneha',
  'Rahul',
];
export const LAST = [
  'Kamble',
  'Jadhav',
  'Gaikwad',
  'Pawar',
  'Shinde',
  'More',
  'Sonawane',
  'Bansode',
  'Wankhede',
  'Salve',
];
const CITIES = ['Pune', 'Mumbai', 'Nagpur', 'Nashik', 'Aurangabad', 'Kolhapur', 'Solapur'];
export const CATEGORIES = LISTING_CATEGORIES.filter((category) => category !== 'Other');

/** The one member and the one listing a rare search finds (row 7 and row 5, present at every scale). */
export const RARE = {
  member: 'Zubair Shaikh',
  memberWord: 'zubair',
  listing: 'Tandoor catering',
  listingWord: 'tandoor',
};
/** Common searches: one member in 13, one listing in 11. */
export const COMMON = { member: 'plumber', listing: 'plumber' };
/** The rare word of each later list (row 5 or 7, present at every scale); their common word is "plumber". */
export const RARE_WORDS = { news: 'quasar', questions: 'xylophone', matrimonial: 'zubair', submissions: 'zubair' };
/** The one active form whose submissions the bench lists (its first version holds one text field). */
export const BENCH_FORM = { id: 'fbench00000000000000000000', versionId: 'vbench00000000000000000000' };
/** Listings belong to the first members. */
const OWNERS = 1000;

const quote = (text) => `'${text.replaceAll("'", "''")}'`;
const pick = (list, expr) =>
  `CASE (${expr}) % ${list.length} ${list.map((v, k) => `WHEN ${k} THEN ${quote(v)}`).join(' ')} END`;

function sqlFor(dialect) {
  const sqlite = dialect === 'sqlite';
  return {
    pad: (expr, n) => (sqlite ? `substr('${'0'.repeat(n)}' || (${expr}), -${n})` : `lpad((${expr})::text, ${n}, '0')`),
    /** ISO time `minutes` after 2020-01-01, the text form the app stores. */
    at: (minutes) =>
      sqlite
        ? `strftime('%Y-%m-%dT%H:%M:%fZ', 1577836800 + (${minutes}) * 60, 'unixepoch')`
        : `to_char(to_timestamp(1577836800 + (${minutes}) * 60) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    /** INSERT ... SELECT over i = from..to-1. */
    insert: (table, columns, exprs, from, to) =>
      sqlite
        ? `WITH RECURSIVE s(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM s WHERE i < ${to - 1})
           INSERT INTO ${table} (${columns.join(', ')}) SELECT ${exprs.join(', ')} FROM s`
        : `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${exprs.join(', ')} FROM generate_series(${from}, ${to - 1}) AS s(i)`,
  };
}

async function inChunks(db, from, to, chunk, build) {
  for (let start = from; start < to; start += chunk) await db.exec(build(start, Math.min(to, start + chunk)));
}

/** Members from..to: 1 in 13 a plumber, one Zubair Shaikh, all listed in the directory. */
export async function seedMembers(db, from, to) {
  const q = sqlFor(db.dialect);
  const occupation = pick(OCCUPATIONS, 'i');
  const columns = [
    'id',
    'name',
    'phone_number',
    'occupation',
    'occupation_key',
    'profession',
    'city',
    'city_key',
    'bio',
    'interests',
    'referral_code',
    'password_hash',
    'created_at',
    'updated_at',
  ];
  const exprs = [
    `'b' || ${q.pad('i', 23)}`,
    `CASE WHEN i = 7 THEN ${quote(RARE.member)} ELSE ${pick(FIRST, 'i')} || ' ' || ${pick(LAST, 'i * 7')} END`,
    `'7' || ${q.pad('i', 9)}`,
    occupation,
    `lower(${occupation})`,
    occupation,
    pick(CITIES, 'i / 3'),
    `lower(${pick(CITIES, 'i / 3')})`,
    `'Bench member'`,
    `'["Cricket","Music"]'`,
    `'B' || ${q.pad('i', 9)}`,
    `'x'`,
    q.at('i'),
    q.at('i'),
  ];
  await inChunks(db, from, to, 50_000, (a, b) => q.insert('users', columns, exprs, a, b));
}

/** Listings from..to, owned by the first members: 1 in 11 a plumber, one "Tandoor catering". */
export async function seedListings(db, from, to, members) {
  const q = sqlFor(db.dialect);
  const category = pick(CATEGORIES, 'i');
  const columns = ['id', 'owner_id', 'title', 'category', 'description', 'contact_phone', 'created_at', 'updated_at'];
  const exprs = [
    `'l' || ${q.pad('i', 23)}`,
    `'b' || ${q.pad(`i % ${Math.min(OWNERS, members)}`, 23)}`,
    `CASE WHEN i = 5 THEN ${quote(RARE.listing)} ELSE ${category} || ' service ' || i END`,
    category,
    `'Reliable work, fair prices.'`,
    `'9800000000'`,
    q.at('i'),
    q.at('i'),
  ];
  await inChunks(db, from, to, 50_000, (a, b) => q.insert('listings', columns, exprs, a, b));
}

/** The directory pages through up to 1,000 members (the admin's highest setting), not the default 100. */
export async function widenDirectory(db) {
  await db.exec(`DELETE FROM directory_config`);
  await db.exec(
    `INSERT INTO directory_config (id, enforce_public_filter, enforce_active_filter, exclude_current_user, max_results, updated_at)
     VALUES ('default', 1, 1, 1, 1000, '2020-01-01T00:00:00.000Z')`,
  );
}

/** The first members write the questions and own the matrimonial profiles. */
const owner = (q, members) => `'b' || ${q.pad(`i % ${Math.min(OWNERS, members)}`, 23)}`;

/**
 * Published articles from..to: 1 in 11 about plumbers, one about a quasar. The insert triggers fill the FTS5
 * tables on SQLite; PostgreSQL computes search_text and search_vector (generated columns).
 */
export async function seedNews(db, from, to) {
  const q = sqlFor(db.dialect);
  const title = `CASE WHEN i = 5 THEN 'Quasar lecture night' ELSE ${pick(CATEGORIES, 'i')} || ' meet ' || i END`;
  const columns = ['id', 'slug', 'title', 'content', 'excerpt', 'category', 'status', 'tags', 'body_text'];
  const exprs = [
    `'n' || ${q.pad('i', 23)}`,
    `'bench-news-' || i`,
    title,
    `'<p>Community update for members.</p>'`,
    `'Community update for members.'`,
    pick(['news', 'announcement', 'notice'], 'i'),
    `'published'`,
    `'[]'`,
    `'Community update for members.'`,
  ];
  await inChunks(db, from, to, 50_000, (a, b) =>
    q.insert('news', [...columns, 'created_at', 'updated_at'], [...exprs, q.at('i'), q.at('i')], a, b),
  );
}

/** Active questions from..to by the first members: 1 in 11 about plumbers, one about a xylophone. */
export async function seedQuestions(db, from, to, members) {
  const q = sqlFor(db.dialect);
  const columns = ['id', 'slug', 'author_id', 'title', 'content', 'type', 'category', 'priority', 'status', 'tags'];
  const exprs = [
    `'q' || ${q.pad('i', 23)}`,
    `'bench-question-' || i`,
    owner(q, members),
    `CASE WHEN i = 5 THEN 'Where to learn the xylophone?' ELSE 'Need a good ' || ${pick(CATEGORIES, 'i')} || ' near ' || i END`,
    `'Looking for advice from the community.'`,
    `'question'`,
    `'general'`,
    `'normal'`,
    `'active'`,
    `''`,
  ];
  await inChunks(db, from, to, 50_000, (a, b) =>
    q.insert(
      'questions',
      [...columns, 'last_activity_at', 'created_at', 'updated_at'],
      [...exprs, q.at('i'), q.at('i'), q.at('i')],
      a,
      b,
    ),
  );
}

/** Approved, visible profiles from..to of the first members: 1 in 13 a plumber, one Zubair Shaikh. */
export async function seedMatrimonial(db, from, to, members) {
  const q = sqlFor(db.dialect);
  const occupation = pick(OCCUPATIONS, 'i');
  const city = pick(CITIES, 'i / 3');
  const columns = {
    id: `'m' || ${q.pad('i', 23)}`,
    user_id: owner(q, members),
    profile_type: `'self'`,
    full_name: `CASE WHEN i = 7 THEN ${quote(RARE.member)} ELSE ${pick(FIRST, 'i')} || ' ' || ${pick(LAST, 'i * 7')} END`,
    date_of_birth: `'199' || (i % 10) || '-0' || (1 + i % 9) || '-1' || (i % 10)`,
    gender: pick(['male', 'female'], 'i'),
    height: `'165 cm'`,
    // As the profile form writes it from the height text (matches' height range).
    height_cm: '165',
    contact_number: `'9800000000'`,
    city,
    state: `'Maharashtra'`,
    country: `'India'`,
    caste: `'Mahar'`,
    religion: `'Buddhist'`,
    education: `'Graduate'`,
    occupation,
    family_type: `'nuclear'`,
    // JSON, as the profile form stores them.
    siblings: quote(JSON.stringify({ brothers: 1, sisters: 1, marriedBrothers: 0, marriedSisters: 1 })),
    partner_preferences: quote(
      JSON.stringify({
        ageRange: { min: 24, max: 32 },
        heightRange: { min: '', max: '' },
        education: ['Graduate'],
        occupation: [],
        location: ['Maharashtra'],
        caste: [],
      }),
    ),
    approval_status: `'approved'`,
    is_visible: '1',
    city_key: `lower(${city})`,
    state_key: `'maharashtra'`,
    caste_key: `'mahar'`,
    education_key: `'graduate'`,
    occupation_key: `lower(${occupation})`,
    created_at: q.at('i'),
    updated_at: q.at('i'),
  };
  await inChunks(db, from, to, 50_000, (a, b) =>
    q.insert('matrimonial_profiles', Object.keys(columns), Object.values(columns), a, b),
  );
}

/** The bench viewer's own approved profile, whose partner preferences the matches route reads. */
export const VIEWER_PROFILE = {
  id: 'mbenchviewer00000000000000',
  /** As the seeded profiles' preferences: about a third of the seeded profiles match. */
  preferences: {
    ageRange: { min: 24, max: 32 },
    heightRange: { min: '5 ft', max: '6 ft' },
    education: ['Graduate'],
    occupation: [],
    location: ['Maharashtra'],
    caste: [],
  },
};

/** The viewer's profile (a groom's), before the matches route is probed; owned by the member with `phone`. */
export async function seedViewerProfile(db, phone) {
  const at = '2019-06-01T00:00:00.000Z';
  await db.exec(
    `INSERT INTO matrimonial_profiles (id, user_id, profile_type, full_name, date_of_birth, gender, height, height_cm,
       contact_number, city, state, country, caste, religion, education, occupation, family_type, siblings,
       partner_preferences, approval_status, is_visible, city_key, state_key, caste_key, education_key,
       occupation_key, created_at, updated_at)
     SELECT ?, id, 'self', 'Bench Groom', '1995-05-05', 'male', '5 ft 9 in', 175, phone_number, 'Pune',
       'Maharashtra', 'India', 'Mahar', 'Buddhist', 'Graduate', 'Tester', 'nuclear', '{}', ?, 'approved', 1, 'pune',
       'maharashtra', 'mahar', 'graduate', 'tester', ?, ?
     FROM users WHERE phone_number = ?`,
    [VIEWER_PROFILE.id, JSON.stringify(VIEWER_PROFILE.preferences), at, at, phone],
  );
}

/** The bench's one active form and its first version, before the app is asked for its submissions. */
export async function seedBenchForm(db) {
  const at = '2020-01-01T00:00:00.000Z';
  const fields = JSON.stringify([{ id: 'name', type: 'text', label: 'Full name', required: true }]);
  await db.exec(
    `INSERT INTO forms (id, title, slug, category, status, fields, settings, styling, current_version_id, created_at, updated_at)
     VALUES (?, 'Bench registration', 'bench-registration', 'registration', 'active', ?, '{}', '{}', ?, ?, ?)`,
    [BENCH_FORM.id, fields, BENCH_FORM.versionId, at, at],
  );
  await db.exec(
    `INSERT INTO form_versions (id, form_id, version, title, fields, created_at) VALUES (?, ?, 1, 'Bench registration', ?, ?)`,
    [BENCH_FORM.versionId, BENCH_FORM.id, fields, at],
  );
}

/** Submissions from..to of the bench form by visitors: 1 in 13 from a plumber, one from Zubair Shaikh. */
export async function seedSubmissions(db, from, to) {
  const q = sqlFor(db.dialect);
  const name = `CASE WHEN i = 7 THEN ${quote(RARE.member)} ELSE ${pick(FIRST, 'i')} || ' ' || ${pick(LAST, 'i * 7')} END`;
  const columns = {
    id: `'s' || ${q.pad('i', 23)}`,
    form_id: quote(BENCH_FORM.id),
    version_id: quote(BENCH_FORM.versionId),
    status: `'pending'`,
    data: `'{"name":"' || ${name} || '"}'`,
    submitter_name: name,
    // As the submit service writes it: the answers and the submitter, lower-cased.
    search_text: `lower(${name} || ' ' || ${pick(OCCUPATIONS, 'i')})`,
    created_at: q.at('i'),
    updated_at: q.at('i'),
  };
  await inChunks(db, from, to, 50_000, (a, b) =>
    q.insert('submissions', Object.keys(columns), Object.values(columns), a, b),
  );
}

/** Fresh planner statistics after a bulk load of these tables, as the server's planner-statistics job keeps them. */
export const analyze = (db, tables) => db.exec(db.dialect === 'sqlite' ? 'ANALYZE' : `ANALYZE ${tables.join(', ')}`);

/** The bulk seeder of each list's table (`seed(db, from, to, members)`); a route whose table has none is skipped. */
export const SEEDERS = {
  users: seedMembers,
  listings: seedListings,
  news: seedNews,
  questions: seedQuestions,
  matrimonial_profiles: seedMatrimonial,
  submissions: seedSubmissions,
};
