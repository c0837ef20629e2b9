import type { Kysely } from 'kysely';

// Frozen once landed: add a new migration instead of editing this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('occupation', 'text', (c) => c.notNull())
    .addColumn('profession', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('profile_image_id', 'text')
    .addColumn('interests', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('plan_type', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('premium_expires_at', 'text')
    .addColumn('account_status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('referral_code', 'text', (c) => c.notNull().unique())
    .addColumn('referred_by_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The directory lists active public members newest first (id breaks ties, so the index alone gives the order).
  await db.schema.createIndex('users_directory_idx').on('users').columns(['account_status', 'is_public', 'created_at', 'id']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('referrals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('referrer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('referred_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reward_given', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('referrals_referrer_idx').on('referrals').columns(['referrer_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('referrals').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
