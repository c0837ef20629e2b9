// Bulk seeding for the bench: rows generated inside the database (a recursive CTE on SQLite,
// generate_series on PostgreSQL), in chunks, so a million members take seconds to a few minutes, not hours.
// Rows from..to are added, so a run can grow the same database from 1,000 to 1,000,000.

export const OCCUPATIONS = [
  'TV Repairing',
  'Data Entry',
  'Photographer',
  'Carpenter',
  'Electrician',
  'Plumber',
  'Teacher',
  'Doctor',
  'Web Developer',
  'Chef',
  'Designer',
  'Writer',
  'Consultant',
];
const FIRST = ['Asha', 'Ravi', 'Meena', 'Sunil', 'Kavita', 'Prakash', 'Deepak', 'Pooja', 'Anil', 'Sneha', 'Rahul'];
const LAST = ['Kamble', 'Jadhav', 'Gaikwad', 'Pawar', 'Shinde', 'More', 'Sonawane', 'Bansode', 'Wankhede', 'Salve'];
const CITIES = ['Pune', 'Mumbai', 'Nagpur', 'Nashik', 'Aurangabad', 'Kolhapur', 'Solapur'];
export const CATEGORIES = [
  'Plumber',
  'Electrician',
  'Carpenter',
  'Painter',
  'Cleaning Service',
  'Tutor',
  'Catering',
  'Photographer',
  'Driver',
  'Gardener',
  'IT Support',
];

/** The one member and the one listing a rare search finds (row 7 and row 5, present at every scale). */
export const RARE = {
  member: 'Zubair Shaikh',
  memberWord: 'zubair',
  listing: 'Tandoor catering',
  listingWord: 'tandoor',
};
/** Common searches: one member in 13, one listing in 11. */
export const COMMON = { member: 'plumber', listing: 'plumber' };
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

/** Fresh planner statistics after a bulk load, as the server's planner-statistics job keeps them. */
export const analyze = (db) => db.exec(db.dialect === 'sqlite' ? 'ANALYZE' : 'ANALYZE users, listings');

/**
 * Tables of later issues (news, questions, matrimonial, form submissions) get a seeder here once their schema
 * lands: `{ table, seed(db, from, to, members) }`. A route whose table has none is skipped with a note.
 */
export const SEEDERS = {
  users: seedMembers,
  listings: seedListings,
};
