import type { Kysely } from 'kysely';

// Frozen once landed: add a new migration instead of editing this one.

/** A member's language for the site and for what it sends them: 'hi' or 'en', null until they choose. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
