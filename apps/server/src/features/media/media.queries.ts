import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { MediaTable } from '../../db/types.ts';
import { MEDIA_REFERENCES } from './media-references.ts';

export const insertMedia = (db: Db, media: Insertable<MediaTable>) => db.insertInto('media').values(media).execute();

export const findMedia = (db: Db, id: string) =>
  db
    .selectFrom('media')
    .select(['id', 'ownerId', 'kind', 'access', 'contentType', 'filename', 'bytes'])
    .where('id', '=', id)
    .executeTakeFirst();

export type StoredMedia = NonNullable<Awaited<ReturnType<typeof findMedia>>>;

export async function deleteMediaByIds(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('media').where('id', 'in', ids).execute();
}

/** Bytes a member keeps stored (from the covering owner/size index). */
export async function storedBytesOf(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('media')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('byteSize'), sql<number>`0`).as('total'))
    .where('ownerId', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Up to `limit` media rows created before `cutoff` that no reference column points at. */
export function findUnreferencedMedia(db: Db, cutoff: string, limit: number): Promise<{ id: string }[]> {
  let query = db.selectFrom('media').select('media.id').where('media.createdAt', '<', cutoff);
  for (const ref of MEDIA_REFERENCES) {
    const column = sql.ref(`${ref.table}.${ref.column}`);
    query = query.where(sql<boolean>`NOT EXISTS (SELECT 1 FROM ${sql.table(ref.table)} WHERE ${column} = media.id)`);
  }
  return query.limit(limit).execute();
}
