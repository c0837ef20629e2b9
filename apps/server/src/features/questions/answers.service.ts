import { QUESTION_MESSAGES as M } from '@sangam/shared/questions';
import type { LikeReply } from '@sangam/shared/engagement';
import { type Db } from '../../db/dialect.ts';
import type { AnswersTable } from '../../db/types.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { assertWithinPostingLimit } from '../../lib/posting-limits.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { removeEngagement } from '../engagement/engagement.service.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import {
  answersBy,
  changeAnswerStatus,
  deleteAnswerRow,
  findAnswer,
  insertAnswer,
  moveAnswerCount,
  setBestAnswer,
} from './answers.queries.ts';
import { findQuestion } from './questions.queries.ts';
import { rescoreQuestion } from './trending.ts';
import { answerViews, isAdmin, visibleQuestion, visibleTo } from './question-view.ts';
import {
  forgetAnswer,
  tellAnswerLiked,
  tellAnswered,
  tellMarkedBest,
  toggleLikeTelling,
} from './question-notifications.ts';

/** An answer whose question the viewer may see; hidden answers are gone for members (admins still reach them). */
async function visibleAnswer(db: Db, id: string, viewer: Viewer | null) {
  const answer = await findAnswer(db, id);
  if (!answer || (answer.status !== 'active' && !isAdmin(viewer))) throw notFound(M.answerNotFound);
  const question = await findQuestion(db, answer.questionId);
  if (!question || !visibleTo(question, viewer)) throw notFound(M.answerNotFound);
  return { answer, question };
}

export async function likeAnswer(db: Db, id: string, viewer: Viewer): Promise<LikeReply> {
  const { answer, question } = await visibleAnswer(db, id, viewer);
  return toggleLikeTelling(db, { type: 'answer', id }, viewer.user.id, (trx, likes) =>
    tellAnswerLiked(trx, answer, question, viewer.user.id, likes),
  );
}

export async function addAnswer(db: Db, viewer: Viewer, questionId: string, content: string) {
  const question = await visibleQuestion(db, questionId, viewer);
  if (question.status !== 'active') throw badRequest(M.answersClosed, { questionId: M.answersClosed });
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await assertWithinPostingLimit(trx, viewer.user, 'answers');
    await insertAnswer(trx, {
      id,
      questionId,
      authorId: viewer.user.id,
      content,
      status: 'active',
      isBest: 0,
      createdAt: nowIso(),
    });
    await tellAnswered(trx, question, viewer.user.id);
  });
  await rescoreQuestion(db, question);
  const [answer] = await answerViews(db, [(await findAnswer(db, id))!], viewer);
  return { answer: answer!, message: M.answerPosted };
}

/** The question's author or an admin picks the one best answer; marking another moves the flag. */
export async function markBest(db: Db, id: string, viewer: Viewer) {
  const { answer, question } = await visibleAnswer(db, id, viewer);
  if (question.authorId !== viewer.user.id && !isAdmin(viewer)) throw forbidden(M.markBestForbidden);
  if (answer.status !== 'active') throw badRequest(M.markBestFailed);
  await db.transaction().execute(async (trx) => {
    await setBestAnswer(trx, question.id, id);
    // Marking the best answer again is no news.
    if (answer.isBest !== 1) await tellMarkedBest(trx, answer, question, viewer.user.id);
    // An admin choosing for someone else's question is an admin action.
    if (question.authorId !== viewer.user.id && answer.isBest !== 1) {
      await recordAudit(trx, {
        actor: { id: viewer.user.id, name: viewer.user.name },
        action: 'answer.mark_best',
        target: { id, name: answerName(answer.content) },
        subjectType: 'answer',
        changes: { isBest: [false, true] },
      });
    }
  });
  const [view] = await answerViews(db, [(await findAnswer(db, id))!], viewer);
  return { answer: view!, message: M.markedBest };
}

/**
 * Inside the caller's transaction: hiding or restoring an answer moves its question's answer count once, even when
 * two admins race (the moderation queue uses it too).
 */
export async function setAnswerStatus(
  trx: Db,
  answer: { id: string; questionId: string; authorId: string; status: AnswersTable['status'] },
  status: AnswersTable['status'],
) {
  const changed = await changeAnswerStatus(trx, answer.id, answer.status, status);
  const wasActive = answer.status === 'active';
  if (changed && wasActive !== (status === 'active')) await moveAnswerCount(trx, answer.questionId, wasActive ? -1 : 1);
  if (status !== 'active') await forgetAnswer(trx, answer);
}

/** How an answer is named in the audit log: the start of its text. */
const answerName = (content: string) => (content.length > 80 ? `${content.slice(0, 79)}…` : content);

export async function adminUpdateAnswer(db: Db, id: string, status: AnswersTable['status'], viewer: Viewer) {
  const answer = await findAnswer(db, id);
  if (!answer) throw notFound(M.answerNotFound);
  if (answer.status !== status) {
    await db.transaction().execute(async (trx) => {
      await setAnswerStatus(trx, answer, status);
      await recordAudit(trx, {
        actor: { id: viewer.user.id, name: viewer.user.name },
        action: 'answer.update',
        target: { id, name: answerName(answer.content) },
        subjectType: 'answer',
        changes: { status: [answer.status, status] },
      });
    });
  }
  return { message: M.answerUpdated };
}

export async function adminDeleteAnswer(db: Db, id: string, viewer: Viewer) {
  const answer = await findAnswer(db, id);
  if (!answer) throw notFound(M.answerNotFound);
  // The delete trigger takes it off the answer count and clears it as the best answer.
  await db.transaction().execute(async (trx) => {
    await forgetAnswer(trx, answer);
    await removeEngagement(trx, 'answer', [id]);
    await deleteAnswerRow(trx, id);
    await recordAudit(trx, {
      actor: { id: viewer.user.id, name: viewer.user.name },
      action: 'answer.delete',
      target: { id, name: answerName(answer.content) },
      subjectType: 'answer',
      changes: { status: [answer.status, null] },
    });
  });
  return { message: M.answerDeleted };
}

/**
 * Erasure with "delete my posts" (features/erasure): each of the member's answers goes as an admin's delete takes
 * it (its likes, comments and notifications; the delete trigger moves the answer count and the best answer), in
 * the caller's transaction.
 */
export async function removeAnswersOf(trx: Db, authorId: string): Promise<void> {
  for (const answer of await answersBy(trx, authorId)) {
    await forgetAnswer(trx, answer);
    await removeEngagement(trx, 'answer', [answer.id]);
    await deleteAnswerRow(trx, answer.id);
  }
}
