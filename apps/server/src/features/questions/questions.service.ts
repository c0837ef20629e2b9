import {
  QUESTION_LIMITS,
  QUESTION_MESSAGES as M,
  type AdminQuestionUpdate,
  type QuestionInputParsed,
  type VoteReply,
} from '@sangam/shared/questions';
import type { LikeReply } from '@sangam/shared/engagement';
import { isUniqueViolation, type Db, type DialectName } from '../../db/dialect.ts';
import { searchWords } from '../../db/search.ts';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { assertWithinPostingLimit } from '../../lib/posting-limits.ts';
import { nowIso } from '../../lib/time.ts';
import type { QuestionRow } from '../../db/types.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { removeEngagement } from '../engagement/engagement.service.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { changesOf } from '../audit/audit.service.ts';
import {
  answerIdsOf,
  deleteQuestion,
  findQuestion,
  insertQuestion,
  insertVote,
  pollOptionsOf,
  questionIdsBy,
  replacePollOptions,
  similarQuestions,
  updateQuestion,
  votesOf,
} from './questions.queries.ts';
import { rescoreQuestion } from './trending.ts';
import { forgetQuestion, tellQuestionLiked, toggleLikeTelling } from './question-notifications.ts';
import { isAdmin, pollExpired, toQuestionView, toQuestionViews, visibleQuestion } from './question-view.ts';

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
    await assertWithinPostingLimit(trx, viewer.user, 'questions');
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
  return { question: await toQuestionView(db, (await findQuestion(db, id))!, viewer), message: M.updated };
}

/** The author or an admin deletes a question; its answers, votes, likes and comments go with it. */
export async function removeQuestion(db: Db, id: string, viewer: Viewer) {
  const row = await visibleQuestion(db, id, viewer);
  if (row.authorId !== viewer.user.id && !isAdmin(viewer)) throw forbidden(M.notAuthor);
  await db.transaction().execute(async (trx) => {
    await forgetQuestion(trx, id);
    await removeEngagement(trx, 'answer', await answerIdsOf(trx, id));
    await removeEngagement(trx, 'question', [id]);
    await deleteQuestion(trx, id);
    // An admin removing someone's question is a moderation decision; an author removing their own is not.
    if (row.authorId !== viewer.user.id) {
      await recordAudit(trx, {
        actor: { id: viewer.user.id, name: viewer.user.name },
        action: 'question.delete',
        target: { id, name: row.title },
        subjectType: 'question',
        changes: { status: [row.status, null] },
      });
    }
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
    message: M.voteRecorded,
    totalVotes: after!.totalVotes,
    pollResults: after!.pollOptions,
  };
}

const alreadyVoted = () => new HttpError(409, M.alreadyVoted, 'ALREADY_VOTED', { optionIndex: M.alreadyVoted });

export async function likeQuestion(db: Db, id: string, viewer: Viewer): Promise<LikeReply> {
  const row = await visibleQuestion(db, id, viewer);
  const reply = await toggleLikeTelling(db, { type: 'question', id }, viewer.user.id, (trx, likes) =>
    tellQuestionLiked(trx, row, viewer.user.id, likes),
  );
  await rescoreQuestion(db, row);
  return reply;
}

export async function similarTo(db: Db, dialect: DialectName, title: string) {
  const words = searchWords(title);
  if (words.length === 0) return { questions: [] };
  const rows = await similarQuestions(db, dialect, words, QUESTION_LIMITS.similar);
  return { questions: rows.map((row) => ({ _id: row.id, title: row.title, answerCount: row.answerCount })) };
}

// Q&A management

/** Hidden, archived or reported: members other than its author no longer see it, so nobody is told of it. */
const forgetUnlisted = async (trx: Db, id: string, status: QuestionRow['status']) => {
  if (status !== 'active' && status !== 'closed') await forgetQuestion(trx, id);
};

/** Inside the caller's transaction (the moderation queue's decisions). */
export async function setQuestionStatus(trx: Db, id: string, status: QuestionRow['status']) {
  await updateQuestion(trx, id, { status });
  await forgetUnlisted(trx, id, status);
}

export async function adminUpdateQuestion(db: Db, id: string, viewer: Viewer, body: AdminQuestionUpdate) {
  const row = await findQuestion(db, id);
  if (!row) throw notFound(M.notFound);
  await db.transaction().execute(async (trx) => {
    await updateQuestion(trx, id, {
      ...(body.status !== undefined ? { status: body.status } : {}),
      ...(body.featured !== undefined ? { featured: Number(body.featured) } : {}),
      ...(body.priority !== undefined ? { priority: body.priority } : {}),
    });
    if (body.status !== undefined) await forgetUnlisted(trx, id, body.status);
    await recordAudit(trx, {
      actor: { id: viewer.user.id, name: viewer.user.name },
      action: 'question.update',
      target: { id, name: row.title },
      subjectType: 'question',
      changes: changesOf(
        { status: row.status, featured: row.featured === 1, priority: row.priority },
        { status: body.status, featured: body.featured, priority: body.priority },
      ),
    });
  });
  return { question: await toQuestionView(db, (await findQuestion(db, id))!, viewer), message: M.updated };
}

export async function adminDeleteQuestion(db: Db, id: string, viewer: Viewer) {
  if (!(await findQuestion(db, id))) throw notFound(M.notFound);
  return removeQuestion(db, id, viewer);
}

/**
 * Erasure with "delete my posts" (features/erasure): each of the member's questions goes as its author's delete
 * takes it (its answers, votes, likes, comments and notifications), in the caller's transaction.
 */
export async function removeQuestionsOf(trx: Db, authorId: string): Promise<void> {
  for (const id of await questionIdsBy(trx, authorId)) {
    await forgetQuestion(trx, id);
    await removeEngagement(trx, 'answer', await answerIdsOf(trx, id));
    await removeEngagement(trx, 'question', [id]);
    await deleteQuestion(trx, id);
  }
}
