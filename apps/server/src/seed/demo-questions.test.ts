import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper.ts';
import { makeMember } from '../test/factories.ts';
import { seedDemoQuestions } from './demo-questions.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.dispose());

it('seeds every type, a live poll that takes votes and an expired one, answers and a best answer', async () => {
  const members = await Promise.all(Array.from({ length: 6 }, () => makeMember(app)));
  await seedDemoQuestions(
    app.db,
    members.map((m) => m.row),
  );
  const { questions } = (await app.inject({ url: '/api/questions' })).json();
  expect(new Set(questions.map((q: { type: string }) => q.type))).toEqual(
    new Set(['question', 'discussion', 'poll', 'opinion']),
  );
  const polls = questions.filter((q: { type: string }) => q.type === 'poll');
  expect(polls.map((p: { pollExpired: boolean }) => p.pollExpired).sort()).toEqual([false, true]);
  expect(polls.every((p: { totalVotes: number }) => p.totalVotes > 0)).toBe(true);
  const answered = questions.find((q: { bestAnswer: string | null }) => q.bestAnswer);
  const detail = (await app.inject({ url: `/api/questions/${answered._id}` })).json();
  expect(detail.answers[0].isBestAnswer).toBe(true);
  const trending = (await app.inject({ url: '/api/questions/trending' })).json().questions;
  expect(trending).toHaveLength(5);
});
