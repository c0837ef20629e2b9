import type { Kysely } from 'kysely';

// Frozen once landed: add a new migration instead of editing this one.

/**
 * Web Push (issue 37): one row per browser a member turned notifications on in. A subscription belongs to the
 * session that made it, so signing out (or a password change ending every session) stops the pushes to that phone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    /** The push service's address for this browser: unique, a browser re-subscribing moves it to its new owner. */
    .addColumn('endpoint', 'text', (c) => c.notNull())
    /** The browser's public key and auth secret (base64url) the payload is encrypted to. */
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    /** The browser as it named itself, so the member can tell their devices apart. */
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('push_subscriptions_endpoint_idx')
    .on('push_subscriptions')
    .column('endpoint')
    .unique()
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('push_subscriptions_session_idx').on('push_subscriptions').column('session_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
}
