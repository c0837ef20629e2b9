import type { Subject, SubjectType } from '@sangam/shared/engagement';
import type { Db } from '../../db/dialect.ts';
import { cachedRows } from '../../lib/paging.ts';
import { cachedBy } from '../../lib/cache.ts';

/** A comment's place in the newest-first order (the keyset of a page). */
export type CommentKey = { createdAt: string; id: string };

/** Removes the member's like; true when there was one. */
export async function deleteLike(db: Db, subject: Subject, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('likes')
    .where('subjectType', '=', subject.type)
    .where('subjectId', '=', subject.id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Adds the member's like; a like that a concurrent request of the same member just added stays the one like. */
export const insertLike = (db: Db, subject: Subject, userId: string, at: string) =>
  db
    .insertInto('likes')
    .values({ subjectType: subject.type, subjectId: subject.id, userId, createdAt: at })
    .onConflict((oc) => oc.columns(['subjectType', 'subjectId', 'userId']).doNothing())
    .execute();

/** Whether the member likes the subject (its primary key). */
export async function hasLiked(db: Db, subject: Subject, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('likes')
    .select('userId')
    .where('subjectType', '=', subject.type)
    .where('subjectId', '=', subject.id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function likeCountOf(db: Db, subject: Subject): Promise<number> {
  const row = await db
    .selectFrom('engagementCounts')
    .select('likeCount')
    .where('subjectType', '=', subject.type)
    .where('subjectId', '=', subject.id)
    .executeTakeFirst();
  return Number(row?.likeCount ?? 0);
}

/** Counts of several subjects of one type and whether the viewer liked each, in one query over primary keys. */
async function countsOfFromDb(db: Db, type: SubjectType, ids: readonly string[], viewerId: string | null) {
  const query = db
    .selectFrom('engagementCounts as c')
    .select((eb) => [
      'c.subjectId',
      'c.likeCount',
      'c.commentCount',
      'c.viewCount',
      viewerId === null
        ? eb.lit(0).as('liked')
        : eb
            .exists(
              eb
                .selectFrom('likes as l')
                .select(eb.lit(1).as('one'))
                .whereRef('l.subjectType', '=', 'c.subjectType')
                .whereRef('l.subjectId', '=', 'c.subjectId')
                .where('l.userId', '=', viewerId),
            )
            .as('liked'),
    ])
    .where('c.subjectType', '=', type)
    .where('c.subjectId', 'in', ids);
  // Kept until the data changes, like the list page these counts go with.
  const rows = await cachedRows(db, query);
  // SQLite answers EXISTS with 0/1, PostgreSQL with a boolean.
  return rows.map((row) => ({
    subjectId: row.subjectId,
    likeCount: Number(row.likeCount),
    commentCount: Number(row.commentCount),
    views: Number(row.viewCount),
    liked: Boolean(row.liked),
  }));
}
export const countsOf = cachedBy('countsOf', ['engagement'], countsOfFromDb);

const SUBJECT_TABLES = { news: 'news', question: 'questions', answer: 'answers' } as const;

/**
 * Counts one view of an article or a question. Beside the likes, not on the subject's row: a view then moves the
 * engagement counters only, and the kept news and questions lists stay kept (migration 2026120900_view_counts).
 * Only while the subject exists: a view that comes after its deletion leaves no count behind.
 */
export const addView = (db: Db, subject: Subject) =>
  db
    .insertInto('engagementCounts')
    .columns(['subjectType', 'subjectId', 'viewCount'])
    .expression((eb) =>
      eb
        .selectFrom(SUBJECT_TABLES[subject.type])
        .select([eb.val(subject.type).as('subjectType'), 'id', eb.lit(1).as('viewCount')])
        .where('id', '=', subject.id),
    )
    .onConflict((oc) =>
      oc
        .columns(['subjectType', 'subjectId'])
        .doUpdateSet((eb) => ({ viewCount: eb('engagementCounts.viewCount', '+', 1) })),
    )
    .execute();

export const insertComment = (
  db: Db,
  row: { id: string; subject: Subject; userId: string; content: string; createdAt: string },
) =>
  db
    .insertInto('comments')
    .values({
      id: row.id,
      subjectType: row.subject.type,
      subjectId: row.subject.id,
      userId: row.userId,
      content: row.content,
      createdAt: row.createdAt,
    })
    .execute();

/**
 * A page of a subject's comments with their authors, newest first, after `after` when given (index-ordered). Comments
 * reports hid or an admin removed (moderation_state 1, 2) are left out but for their author (`viewerId`) and admins.
 */
export function listComments(
  db: Db,
  subject: Subject,
  { limit, after }: { limit: number; after?: CommentKey },
  viewer: { viewerId: string | null; admin: boolean } = { viewerId: null, admin: false },
) {
  let query = db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.userId')
    .select([
      'comments.id',
      'comments.content',
      'comments.createdAt',
      'comments.moderationState',
      'users.id as authorId',
      'users.name as authorName',
      'users.occupation as authorOccupation',
      'users.profileImageId as authorImageId',
    ])
    .where('comments.subjectType', '=', subject.type)
    .where('comments.subjectId', '=', subject.id);
  if (!viewer.admin) {
    const { viewerId } = viewer;
    query = query.where((eb) =>
      viewerId === null
        ? eb('comments.moderationState', '=', 0)
        : eb.or([eb('comments.moderationState', '=', 0), eb('comments.userId', '=', viewerId)]),
    );
  }
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('comments.createdAt', 'comments.id'), '<', eb.tuple(after.createdAt, after.id)),
    );
  }
  return query.orderBy('comments.createdAt', 'desc').orderBy('comments.id', 'desc').limit(limit).execute();
}

/** Everything members left on these subjects: likes, comments and their counts. */
export async function deleteEngagementOf(db: Db, type: SubjectType, ids: readonly string[]): Promise<void> {
  await db.deleteFrom('likes').where('subjectType', '=', type).where('subjectId', 'in', ids).execute();
  await db.deleteFrom('comments').where('subjectType', '=', type).where('subjectId', 'in', ids).execute();
  await db.deleteFrom('engagementCounts').where('subjectType', '=', type).where('subjectId', 'in', ids).execute();
}

/**
 * Erasure: the member's likes and comments go; the count triggers take them off their subjects' counts. Returns the
 * deleted comments' ids (their reports go too).
 */
export async function deleteEngagementBy(db: Db, userId: string, comments: boolean): Promise<string[]> {
  await db.deleteFrom('likes').where('userId', '=', userId).execute();
  if (!comments) return [];
  const gone = await db.deleteFrom('comments').where('userId', '=', userId).returning('id').execute();
  return gone.map((row) => row.id);
}

/** Erasure that keeps the posts: a member's comments move to another author (the one former member). */
export const moveCommentsTo = (db: Db, fromId: string, toId: string) =>
  db.updateTable('comments').set({ userId: toId }).where('userId', '=', fromId).execute();

/** One comment with its author, for reports and the moderation queue. */
export const findComment = (db: Db, id: string) =>
  db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.userId')
    .select([
      'comments.id',
      'comments.subjectType',
      'comments.subjectId',
      'comments.userId',
      'comments.content',
      'comments.moderationState',
      'users.name as authorName',
    ])
    .where('comments.id', '=', id)
    .executeTakeFirst();

export const setCommentModeration = (db: Db, id: string, moderationState: 0 | 1 | 2) =>
  db.updateTable('comments').set({ moderationState }).where('id', '=', id).execute();
