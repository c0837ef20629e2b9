import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// Frozen once landed: add a new migration instead of editing this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('matrimonial_profiles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('profile_type', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('height', 'text', (c) => c.notNull())
    .addColumn('weight', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_number', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('caste', 'text', (c) => c.notNull())
    .addColumn('sub_caste', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('religion', 'text', (c) => c.notNull())
    .addColumn('education', 'text', (c) => c.notNull())
    .addColumn('occupation', 'text', (c) => c.notNull())
    .addColumn('income', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('family_type', 'text', (c) => c.notNull())
    .addColumn('father_occupation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mother_occupation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('siblings', 'text', (c) => c.notNull())
    .addColumn('about_me', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('partner_preferences', 'text', (c) => c.notNull())
    .addColumn('biodata_media_id', 'text', (c) => c.references('media.id').onDelete('set null'))
    .addColumn('approval_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('is_visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('admin_notes', 'text', (c) => c.notNull().defaultTo(''))
    // Lower-cased copies the list's exact filters match through their indexes ("pune" finds "Pune").
    .addColumn('city_key', 'text', (c) => c.notNull())
    .addColumn('state_key', 'text', (c) => c.notNull())
    .addColumn('caste_key', 'text', (c) => c.notNull())
    .addColumn('education_key', 'text', (c) => c.notNull())
    .addColumn('occupation_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // The public list is approved and visible profiles, newest first; each filter has an index that starts there.
  const listed = ['approval_status', 'is_visible'];
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('matrimonial_profiles').columns(columns).execute();
  await index('matrimonial_listed_idx', [...listed, 'created_at', 'id']);
  await index('matrimonial_gender_dob_idx', [...listed, 'gender', 'date_of_birth']);
  await index('matrimonial_dob_idx', [...listed, 'date_of_birth']);
  for (const key of ['city_key', 'state_key', 'caste_key', 'education_key', 'occupation_key']) {
    await index(`matrimonial_${key}_idx`, [...listed, key, 'created_at', 'id']);
  }
  // Admin filters (status alone, or none) and the member's own profiles.
  await index('matrimonial_status_idx', ['approval_status', 'created_at', 'id']);
  await index('matrimonial_created_idx', ['created_at', 'id']);
  await index('matrimonial_admin_city_idx', ['city_key', 'created_at']);
  await index('matrimonial_user_idx', ['user_id', 'created_at']);
  await index('matrimonial_biodata_idx', ['biodata_media_id']);

  // Photos in order, one media id per row.
  await db.schema
    .createTable('matrimonial_photos')
    .addColumn('profile_id', 'text', (c) => c.notNull().references('matrimonial_profiles.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('media_id', 'text', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('matrimonial_photos_pk', ['profile_id', 'position'])
    .execute();
  await db.schema.createIndex('matrimonial_photos_media_idx').on('matrimonial_photos').column('media_id').execute();

  // Who saw whose contact details or downloaded whose biodata, and when (the owner reads it).
  await db.schema
    .createTable('matrimonial_contact_views')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('profile_id', 'text', (c) => c.notNull().references('matrimonial_profiles.id').onDelete('cascade'))
    .addColumn('viewer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('matrimonial_views_profile_idx')
    .on('matrimonial_contact_views')
    .columns(['profile_id', 'created_at'])
    .execute();
  // A viewer's recent reveals of one profile (one record an hour), and account deletion's cascade.
  await db.schema
    .createIndex('matrimonial_views_viewer_idx')
    .on('matrimonial_contact_views')
    .columns(['viewer_id', 'profile_id', 'created_at'])
    .execute();

  await searchIndexes(db);
}

/** The search box: word starts (full-text) and substrings (trigram), as users and listings have (db/dialect.ts). */
async function searchIndexes(db: Kysely<unknown>) {
  const columns = ['full_name', 'city', 'caste', 'education', 'occupation'];
  if (dialectOf(db) === 'postgres') {
    const joined = sql.raw(columns.join(" || ' ' || "));
    await sql`ALTER TABLE matrimonial_profiles ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      to_tsvector('simple', ${joined})) STORED`.execute(db);
    await sql`CREATE INDEX matrimonial_search_idx ON matrimonial_profiles USING GIN (search_vector)`.execute(db);
    const { rows } = await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e
      JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(db);
    const ops = sql.raw(`"${rows[0]!.schema.replaceAll('"', '""')}".gin_trgm_ops`);
    await sql`ALTER TABLE matrimonial_profiles ADD COLUMN search_text text GENERATED ALWAYS AS (lower(${joined})) STORED`.execute(
      db,
    );
    await sql`CREATE INDEX matrimonial_trigram_idx ON matrimonial_profiles USING GIN (search_text ${ops})`.execute(db);
    return;
  }
  const list = columns.join(', ');
  const fromNew = columns.map((c) => `new.${c}`).join(', ');
  const fromOld = columns.map((c) => `old.${c}`).join(', ');
  for (const [fts, tokenize] of [
    ['matrimonial_profiles_fts', 'unicode61 remove_diacritics 2'],
    ['matrimonial_profiles_trigram', 'trigram remove_diacritics 1'],
  ] as const) {
    await sql
      .raw(
        `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content='matrimonial_profiles', content_rowid='rowid',
      tokenize='${tokenize}')`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${fts}_insert AFTER INSERT ON matrimonial_profiles BEGIN
      INSERT INTO ${fts}(rowid, ${list}) VALUES (new.rowid, ${fromNew}); END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${fts}_delete AFTER DELETE ON matrimonial_profiles BEGIN
      INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.rowid, ${fromOld}); END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${fts}_update AFTER UPDATE OF ${list} ON matrimonial_profiles BEGIN
      INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.rowid, ${fromOld});
      INSERT INTO ${fts}(rowid, ${list}) VALUES (new.rowid, ${fromNew}); END`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const fts of ['matrimonial_profiles_fts', 'matrimonial_profiles_trigram']) {
      for (const suffix of ['insert', 'delete', 'update']) await sql.raw(`DROP TRIGGER ${fts}_${suffix}`).execute(db);
      await sql.raw(`DROP TABLE ${fts}`).execute(db);
    }
  }
  await db.schema.dropTable('matrimonial_contact_views').execute();
  await db.schema.dropTable('matrimonial_photos').execute();
  await db.schema.dropTable('matrimonial_profiles').execute();
}
