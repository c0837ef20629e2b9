import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// Frozen once landed: add a new migration instead of editing this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One like per member per subject: the primary key makes a double tap count once.
  // The member's index serves "liked by the viewer" for a page of subjects and the cascade on deletion.
  await db.schema
    .createTable('likes')
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['subject_type', 'subject_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('likes_user_idx')
    .on('likes')
    .columns(['user_id', 'subject_type', 'subject_id'])
    .execute();

  // Comments, read newest first a page at a time (keyset on created_at, id).
  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('comments_subject_idx')
    .on('comments')
    .columns(['subject_type', 'subject_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('comments_user_idx').on('comments').column('user_id').execute();

  // Counts per subject, kept by triggers in the same statement as the like or comment row: every way a row
  // goes (a toggle, a deleted subject, a deleted member's cascade) moves the count with it, and concurrent
  // likes each add one under the counts row's lock, so no read-modify-write race exists.
  await db.schema
    .createTable('engagement_counts')
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('engagement_counts_pk', ['subject_type', 'subject_id'])
    .execute();

  const counted = [
    { table: 'likes', column: 'like_count' },
    { table: 'comments', column: 'comment_count' },
  ];
  if (dialectOf(db) === 'postgres') {
    for (const { table, column } of counted) {
      await sql`CREATE FUNCTION ${sql.raw(`${table}_count`)}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'INSERT' THEN
            INSERT INTO engagement_counts (subject_type, subject_id, ${sql.raw(column)})
            VALUES (NEW.subject_type, NEW.subject_id, 1)
            ON CONFLICT (subject_type, subject_id)
            DO UPDATE SET ${sql.raw(column)} = engagement_counts.${sql.raw(column)} + 1;
            RETURN NEW;
          END IF;
          UPDATE engagement_counts SET ${sql.raw(column)} = ${sql.raw(column)} - 1
          WHERE subject_type = OLD.subject_type AND subject_id = OLD.subject_id;
          RETURN OLD;
        END $$`.execute(db);
      await sql`CREATE TRIGGER ${sql.raw(`${table}_count`)} AFTER INSERT OR DELETE ON ${sql.raw(table)}
        FOR EACH ROW EXECUTE FUNCTION ${sql.raw(`${table}_count`)}()`.execute(db);
    }
  } else {
    for (const { table, column } of counted) {
      await sql`CREATE TRIGGER ${sql.raw(`${table}_count_insert`)} AFTER INSERT ON ${sql.raw(table)} BEGIN
        INSERT INTO engagement_counts (subject_type, subject_id, ${sql.raw(column)})
        VALUES (new.subject_type, new.subject_id, 1)
        ON CONFLICT (subject_type, subject_id) DO UPDATE SET ${sql.raw(column)} = ${sql.raw(column)} + 1; END`.execute(
        db,
      );
      await sql`CREATE TRIGGER ${sql.raw(`${table}_count_delete`)} AFTER DELETE ON ${sql.raw(table)} BEGIN
        UPDATE engagement_counts SET ${sql.raw(column)} = ${sql.raw(column)} - 1
        WHERE subject_type = old.subject_type AND subject_id = old.subject_id; END`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('comments').execute();
  await db.schema.dropTable('likes').execute();
  await db.schema.dropTable('engagement_counts').execute();
  if (dialectOf(db) === 'postgres') {
    await sql`DROP FUNCTION comments_count()`.execute(db);
    await sql`DROP FUNCTION likes_count()`.execute(db);
  }
}
