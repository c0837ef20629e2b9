import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { SuccessStoriesTable } from '../../db/types.ts';
import { pageAndCount, type PageWindow } from '../../lib/paging.ts';

export type SuccessStoryRow = Selectable<SuccessStoriesTable>;

const COLUMNS = [
  'id',
  'brideName',
  'groomName',
  'weddingMonth',
  'city',
  'photoId',
  'story',
  'familiesConsented',
  'createdById',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof SuccessStoryRow)[];

const newestFirst = (db: Db) =>
  db.selectFrom('successStories').select(COLUMNS).orderBy('createdAt', 'desc').orderBy('id', 'desc');

/** One page of the stories, newest first (success_stories_newest_idx), with the capped count. */
export const listSuccessStories = (db: Db, window: PageWindow) =>
  pageAndCount(db, newestFirst(db), db.selectFrom('successStories'), window);

/** The newest story (the link preview's picture and words), or undefined when there is none. */
export const newestSuccessStory = (db: Db) => newestFirst(db).limit(1).executeTakeFirst();

export const findSuccessStory = (db: Db, id: string) =>
  db.selectFrom('successStories').select(COLUMNS).where('id', '=', id).executeTakeFirst();

export const insertSuccessStory = (db: Db, row: Insertable<SuccessStoriesTable>) =>
  db.insertInto('successStories').values(row).execute();

export const updateSuccessStory = (db: Db, id: string, changes: Updateable<SuccessStoriesTable>) =>
  db.updateTable('successStories').set(changes).where('id', '=', id).execute();

export const deleteSuccessStory = (db: Db, id: string) =>
  db.deleteFrom('successStories').where('id', '=', id).execute();
