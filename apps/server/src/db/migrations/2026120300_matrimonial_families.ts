import type { Kysely } from 'kysely';

// Frozen once landed: add a new migration instead of editing this one.

/**
 * Matrimonial as families expect it (issue 35): interests between two profiles, a member's shortlist and the
 * profiles they are not interested in, photos shown only to accepted families, matches by partner preferences,
 * and the success stories admins publish.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A family's interest in another family's profile, made for one of the sender's own approved profiles.
  await db.schema
    .createTable('matrimonial_interests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('from_profile_id', 'text', (c) => c.notNull().references('matrimonial_profiles.id').onDelete('cascade'))
    .addColumn('to_profile_id', 'text', (c) => c.notNull().references('matrimonial_profiles.id').onDelete('cascade'))
    /** The profiles' owners when it was sent (the lists are per member). */
    .addColumn('from_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('to_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    /** pending, accepted, declined or withdrawn. */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('responded_at', 'text')
    .execute();
  await db.schema
    .createIndex('matrimonial_interests_pair_idx')
    .on('matrimonial_interests')
    .columns(['from_profile_id', 'to_profile_id', 'status'])
    .execute();
  await db.schema
    .createIndex('matrimonial_interests_to_pair_idx')
    .on('matrimonial_interests')
    .columns(['to_profile_id', 'from_profile_id', 'status'])
    .execute();
  await db.schema
    .createIndex('matrimonial_interests_received_idx')
    .on('matrimonial_interests')
    .columns(['to_user_id', 'status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('matrimonial_interests_sent_idx')
    .on('matrimonial_interests')
    .columns(['from_user_id', 'status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('matrimonial_interests_received_all_idx')
    .on('matrimonial_interests')
    .columns(['to_user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('matrimonial_interests_sent_all_idx')
    .on('matrimonial_interests')
    .columns(['from_user_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('matrimonial_shortlist')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull().references('matrimonial_profiles.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('matrimonial_shortlist_pk', ['user_id', 'profile_id'])
    .execute();
  await db.schema
    .createIndex('matrimonial_shortlist_newest_idx')
    .on('matrimonial_shortlist')
    .columns(['user_id', 'created_at'])
    .execute();

  // "Not interested": out of the member's lists and matches until `hidden_until`.
  await db.schema
    .createTable('matrimonial_hidden')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull().references('matrimonial_profiles.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('hidden_until', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('matrimonial_hidden_pk', ['user_id', 'profile_id'])
    .execute();
  await db.schema
    .createIndex('matrimonial_hidden_newest_idx')
    .on('matrimonial_hidden')
    .columns(['user_id', 'created_at'])
    .execute();

  /** 'all' (every member sees the photos) or 'accepted' (the owner, admins and accepted families only). */
  await db.schema
    .alterTable('matrimonial_profiles')
    .addColumn('photo_privacy', 'text', (c) => c.notNull().defaultTo('all'))
    .execute();
  /** The height in centimetres read from the height text, for matches' height range; null when unreadable. */
  await db.schema.alterTable('matrimonial_profiles').addColumn('height_cm', 'integer').execute();
  // Matches: approved, visible profiles of one gender, newest first.
  await db.schema
    .createIndex('matrimonial_gender_created_idx')
    .on('matrimonial_profiles')
    .columns(['approval_status', 'is_visible', 'gender', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('success_stories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bride_name', 'text', (c) => c.notNull())
    .addColumn('groom_name', 'text', (c) => c.notNull())
    /** YYYY-MM. */
    .addColumn('wedding_month', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('photo_id', 'text', (c) => c.references('media.id').onDelete('set null'))
    .addColumn('story', 'text', (c) => c.notNull())
    .addColumn('families_consented', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('success_stories_newest_idx')
    .on('success_stories')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema.createIndex('success_stories_photo_idx').on('success_stories').column('photo_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('success_stories').execute();
  await db.schema.dropIndex('matrimonial_gender_created_idx').execute();
  await db.schema.alterTable('matrimonial_profiles').dropColumn('height_cm').execute();
  await db.schema.alterTable('matrimonial_profiles').dropColumn('photo_privacy').execute();
  await db.schema.dropTable('matrimonial_hidden').execute();
  await db.schema.dropTable('matrimonial_shortlist').execute();
  await db.schema.dropTable('matrimonial_interests').execute();
}
