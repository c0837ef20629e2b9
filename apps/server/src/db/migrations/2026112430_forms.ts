import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// Frozen once landed: add a new migration instead of editing this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A form as the builder saved it last. fields, settings and styling are JSON text (the shared schema's shapes);
  // the settings the server filters or counts on (dates, limit) are copied into columns of their own.
  await db.schema
    .createTable('forms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('styling', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('submission_limit', 'integer')
    // Submissions that are not spam: the list's count and the submission limit's guard (bumped atomically).
    .addColumn('submission_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('current_version_id', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('forms_created_idx').on('forms').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('forms_status_idx').on('forms').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('forms_category_idx').on('forms').columns(['category', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('forms_status_category_idx')
    .on('forms')
    .columns(['status', 'category', 'created_at', 'id'])
    .execute();

  // What the form looked like when submissions were made: a new row whenever the fields or the title change.
  await db.schema
    .createTable('form_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('form_id', 'text', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('form_versions_form_idx')
    .on('form_versions')
    .columns(['form_id', 'version'])
    .unique()
    .execute();

  await db.schema
    .createTable('submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('form_id', 'text', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('version_id', 'text', (c) => c.notNull().references('form_versions.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('submitter_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('submitter_email', 'text', (c) => c.notNull().defaultTo(''))
    // Lowercased text of the answers and the submitter, for the search box within one form.
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    // `<formId>:<userId>` while the form takes one submission per member: the unique index refuses a second one,
    // however the two requests race. Null otherwise.
    .addColumn('single_key', 'text', (c) => c.unique())
    .addColumn('rating', 'integer')
    .addColumn('review_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_at', 'text')
    .addColumn('reviewed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('flagged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('flag_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('submissions_form_created_idx')
    .on('submissions')
    .columns(['form_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('submissions_form_status_idx')
    .on('submissions')
    .columns(['form_id', 'status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('submissions_form_rating_idx')
    .on('submissions')
    .columns(['form_id', 'rating', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('submissions_form_user_idx')
    .on('submissions')
    .columns(['form_id', 'user_id', 'created_at'])
    .execute();
  await submissionSearch(db);
  await db.schema.createIndex('submissions_user_idx').on('submissions').column('user_id').execute();
  await db.schema.createIndex('submissions_version_idx').on('submissions').column('version_id').execute();

  // Files and signatures of a submission, one media id per row.
  await db.schema
    .createTable('submission_files')
    .addColumn('submission_id', 'text', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
    .addColumn('field_id', 'text', (c) => c.notNull())
    .addColumn('media_id', 'text', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('submission_files_media_idx')
    .on('submission_files')
    .column('media_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('submission_files_submission_idx')
    .on('submission_files')
    .column('submission_id')
    .execute();

  // Mail waiting to go out (form notifications today): written in the request's transaction, sent by a job,
  // so a slow or absent mail server never holds up a submit.
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipients', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_status_idx').on('outbox').columns(['status', 'created_at', 'id']).execute();
}

/**
 * The search box finds words anywhere in a submission's search_text (already lower-cased) from an index: SQLite's
 * FTS5 trigram tokenizer, PostgreSQL's pg_trgm (the extension comes with the privacy-and-directory migration).
 */
async function submissionSearch(db: Kysely<unknown>) {
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e
      JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(db);
    const ops = sql.raw(`"${rows[0]!.schema.replaceAll('"', '""')}".gin_trgm_ops`);
    await sql`CREATE INDEX submissions_trigram_idx ON submissions USING GIN (search_text ${ops})`.execute(db);
    return;
  }
  await sql`CREATE VIRTUAL TABLE submissions_trigram USING fts5(search_text, content='submissions',
    content_rowid='rowid', tokenize='trigram remove_diacritics 1')`.execute(db);
  await sql`CREATE TRIGGER submissions_trigram_insert AFTER INSERT ON submissions BEGIN
    INSERT INTO submissions_trigram(rowid, search_text) VALUES (new.rowid, new.search_text); END`.execute(db);
  await sql`CREATE TRIGGER submissions_trigram_delete AFTER DELETE ON submissions BEGIN
    INSERT INTO submissions_trigram(submissions_trigram, rowid, search_text)
    VALUES ('delete', old.rowid, old.search_text); END`.execute(db);
  await sql`CREATE TRIGGER submissions_trigram_update AFTER UPDATE OF search_text ON submissions BEGIN
    INSERT INTO submissions_trigram(submissions_trigram, rowid, search_text)
    VALUES ('delete', old.rowid, old.search_text);
    INSERT INTO submissions_trigram(rowid, search_text) VALUES (new.rowid, new.search_text); END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const trigger of ['submissions_trigram_insert', 'submissions_trigram_delete', 'submissions_trigram_update']) {
      await sql`DROP TRIGGER ${sql.raw(trigger)}`.execute(db);
    }
    await sql`DROP TABLE submissions_trigram`.execute(db);
  }
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('submission_files').execute();
  await db.schema.dropTable('submissions').execute();
  await db.schema.dropTable('form_versions').execute();
  await db.schema.dropTable('forms').execute();
}
