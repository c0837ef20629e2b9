import { sql, type Insertable, type Updateable } from 'kysely';
import { type Db, type DialectName } from '../../db/dialect.ts';
import { newestFirst, newsSearch, searchWords } from '../../db/search.ts';
import type { NewsRow, NewsTable } from '../../db/types.ts';
import { pageAndCount, cachedRows } from '../../lib/paging.ts';
import { replaceMediaRows } from '../../lib/child-rows.ts';
import { cachedBy } from '../../lib/cache.ts';
import { addView } from '../engagement/engagement.queries.ts';

/** An article with the name of the admin who wrote it (null when that account is gone). */
export type NewsWithAuthor = NewsRow & { authorName: string | null };

const withAuthor = (db: Db) =>
  db
    .selectFrom('news')
    .leftJoin('users', 'users.id', 'news.authorId')
    .selectAll('news')
    .select('users.name as authorName');

export const findNewsById = (db: Db, id: string): Promise<NewsWithAuthor | undefined> =>
  withAuthor(db).where('news.id', '=', id).executeTakeFirst();

export const findNewsBySlug = (db: Db, slug: string): Promise<NewsWithAuthor | undefined> =>
  withAuthor(db).where('news.slug', '=', slug).executeTakeFirst();

export const slugTaken = async (db: Db, slug: string) =>
  !!(await db.selectFrom('news').select('id').where('slug', '=', slug).executeTakeFirst());

export const insertNews = (db: Db, row: Insertable<NewsTable>) => db.insertInto('news').values(row).execute();

export const updateNews = (db: Db, id: string, patch: Updateable<NewsTable>) =>
  db.updateTable('news').set(patch).where('id', '=', id).execute();

export const deleteNews = (db: Db, id: string) => db.deleteFrom('news').where('id', '=', id).execute();

/** The image rows of some articles in order, kept by their ids until the database changes (lib/cache.ts). */
const imageRowsOf = cachedBy('newsImages', ['news'], async (db: Db, ids: readonly string[]) =>
  Object.freeze(
    await db
      .selectFrom('newsImages')
      .select(['newsId', 'mediaId'])
      .where('newsId', 'in', ids)
      .orderBy('newsId')
      .orderBy('position')
      .execute(),
  ),
);

/** Each article's image ids in order: a map of its own for each caller (the rows under it are shared). */
export async function imagesOf(db: Db, ids: readonly string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (!ids.length) return map;
  for (const row of await imageRowsOf(db, ids)) map.get(row.newsId)!.push(row.mediaId);
  return map;
}

export const setNewsImages = (db: Db, newsId: string, mediaIds: readonly string[]) =>
  replaceMediaRows(db, 'newsImages', newsId, mediaIds);

export type NewsFilter = {
  /** Published only (every list but the admin's). */
  publishedOnly: boolean;
  status: string;
  category: string;
  featured: boolean;
  search: string;
  dialect: DialectName;
};

/** The filters on the news table alone, so counts run on its indexes. */
function matching(db: Db, filter: NewsFilter) {
  let query = db.selectFrom('news');
  if (filter.publishedOnly) query = query.where('news.status', '=', 'published');
  else if (filter.status) query = query.where('news.status', '=', filter.status as NewsRow['status']);
  if (filter.category) query = query.where('news.category', '=', filter.category as NewsRow['category']);
  if (filter.featured) query = query.where('news.featured', '=', 1);
  const search = searchOf(filter);
  return search ? search.apply(query) : query;
}

const searchOf = ({ search, dialect }: NewsFilter) => {
  const words = searchWords(search);
  return words.length ? newsSearch(dialect, words) : undefined;
};

/**
 * The columns a list reply is made of (news-view.ts): never the search text, nor the content but for the admin's
 * list, whose reply carries it. Cached pages hold their rows until the data changes, so a column no reply uses
 * would only take up the cache's memory.
 */
const LIST_COLUMNS = [
  'news.id',
  'news.slug',
  'news.title',
  'news.excerpt',
  'news.category',
  'news.status',
  'news.featured',
  'news.eventDate',
  'news.eventLocation',
  'news.tags',
  'news.readTime',
  'news.attachedFormId',
  'news.formDisplayType',
  'news.externalFormLink',
  'news.externalFormText',
  'news.imageId',
  'news.authorId',
  'news.createdAt',
  'news.updatedAt',
  'users.name as authorName',
] as const;

/** A row of a news list: the content only where the list asked for it. */
export type NewsListRow = Omit<NewsWithAuthor, 'content' | 'bodyText'> & { content?: string };

type NewsPage = { limit: number; offset: number; oldestFirst?: boolean; now: string; withContent?: boolean };

async function listNewsFromDb(db: Db, filter: NewsFilter, page: NewsPage) {
  let rows = matching(db, filter)
    .leftJoin('users', 'users.id', 'news.authorId')
    .select(LIST_COLUMNS)
    .$if(!!page.withContent, (query) => query.select('news.content'));
  if (filter.category === 'event') {
    // Events: upcoming ones first, soonest first; then past ones, latest first.
    rows = rows
      .orderBy(sql`CASE WHEN news.event_date >= ${page.now} THEN 0 ELSE 1 END`)
      .orderBy(sql`CASE WHEN news.event_date >= ${page.now} THEN news.event_date END`, 'asc')
      .orderBy('news.eventDate', 'desc');
  }
  const direction = page.oldestFirst ? 'asc' : 'desc';
  return pageAndCount(db, newestFirst(rows, 'news', searchOf(filter), direction), matching(db, filter), page);
}
/** A page stays kept through an edit of a member who wrote none of its articles (db/member-changes.ts). */
const keptNews = cachedBy('listNews', ['members', 'news'], listNewsFromDb, ({ rows }) => ({
  ids: rows.flatMap((row) => (row.authorId ? [row.authorId] : [])),
}));
/**
 * A page of news, kept by its arguments until the database changes (lib/cache.ts). The time orders events only, and
 * to the minute ('YYYY-MM-DDTHH:mm', before every time of that minute): to the millisecond, each request made a new
 * key that no later request asked for. An event that began this minute is ordered with the upcoming ones until the
 * minute ends; its reply says it is past (`isPast`) from its start.
 */
export const listNews = (db: Db, filter: NewsFilter, page: NewsPage) =>
  keptNews(db, filter, { ...page, now: filter.category === 'event' ? page.now.slice(0, 16) : '' });

/** The day's view of one viewer counts once (engagement's view count): true when this call counted it. */
export async function recordView(db: Db, newsId: string, viewerKey: string, day: string): Promise<boolean> {
  const inserted = await db
    .insertInto('newsViews')
    .values({ newsId, viewerKey, day })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (!Number(inserted.numInsertedOrUpdatedRows ?? 0)) return false;
  await addView(db, { type: 'news', id: newsId });
  return true;
}

/** Views older than the given day are no longer needed to count once per day. */
export const pruneViews = (db: Db, beforeDay: string) =>
  db.deleteFrom('newsViews').where('day', '<', beforeDay).execute();

/** Going counts of some events, and which of them the viewer is going to. */
export async function attendanceOf(db: Db, ids: readonly string[], viewerId: string | null) {
  const counts = new Map<string, number>();
  const going = new Set<string>();
  if (!ids.length) return { counts, going };
  const [rows, mine] = await Promise.all([
    cachedRows(
      db,
      db
        .selectFrom('newsAttendees')
        .select(['newsId', (eb) => eb.fn.countAll<number>().as('n')])
        .where('newsId', 'in', ids)
        .groupBy('newsId'),
    ),
    viewerId
      ? cachedRows(
          db,
          db.selectFrom('newsAttendees').select('newsId').where('userId', '=', viewerId).where('newsId', 'in', ids),
        )
      : Promise.resolve([]),
  ]);
  for (const row of rows) counts.set(row.newsId, Number(row.n));
  for (const row of mine) going.add(row.newsId);
  return { counts, going };
}

export async function setGoing(db: Db, newsId: string, userId: string, going: boolean, at: string) {
  if (going) {
    await db
      .insertInto('newsAttendees')
      .values({ newsId, userId, createdAt: at })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db.deleteFrom('newsAttendees').where('newsId', '=', newsId).where('userId', '=', userId).execute();
  }
}

export const isGoing = async (db: Db, newsId: string, userId: string) =>
  !!(await db
    .selectFrom('newsAttendees')
    .select('newsId')
    .where('newsId', '=', newsId)
    .where('userId', '=', userId)
    .executeTakeFirst());

export const attendeesOf = (db: Db, newsId: string) =>
  db
    .selectFrom('newsAttendees')
    .innerJoin('users', 'users.id', 'newsAttendees.userId')
    .select(['users.name', 'users.phoneNumber', 'users.email', 'newsAttendees.createdAt'])
    .where('newsAttendees.newsId', '=', newsId)
    .orderBy('newsAttendees.createdAt')
    .execute();

/**
 * The members who commented on an article most recently, newest first, each once: read from its newest
 * `window` comments on the subject index, so the cost stays the same however long the discussion grows.
 */
export async function recentCommenters(db: Db, newsId: string, limit: number, window = 500): Promise<string[]> {
  const rows = await db
    .selectFrom('comments')
    .select('userId')
    .where('subjectType', '=', 'news')
    .where('subjectId', '=', newsId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(window)
    .execute();
  return [...new Set(rows.map((row) => row.userId))].slice(0, limit);
}
