import type { Insertable } from 'kysely';
import type { Db } from '../db/dialect.ts';
import type { Database } from '../db/types.ts';

/**
 * Replaces a record's child rows in `table` (those whose `parentColumn` is `parentId`) with `rows`, in one
 * delete and at most one insert: a news article's images, a profile's photos, a poll's options.
 */
export async function replaceChildRows<T extends keyof Database & string>(
  db: Db,
  table: T,
  parentColumn: keyof Database[T] & string,
  parentId: string,
  rows: Insertable<Database[T]>[],
) {
  // Kysely cannot follow a table named by a type parameter: the reference and the rows are checked above.
  await db
    .deleteFrom(table as 'newsImages')
    .where(parentColumn as 'newsId', '=', parentId)
    .execute();
  if (rows.length)
    await db
      .insertInto(table as 'newsImages')
      .values(rows as never)
      .execute();
}

/** The tables of a record's media ids in order, each with the column naming its record. */
type MediaTable = 'newsImages' | 'matrimonialPhotos';
const MEDIA_PARENTS: { [T in MediaTable]: keyof Database[T] & string } = {
  newsImages: 'newsId',
  matrimonialPhotos: 'profileId',
};

/** Replaces a record's media ids, in order (`position` from 0): a news article's images, a profile's photos. */
export const replaceMediaRows = <T extends MediaTable>(
  db: Db,
  table: T,
  parentId: string,
  mediaIds: readonly string[],
) => {
  const parentColumn = MEDIA_PARENTS[table];
  const rows = mediaIds.map((mediaId, position) => ({ [parentColumn]: parentId, position, mediaId }));
  // A computed key loses its name: the rows have the table's three columns.
  return replaceChildRows(db, table, parentColumn, parentId, rows as unknown as Insertable<Database[T]>[]);
};
