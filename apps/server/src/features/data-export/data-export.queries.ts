import { sql, type Kysely } from 'kysely';
import { dialectOf, type Db } from '../../db/dialect.ts';

/** How many of a member's exports the lists show, newest first. */
export const EXPORTS_LISTED = 10;

export type ExportFile = { mediaId: string; path: string };

export const insertExport = (
  db: Db,
  row: { id: string; userId: string; requestedById: string; reason: string; createdAt: string },
) =>
  db
    .insertInto('dataExports')
    .values({ ...row, status: 'pending', dataJson: null, files: '[]', readyAt: null, expiresAt: null })
    .execute();

/** One export without its data.json (the download reads that apart). */
export const findExport = (db: Db, id: string) =>
  db
    .selectFrom('dataExports')
    .select(['id', 'userId', 'requestedById', 'reason', 'status', 'createdAt', 'readyAt', 'expiresAt'])
    .where('id', '=', id)
    .executeTakeFirst();

export type ExportRow = NonNullable<Awaited<ReturnType<typeof findExport>>>;

/** A member's latest exports with who asked for each (data_exports_user_idx). */
export const listExports = (db: Db, userId: string, options: { requestedById?: string } = {}) => {
  let query = db
    .selectFrom('dataExports')
    .leftJoin('users as requester', 'requester.id', 'dataExports.requestedById')
    .select([
      'dataExports.id',
      'dataExports.userId',
      'dataExports.requestedById',
      'dataExports.reason',
      'dataExports.status',
      'dataExports.createdAt',
      'dataExports.readyAt',
      'dataExports.expiresAt',
      'requester.name as requesterName',
    ])
    .where('dataExports.userId', '=', userId);
  if (options.requestedById) query = query.where('dataExports.requestedById', '=', options.requestedById);
  return query
    .orderBy('dataExports.createdAt', 'desc')
    .orderBy('dataExports.id', 'desc')
    .limit(EXPORTS_LISTED)
    .execute();
};

export type ListedExport = Awaited<ReturnType<typeof listExports>>[number];

/** The member's own requests since a time, oldest first (the once-a-day limit; admins' runs do not count). */
export const ownRequestsSince = (db: Db, userId: string, since: string) =>
  db
    .selectFrom('dataExports')
    .select(['createdAt'])
    .where('userId', '=', userId)
    .where('createdAt', '>', since)
    .where('requestedById', '=', userId)
    .orderBy('createdAt', 'asc')
    .limit(1)
    .execute();

/** An export of the member still waiting for the job (at most one pending at a time from an admin). */
export const pendingExportOf = (db: Db, userId: string) =>
  db
    .selectFrom('dataExports')
    .select('id')
    .where('userId', '=', userId)
    .where('status', '=', 'pending')
    .limit(1)
    .executeTakeFirst();

/**
 * Serialises starting exports of one member on PostgreSQL (SQLite writes one at a time already): two requests at
 * once cannot both pass the once-a-day or one-pending check.
 */
export async function lockMemberExports(db: Db, userId: string) {
  if (!db.isTransaction || dialectOf(db as unknown as Kysely<unknown>) !== 'postgres') return;
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`sangam:data-export:${userId}`}))`.execute(db);
}

/** Exports waiting for the job, oldest first (data_exports_pending_idx). */
export const pendingExports = (db: Db, limit: number) =>
  db
    .selectFrom('dataExports')
    .select(['id', 'userId', 'requestedById'])
    .where('status', '=', 'pending')
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();

export const markReady = (
  db: Db,
  id: string,
  values: { dataJson: string; files: ExportFile[]; readyAt: string; expiresAt: string },
) =>
  db
    .updateTable('dataExports')
    .set({ ...values, files: JSON.stringify(values.files), status: 'ready' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();

export const markFailed = (db: Db, id: string) =>
  db
    .updateTable('dataExports')
    .set({ status: 'failed' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();

/** A copy past its 24 hours keeps no data: only the record that it was made, and when. */
export const forgetExpiredCopies = (db: Db, now: string) =>
  db
    .updateTable('dataExports')
    .set({ dataJson: null, files: '[]' })
    .where('status', '=', 'ready')
    .where('expiresAt', '<=', now)
    .where('dataJson', 'is not', null)
    .executeTakeFirst();

/** What the ZIP carries: data.json and the list of files. */
export const exportContents = (db: Db, id: string) =>
  db.selectFrom('dataExports').select(['dataJson', 'files']).where('id', '=', id).executeTakeFirst();

/** Which of the files still exist (ids only: the bytes are read one file at a time while streaming). */
export async function existingMedia(db: Db, ids: string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('media')
      .select(['id', 'byteSize'])
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) sizes.set(row.id, row.byteSize);
  }
  return sizes;
}

/** One stored file's bytes. */
export const mediaBytes = async (db: Db, id: string) =>
  (await db.selectFrom('media').select('bytes').where('id', '=', id).executeTakeFirst())?.bytes ?? null;

export const memberName = async (db: Db, id: string) =>
  (await db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst())?.name;
