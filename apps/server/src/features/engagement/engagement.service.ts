import {
  COMMENT_MESSAGES,
  ENGAGEMENT_LIMITS,
  commentContent,
  type Comment,
  type CommentsPage,
  type Engagement,
  type LikeReply,
  type Subject,
  type SubjectType,
} from '@sangam/shared/engagement';
import type { Db } from '../../db/dialect.ts';
import { badRequest } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { assertWithinPostingLimit, type Poster } from '../../lib/posting-limits.ts';
import { nowIso } from '../../lib/time.ts';
import { toMemberSummary, type SummaryColumns } from '../members/member-view.ts';
import { blockedAmong } from '../blocks/blocks.queries.ts';
import { labelOfState } from '../../lib/moderation-label.ts';
import type { ViewerRef } from '../../plugins/auth.ts';
import {
  countsOf,
  deleteEngagementOf,
  deleteLike,
  insertComment,
  insertLike,
  likeCountOf,
  listComments,
  type CommentKey,
} from './engagement.queries.ts';

// Likes and comments of any subject (news, question, answer). The calling feature checks that the subject
// exists and that the viewer may see it; this module keeps one like per member and the counts right.

/** A subject's engagement as replies show it, and its views (articles and questions show them). */
export type Counts = Engagement & { views: number };

const NOTHING: Counts = { likeCount: 0, commentCount: 0, liked: false, views: 0 };

/**
 * Likes the subject for the member, or takes their like back; answers the new state and count. Opens its own
 * transaction, so call it outside one. Parallel taps of one member end in one consistent state (a like row
 * or none, counted once); likes of many members each count, whatever the interleaving.
 */
export function toggleLike(db: Db, subject: Subject, memberId: string): Promise<LikeReply> {
  return db.transaction().execute(async (trx) => {
    const unliked = await deleteLike(trx, subject, memberId);
    if (!unliked) await insertLike(trx, subject, memberId, nowIso());
    return { liked: !unliked, likeCount: await likeCountOf(trx, subject) };
  });
}

/**
 * Counts and "liked by the viewer" for a page of subjects of one type, in one query; every id gets an entry
 * (zeros when nobody engaged yet). `viewerId` null for a visitor.
 */
export async function engagementFor(
  db: Db,
  type: SubjectType,
  ids: readonly string[],
  viewerId: string | null,
): Promise<Map<string, Counts>> {
  const unique = [...new Set(ids)];
  if (unique.length > ENGAGEMENT_LIMITS.batchMax) {
    throw new Error(`engagementFor: at most ${ENGAGEMENT_LIMITS.batchMax} subjects at once`);
  }
  const result = new Map(unique.map((id) => [id, NOTHING]));
  if (unique.length === 0) return result;
  for (const { subjectId, ...engagement } of await countsOf(db, type, unique, viewerId)) {
    result.set(subjectId, engagement);
  }
  return result;
}

/** The same for one subject (a detail page). */
export async function engagementOf(db: Db, subject: Subject, viewerId: string | null): Promise<Counts> {
  return (await engagementFor(db, subject.type, [subject.id], viewerId)).get(subject.id)!;
}

/**
 * Adds the author's comment. The content is cleaned as the shared `commentContent(max)` does (a route that
 * validated its body with `commentBody(max)` passes it through unchanged); bad content is a 400 naming `content`.
 * A member past the day's comments gets the posting limit's 429 (call it in the transaction that writes the rest).
 */
export async function addComment(
  db: Db,
  subject: Subject,
  author: SummaryColumns & Poster,
  content: string,
  max: number,
): Promise<Comment> {
  const parsed = commentContent(max).safeParse(content);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? COMMENT_MESSAGES.empty;
    throw badRequest(message, { content: message });
  }
  await assertWithinPostingLimit(db, author, 'comments');
  const comment = { id: newId(), content: parsed.data, createdAt: nowIso() };
  await insertComment(db, { ...comment, subject, userId: author.id });
  return { _id: comment.id, content: comment.content, user: toMemberSummary(author), createdAt: comment.createdAt };
}

/**
 * A page of the subject's comments, newest first; pass the reply's `nextCursor` back for the next page. Comments
 * moderation hid are the author's and admins' only (labelled); those of members the viewer blocked are marked
 * `authorBlocked` (admins are never affected by blocks).
 */
export async function commentsOf(
  db: Db,
  subject: Subject,
  { cursor, limit = ENGAGEMENT_LIMITS.commentsPageDefault }: { cursor?: string; limit?: number } = {},
  viewer: ViewerRef = null,
): Promise<CommentsPage> {
  const pageSize = Math.min(Math.max(1, limit), ENGAGEMENT_LIMITS.commentsPageMax);
  const admin = viewer?.plan === 'admin';
  const rows = await listComments(
    db,
    subject,
    { limit: pageSize + 1, ...(cursor ? { after: decodeCursor(cursor) } : {}) },
    { viewerId: viewer?.id ?? null, admin },
  );
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const blocked =
    viewer && !admin
      ? await blockedAmong(
          db,
          viewer.id,
          page.map((row) => row.authorId),
        )
      : new Set<string>();
  return {
    comments: page.map((row) => {
      const comment: Comment = {
        _id: row.id,
        content: row.content,
        createdAt: row.createdAt,
        user: toMemberSummary({
          id: row.authorId,
          name: row.authorName,
          occupation: row.authorOccupation,
          profileImageId: row.authorImageId,
        }),
      };
      const moderation = admin || row.authorId === viewer?.id ? labelOfState(row.moderationState) : undefined;
      if (moderation) comment.moderation = moderation;
      if (blocked.has(row.authorId)) comment.authorBlocked = true;
      return comment;
    }),
    nextCursor: rows.length > pageSize && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
  };
}

/** Removes every like and comment of these subjects; call it in the transaction that deletes them. */
export async function removeEngagement(db: Db, type: SubjectType, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await deleteEngagementOf(db, type, ids);
}

const encodeCursor = (key: CommentKey) => Buffer.from(JSON.stringify([key.createdAt, key.id])).toString('base64url');

function decodeCursor(cursor: string): CommentKey {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [createdAt, id]: unknown[] = value;
      if (typeof createdAt === 'string' && typeof id === 'string') return { createdAt, id };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest(COMMENT_MESSAGES.badCursor, { cursor: COMMENT_MESSAGES.badCursor });
}
