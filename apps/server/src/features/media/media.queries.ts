import type { Db } from '../../db/dialect.ts';
import type { Insertable } from 'kysely';
import type { MediaTable } from '../../db/types.ts';

export const insertMedia = (db: Db, media: Insertable<MediaTable>) => db.insertInto('media').values(media).execute();

export const findMedia = (db: Db, id: string) =>
  db.selectFrom('media').select(['contentType', 'bytes']).where('id', '=', id).executeTakeFirst();

export const deleteMedia = (db: Db, id: string) => db.deleteFrom('media').where('id', '=', id).execute();
