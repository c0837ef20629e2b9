import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db, DialectName } from '../../db/dialect.ts';
import { newestFirst, searchWords, submissionSearch } from '../../db/search.ts';
import type { SubmissionFilesTable, SubmissionRow, SubmissionStatus, SubmissionsTable } from '../../db/types.ts';
import { cachedBy } from '../../lib/cache.ts';
import { pageAndCount, type PageWindow, newerThan } from '../../lib/paging.ts';

export const insertSubmission = (db: Db, row: Insertable<SubmissionsTable>) =>
  db.insertInto('submissions').values(row).execute();

export const insertSubmissionFiles = (db: Db, rows: Insertable<SubmissionFilesTable>[]) =>
  rows.length ? db.insertInto('submissionFiles').values(rows).execute() : Promise.resolve();

export const findSubmission = (db: Db, id: string) =>
  db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst();

export const findSubmissionsByIds = (db: Db, ids: string[]) =>
  db
    .selectFrom('submissions')
    .select(['id', 'formId', 'userId', 'status', 'submitterName', 'flagged', 'flagReason'])
    .where('id', 'in', ids)
    .execute();

export const updateSubmission = (db: Db, id: string, changes: Updateable<SubmissionsTable>) =>
  db.updateTable('submissions').set(changes).where('id', '=', id).execute();

export const updateSubmissions = (db: Db, ids: string[], changes: Updateable<SubmissionsTable>) =>
  db.updateTable('submissions').set(changes).where('id', 'in', ids).execute();

/** Whether a member has a counted (not spam) submission of the form. */
export const hasSubmitted = async (db: Db, formId: string, userId: string) =>
  Boolean(
    await db
      .selectFrom('submissions')
      .select('id')
      .where('formId', '=', formId)
      .where('userId', '=', userId)
      .where('status', '!=', 'spam')
      .executeTakeFirst(),
  );

/** A submission's file of one field, with what its download is named after: the form's title and the sender. */
export const findSubmissionFile = (db: Db, submissionId: string, fieldId: string) =>
  db
    .selectFrom('submissionFiles')
    .innerJoin('submissions', 'submissions.id', 'submissionFiles.submissionId')
    .innerJoin('forms', 'forms.id', 'submissions.formId')
    .select(['submissionFiles.mediaId', 'forms.title as formTitle', 'submissions.submitterName'])
    .where('submissionFiles.submissionId', '=', submissionId)
    .where('submissionFiles.fieldId', '=', fieldId)
    .executeTakeFirst();

/** An uploaded file a submission may claim: stored, private, and not yet part of any submission. */
export const findClaimableMedia = (db: Db, id: string) =>
  db
    .selectFrom('media')
    .leftJoin('submissionFiles', 'submissionFiles.mediaId', 'media.id')
    .select(['media.id', 'media.ownerId', 'media.access', 'media.byteSize', 'media.contentType', 'media.filename'])
    .select('media.createdAt')
    .select('submissionFiles.submissionId')
    .where('media.id', '=', id)
    .executeTakeFirst();

export type SubmissionFilters = {
  formId: string;
  status?: SubmissionStatus;
  search?: string;
  from?: string;
  to?: string;
  dialect: DialectName;
};

function filtered(db: Db, f: SubmissionFilters) {
  let query = db.selectFrom('submissions').where('submissions.formId', '=', f.formId);
  if (f.status) query = query.where('submissions.status', '=', f.status);
  if (f.from) query = query.where('submissions.createdAt', '>=', f.from);
  if (f.to) query = query.where('submissions.createdAt', '<=', f.to);
  const search = searchOf(f);
  return search ? search.apply(query) : query;
}

const searchOf = (f: SubmissionFilters) => {
  const words = f.search ? searchWords(f.search) : [];
  return words.length ? submissionSearch(f.dialect, words) : undefined;
};

export type SubmissionSort = '-createdAt' | 'createdAt' | '-rating' | 'status';

/** One page of a form's submissions on the (form, status | rating, created_at) indexes. */
async function listSubmissionsFromDb(db: Db, filters: SubmissionFilters, sort: SubmissionSort, page: PageWindow) {
  const query = filtered(db, filters);
  let ordered = query.selectAll('submissions');
  if (sort === 'createdAt') ordered = newestFirst(ordered, 'submissions', searchOf(filters), 'asc');
  // Rated first, best first, unrated last: SQLite puts nulls last when descending, PostgreSQL is told to, so
  // the order is the one of submissions_form_rating_sort_idx.
  else if (sort === '-rating')
    ordered = ordered
      .orderBy(filters.dialect === 'postgres' ? sql`rating desc nulls last` : sql`rating desc`)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc');
  else if (sort === 'status')
    ordered = ordered.orderBy('status', 'asc').orderBy('createdAt', 'desc').orderBy('id', 'desc');
  else ordered = newestFirst(ordered, 'submissions', searchOf(filters));
  return pageAndCount(db, ordered, query, page);
}
/** A page of a form's submissions, kept by its arguments until the database changes (lib/cache.ts). */
export const listSubmissions = cachedBy('listSubmissions', ['members', 'submissions'], listSubmissionsFromDb);

/**
 * Every submission the export writes, oldest first (in the search index's order while searching on SQLite), a
 * batch at a time, each batch read after the last row of the one before: an export of a million submissions holds
 * one batch in memory, and no query runs long enough to hold up the submissions being sent meanwhile.
 */
export async function* submissionsInBatches(db: Db, filters: SubmissionFilters, size = 1_000) {
  const order = searchOf(filters)?.indexOrder;
  let last: (SubmissionRow & { seq?: number }) | undefined;
  for (;;) {
    const query = filtered(db, filters).selectAll('submissions');
    const rows: (SubmissionRow & { seq?: number })[] = await (
      order
        ? query
            .select(order.as('seq'))
            .$if(last !== undefined, (q) => q.where(sql<boolean>`${order} > ${last!.seq}`))
            .orderBy(order, 'asc')
        : query
            .$if(last !== undefined, (q) => q.where(newerThan('submissions', last!)))
            .orderBy('submissions.createdAt', 'asc')
            .orderBy('submissions.id', 'asc')
    )
      .limit(size)
      .execute();
    if (rows.length) yield rows;
    if (rows.length < size) return;
    last = rows.at(-1);
  }
}

/** Which of the given versions of a form the filtered submissions were made with (one lookup each, on its index). */
export async function versionsUsed(db: Db, filters: SubmissionFilters, versionIds: string[]) {
  const used = await Promise.all(
    versionIds.map((versionId) =>
      filtered(db, filters).select('submissions.id').where('submissions.versionId', '=', versionId).executeTakeFirst(),
    ),
  );
  return versionIds.filter((_, i) => used[i] !== undefined);
}

export const statusCounts = (db: Db, formId: string, since: string | null) => {
  let query = db.selectFrom('submissions').where('formId', '=', formId);
  if (since) query = query.where('createdAt', '>=', since);
  return query
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
};

/**
 * Who sent a form the most: members by account (the form_id, user_id index, joined to their names), visitors by the
 * e-mail, else the name, their answers gave (the form's visitor rows only); visitors who gave neither are left
 * out. Two grouped reads merged here: one query over both reads every row through a join and an expression.
 */
export async function topSubmitters(db: Db, formId: string, since: string | null, limit: number) {
  const ofForm = () => {
    let query = db
      .selectFrom('submissions')
      .where('submissions.formId', '=', formId)
      .where('submissions.status', '!=', 'spam');
    if (since) query = query.where('submissions.createdAt', '>=', since);
    return query;
  };
  const visitor = sql<string>`CASE WHEN submissions.submitter_email <> '' THEN 'email:' || lower(submissions.submitter_email)
    ELSE 'name:' || lower(submissions.submitter_name) END`;
  const [members, visitors] = await Promise.all([
    ofForm()
      .innerJoin('users', 'users.id', 'submissions.userId')
      .select([
        'users.id as who',
        'users.name as name',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.max('submissions.createdAt').as('last'),
      ])
      .groupBy(['users.id', 'users.name'])
      .orderBy('n', 'desc')
      .limit(limit)
      .execute(),
    ofForm()
      .where('submissions.userId', 'is', null)
      .where((eb) =>
        eb.or([eb('submissions.submitterEmail', '!=', ''), eb('submissions.submitterName', '!=', 'Anonymous')]),
      )
      .select([
        visitor.as('who'),
        (eb) => eb.fn.max('submissions.submitterName').as('name'),
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.max('submissions.createdAt').as('last'),
      ])
      .groupBy(visitor)
      .orderBy('n', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return [...members, ...visitors]
    .map((row) => ({ ...row, n: Number(row.n), last: String(row.last) }))
    .sort((a, b) => b.n - a.n || b.last.localeCompare(a.last))
    .slice(0, limit);
}

/** Names of members by id (submissions show who sent them). */
/** The submitters of a page, kept by their ids until the database changes (lib/cache.ts). */
export const usersByIds = cachedBy('submitters', ['members'], async (db, ids: string[]) =>
  ids.length ? db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', ids).execute() : [],
);

/** Counted (not spam) submissions per form among `ids`, for moving form counts after a bulk status change. */
export const countNotSpamByForm = (db: Db, ids: string[]) =>
  db
    .selectFrom('submissions')
    .select(['formId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('id', 'in', ids)
    .where('status', '!=', 'spam')
    .groupBy('formId')
    .execute();

/** The answers of a form's newest submissions that are not spam (the analytics view). */
export const recentAnswers = (db: Db, formId: string, since: string | null, limit: number) => {
  let query = db
    .selectFrom('submissions')
    .select(['data', 'createdAt'])
    .where('formId', '=', formId)
    .where('status', '!=', 'spam');
  if (since) query = query.where('createdAt', '>=', since);
  return query.orderBy('createdAt', 'desc').limit(limit).execute();
};
