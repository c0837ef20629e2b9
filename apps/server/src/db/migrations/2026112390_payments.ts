import type { Kysely } from 'kysely';

// Frozen once landed: add a new migration instead of editing this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per order a member opens; it becomes a payment when the provider confirms it. Money in paise.
  // The member's name is copied so receipts and accounts outlive a deleted account.
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('member_name', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('created'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text', (c) => c.notNull().unique())
    // Unique: a provider's payment settles at most one order, however often the browser or webhook reports it.
    .addColumn('provider_payment_id', 'text', (c) => c.unique())
    .addColumn('receipt_number', 'text', (c) => c.unique())
    .addColumn('paid_at', 'text')
    .addColumn('period_start', 'text')
    .addColumn('period_end', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('refunded_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_user_idx').on('payments').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('payments_created_idx').on('payments').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('payments_status_created_idx')
    .on('payments')
    .columns(['status', 'created_at', 'id'])
    .execute();
  // Revenue sums read this index alone.
  await db.schema
    .createIndex('payments_status_paid_idx')
    .on('payments')
    .columns(['status', 'paid_at', 'amount'])
    .execute();

  // Receipt numbers run 1, 2, 3... within each financial year; the row is bumped inside the payment's transaction.
  await db.schema
    .createTable('receipt_counters')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  // Every grant of premium (payment, referral tier reward, admin, demo): the key makes each grant happen once.
  await db.schema
    .createTable('premium_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('grant_key', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('premium_grants_key_idx')
    .on('premium_grants')
    .columns(['user_id', 'grant_key'])
    .unique()
    .execute();

  // The daily expiry job finds lapsed premium through this index.
  await db.schema
    .createIndex('users_premium_expiry_idx')
    .on('users')
    .columns(['plan_type', 'premium_expires_at'])
    .execute();

  // The offline test provider's own records, as Razorpay keeps orders and payments on its side.
  await db.schema
    .createTable('test_provider_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('receipt', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('test_provider_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('test_provider_payments_order_idx')
    .on('test_provider_payments')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('test_provider_payments').execute();
  await db.schema.dropTable('test_provider_orders').execute();
  await db.schema.dropIndex('users_premium_expiry_idx').execute();
  await db.schema.dropTable('premium_grants').execute();
  await db.schema.dropTable('receipt_counters').execute();
  await db.schema.dropTable('payments').execute();
}
