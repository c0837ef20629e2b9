import { engagementFor } from '../engagement/engagement.service.ts';
import type { Db } from '../../db/dialect.ts';
import { recentAnswerCounts, recentlyActive, setTrendingScore } from './questions.queries.ts';

const HOUR = 3_600_000;
/** Answers count towards "trending" for this long; questions quiet for longer drop out of the ranking. */
export const TRENDING_WINDOW_MS = 7 * 24 * HOUR;

/**
 * Hacker News' ranking: activity points divided by a power of the age, so a new question with a few answers
 * passes an old one with many, and every score decays as hours pass. Recent answers weigh most, then likes,
 * then views (cheap to give).
 */
export function trendingScore(
  {
    recentAnswers,
    likes,
    views,
    createdAt,
  }: { recentAnswers: number; likes: number; views: number; createdAt: string },
  now = Date.now(),
): number {
  const ageHours = Math.max(0, (now - new Date(createdAt).getTime()) / HOUR);
  const points = 1 + 3 * recentAnswers + 2 * likes + views / 10;
  return points / Math.pow(ageHours + 2, 1.5);
}

/** Recomputes the score of the given questions (up to 100 at a time: one batch of likes). */
async function rescore(db: Db, rows: { id: string; createdAt: string }[], now: number) {
  const since = new Date(now - TRENDING_WINDOW_MS).toISOString();
  const ids = rows.map((row) => row.id);
  const [answers, likes] = await Promise.all([
    recentAnswerCounts(db, ids, since),
    engagementFor(db, 'question', ids, null),
  ]);
  const answerCount = new Map(answers.map((row) => [row.questionId, Number(row.n)]));
  for (const row of rows) {
    const score = trendingScore(
      {
        recentAnswers: answerCount.get(row.id) ?? 0,
        likes: likes.get(row.id)?.likeCount ?? 0,
        views: likes.get(row.id)?.views ?? 0,
        createdAt: row.createdAt,
      },
      now,
    );
    await setTrendingScore(db, row.id, score);
  }
}

/** One question's score right after an answer or a like, so the Trending tab moves without waiting for the job. */
export async function rescoreQuestion(db: Db, question: { id: string; createdAt: string }) {
  await rescore(db, [question], Date.now());
}

/** Every question active within the window, in batches (the trending job). */
export async function rescoreRecent(db: Db, now = Date.now()) {
  const rows = await recentlyActive(db, new Date(now - TRENDING_WINDOW_MS).toISOString());
  for (let i = 0; i < rows.length; i += 100) await rescore(db, rows.slice(i, i + 100), now);
  return rows.length;
}
