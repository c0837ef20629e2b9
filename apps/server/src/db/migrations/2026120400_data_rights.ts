import type { Kysely } from 'kysely';

// Frozen once landed: add a new migration instead of editing this one.

/**
 * Members' data rights under the DPDP Act (issue 36): consent on record per purpose, the log of who saw a
 * member's contact details, copies of a member's data, the record that an erasure happened, and the grievance
 * officer and policy version admins set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Every grant and withdrawal, kept as a record; a member's state of a purpose is its latest row.
  await db.schema
    .createTable('consents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** terms, directory, contact_sharing, marketing or matrimonial. */
    .addColumn('purpose', 'text', (c) => c.notNull())
    /** The policy version the member saw when deciding. */
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('granted', 'integer', (c) => c.notNull())
    /** A matrimonial profile's id for the matrimonial purpose (one consent per profile), else null. */
    .addColumn('subject_id', 'text')
    /** For a relative's matrimonial profile: the name of the person whose consent the member vouches for. */
    .addColumn('on_behalf_of', 'text')
    /** HMAC of the client address: proves where consent came from without keeping the address. */
    .addColumn('client_address_hash', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('consents_user_purpose_idx')
    .on('consents')
    .columns(['user_id', 'purpose', 'at', 'id'])
    .execute();

  // One row per viewer, subject and day a contact was revealed: the member's "who viewed" list and the daily cap.
  await db.schema
    .createTable('contact_reveals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('viewer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** Whose details were seen (the member, the listing's owner or the matrimonial profile's owner). */
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** member, listing or matrimonial. */
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    /** The UTC day (YYYY-MM-DD) of the reveal. */
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_reveals_once_a_day_idx')
    .on('contact_reveals')
    .columns(['viewer_id', 'day', 'subject_type', 'subject_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('contact_reveals_owner_idx')
    .on('contact_reveals')
    .columns(['owner_id', 'created_at', 'id'])
    .execute();

  // A copy of a member's data: data.json made by the job, the files read from media when the ZIP is streamed.
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** The member themselves, or the admin who ran it on a written request. */
    .addColumn('requested_by_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    /** The admin's note of the written request. */
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    /** pending, ready or failed. */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('data_json', 'text')
    /** JSON array of { mediaId, path } for the files the ZIP carries. */
    .addColumn('files', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ready_at', 'text')
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema
    .createIndex('data_exports_user_idx')
    .on('data_exports')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('data_exports_pending_idx')
    .on('data_exports')
    .columns(['status', 'created_at'])
    .execute();

  // That an erasure happened, and nothing of who was erased but a keyed hash of the id.
  await db.schema
    .createTable('erasures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject_hash', 'text', (c) => c.notNull())
    .addColumn('posts_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('erased_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('share_contacts', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  /** The policy version the member last agreed to; null for members who joined before consent was recorded. */
  await db.schema.alterTable('users').addColumn('policy_version', 'text').execute();

  for (const column of ['grievance_name', 'grievance_email', 'grievance_phone']) {
    await db.schema
      .alterTable('site_settings')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  /** The version of the Terms and Privacy Policy members agree to; admins raise it to ask everyone again. */
  await db.schema
    .alterTable('site_settings')
    .addColumn('policy_version', 'text', (c) => c.notNull().defaultTo('2024-05'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['policy_version', 'grievance_phone', 'grievance_email', 'grievance_name']) {
    await db.schema.alterTable('site_settings').dropColumn(column).execute();
  }
  await db.schema.alterTable('users').dropColumn('policy_version').execute();
  await db.schema.alterTable('users').dropColumn('share_contacts').execute();
  for (const table of ['erasures', 'data_exports', 'contact_reveals', 'consents']) {
    await db.schema.dropTable(table).execute();
  }
}
