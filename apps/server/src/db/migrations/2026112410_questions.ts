import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// Frozen once landed: add a new migration instead of editing this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    /** Space-separated lower-case tags, searched with the title and content; the reply splits them. */
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answer_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('best_answer_id', 'text')
    .addColumn('total_votes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('poll_expires_at', 'text')
    .addColumn('allow_multiple_votes', 'integer', (c) => c.notNull().defaultTo(0))
    /** Set by the poll-closing job once the expiry passed; votes are refused by the clock anyway. */
    .addColumn('poll_closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trending_score', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('last_activity_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The public list (active, newest first) and each of its filters; id breaks ties so the index gives the order.
  const indexes: [string, string[]][] = [
    ['questions_public_idx', ['status', 'created_at', 'id']],
    ['questions_category_idx', ['status', 'category', 'created_at', 'id']],
    ['questions_type_idx', ['status', 'type', 'created_at', 'id']],
    ['questions_featured_idx', ['status', 'featured', 'created_at', 'id']],
    ['questions_priority_idx', ['priority', 'created_at', 'id']],
    ['questions_admin_idx', ['created_at', 'id']],
    ['questions_trending_idx', ['status', 'trending_score', 'created_at', 'id']],
    ['questions_activity_idx', ['last_activity_at']],
    ['questions_author_idx', ['author_id']],
    ['questions_poll_open_idx', ['poll_closed', 'poll_expires_at']],
  ];
  for (const [name, columns] of indexes) await db.schema.createIndex(name).on('questions').columns(columns).execute();

  await db.schema
    .createTable('answers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('question_id', 'text', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('is_best', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('answers_question_idx')
    .on('answers')
    .columns(['question_id', 'status', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('answers_admin_idx').on('answers').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('answers_status_idx').on('answers').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('answers_author_idx').on('answers').column('author_id').execute();
  // One best answer per question, whatever two taps racing each other do.
  await db.schema
    .createIndex('answers_one_best_idx')
    .on('answers')
    .column('question_id')
    .unique()
    .where(sql.ref('is_best'), '=', 1)
    .execute();

  await db.schema
    .createTable('poll_options')
    .addColumn('question_id', 'text', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('option_index', 'integer', (c) => c.notNull())
    .addColumn('option', 'text', (c) => c.notNull())
    .addColumn('vote_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('poll_options_pk', ['question_id', 'option_index'])
    .execute();

  // One vote per member per option; `single` polls (no multiple votes) one vote per member at all.
  await db.schema
    .createTable('poll_votes')
    .addColumn('question_id', 'text', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('option_index', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('single', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('poll_votes_pk', ['question_id', 'user_id', 'option_index'])
    .execute();
  await db.schema
    .createIndex('poll_votes_single_idx')
    .on('poll_votes')
    .columns(['question_id', 'user_id'])
    .unique()
    .where(sql.ref('single'), '=', 1)
    .execute();
  await db.schema.createIndex('poll_votes_user_idx').on('poll_votes').column('user_id').execute();

  await countOnDelete(db, postgres);
  await textSearch(db, postgres, 'questions', ['title', 'content', 'tags']);
  await textSearch(db, postgres, 'answers', ['content']);
}

/**
 * Rows also go by cascade (a deleted member's answers and votes), where no service runs: triggers take them off
 * their question's counts and clear a best answer that is gone. Inserts and status changes are counted by the
 * service, in the transaction that writes the row.
 */
async function countOnDelete(db: Kysely<unknown>, postgres: boolean) {
  const answerGone = (old: string) =>
    sql.raw(`UPDATE questions
    SET answer_count = answer_count - (CASE WHEN ${old}.status = 'active' THEN 1 ELSE 0 END),
      best_answer_id = CASE WHEN best_answer_id = ${old}.id THEN NULL ELSE best_answer_id END
    WHERE id = ${old}.question_id;`);
  const voteGone = (old: string) =>
    sql.raw(`UPDATE poll_options SET vote_count = vote_count - 1
    WHERE question_id = ${old}.question_id AND option_index = ${old}.option_index;
    UPDATE questions SET total_votes = total_votes - 1 WHERE id = ${old}.question_id;`);
  const triggers = [
    { table: 'answers', body: answerGone },
    { table: 'poll_votes', body: voteGone },
  ];
  for (const { table, body } of triggers) {
    const name = sql.raw(`${table}_count_delete`);
    if (postgres) {
      await sql`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN ${body('OLD')} RETURN OLD; END $$`.execute(db);
      await sql`CREATE TRIGGER ${name} AFTER DELETE ON ${sql.raw(table)} FOR EACH ROW EXECUTE FUNCTION ${name}()`.execute(
        db,
      );
    } else {
      await sql`CREATE TRIGGER ${name} AFTER DELETE ON ${sql.raw(table)} BEGIN ${body('old')} END`.execute(db);
    }
  }
}

/**
 * The two indexes dialect.ts searches through (as for members and listings): a word-start full-text index and
 * a trigram index for words found anywhere.
 */
async function textSearch(db: Kysely<unknown>, postgres: boolean, table: string, columns: string[]) {
  const list = columns.join(', ');
  if (postgres) {
    const joined = sql.raw(columns.join(" || ' ' || "));
    const { rows } = await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e
      JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(db);
    const ops = sql.raw(`"${rows[0]!.schema.replaceAll('"', '""')}".gin_trgm_ops`);
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN search_vector tsvector
      GENERATED ALWAYS AS (to_tsvector('simple', ${joined})) STORED`.execute(db);
    await sql`CREATE INDEX ${sql.id(`${table}_search_idx`)} ON ${sql.table(table)} USING GIN (search_vector)`.execute(
      db,
    );
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN search_text text
      GENERATED ALWAYS AS (lower(${joined})) STORED`.execute(db);
    await sql`CREATE INDEX ${sql.id(`${table}_trigram_idx`)} ON ${sql.table(table)} USING GIN (search_text ${ops})`.execute(
      db,
    );
    return;
  }
  const fromNew = columns.map((c) => `new.${c}`).join(', ');
  const fromOld = columns.map((c) => `old.${c}`).join(', ');
  for (const [fts, tokenize] of [
    [`${table}_fts`, 'unicode61 remove_diacritics 2'],
    [`${table}_trigram`, 'trigram remove_diacritics 1'],
  ] as const) {
    await sql
      .raw(
        `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content='${table}', content_rowid='rowid', tokenize='${tokenize}')`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${fts}_insert AFTER INSERT ON ${table} BEGIN
      INSERT INTO ${fts}(rowid, ${list}) VALUES (new.rowid, ${fromNew}); END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${fts}_delete AFTER DELETE ON ${table} BEGIN
      INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.rowid, ${fromOld}); END`,
      )
      .execute(db);
    // Only a change of the searched text touches the index (views, counts and votes do not).
    await sql
      .raw(
        `CREATE TRIGGER ${fts}_update AFTER UPDATE OF ${list} ON ${table} BEGIN
      INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.rowid, ${fromOld});
      INSERT INTO ${fts}(rowid, ${list}) VALUES (new.rowid, ${fromNew}); END`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const fts of ['questions_fts', 'questions_trigram', 'answers_fts', 'answers_trigram']) {
      for (const suffix of ['insert', 'delete', 'update']) await sql.raw(`DROP TRIGGER ${fts}_${suffix}`).execute(db);
      await sql.raw(`DROP TABLE ${fts}`).execute(db);
    }
  }
  for (const table of ['poll_votes', 'poll_options', 'answers', 'questions'])
    await db.schema.dropTable(table).execute();
}
