import { sql, type Kysely } from 'kysely';

// Frozen once landed: add a new migration instead of editing this one.

/**
 * Reaching members (issue 33): a verified phone, one-time codes, in-app notifications with per-kind channel
 * choices, and an outbox that also carries WhatsApp/SMS messages with retries on a backoff.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('phone_verified_at', 'text').execute();
  // Sparse JSON of the member's choices over the defaults: { phoneChannel?, kinds?: { kind: { phone?, email? } } }.
  await db.schema
    .alterTable('users')
    .addColumn('notification_preferences', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  // Codes are stored hashed; the newest live row of a (phone, purpose) is the only one that counts.
  await db.schema
    .createTable('otp_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('otp_codes_phone_idx')
    .on('otp_codes')
    .columns(['phone_number', 'purpose', 'created_at'])
    .execute();
  await db.schema.createIndex('otp_codes_expiry_idx').on('otp_codes').column('expires_at').execute();

  // One row per member and event; likes of one subject are gathered into one row by group_key.
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('group_key', 'text')
    /** What the notification is about ('question:<id>'), so it goes when that goes. */
    .addColumn('subject', 'text')
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    /** Further members who did the same (likes): "Ravi Jadhav and 4 others". */
    .addColumn('others', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_member_idx')
    .on('notifications')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('notifications_unread_idx').on('notifications').columns(['user_id', 'read_at']).execute();
  await db.schema
    .createIndex('notifications_group_idx')
    .on('notifications')
    .columns(['user_id', 'group_key'])
    .unique()
    .execute();
  await db.schema.createIndex('notifications_subject_idx').on('notifications').column('subject').execute();
  await db.schema.createIndex('notifications_actor_idx').on('notifications').column('actor_id').execute();

  // The outbox now also carries WhatsApp/SMS: `payload` (sealed JSON for codes), a time after which a message is
  // pointless (a code's expiry) and the next try's time (backoff).
  await db.schema.alterTable('outbox').addColumn('payload', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('not_after', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'text').execute();
  await db.schema.dropIndex('outbox_status_idx').execute();
  await db.schema
    .createIndex('outbox_due_idx')
    .on('outbox')
    .columns(['status', 'next_attempt_at', 'created_at', 'id'])
    .execute();
  await sql`update outbox set next_attempt_at = created_at`.execute(db);

  // Which kinds admins let go out by WhatsApp/SMS (they cost money): a JSON array of kinds.
  await db.schema
    .alterTable('site_settings')
    .addColumn('phone_notification_kinds', 'text', (c) =>
      c
        .notNull()
        .defaultTo(
          '["premium_ending","premium_ended","matrimonial_approved","matrimonial_rejected","payment_received"]',
        ),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('phone_notification_kinds').execute();
  await db.schema.dropIndex('outbox_due_idx').execute();
  await db.schema.alterTable('outbox').dropColumn('next_attempt_at').execute();
  await db.schema.alterTable('outbox').dropColumn('not_after').execute();
  await db.schema.alterTable('outbox').dropColumn('payload').execute();
  await db.schema.createIndex('outbox_status_idx').on('outbox').columns(['status', 'created_at', 'id']).execute();
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('otp_codes').execute();
  await db.schema.alterTable('users').dropColumn('notification_preferences').execute();
  await db.schema.alterTable('users').dropColumn('phone_verified_at').execute();
}
