import type { Kysely } from 'kysely';

// Frozen once landed: add a new migration instead of editing this one.

/**
 * Backups (issue 38): one row per backup made, by the daily job or the command line, so the dashboard of every
 * app server sees when the last one was made and whether it could be read back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('backups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    /** The archive's name in its folder (BACKUP_DIR, or where the command line wrote it). */
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    /** Null when the archive was read back whole; otherwise why making or verifying it failed. */
    .addColumn('error', 'text')
    /** Which app server (or the command line, on which machine) made it. */
    .addColumn('server', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('backups_created_idx').on('backups').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('backups').execute();
}
