import { type Insertable } from 'kysely';
import { type Db, type DialectName } from '../../db/dialect.ts';
import { answerSearch, newestFirst, searchWords } from '../../db/search.ts';
import type { AnswersTable } from '../../db/types.ts';
import { pageAndCount, columnsOf } from '../../lib/paging.ts';
import { AUTHOR_COLUMNS } from './questions.queries.ts';

const ANSWER_COLUMNS = columnsOf('answers', 'id questionId authorId content status isBest createdAt');

const answerWithAuthor = (db: Db) =>
  db
    .selectFrom('answers')
    .innerJoin('users', 'users.id', 'answers.authorId')
    .selectAll('answers')
    .select(AUTHOR_COLUMNS);

export const findAnswer = (db: Db, id: string) => answerWithAuthor(db).where('answers.id', '=', id).executeTakeFirst();

/** A member's answers, with what removing one needs (erasure). */
export const answersBy = (db: Db, authorId: string) =>
  db
    .selectFrom('answers')
    .select(['id', 'questionId', 'authorId', 'status'])
    .where('authorId', '=', authorId)
    .execute();

/** Erasure that keeps the posts: a member's answers move to another author (the one former member). */
export const moveAnswersTo = (db: Db, fromId: string, toId: string) =>
  db.updateTable('answers').set({ authorId: toId }).where('authorId', '=', fromId).execute();

/**
 * The answers a question's page shows: active ones, the best first, then oldest first (a conversation); the
 * first 100 (one batch of likes), more than a phone screen is read through anyway. Its author still sees their own
 * reported or hidden answer (`viewerId`); admins see every answer (`admin`).
 */
export const activeAnswersOf = (
  db: Db,
  questionId: string,
  viewer: { viewerId: string | null; admin: boolean } = { viewerId: null, admin: false },
) =>
  answerWithAuthor(db)
    .where('answers.questionId', '=', questionId)
    .$call((query) => {
      if (viewer.admin) return query;
      const { viewerId } = viewer;
      return query.where((eb) =>
        viewerId === null
          ? eb('answers.status', '=', 'active')
          : eb.or([eb('answers.status', '=', 'active'), eb('answers.authorId', '=', viewerId)]),
      );
    })
    .orderBy('answers.isBest', 'desc')
    .orderBy('answers.createdAt', 'asc')
    .orderBy('answers.id', 'asc')
    .limit(100)
    .execute();

/** Adds an answer and counts it on its question (an increment: parallel answers all count). */
export async function insertAnswer(db: Db, row: Insertable<AnswersTable>) {
  await db.insertInto('answers').values(row).execute();
  await db
    .updateTable('questions')
    .set((eb) => ({ answerCount: eb('answerCount', '+', 1), lastActivityAt: row.createdAt }))
    .where('id', '=', row.questionId)
    .execute();
}

/** The answer count moves only by active answers; `delta` +1 or -1. */
export const moveAnswerCount = (db: Db, questionId: string, delta: 1 | -1) =>
  db
    .updateTable('questions')
    .set((eb) => ({ answerCount: eb('answerCount', '+', delta) }))
    .where('id', '=', questionId)
    .execute();

/** Sets an answer's status if it still has `from`; true when this call changed it (two admins racing move the count once). */
export const changeAnswerStatus = async (db: Db, id: string, from: string, to: AnswersTable['status']) =>
  Number(
    (
      await db
        .updateTable('answers')
        .set({ status: to })
        .where('id', '=', id)
        .where('status', '=', from as AnswersTable['status'])
        .executeTakeFirst()
    ).numUpdatedRows,
  ) === 1;

export const deleteAnswerRow = (db: Db, id: string) => db.deleteFrom('answers').where('id', '=', id).execute();

/**
 * Makes one answer the best of its question. The question row is written first, so two markings racing each
 * other queue on its lock (PostgreSQL) and the partial unique index never sees two best answers.
 */
export async function setBestAnswer(db: Db, questionId: string, answerId: string | null) {
  await db.updateTable('questions').set({ bestAnswerId: answerId }).where('id', '=', questionId).execute();
  await db
    .updateTable('answers')
    .set({ isBest: 0 })
    .where('questionId', '=', questionId)
    .where('isBest', '=', 1)
    .execute();
  if (answerId) await db.updateTable('answers').set({ isBest: 1 }).where('id', '=', answerId).execute();
}

export type AnswerFilter = { dialect: DialectName; search: string; status: string };

function matchingAnswers(db: Db, filter: AnswerFilter) {
  let query = db.selectFrom('answers');
  if (filter.status) query = query.where('answers.status', '=', filter.status as AnswersTable['status']);
  const search = answerSearchOf(filter);
  return search ? search.apply(query) : query;
}

const answerSearchOf = ({ search, dialect }: AnswerFilter) => {
  const words = searchWords(search);
  return words.length ? answerSearch(dialect, words) : undefined;
};

export async function listAnswers(db: Db, filter: AnswerFilter, page: { limit: number; offset: number }) {
  const rows = matchingAnswers(db, filter)
    .innerJoin('users', 'users.id', 'answers.authorId')
    .innerJoin('questions', 'questions.id', 'answers.questionId')
    .select(ANSWER_COLUMNS)
    .select(AUTHOR_COLUMNS)
    .select('questions.title as questionTitle');
  return pageAndCount(db, newestFirst(rows, 'answers', answerSearchOf(filter)), matchingAnswers(db, filter), page);
}
