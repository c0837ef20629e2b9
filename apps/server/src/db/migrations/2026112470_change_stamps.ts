import { sql, type Kysely } from 'kysely';

// Frozen once landed: add a new migration instead of editing this one.

/**
 * Counters of committed writes, one per scope, that kept reads are labelled with (lib/kept.ts): 'sessions' counts
 * the writes to the sessions table, 'data' those to every other table. A sign-in then leaves the kept pages of
 * the directory and the lists alone. SQLite's triggers keep them (db/dialect.ts, ensureChangeTriggers).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('change_stamps')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`INSERT INTO change_stamps (scope, version) VALUES ('data', 0), ('sessions', 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('change_stamps').execute();
}
