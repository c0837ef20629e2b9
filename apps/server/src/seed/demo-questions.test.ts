import { expect, it } from 'vitest';
import { makeMember, useTestApp } from '../test/factories.ts';
import { seedDemoQuestions } from './demo-questions.ts';

const ctx = useTestApp();

it('seeds every type, a live poll that takes votes and an expired one, answers and a best answer', async () => {
  const members = await Promise.all(Array.from({ length: 6 }, () => makeMember(ctx.app)));
  await seedDemoQuestions(
    ctx.app.db,
    members.map((m) => m.row),
  );
  const { questions } = (await ctx.app.inject({ url: '/api/questions' })).json();
  expect(new Set(questions.map((q: { type: string }) => q.type))).toEqual(
    new Set(['question', 'discussion', 'poll', 'opinion']),
  );
  const polls = questions.filter((q: { type: string }) => q.type === 'poll');
  expect(polls.map((p: { pollExpired: boolean }) => p.pollExpired).sort()).toEqual([false, true]);
  expect(polls.every((p: { totalVotes: number }) => p.totalVotes > 0)).toBe(true);
  const answered = questions.find((q: { bestAnswer: string | null }) => q.bestAnswer);
  const detail = (await ctx.app.inject({ url: `/api/questions/${answered._id}` })).json();
  expect(detail.answers[0].isBestAnswer).toBe(true);
  const trending = (await ctx.app.inject({ url: '/api/questions/trending' })).json().questions;
  expect(trending).toHaveLength(5);
});
