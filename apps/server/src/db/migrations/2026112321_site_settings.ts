import type { Kysely } from 'kysely';

// Frozen once landed: add a new migration instead of editing this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row: the community's contact details, links and leadership, set by admins. A new install has no row
  // and answers empty values, so no screen shows invented numbers. The two lists are JSON arrays.
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('community_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('whatsapp_number', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('events_url', 'text', (c) => c.notNull())
    .addColumn('social_links', 'text', (c) => c.notNull())
    .addColumn('leadership', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_settings').execute();
}
