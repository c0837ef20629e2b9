import {
  QUESTION_LIMITS,
  QUESTION_MESSAGES as M,
  type AdminQuestionUpdate,
  type Answer,
  type Author,
  type Question,
  type QuestionInputParsed,
  type VoteReply,
} from '@sangam/shared/questions';
import type { LikeReply } from '@sangam/shared/engagement';
import { isUniqueViolation, type Db, type DialectName } from '../../db/dialect.ts';
import { searchWords } from '../../db/search.ts';
import type { AnswersTable } from '../../db/types.ts';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { engagementFor, removeEngagement, toggleLike } from '../engagement/engagement.service.ts';
import {
  activeAnswersOf,
  addViews,
  answerIdsOf,
  changeAnswerStatus,
  deleteAnswerRow,
  deleteQuestion,
  findAnswer,
  findQuestion,
  insertAnswer,
  insertQuestion,
  insertVote,
  moveAnswerCount,
  pollOptionsOf,
  replacePollOptions,
  setBestAnswer,
  similarQuestions,
  updateQuestion,
  votesOf,
  type QuestionWithAuthor,
} from './questions.queries.ts';
import { rescoreQuestion } from './trending.ts';

const isAdmin = (viewer: Viewer | null) => viewer?.plan === 'admin';

export const toAuthor = (row: { authorId: string; authorName: string; authorImageId: string | null }): Author => ({
  _id: row.authorId,
  name: row.authorName,
  profileImage: mediaUrl(row.authorImageId),
});

/** Active and closed questions are public; hidden, archived and reported ones only to their author and admins. */
const visibleTo = (row: QuestionWithAuthor, viewer: Viewer | null) =>
  row.status === 'active' || row.status === 'closed' || isAdmin(viewer) || row.authorId === viewer?.user.id;

const pollExpired = (row: QuestionWithAuthor, now = Date.now()) =>
  row.type === 'poll' &&
  (row.pollClosed === 1 || (row.pollExpiresAt !== null && new Date(row.pollExpiresAt).getTime() <= now));

/** Questions as replies carry them: likes, poll options and the viewer's own votes read in one batch each. */
export async function toQuestionViews(db: Db, rows: QuestionWithAuthor[], viewer: Viewer | null): Promise<Question[]> {
  const viewerId = viewer?.user.id ?? null;
  const pollIds = rows.filter((row) => row.type === 'poll').map((row) => row.id);
  const [likes, options, votes] = await Promise.all([
    engagementFor(
      db,
      'question',
      rows.map((row) => row.id),
      viewerId,
    ),
    pollOptionsOf(db, pollIds),
    viewerId ? votesOf(db, pollIds, viewerId) : Promise.resolve([]),
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
    return {
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
      views: row.views,
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
  });
}

const toQuestionView = async (db: Db, row: QuestionWithAuthor, viewer: Viewer | null) =>
  (await toQuestionViews(db, [row], viewer))[0]!;

/** A question the viewer may see, or a 404. */
async function visibleQuestion(db: Db, id: string, viewer: Viewer | null) {
  const row = await findQuestion(db, id);
  if (!row || !visibleTo(row, viewer)) throw notFound(M.notFound);
  return row;
}

async function answerViews(db: Db, rows: Awaited<ReturnType<typeof activeAnswersOf>>, viewer: Viewer | null) {
  const likes = await engagementFor(
    db,
    'answer',
    rows.map((row) => row.id),
    viewer?.user.id ?? null,
  );
  return rows.map((row): Answer => ({
    _id: row.id,
    content: row.content,
    author: toAuthor(row),
    createdAt: row.createdAt,
    likeCount: likes.get(row.id)!.likeCount,
    liked: likes.get(row.id)!.liked,
    isBestAnswer: row.isBest === 1,
  }));
}

/** The detail page: the question (its view counted) and its active answers, the best one first. */
export async function getQuestionDetail(db: Db, id: string, viewer: Viewer | null) {
  const row = await visibleQuestion(db, id, viewer);
  await addViews(db, id);
  row.views += 1;
  const [question, answers] = await Promise.all([
    toQuestionView(db, row, viewer),
    activeAnswersOf(db, id).then((rows) => answerViews(db, rows, viewer)),
  ]);
  return { question, answers };
}

const slugOf = (title: string, id: string) => {
  const words = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return words ? `${words}-${id.slice(0, 8)}` : id.slice(0, 8);
};

const pollFields = (body: QuestionInputParsed) =>
  body.type === 'poll'
    ? {
        pollExpiresAt: new Date(body.pollExpiresAt!).toISOString(),
        allowMultipleVotes: Number(body.allowMultipleVotes),
        pollClosed: 0,
      }
    : { pollExpiresAt: null, allowMultipleVotes: 0, pollClosed: 0 };

export async function createQuestion(db: Db, viewer: Viewer, body: QuestionInputParsed) {
  const id = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await insertQuestion(trx, {
      id,
      slug: slugOf(body.title, id),
      authorId: viewer.user.id,
      title: body.title,
      content: body.content,
      type: body.type,
      category: body.category,
      priority: body.priority,
      featured: 0,
      status: 'active',
      tags: body.tags.map((tag) => tag.replace(/\s+/g, '-')).join(' '),
      bestAnswerId: null,
      ...pollFields(body),
      trendingScore: 0,
      lastActivityAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (body.type === 'poll') await replacePollOptions(trx, id, body.pollOptions);
  });
  const row = (await findQuestion(db, id))!;
  await rescoreQuestion(db, row);
  return { question: await toQuestionView(db, row, viewer) };
}

/** Authors edit their own questions. Once votes are in, a poll's options, type and vote rule stay as they are. */
export async function editQuestion(db: Db, id: string, viewer: Viewer, body: QuestionInputParsed) {
  const row = await visibleQuestion(db, id, viewer);
  if (row.authorId !== viewer.user.id) throw forbidden(M.notAuthor);
  const wasPoll = row.type === 'poll';
  const current = wasPoll ? (await pollOptionsOf(db, [id])).map((o) => o.option) : [];
  const pollChanged =
    body.type !== row.type ||
    (body.type === 'poll' &&
      (body.pollOptions.join('\n') !== current.join('\n') ||
        Number(body.allowMultipleVotes) !== row.allowMultipleVotes));
  if (row.totalVotes > 0 && pollChanged) throw badRequest(M.pollLocked, { pollOptions: M.pollLocked });
  await db.transaction().execute(async (trx) => {
    await updateQuestion(trx, id, {
      title: body.title,
      slug: slugOf(body.title, id),
      content: body.content,
      type: body.type,
      category: body.category,
      priority: body.priority,
      tags: body.tags.map((tag) => tag.replace(/\s+/g, '-')).join(' '),
      ...pollFields(body),
      updatedAt: nowIso(),
    });
    if (pollChanged || body.type === 'poll')
      await replacePollOptions(trx, id, body.type === 'poll' ? body.pollOptions : []);
  });
  return { question: await toQuestionView(db, (await findQuestion(db, id))!, viewer), message: 'Question updated' };
}

/** The author or an admin deletes a question; its answers, votes, likes and comments go with it. */
export async function removeQuestion(db: Db, id: string, viewer: Viewer) {
  const row = await visibleQuestion(db, id, viewer);
  if (row.authorId !== viewer.user.id && !isAdmin(viewer)) throw forbidden(M.notAuthor);
  await db.transaction().execute(async (trx) => {
    await removeEngagement(trx, 'answer', await answerIdsOf(trx, id));
    await removeEngagement(trx, 'question', [id]);
    await deleteQuestion(trx, id);
  });
  return { message: M.deleted };
}

/**
 * One vote. The server's clock decides expiry; a second vote on a one-vote poll (or the same option twice) is a
 * 409, refused by the database's unique indexes too when two taps race.
 */
export async function vote(db: Db, id: string, viewer: Viewer, optionIndex: number): Promise<VoteReply> {
  const row = await visibleQuestion(db, id, viewer);
  if (row.type !== 'poll') throw badRequest(M.notPoll, { optionIndex: M.notPoll });
  if (pollExpired(row)) throw badRequest(M.pollExpired, { optionIndex: M.pollExpired });
  if (row.status !== 'active') throw badRequest(M.votingClosed, { optionIndex: M.votingClosed });
  const options = await pollOptionsOf(db, [id]);
  if (optionIndex >= options.length) throw badRequest(M.optionOutOfRange, { optionIndex: M.optionOutOfRange });
  const single = row.allowMultipleVotes === 1 ? 0 : 1;
  const already = await votesOf(db, [id], viewer.user.id);
  if ((single && already.length > 0) || already.some((v) => v.optionIndex === optionIndex)) throw alreadyVoted();
  try {
    await db
      .transaction()
      .execute((trx) =>
        insertVote(trx, { questionId: id, optionIndex, userId: viewer.user.id, single, createdAt: nowIso() }),
      );
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyVoted();
    throw error;
  }
  const [after] = await toQuestionViews(db, [(await findQuestion(db, id))!], viewer);
  return {
    message: 'Vote recorded',
    totalVotes: after!.totalVotes,
    pollResults: after!.pollOptions,
  };
}

const alreadyVoted = () => new HttpError(409, M.alreadyVoted, 'ALREADY_VOTED', { optionIndex: M.alreadyVoted });

export async function likeQuestion(db: Db, id: string, viewer: Viewer): Promise<LikeReply> {
  const row = await visibleQuestion(db, id, viewer);
  const reply = await toggleLike(db, { type: 'question', id }, viewer.user.id);
  await rescoreQuestion(db, row);
  return reply;
}

/** An answer whose question the viewer may see; hidden answers are gone for members (admins still reach them). */
async function visibleAnswer(db: Db, id: string, viewer: Viewer | null) {
  const answer = await findAnswer(db, id);
  if (!answer || (answer.status !== 'active' && !isAdmin(viewer))) throw notFound(M.answerNotFound);
  const question = await findQuestion(db, answer.questionId);
  if (!question || !visibleTo(question, viewer)) throw notFound(M.answerNotFound);
  return { answer, question };
}

export async function likeAnswer(db: Db, id: string, viewer: Viewer): Promise<LikeReply> {
  await visibleAnswer(db, id, viewer);
  return toggleLike(db, { type: 'answer', id }, viewer.user.id);
}

export async function addAnswer(db: Db, viewer: Viewer, questionId: string, content: string) {
  const question = await visibleQuestion(db, questionId, viewer);
  if (question.status !== 'active') throw badRequest(M.answersClosed, { questionId: M.answersClosed });
  const id = newId();
  await db.transaction().execute((trx) =>
    insertAnswer(trx, {
      id,
      questionId,
      authorId: viewer.user.id,
      content,
      status: 'active',
      isBest: 0,
      createdAt: nowIso(),
    }),
  );
  await rescoreQuestion(db, question);
  const [answer] = await answerViews(db, [(await findAnswer(db, id))!], viewer);
  return { answer: answer!, message: 'Answer posted' };
}

/** The question's author or an admin picks the one best answer; marking another moves the flag. */
export async function markBest(db: Db, id: string, viewer: Viewer) {
  const { answer, question } = await visibleAnswer(db, id, viewer);
  if (question.authorId !== viewer.user.id && !isAdmin(viewer)) throw forbidden(M.markBestForbidden);
  if (answer.status !== 'active') throw badRequest(M.markBestFailed);
  await db.transaction().execute((trx) => setBestAnswer(trx, question.id, id));
  const [view] = await answerViews(db, [(await findAnswer(db, id))!], viewer);
  return { answer: view!, message: M.markedBest };
}

export async function similarTo(db: Db, dialect: DialectName, title: string) {
  const words = searchWords(title);
  if (words.length === 0) return { questions: [] };
  const rows = await similarQuestions(db, dialect, words, QUESTION_LIMITS.similar);
  return { questions: rows.map((row) => ({ _id: row.id, title: row.title, answerCount: row.answerCount })) };
}

// Q&A management

export async function adminUpdateQuestion(db: Db, id: string, viewer: Viewer, body: AdminQuestionUpdate) {
  const row = await findQuestion(db, id);
  if (!row) throw notFound(M.notFound);
  await updateQuestion(db, id, {
    ...(body.status !== undefined ? { status: body.status } : {}),
    ...(body.featured !== undefined ? { featured: Number(body.featured) } : {}),
    ...(body.priority !== undefined ? { priority: body.priority } : {}),
  });
  return { question: await toQuestionView(db, (await findQuestion(db, id))!, viewer), message: 'Question updated' };
}

export async function adminDeleteQuestion(db: Db, id: string, viewer: Viewer) {
  if (!(await findQuestion(db, id))) throw notFound(M.notFound);
  return removeQuestion(db, id, viewer);
}

/** Hiding or restoring an answer moves its question's answer count once, even when two admins race. */
export async function adminUpdateAnswer(db: Db, id: string, status: AnswersTable['status']) {
  const answer = await findAnswer(db, id);
  if (!answer) throw notFound(M.answerNotFound);
  if (answer.status !== status) {
    await db.transaction().execute(async (trx) => {
      const changed = await changeAnswerStatus(trx, id, answer.status, status);
      const wasActive = answer.status === 'active';
      if (changed && wasActive !== (status === 'active'))
        await moveAnswerCount(trx, answer.questionId, wasActive ? -1 : 1);
    });
  }
  return { message: 'Answer updated' };
}

export async function adminDeleteAnswer(db: Db, id: string) {
  if (!(await findAnswer(db, id))) throw notFound(M.answerNotFound);
  // The delete trigger takes it off the answer count and clears it as the best answer.
  await db.transaction().execute(async (trx) => {
    await removeEngagement(trx, 'answer', [id]);
    await deleteAnswerRow(trx, id);
  });
  return { message: 'Answer deleted' };
}
