import type { LikeReply, Subject } from '@sangam/shared/engagement';
import type { Db } from '../../db/dialect.ts';
import type { QuestionRow } from '../../db/types.ts';
import { nowIso } from '../../lib/time.ts';
import { deleteLike, hasLiked, insertLike, likeCountOf } from '../engagement/engagement.queries.ts';
import { forgetSubject, notify } from '../notifications/notify.service.ts';

// What Q&A tells members (issue 33). Every call runs in the transaction of the action that causes it, so a
// notification exists exactly when its action does. All of them are about the question ('question:<id>') and
// lead to its page as the web app links it (by id).

type QuestionRef = Pick<QuestionRow, 'id' | 'title' | 'authorId' | 'status'>;
type AnswerRef = { id: string; questionId: string; authorId: string; status: string };

const subjectOf = (questionId: string) => `question:${questionId}`;
const about = (question: QuestionRef) => ({
  link: `/questions/${question.id}`,
  subject: subjectOf(question.id),
  params: { title: question.title },
});

/** Members other than its author and admins see a question only while it is active or closed. */
const publiclyVisible = (question: QuestionRef) => question.status === 'active' || question.status === 'closed';
/** An answer's author is told about it only while everyone can read it. */
const answerShown = (answer: AnswerRef, question: QuestionRef) =>
  answer.status === 'active' && publiclyVisible(question);

export const tellAnswered = (db: Db, question: QuestionRef, answererId: string) =>
  notify(db, { userId: question.authorId, kind: 'question_answered', actorId: answererId, ...about(question) });

export async function tellMarkedBest(db: Db, answer: AnswerRef, question: QuestionRef, markerId: string) {
  if (answerShown(answer, question))
    await notify(db, { userId: answer.authorId, kind: 'answer_best', actorId: markerId, ...about(question) });
}

/** Likes of one question (or one answer) gather into one row per author: "Ravi and 4 others liked…". */
/** The others who like it besides the newest liker, from the likes (`likes`, this one included): not the author. */
const othersLiking = async (db: Db, subject: Subject, authorId: string, likes: number) =>
  likes - 1 - ((await hasLiked(db, subject, authorId)) ? 1 : 0);

export const tellQuestionLiked = async (db: Db, question: QuestionRef, likerId: string, likes: number) =>
  notify(db, {
    userId: question.authorId,
    kind: 'question_liked',
    actorId: likerId,
    group: `question_liked:${question.id}`,
    others: await othersLiking(db, { type: 'question', id: question.id }, question.authorId, likes),
    ...about(question),
  });

export async function tellAnswerLiked(
  db: Db,
  answer: AnswerRef,
  question: QuestionRef,
  likerId: string,
  likes: number,
) {
  if (!answerShown(answer, question)) return;
  await notify(db, {
    userId: answer.authorId,
    kind: 'answer_liked',
    actorId: likerId,
    group: `answer_liked:${answer.id}`,
    others: await othersLiking(db, { type: 'answer', id: answer.id }, answer.authorId, likes),
    ...about(question),
  });
}

/**
 * The engagement toggle (engagement.service toggleLike) with the author told in the same transaction when it
 * is a like; an unlike tells nobody.
 */
export function toggleLikeTelling(
  db: Db,
  subject: Subject,
  memberId: string,
  tell: (trx: Db, likes: number) => Promise<void>,
): Promise<LikeReply> {
  return db.transaction().execute(async (trx) => {
    const unliked = await deleteLike(trx, subject, memberId);
    if (!unliked) await insertLike(trx, subject, memberId, nowIso());
    const likeCount = await likeCountOf(trx, subject);
    if (!unliked) await tell(trx, likeCount);
    return { liked: !unliked, likeCount };
  });
}

/** A question deleted or hidden takes every notification about it along. */
export const forgetQuestion = (db: Db, questionId: string) => forgetSubject(db, subjectOf(questionId));

/**
 * An answer deleted or hidden takes the notifications about it along (its likes, its being marked best, its
 * author's answering), and only those: the question's other news stays.
 */
export const forgetAnswer = (db: Db, answer: AnswerRef) =>
  db
    .deleteFrom('notifications')
    .where('subject', '=', subjectOf(answer.questionId))
    .where((eb) =>
      eb.or([
        eb('groupKey', '=', `answer_liked:${answer.id}`),
        eb.and([eb('kind', '=', 'answer_best'), eb('userId', '=', answer.authorId)]),
        eb.and([eb('kind', '=', 'question_answered'), eb('actorId', '=', answer.authorId)]),
      ]),
    )
    .execute();

/** How many voters one query reads while a closed poll's are told (keyset pages, so any size of poll works). */
const VOTER_PAGE = 500;

/**
 * Tells a closed poll's author and voters (each voter once, however many options they chose). Voters only
 * while the poll is publicly visible; its author always sees it.
 */
export async function tellPollClosed(db: Db, poll: QuestionRef) {
  const tell = (userId: string) => notify(db, { userId, kind: 'poll_closed', ...about(poll) });
  await tell(poll.authorId);
  if (!publiclyVisible(poll)) return;
  let after = '';
  for (;;) {
    const voters = await db
      .selectFrom('pollVotes')
      .select('userId')
      .distinct()
      .where('questionId', '=', poll.id)
      .where('userId', '>', after)
      .orderBy('userId')
      .limit(VOTER_PAGE)
      .execute();
    for (const { userId } of voters) if (userId !== poll.authorId) await tell(userId);
    if (voters.length < VOTER_PAGE) return;
    after = voters.at(-1)!.userId;
  }
}
