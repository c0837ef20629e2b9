import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db, DialectName } from '../../db/dialect.ts';
import { containsInsensitive } from '../../db/search.ts';
import type { FormVersionsTable, FormsTable } from '../../db/types.ts';
import { cachedBy } from '../../lib/cache.ts';
import { cappedCount, cachedRows } from '../../lib/paging.ts';

const findFormByIdFromDb = (db: Db, id: string) =>
  db.selectFrom('forms').selectAll().where('id', '=', id).executeTakeFirst();
/** Kept until the database changes (the submissions screens load their form on every page); callers only read it. */
export const findFormById = cachedBy('findFormById', ['forms'], findFormByIdFromDb);

export const findFormBySlug = (db: Db, slug: string) =>
  db.selectFrom('forms').selectAll().where('slug', '=', slug).executeTakeFirst();

export const slugTaken = async (db: Db, slug: string) =>
  Boolean(await db.selectFrom('forms').select('id').where('slug', '=', slug).executeTakeFirst());

export const insertForm = (db: Db, form: Insertable<FormsTable>) => db.insertInto('forms').values(form).execute();

export const updateForm = (db: Db, id: string, changes: Updateable<FormsTable>) =>
  db.updateTable('forms').set(changes).where('id', '=', id).execute();

export const deleteForm = (db: Db, id: string) => db.deleteFrom('forms').where('id', '=', id).execute();

export const insertFormVersion = (db: Db, version: Insertable<FormVersionsTable>) =>
  db.insertInto('formVersions').values(version).execute();

export const findVersion = (db: Db, id: string) =>
  db.selectFrom('formVersions').selectAll().where('id', '=', id).executeTakeFirst();

export const findVersionsByIds = (db: Db, ids: string[]) =>
  ids.length ? db.selectFrom('formVersions').selectAll().where('id', 'in', ids).execute() : Promise.resolve([]);

export const versionsOfForm = (db: Db, formId: string) =>
  db.selectFrom('formVersions').selectAll().where('formId', '=', formId).orderBy('version', 'desc').execute();

export type FormFilters = { status?: string; category?: string; search?: string; dialect: DialectName };

/** The form list, newest first, on the (status, category, created_at) indexes; the title search scans admins' forms only. */
export async function listForms(db: Db, filters: FormFilters, { limit, offset }: { limit: number; offset: number }) {
  let query = db.selectFrom('forms');
  if (filters.status) query = query.where('status', '=', filters.status as FormsTable['status']);
  if (filters.category) query = query.where('category', '=', filters.category);
  if (filters.search) query = query.where(containsInsensitive(filters.dialect, 'forms.title', filters.search));
  const [rows, count] = await Promise.all([
    cachedRows(db, query.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).offset(offset)),
    cappedCount(db, query),
  ]);
  return { rows, ...count };
}

/**
 * Counts one more submission unless the form's limit is reached, in one UPDATE, so two submits racing for the
 * last place cannot both have it. False when the limit is reached.
 */
export async function takeSubmissionPlace(db: Db, formId: string): Promise<boolean> {
  const result = await db
    .updateTable('forms')
    .set({ submissionCount: sql`submission_count + 1` })
    .where('id', '=', formId)
    .where((eb) => eb.or([eb('submissionLimit', 'is', null), eb('submissionCount', '<', eb.ref('submissionLimit'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Moves the count of a form's counted (not spam) submissions by `delta`. */
export const adjustSubmissionCount = (db: Db, formId: string, delta: number) =>
  delta === 0
    ? Promise.resolve()
    : db
        .updateTable('forms')
        .set({ submissionCount: sql`submission_count + ${delta}` })
        .where('id', '=', formId)
        .execute();

/** The media of every submission of a form (deleted with the form). */
export const mediaOfForm = async (db: Db, formId: string) =>
  (
    await db
      .selectFrom('submissionFiles')
      .innerJoin('submissions', 'submissions.id', 'submissionFiles.submissionId')
      .select('submissionFiles.mediaId')
      .where('submissions.formId', '=', formId)
      .execute()
  ).map((row) => row.mediaId);
