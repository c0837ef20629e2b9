import { QUESTION_MESSAGES as M, type Answer, type Author, type Question } from '@sangam/shared/questions';
import { type Db } from '../../db/dialect.ts';
import { notFound } from '../../lib/http-error.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { engagementFor } from '../engagement/engagement.service.ts';
import { addView } from '../engagement/engagement.queries.ts';
import { blockedAmong } from '../blocks/blocks.queries.ts';
import { labelOfStatus } from '../../lib/moderation-label.ts';
import { activeAnswersOf } from './answers.queries.ts';
import { findQuestion, pollOptionsOf, votesOf, type QuestionWithAuthor } from './questions.queries.ts';

export const isAdmin = (viewer: Viewer | null) => viewer?.plan === 'admin';

export const toAuthor = (row: { authorId: string; authorName: string; authorImageId: string | null }): Author => ({
  _id: row.authorId,
  name: row.authorName,
  profileImage: mediaUrl(row.authorImageId),
});

/** Active and closed questions are public; hidden, archived and reported ones only to their author and admins. */
export const visibleTo = (row: QuestionWithAuthor, viewer: Viewer | null) =>
  row.status === 'active' || row.status === 'closed' || isAdmin(viewer) || row.authorId === viewer?.user.id;

export const pollExpired = (row: QuestionWithAuthor, now = Date.now()) =>
  row.type === 'poll' &&
  (row.pollClosed === 1 || (row.pollExpiresAt !== null && new Date(row.pollExpiresAt).getTime() <= now));

/**
 * Of these authors, the ones the viewer blocked: their content is marked `authorBlocked` (collapsed by the web).
 * Admins are never affected by blocks.
 */
const authorsBlockedBy = (db: Db, viewer: Viewer | null, authorIds: string[]) =>
  viewer && !isAdmin(viewer) ? blockedAmong(db, viewer.user.id, authorIds) : Promise.resolve(new Set<string>());

/** What moderation did to a question or answer, told to its author and admins only. */
const moderationFor = (row: { authorId: string; status: string }, viewer: Viewer | null) =>
  isAdmin(viewer) || row.authorId === viewer?.user.id ? labelOfStatus(row.status) : undefined;

/** Questions as replies carry them: likes, poll options and the viewer's own votes read in one batch each. */
export async function toQuestionViews(db: Db, rows: QuestionWithAuthor[], viewer: Viewer | null): Promise<Question[]> {
  const viewerId = viewer?.user.id ?? null;
  const pollIds = rows.filter((row) => row.type === 'poll').map((row) => row.id);
  const [likes, options, votes, blocked] = await Promise.all([
    engagementFor(
      db,
      'question',
      rows.map((row) => row.id),
      viewerId,
    ),
    pollOptionsOf(db, pollIds),
    viewerId ? votesOf(db, pollIds, viewerId) : Promise.resolve([]),
    authorsBlockedBy(
      db,
      viewer,
      rows.map((row) => row.authorId),
    ),
  ]);
  const voted = new Set(votes.map((v) => `${v.questionId}:${v.optionIndex}`));
  return rows.map((row) => {
    const isPoll = row.type === 'poll';
    const pollOptions = isPoll
      ? options
          .filter((o) => o.questionId === row.id)
          .map((o) => ({ option: o.option, voteCount: o.voteCount, voted: voted.has(`${row.id}:${o.optionIndex}`) }))
      : [];
    const like = likes.get(row.id)!;
    const moderation = moderationFor(row, viewer);
    const view: Question = {
      _id: row.id,
      slug: row.slug,
      title: row.title,
      content: row.content,
      type: row.type,
      category: row.category as Question['category'],
      priority: row.priority,
      featured: row.featured === 1,
      status: row.status,
      tags: row.tags ? row.tags.split(' ') : [],
      author: toAuthor(row),
      likeCount: like.likeCount,
      liked: like.liked,
      answerCount: row.answerCount,
      views: like.views,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      bestAnswer: row.bestAnswerId,
      pollOptions,
      totalVotes: isPoll ? row.totalVotes : 0,
      pollExpiresAt: isPoll ? row.pollExpiresAt : null,
      pollExpired: pollExpired(row),
      allowMultipleVotes: isPoll && row.allowMultipleVotes === 1,
      hasVoted: pollOptions.some((o) => o.voted),
    };
    if (moderation) view.moderation = moderation;
    if (blocked.has(row.authorId)) view.authorBlocked = true;
    return view;
  });
}

export const toQuestionView = async (db: Db, row: QuestionWithAuthor, viewer: Viewer | null) =>
  (await toQuestionViews(db, [row], viewer))[0]!;

/** A question the viewer may see, or a 404. */
export async function visibleQuestion(db: Db, id: string, viewer: Viewer | null) {
  const row = await findQuestion(db, id);
  if (!row || !visibleTo(row, viewer)) throw notFound(M.notFound);
  return row;
}

export async function answerViews(db: Db, rows: Awaited<ReturnType<typeof activeAnswersOf>>, viewer: Viewer | null) {
  const [likes, blocked] = await Promise.all([
    engagementFor(
      db,
      'answer',
      rows.map((row) => row.id),
      viewer?.user.id ?? null,
    ),
    authorsBlockedBy(
      db,
      viewer,
      rows.map((row) => row.authorId),
    ),
  ]);
  return rows.map((row): Answer => {
    const answer: Answer = {
      _id: row.id,
      content: row.content,
      author: toAuthor(row),
      createdAt: row.createdAt,
      likeCount: likes.get(row.id)!.likeCount,
      liked: likes.get(row.id)!.liked,
      isBestAnswer: row.isBest === 1,
    };
    const moderation = moderationFor(row, viewer);
    if (moderation) answer.moderation = moderation;
    if (blocked.has(row.authorId)) answer.authorBlocked = true;
    return answer;
  });
}

/** The detail page: the question (its view counted) and its active answers, the best one first. */
export async function getQuestionDetail(db: Db, id: string, viewer: Viewer | null) {
  const row = await visibleQuestion(db, id, viewer);
  await addView(db, { type: 'question', id });
  const [question, answers] = await Promise.all([
    toQuestionView(db, row, viewer),
    activeAnswersOf(db, id, { viewerId: viewer?.user.id ?? null, admin: isAdmin(viewer) }).then((rows) =>
      answerViews(db, rows, viewer),
    ),
  ]);
  return { question, answers };
}
