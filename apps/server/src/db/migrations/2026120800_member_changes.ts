import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// Frozen once landed: add a new migration instead of editing this one.

/**
 * The members' change log (db/member-changes.ts): a row per member row updated, under the members' counter it
 * moved, so a kept directory page that does not hold that member, nor matches their searched text before or after,
 * stays kept through the edit (issue 38). Written by triggers (db/change-stamps.ts), pruned by a job.
 * PostgreSQL moves its counters at commit: a row waits there with no version, under its transaction's id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('member_changes')
    .addColumn('version', 'bigint')
    /** Null: a change to the members' tables other than a member's row updated (blocks, sign-ups...). */
    .addColumn('user_id', 'text')
    /** 1 when the row's place in the directory may have moved: a listing rule's column, a filter's, its order. */
    .addColumn('listing', 'integer', (c) => c.notNull())
    /** The member's searched text before and after, when it changed; null otherwise. */
    .addColumn('old_text', 'text')
    .addColumn('new_text', 'text')
    .addColumn('txid', 'bigint')
    /** When it was logged, in milliseconds since 1970: the texts are pruned within minutes. */
    .addColumn('logged_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_changes_version_idx').on('member_changes').column('version').execute();
  await db.schema.createIndex('member_changes_user_idx').on('member_changes').column('user_id').execute();
  if (postgres) {
    await sql`CREATE INDEX member_changes_pending_idx ON member_changes (txid) WHERE version IS NULL`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_changes').execute();
}
