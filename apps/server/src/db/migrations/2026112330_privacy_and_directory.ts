import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// Frozen once landed: add a new migration instead of editing this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await keepReferralsOfDeletedMembers(db, postgres);
  await scrubAuditValues(db);
  await directoryColumns(db, postgres);
  await substringSearch(db, postgres);
}

/**
 * A referred member who deletes their account leaves the referral behind, anonymised (referred_id NULL),
 * so the referrer's counts, tier and reward history stay as they were.
 */
async function keepReferralsOfDeletedMembers(db: Kysely<unknown>, postgres: boolean) {
  if (postgres) {
    await sql`ALTER TABLE referrals ALTER COLUMN referred_id DROP NOT NULL`.execute(db);
    await sql`ALTER TABLE referrals DROP CONSTRAINT referrals_referred_id_fkey`.execute(db);
    await sql`ALTER TABLE referrals ADD CONSTRAINT referrals_referred_id_fkey
      FOREIGN KEY (referred_id) REFERENCES users(id) ON DELETE SET NULL`.execute(db);
    return;
  }
  // SQLite cannot change a column's constraints: the table is rebuilt.
  await sql`CREATE TABLE referrals_new (
    id text PRIMARY KEY,
    referrer_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    referred_id text UNIQUE REFERENCES users(id) ON DELETE SET NULL,
    status text NOT NULL DEFAULT 'pending',
    reward_given integer NOT NULL DEFAULT 0,
    created_at text NOT NULL,
    completed_at text,
    source text NOT NULL DEFAULT 'code')`.execute(db);
  await sql`INSERT INTO referrals_new (id, referrer_id, referred_id, status, reward_given, created_at, completed_at, source)
    SELECT id, referrer_id, referred_id, status, reward_given, created_at, completed_at, source FROM referrals`.execute(
    db,
  );
  await sql`DROP TABLE referrals`.execute(db);
  await sql`ALTER TABLE referrals_new RENAME TO referrals`.execute(db);
  await sql`CREATE INDEX referrals_referrer_idx ON referrals (referrer_id, status)`.execute(db);
  await sql`CREATE INDEX referrals_created_idx ON referrals (created_at)`.execute(db);
}

/** Plan, status and visibility changes keep their values; members' personal fields only say they changed. */
const KEEPS_VALUES = new Set(['plan', 'status', 'public']);

/** The audit log said which phone a deleted member had and old and new contact values: keep only what changed. */
async function scrubAuditValues(db: Kysely<unknown>) {
  await sql`UPDATE audit_log SET details = '' WHERE action = 'user.delete'`.execute(db);
  const { rows } = await sql<{
    id: string;
    details: string;
  }>`SELECT id, details FROM audit_log WHERE action = 'user.update'`.execute(db);
  for (const row of rows) {
    const details = row.details
      .split('; ')
      .map((part) => {
        const label = /^(\w+): /.exec(part)?.[1];
        return label && !KEEPS_VALUES.has(label) ? `${label} changed` : part;
      })
      .join('; ');
    if (details !== row.details) await sql`UPDATE audit_log SET details = ${details} WHERE id = ${row.id}`.execute(db);
  }
}

/**
 * Admins are left out of the directory unless they choose to be listed (list_in_directory); directory_listed
 * says whether a member may be listed at all, so the directory's index starts with it. City and occupation
 * filters match normalised keys, each with its own index.
 */
async function directoryColumns(db: Kysely<unknown>, postgres: boolean) {
  await db.schema
    .alterTable('users')
    .addColumn('list_in_directory', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const listed = sql`CASE WHEN plan_type = 'admin' AND list_in_directory = 0 THEN 0 ELSE 1 END`;
  await sql`ALTER TABLE users ADD COLUMN directory_listed integer GENERATED ALWAYS AS (${listed}) ${sql.raw(
    postgres ? 'STORED' : 'VIRTUAL',
  )}`.execute(db);
  for (const column of ['city', 'city_key', 'occupation_key']) {
    await db.schema
      .alterTable('users')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  const { rows } = await sql<{
    id: string;
    address: string;
    occupation: string;
  }>`SELECT id, address, occupation FROM users`.execute(db);
  for (const row of rows) {
    const city = cityFromAddress(row.address);
    await sql`UPDATE users SET city = ${city}, city_key = ${facetKey(city)}, occupation_key = ${facetKey(
      facetLabel(row.occupation),
    )} WHERE id = ${row.id}`.execute(db);
  }
  await db.schema.dropIndex('users_directory_idx').execute();
  await db.schema
    .createIndex('users_directory_idx')
    .on('users')
    .columns(['directory_listed', 'account_status', 'is_public', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('users_city_idx').on('users').columns(['city_key', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('users_occupation_idx')
    .on('users')
    .columns(['occupation_key', 'created_at', 'id'])
    .execute();
}

/**
 * Search finds words anywhere ("umber" finds "Plumber"), still from an index: SQLite's FTS5 trigram tokenizer,
 * PostgreSQL's pg_trgm over a lower-cased copy of the searched text.
 */
async function substringSearch(db: Kysely<unknown>, postgres: boolean) {
  const tables = [
    { table: 'users', columns: ['name', 'occupation', 'profession', 'interests'] },
    { table: 'listings', columns: ['title', 'description', 'category'] },
  ];
  if (postgres) {
    // One extension per database, shared by every schema; the lock keeps servers migrating at once in line.
    await sql`SELECT pg_advisory_xact_lock(hashtext('sangam:pg_trgm'))`.execute(db);
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(db);
    const { rows } = await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e
      JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(db);
    const ops = sql.raw(`"${rows[0]!.schema.replaceAll('"', '""')}".gin_trgm_ops`);
    for (const { table, columns } of tables) {
      const text = sql.raw(`lower(${columns.join(" || ' ' || ")})`);
      await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN search_text text GENERATED ALWAYS AS (${text}) STORED`.execute(
        db,
      );
      await sql`CREATE INDEX ${sql.id(`${table}_trigram_idx`)} ON ${sql.table(table)} USING GIN (search_text ${ops})`.execute(
        db,
      );
    }
    return;
  }
  for (const { table, columns } of tables) {
    const fts = `${table}_trigram`;
    const list = columns.join(', ');
    const fromNew = columns.map((c) => `new.${c}`).join(', ');
    const fromOld = columns.map((c) => `old.${c}`).join(', ');
    await sql
      .raw(
        `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content='${table}', content_rowid='rowid',
      tokenize='trigram remove_diacritics 1')`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${fts}_insert AFTER INSERT ON ${table} BEGIN
      INSERT INTO ${fts}(rowid, ${list}) VALUES (new.rowid, ${fromNew}); END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${fts}_delete AFTER DELETE ON ${table} BEGIN
      INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.rowid, ${fromOld}); END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${fts}_update AFTER UPDATE OF ${list} ON ${table} BEGIN
      INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.rowid, ${fromOld});
      INSERT INTO ${fts}(rowid, ${list}) VALUES (new.rowid, ${fromNew}); END`,
      )
      .execute(db);
    await sql.raw(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`).execute(db);
  }
}

// The city and occupation normalisation as it stood when this migration landed (lib/member-facets.ts then),
// copied here so that changing the library never changes what this migration did.
const NOT_A_CITY = new Set(
  [
    'india',
    'bharat',
    'andhra pradesh',
    'arunachal pradesh',
    'assam',
    'bihar',
    'chhattisgarh',
    'goa',
    'gujarat',
    'haryana',
    'himachal pradesh',
    'jharkhand',
    'karnataka',
    'kerala',
    'madhya pradesh',
    'maharashtra',
    'manipur',
    'meghalaya',
    'mizoram',
    'nagaland',
    'odisha',
    'punjab',
    'rajasthan',
    'sikkim',
    'tamil nadu',
    'telangana',
    'tripura',
    'uttar pradesh',
    'uttarakhand',
    'west bengal',
    'भारत',
    'महाराष्ट्र',
    'गुजरात',
    'कर्नाटक',
    'मध्य प्रदेश',
    'उत्तर प्रदेश',
    'बिहार',
    'राजस्थान',
  ].map((name) => name.normalize('NFC')),
);

const MAX = 60;

/** Trimmed, single-spaced, NFC; a word typed all in lower case gets a capital ("pune" -> "Pune", "IT" stays). */
function facetLabel(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ')
    .slice(0, MAX);
}

/** What a filter value is matched by: its label in lower case. */
const facetKey = (text: string) => facetLabel(text).toLowerCase();

/**
 * The city of a free-text address: its last part that is not a PIN code, a state or the country
 * ("Flat 4, Shivaji Nagar, Pune 411005, Maharashtra" -> "Pune"). A long part without commas gives its
 * last word ("12 MG Road Pune" -> "Pune"). Empty when nothing is left.
 */
function cityFromAddress(address: string): string {
  const parts = address
    .split(/[,\n;|/]/)
    .map((part) =>
      part
        .replace(/[\p{N}#()-]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((part) => /\p{L}/u.test(part) && !NOT_A_CITY.has(part.normalize('NFC').toLowerCase()));
  const last = parts.at(-1);
  if (!last) return '';
  const words = last.split(' ');
  return facetLabel(words.length > 2 ? words.at(-1)! : last);
}
