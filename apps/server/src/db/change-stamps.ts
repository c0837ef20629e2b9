import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './dialect.ts';
import { memberLogInsert, nowMs } from './member-changes.ts';

// The change stamp: a value that moves whenever data a cached read depends on may have changed (lib/cache.ts).

/**
 * What a cached read depends on, by what a page reads: each table belongs to one scope, each scope has its counter
 * in change_stamps, and a read is kept while the counters of the scopes it declares stay. A like moves
 * 'engagement' only, so the directory's pages stay kept. Sorted: PostgreSQL bumps the counters of a transaction in
 * this order, so two transactions never wait for each other's counters crosswise.
 */
export const CHANGE_SCOPES = [
  'audit',
  'contacts',
  'engagement',
  'forms',
  'listings',
  'matrimonial',
  'media',
  'members',
  'moderation',
  'news',
  'notifications',
  'payments',
  'questions',
  'referrals',
  'sessions',
  'settings',
  'submissions',
] as const;
export type ChangeScope = (typeof CHANGE_SCOPES)[number];

/**
 * The scope of every table; null for tables no cached read may read, whose writes move nothing (the jobs' leases
 * are taken every few seconds, a push subscription's last send is noted at every push, codes and mails come and
 * go). A table a new migration adds must be placed here (change-stamps.test.ts); until it is, its writes move every
 * counter.
 */
export const TABLE_SCOPES: Readonly<Record<string, ChangeScope | null>> = {
  answers: 'questions',
  audit_log: 'audit',
  backups: null,
  blocks: 'members',
  change_stamps: null,
  comments: 'engagement',
  consents: 'members',
  contact_reveals: 'contacts',
  data_exports: null,
  directory_config: 'settings',
  engagement_counts: 'engagement',
  erasures: null,
  form_versions: 'forms',
  forms: 'forms',
  job_leases: null,
  kysely_migration: null,
  kysely_migration_lock: null,
  likes: 'engagement',
  listings: 'listings',
  matrimonial_contact_views: 'matrimonial',
  matrimonial_hidden: 'matrimonial',
  matrimonial_interests: 'matrimonial',
  matrimonial_photos: 'matrimonial',
  matrimonial_profiles: 'matrimonial',
  matrimonial_shortlist: 'matrimonial',
  media: 'media',
  member_changes: null,
  news: 'news',
  news_attendees: 'news',
  news_images: 'news',
  news_views: 'engagement',
  notifications: 'notifications',
  otp_codes: null,
  outbox: null,
  payments: 'payments',
  poll_options: 'questions',
  poll_votes: 'questions',
  premium_grants: 'payments',
  push_subscriptions: null,
  questions: 'questions',
  receipt_counters: 'payments',
  referrals: 'referrals',
  report_subjects: 'moderation',
  reports: 'moderation',
  rewards: 'referrals',
  sessions: 'sessions',
  site_settings: 'settings',
  submission_files: 'submissions',
  submissions: 'submissions',
  success_stories: 'matrimonial',
  test_provider_orders: 'payments',
  test_provider_payments: 'payments',
  users: 'members',
};

/**
 * Tables whose new rows change no read made before them, so only their updates and deletes move their scope: a
 * session is only ever looked up by the id its token names, and a token is signed after its row is committed. A
 * sign-in then leaves every other member's kept session lookup in place (with a sign-in in every twenty requests,
 * counting inserts made every request read its session again); a sign-out or a revocation still moves it.
 */
const INSERTS_MOVE_NOTHING: ReadonlySet<string> = new Set(['sessions']);

/** The writes of a table that move its scope's counter. */
export const eventsCounted = (table: string) =>
  INSERTS_MOVE_NOTHING.has(table) ? (['update', 'delete'] as const) : (['insert', 'update', 'delete'] as const);

/**
 * The scope of a table or of a search index kept beside it (SQLite's `<table>_fts` and `<table>_trigram`, kept by
 * the table's own triggers); undefined when the name is not a table of the schema.
 */
export function scopeOfTable(name: string): ChangeScope | null | undefined {
  if (Object.hasOwn(TABLE_SCOPES, name)) return TABLE_SCOPES[name];
  const base = /^(.+)_(?:fts|trigram)$/.exec(name)?.[1];
  return base && Object.hasOwn(TABLE_SCOPES, base) ? TABLE_SCOPES[base] : undefined;
}

// Kysely quotes every table it names; hand-written SQL may not. A name followed by "(" is a function.
const TABLE_NAME = /\b(?:from|join|into|update)\s+"?([a-z_][a-z0-9_]*)\b"?(?!\s*\()/gi;

/** The tables of the schema a statement names (other names after FROM, such as a column in EXTRACT, are left out). */
export function tablesOf(statement: string): string[] {
  const tables = new Set<string>();
  for (const [, name] of statement.matchAll(TABLE_NAME)) {
    const table = name!.toLowerCase();
    if (scopeOfTable(table) !== undefined) tables.add(table);
  }
  return [...tables];
}

/**
 * A value that differs whenever data of the scopes may have changed since it was read: the tuple of their
 * counters. Unknown for a transaction, a handle opened elsewhere or a database not yet migrated (nothing is kept).
 */
const changeStamps = new WeakMap<Db, (scopes: readonly ChangeScope[]) => Promise<string | undefined>>();
export const changeStamp = (db: Db, scopes: readonly ChangeScope[]): Promise<string | undefined> | undefined =>
  changeStamps.get(db)?.(scopes);
const stampResets = new WeakMap<Db, () => void>();
/**
 * A new request asks the database afresh: whatever another server committed before this request was sent is
 * seen by it (the counters are otherwise shared for a while, see db/sqlite.ts and db/postgres.ts).
 */
export const forgetChangeStamp = (db: Db): void => stampResets.get(db)?.();

/** The counters as read, by scope: the stamp of a list of scopes, or undefined when one is missing. */
export const stampOf = (counters: Readonly<Record<string, unknown>>, scopes: readonly ChangeScope[]) => {
  let stamp = '';
  for (const scope of scopes) {
    const version = counters[scope];
    if (version === undefined) return undefined;
    stamp += `${version as string}:`;
  }
  return stamp;
};

/** How a database handle answers for its stamp (db/sqlite.ts, db/postgres.ts): `read` per call, `reset` per request. */
export function registerChangeStamp(
  db: Db,
  read: (scopes: readonly ChangeScope[]) => Promise<string | undefined>,
  reset: () => void,
): void {
  changeStamps.set(db, read);
  stampResets.set(db, reset);
}

let statementWatcher: ((statement: string) => void) | undefined;
/** Tests see every statement a database handle runs (checkCachedReads in lib/cache.ts checks cached reads). */
export const watchStatements = (watcher: ((statement: string) => void) | undefined) => {
  statementWatcher = watcher;
};
/** Called by the handles with each statement's text before it runs. */
export const sawStatement = (statement: string) => statementWatcher?.(statement);

/** The scopes a table's writes move: its own, none, or every scope for a table not yet placed in TABLE_SCOPES. */
const scopesMovedBy = (table: string): readonly ChangeScope[] => {
  const scope = scopeOfTable(table);
  if (scope === null) return [];
  return scope ? [scope] : CHANGE_SCOPES;
};

/**
 * Counters in change_stamps, moved in the writing transaction, whichever process (server, script) writes: a read
 * after its commit sees both the data and the new counter. Run after every migration, so a table a later migration
 * adds or rebuilds is counted too; idempotent. After migrations ran (`migrated`), every counter moves: their
 * writes on PostgreSQL were not counted (withoutStamping).
 */
export async function ensureChangeTriggers(db: Db, { migrated = false } = {}): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const counted = await (postgres ? ensurePostgresTriggers(db) : ensureSqliteTriggers(db));
  if (counted && migrated) await sql`UPDATE change_stamps SET version = version + 1`.execute(db);
}

/**
 * Runs `migrate` on one connection that queues no counting at commit (PostgreSQL): a migration that writes rows
 * of a table and then alters it in the same transaction would otherwise fail ("pending trigger events").
 */
export async function withoutStamping<T>(db: Db, migrate: (connection: Db) => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return migrate(db);
  return db.connection().execute(async (connection) => {
    await sql`SELECT set_config('sangam.migrating', '1', false)`.execute(connection);
    try {
      return await migrate(connection);
    } finally {
      await sql`SELECT set_config('sangam.migrating', '', false)`.execute(connection);
    }
  });
}

/** Whether the database has its counters yet (not before their migration). */
async function ensureSqliteTriggers(db: Db): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite%'
  `.execute(db);
  if (!rows.some((row) => row.name === 'change_stamps')) return false;
  await ensureCounters(db);
  const { rows: existing } = await sql<{ name: string; sql: string }>`
    SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'change\_stamp\_%' ESCAPE '\\'
  `.execute(db);
  const wanted = new Map<string, string>();
  const logged = rows.some((row) => row.name === 'member_changes');
  // SQLite: a trigger per table and event adds one to its scopes' counters for each row written; a member's row
  // updated is logged under the counter it moved (db/member-changes.ts).
  for (const { name } of rows) {
    const scopes = scopesMovedBy(name);
    if (!scopes.length) continue;
    const list = scopes.map((scope) => `'${scope}'`).join(', ');
    for (const event of eventsCounted(name)) {
      const log = logged && name === 'users' && event === 'update' ? memberLogInsert(false, 'member_changes') : '';
      wanted.set(
        `change_stamp_${name}_${event}`,
        `CREATE TRIGGER "change_stamp_${name}_${event}" AFTER ${event.toUpperCase()} ON "${name}" ` +
          `BEGIN UPDATE change_stamps SET version = version + 1 WHERE scope IN (${list}); ${log}END`,
      );
    }
  }
  const had = new Map(existing.map((row) => [row.name, row.sql]));
  for (const [name, text] of had) {
    if (wanted.get(name) !== text) await sql.raw(`DROP TRIGGER IF EXISTS "${name}"`).execute(db);
  }
  for (const [name, text] of wanted) if (had.get(name) !== text) await sql.raw(text).execute(db);
  return true;
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A row per scope; rows of scopes no longer named are dropped. */
async function ensureCounters(db: Db) {
  const values = sql.join(CHANGE_SCOPES.map((scope) => sql`(${scope}, 0)`));
  await sql`INSERT INTO change_stamps (scope, version) VALUES ${values} ON CONFLICT (scope) DO NOTHING`.execute(db);
  await sql`DELETE FROM change_stamps WHERE scope NOT IN (${sql.join([...CHANGE_SCOPES])})`.execute(db);
}

/**
 * PostgreSQL: a counter row updated by every writing transaction would be locked from its first write to its
 * commit, queueing writers of a scope behind each other. So the counters move at commit: a statement-level trigger
 * notes the scope in a transaction-local setting, and a deferred constraint trigger (row-level, as constraint
 * triggers are) bumps every noted scope once, in CHANGE_SCOPES order, when the transaction commits. The counter
 * row is then locked only for the commit itself, and the new counter shows together with the data. A rolled-back
 * transaction moves nothing.
 */
async function ensurePostgresTriggers(db: Db): Promise<boolean> {
  const { rows } = await sql<{ schema: string; table: string }>`
    SELECT current_schema() AS schema, tablename AS table FROM pg_tables WHERE schemaname = current_schema()
  `.execute(db);
  if (!rows.some((row) => row.table === 'change_stamps')) return false;
  await ensureCounters(db);
  const schema = `"${rows[0]!.schema.replaceAll('"', '""')}"`;
  const logged = rows.some((row) => row.table === 'member_changes');
  const log = `${schema}.member_changes`;
  // The members' log (db/member-changes.ts): a member's row updated waits there under its transaction's id and takes
  // the counter's new version at commit; any other write of the members' scope is logged as one row of no member.
  const logAtCommit = logged
    ? ` UPDATE ${log} SET version = moved WHERE version IS NULL AND txid = txid_current();` +
      ` IF current_setting('sangam.members_whole', true) = '1' THEN` +
      ` INSERT INTO ${log} (version, listing, logged_ms) VALUES (moved, 1, ${nowMs(true)}); END IF;`
    : '';
  // The counters are named with their schema: a writer's search_path may differ from the one here.
  const bumps = CHANGE_SCOPES.map(
    (scope) =>
      `IF current_setting('sangam.touched_${scope}', true) = '1' THEN ` +
      `UPDATE ${schema}.change_stamps SET version = version + 1 WHERE scope = '${scope}' RETURNING version INTO moved;` +
      `${scope === 'members' ? logAtCommit : ''} END IF;`,
  ).join('\n      ');
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION ${schema}.sangam_touch() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE scope text;
  BEGIN
    FOREACH scope IN ARRAY TG_ARGV LOOP
      PERFORM set_config('sangam.touched_' || scope, '1', true);
    END LOOP;
    IF 'members' = ANY(TG_ARGV) AND (TG_TABLE_NAME <> 'users' OR TG_OP <> 'UPDATE') THEN
      PERFORM set_config('sangam.members_whole', '1', true);
    END IF;
    -- A write after the counters moved (constraints set immediate) moves them again at commit.
    PERFORM set_config('sangam.stamped', '', true);
    RETURN NULL;
  END $$;
CREATE OR REPLACE FUNCTION ${schema}.sangam_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE moved bigint;
  BEGIN
    IF current_setting('sangam.stamped', true) IS DISTINCT FROM '1' THEN
      PERFORM set_config('sangam.stamped', '1', true);
      ${bumps}
    END IF;
    RETURN NULL;
  END $$;`,
    )
    .execute(db);
  if (logged) {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION ${schema}.sangam_member_change() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    ${memberLogInsert(true, log)}
    RETURN NULL;
  END $$;`,
      )
      .execute(db);
  }
  // Each table's pair of triggers, described on the touch trigger by the statements that made them: a pair made
  // by other statements (another scope, an older form) is made again.
  const { rows: triggers } = await sql<{ table: string; made: string | null }>`
    SELECT c.relname AS table, obj_description(t.oid, 'pg_trigger') AS made
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE c.relnamespace = current_schema()::regnamespace AND t.tgname = 'sangam_touch'
  `.execute(db);
  const had = new Map(triggers.map((row) => [row.table, row.made]));
  for (const { table } of rows) {
    const scopes = scopesMovedBy(table);
    const name = `${schema}."${table}"`;
    const events = eventsCounted(table)
      .map((event) => event.toUpperCase())
      .join(' OR ');
    const made = scopes.length
      ? `CREATE TRIGGER sangam_touch AFTER ${events} ON ${name} FOR EACH STATEMENT ` +
        `EXECUTE FUNCTION ${schema}.sangam_touch(${scopes.map((scope) => `'${scope}'`).join(', ')});\n` +
        `CREATE CONSTRAINT TRIGGER sangam_stamp AFTER ${events} ON ${name} ` +
        `DEFERRABLE INITIALLY DEFERRED FOR EACH ROW ` +
        `WHEN (current_setting('sangam.migrating', true) IS DISTINCT FROM '1') ` +
        `EXECUTE FUNCTION ${schema}.sangam_stamp()` +
        (logged && table === 'users'
          ? `;\nCREATE TRIGGER sangam_member_change AFTER UPDATE ON ${name} FOR EACH ROW ` +
            `WHEN (current_setting('sangam.migrating', true) IS DISTINCT FROM '1') ` +
            `EXECUTE FUNCTION ${schema}.sangam_member_change()`
          : '')
      : undefined;
    if (had.get(table) === made) continue;
    await sql.raw(`DROP TRIGGER IF EXISTS sangam_touch ON ${name}`).execute(db);
    await sql.raw(`DROP TRIGGER IF EXISTS sangam_stamp ON ${name}`).execute(db);
    await sql.raw(`DROP TRIGGER IF EXISTS sangam_member_change ON ${name}`).execute(db);
    if (!made) continue;
    await sql.raw(made).execute(db);
    await sql.raw(`COMMENT ON TRIGGER sangam_touch ON ${name} IS ${quoted(made)}`).execute(db);
  }
  return true;
}
