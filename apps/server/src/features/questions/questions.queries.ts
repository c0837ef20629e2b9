import { type Insertable, type Updateable } from 'kysely';
import { type Db, type DialectName } from '../../db/dialect.ts';
import { newestFirst, questionSearch, searchWords } from '../../db/search.ts';
import type { QuestionRow, QuestionsTable } from '../../db/types.ts';
import { cappedCount, pageAndCount, columnsOf } from '../../lib/paging.ts';
import { replaceChildRows } from '../../lib/child-rows.ts';
import { cachedBy } from '../../lib/cache.ts';

export const AUTHOR_COLUMNS = ['users.name as authorName', 'users.profileImageId as authorImageId'] as const;

export type QuestionWithAuthor = QuestionRow & { authorName: string; authorImageId: string | null };

/** Every column of a question and of an answer, for the cached list pages (lib/paging.ts columnsOf). */
const QUESTION_COLUMNS = columnsOf(
  'questions',
  `id slug authorId title content type category priority featured status tags answerCount bestAnswerId
   totalVotes pollExpiresAt allowMultipleVotes pollClosed trendingScore lastActivityAt createdAt updatedAt`,
);

const withAuthor = (db: Db) =>
  db
    .selectFrom('questions')
    .innerJoin('users', 'users.id', 'questions.authorId')
    .selectAll('questions')
    .select(AUTHOR_COLUMNS);

export const findQuestion = (db: Db, id: string): Promise<QuestionWithAuthor | undefined> =>
  withAuthor(db).where('questions.id', '=', id).executeTakeFirst();

export const insertQuestion = (db: Db, row: Insertable<QuestionsTable>) =>
  db.insertInto('questions').values(row).execute();

export const updateQuestion = (db: Db, id: string, patch: Updateable<QuestionsTable>) =>
  db.updateTable('questions').set(patch).where('id', '=', id).executeTakeFirst();

export const deleteQuestion = (db: Db, id: string) => db.deleteFrom('questions').where('id', '=', id).execute();

/** The ids of a member's questions (erasure). */
export const questionIdsBy = async (db: Db, authorId: string) =>
  (await db.selectFrom('questions').select('id').where('authorId', '=', authorId).execute()).map((r) => r.id);

/** Erasure that keeps the posts: a member's questions move to another author (the one former member). */
export const moveQuestionsTo = (db: Db, fromId: string, toId: string) =>
  db.updateTable('questions').set({ authorId: toId }).where('authorId', '=', fromId).execute();

export const answerIdsOf = async (db: Db, questionId: string) =>
  (await db.selectFrom('answers').select('id').where('questionId', '=', questionId).execute()).map((r) => r.id);

export type QuestionFilter = {
  dialect: DialectName;
  search: string;
  category: string;
  type: string;
  status: string;
  priority?: string;
  featured?: boolean;
};

/** The filters on the questions table alone, each backed by an index of the migration. */
function matching(db: Db, filter: QuestionFilter) {
  let query = db.selectFrom('questions');
  if (filter.status) query = query.where('questions.status', '=', filter.status as QuestionRow['status']);
  if (filter.category) query = query.where('questions.category', '=', filter.category);
  if (filter.type) query = query.where('questions.type', '=', filter.type as QuestionRow['type']);
  if (filter.priority) query = query.where('questions.priority', '=', filter.priority as QuestionRow['priority']);
  if (filter.featured) query = query.where('questions.featured', '=', 1);
  const search = searchOf(filter);
  return search ? search.apply(query) : query;
}

const searchOf = ({ search, dialect }: { search: string; dialect: DialectName }) => {
  const words = searchWords(search);
  return words.length ? questionSearch(dialect, words) : undefined;
};

/** A page of questions, newest first, and a capped count. */
async function listQuestionsFromDb(db: Db, filter: QuestionFilter, page: { limit: number; offset: number }) {
  const rows = matching(db, filter)
    .innerJoin('users', 'users.id', 'questions.authorId')
    .select(QUESTION_COLUMNS)
    .select(AUTHOR_COLUMNS);
  return pageAndCount(db, newestFirst(rows, 'questions', searchOf(filter)), matching(db, filter), page);
}

/** A page stays kept through an edit of a member who wrote none of its questions (db/member-changes.ts). */
export const listQuestions = cachedBy('listQuestions', ['members', 'questions'], listQuestionsFromDb, ({ rows }) => ({
  ids: rows.map((row) => row.authorId),
}));

/** Active questions by their trending score (kept by the trending job and on answers and likes). */
export const trendingQuestions = (db: Db, limit: number) =>
  withAuthor(db)
    .where('questions.status', '=', 'active')
    .orderBy('questions.trendingScore', 'desc')
    .orderBy('questions.createdAt', 'desc')
    .orderBy('questions.id', 'desc')
    .limit(limit)
    .execute();

/** Active questions whose text has every word of a title being typed (duplicate suggestions). */
export const similarQuestions = (db: Db, dialect: DialectName, words: string[], limit: number) => {
  const search = questionSearch(dialect, words);
  const query = search.apply(db.selectFrom('questions').where('questions.status', '=', 'active'));
  return newestFirst(query.select(['questions.id', 'questions.title', 'questions.answerCount']), 'questions', search)
    .limit(limit)
    .execute();
};

export const pollOptionsOf = (db: Db, questionIds: string[]) =>
  questionIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('pollOptions')
        .selectAll()
        .where('questionId', 'in', questionIds)
        .orderBy('questionId')
        .orderBy('optionIndex')
        .execute();

export const votesOf = (db: Db, questionIds: string[], userId: string) =>
  questionIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('pollVotes')
        .select(['questionId', 'optionIndex'])
        .where('userId', '=', userId)
        .where('questionId', 'in', questionIds)
        .execute();

export const replacePollOptions = (db: Db, questionId: string, options: string[]) =>
  replaceChildRows(
    db,
    'pollOptions',
    'questionId',
    questionId,
    options.map((option, optionIndex) => ({ questionId, optionIndex, option })),
  );

/** Records a vote and moves both counts in the same transaction (increments, so parallel votes all count). */
export async function insertVote(
  db: Db,
  vote: { questionId: string; optionIndex: number; userId: string; single: number; createdAt: string },
) {
  await db.insertInto('pollVotes').values(vote).execute();
  await db
    .updateTable('pollOptions')
    .set((eb) => ({ voteCount: eb('voteCount', '+', 1) }))
    .where('questionId', '=', vote.questionId)
    .where('optionIndex', '=', vote.optionIndex)
    .execute();
  await db
    .updateTable('questions')
    .set((eb) => ({ totalVotes: eb('totalVotes', '+', 1), lastActivityAt: vote.createdAt }))
    .where('id', '=', vote.questionId)
    .execute();
}

// Answers

/** The four cards of Q&A management, each a capped count over an index. */
export async function qaStats(db: Db) {
  const [total, active, answers, reportedQuestions, reportedAnswers] = await Promise.all([
    cappedCount(db, db.selectFrom('questions')),
    cappedCount(db, db.selectFrom('questions').where('status', '=', 'active')),
    cappedCount(db, db.selectFrom('answers')),
    cappedCount(db, db.selectFrom('questions').where('status', '=', 'reported')),
    cappedCount(db, db.selectFrom('answers').where('status', '=', 'reported')),
  ]);
  return {
    totalQuestions: total.total,
    activeQuestions: active.total,
    totalAnswers: answers.total,
    reportedContent: reportedQuestions.total + reportedAnswers.total,
    capped: [total, active, answers, reportedQuestions, reportedAnswers].some((c) => c.capped),
  };
}

// Trending and polls (jobs)

/** Questions active since `since`: the ones whose trending score still moves. */
export const recentlyActive = (db: Db, since: string) =>
  db
    .selectFrom('questions')
    .select(['id', 'createdAt'])
    .where('lastActivityAt', '>=', since)
    .where('status', '=', 'active')
    .execute();

/** Answers per question since a time (the "recent answers" of the trending score). */
export const recentAnswerCounts = (db: Db, questionIds: string[], since: string) =>
  questionIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('answers')
        .select(['questionId', (eb) => eb.fn.countAll<number>().as('n')])
        .where('questionId', 'in', questionIds)
        .where('status', '=', 'active')
        .where('createdAt', '>=', since)
        .groupBy('questionId')
        .execute();

export const setTrendingScore = (db: Db, id: string, score: number) =>
  db.updateTable('questions').set({ trendingScore: score }).where('id', '=', id).execute();

/** Questions that went quiet between two times lose their score (the band keeps the update off the whole table). */
export const clearTrending = (db: Db, from: string, to: string) =>
  db
    .updateTable('questions')
    .set({ trendingScore: 0 })
    .where('lastActivityAt', '>=', from)
    .where('lastActivityAt', '<', to)
    .where('trendingScore', '<>', 0)
    .execute();

/** Open polls past their expiry, the longest expired first (the poll-open index). */
export const expiredOpenPolls = (db: Db, now: string, limit: number) =>
  db
    .selectFrom('questions')
    .select(['id', 'title', 'authorId', 'status'])
    .where('pollClosed', '=', 0)
    .where('pollExpiresAt', 'is not', null)
    .where('pollExpiresAt', '<=', now)
    .orderBy('pollExpiresAt')
    .limit(limit)
    .execute();

/** Marks one poll closed; true when this call closed it (so its closing is told exactly once). */
export const markPollClosed = async (db: Db, id: string) =>
  Number(
    (
      await db
        .updateTable('questions')
        .set({ pollClosed: 1 })
        .where('id', '=', id)
        .where('pollClosed', '=', 0)
        .executeTakeFirst()
    ).numUpdatedRows,
  ) === 1;
