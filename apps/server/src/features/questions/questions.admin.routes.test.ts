import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/helper.ts';
import { makeMember, type Role, useTestApp } from '../../test/factories.ts';
import { pollClosingJob, trendingJob } from './questions.jobs.ts';
import { trendingScore } from './trending.ts';

const ctx = useTestApp({ author: ['free', { name: 'Asha Author' }], admin: 'admin' });
let question: string;
let answer: string;
beforeAll(async () => {
  question = await ask('Rainwater harvesting subsidy', 'technology');
  answer = (
    await inject('POST', '/api/answers', ctx.author.token, { questionId: question, content: 'Ask the ward office' })
  ).json().answer._id;
});

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
async function ask(title: string, category = 'general') {
  const res = await inject('POST', '/api/questions', ctx.author.token, {
    title,
    content: 'Details',
    category,
    tags: ['x'],
  });
  return res.json().question._id as string;
}

describe('Q&A management: admins only', () => {
  const routes: [string, string, object?][] = [
    ['GET', '/api/admin/qa/stats'],
    ['GET', '/api/admin/questions'],
    ['GET', '/api/admin/answers'],
    ['PUT', '/api/admin/questions/x', { featured: true }],
    ['PUT', '/api/admin/answers/x', { status: 'hidden' }],
    ['DELETE', '/api/admin/questions/x'],
    ['DELETE', '/api/admin/answers/x'],
  ];
  it.each<Role | 'visitor'>(['visitor', 'free', 'premium'])('%s is refused every route', async (role) => {
    const token = role === 'visitor' ? undefined : (await makeMember(ctx.app, role)).token;
    for (const [method, url, body] of routes) {
      const res = await inject(method as 'GET', url, token, body);
      expect(res.statusCode, `${method} ${url}`).toBe(role === 'visitor' ? 401 : 403);
    }
  });
});

describe('admin', () => {
  it('stats count questions, active ones, answers and reported content', async () => {
    const stats = (await inject('GET', '/api/admin/qa/stats', ctx.admin.token)).json();
    expect(stats).toMatchObject({ totalQuestions: 1, activeQuestions: 1, totalAnswers: 1, reportedContent: 0 });
  });

  it('lists questions with filters, including hidden ones', async () => {
    const hidden = await ask('Hidden one', 'health');
    await inject('PUT', `/api/admin/questions/${hidden}`, ctx.admin.token, { status: 'hidden', priority: 'urgent' });
    const ids = async (query: string) =>
      (await inject('GET', `/api/admin/questions?${query}`, ctx.admin.token))
        .json()
        .questions.map((q: { _id: string }) => q._id);
    expect(await ids('status=hidden')).toEqual([hidden]);
    expect(await ids('priority=urgent')).toEqual([hidden]);
    expect(await ids('category=technology')).toEqual([question]);
    expect(await ids('search=rainwater')).toEqual([question]);
    expect((await ids('')).length).toBe(2);
  });

  it('hiding an answer removes it from the question and its count; restoring brings both back', async () => {
    const list = (await inject('GET', '/api/admin/answers?search=ward', ctx.admin.token)).json();
    expect(list.answers[0]).toMatchObject({
      _id: answer,
      question: { _id: question, title: 'Rainwater harvesting subsidy' },
      status: 'active',
      author: { name: 'Asha Author' },
    });
    expect(
      (await inject('PUT', `/api/admin/answers/${answer}`, ctx.admin.token, { status: 'hidden' })).statusCode,
    ).toBe(200);
    let detail = (await inject('GET', `/api/questions/${question}`)).json();
    expect(detail.answers).toEqual([]);
    expect(detail.question.answerCount).toBe(0);
    const liking = await inject('POST', `/api/answers/${answer}/like`, ctx.author.token);
    expect(liking.statusCode).toBe(404);
    await inject('PUT', `/api/admin/answers/${answer}`, ctx.admin.token, { status: 'active' });
    detail = (await inject('GET', `/api/questions/${question}`)).json();
    expect(detail.answers).toHaveLength(1);
    expect(detail.question.answerCount).toBe(1);
  });

  it('deletes an answer (clearing the best answer) and a question', async () => {
    const id = await ask('Short lived');
    const a = (await inject('POST', '/api/answers', ctx.author.token, { questionId: id, content: 'Best' })).json()
      .answer._id;
    await inject('POST', `/api/answers/${a}/mark-best`, ctx.author.token);
    expect((await inject('DELETE', `/api/admin/answers/${a}`, ctx.admin.token)).statusCode).toBe(200);
    expect((await inject('GET', `/api/questions/${id}`)).json().question).toMatchObject({
      bestAnswer: null,
      answerCount: 0,
    });
    expect((await inject('DELETE', `/api/admin/answers/${a}`, ctx.admin.token)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/admin/questions/${id}`, ctx.admin.token)).statusCode).toBe(200);
    expect((await inject('DELETE', `/api/admin/questions/${id}`, ctx.admin.token)).statusCode).toBe(404);
  });

  it('an empty update is a 400', async () => {
    expect((await inject('PUT', `/api/admin/questions/${question}`, ctx.admin.token, {})).statusCode).toBe(400);
  });
});

describe('jobs', () => {
  const context = () => ({ db: ctx.app.db, log: { info: () => {}, warn: () => {}, error: () => {} } as never });

  it('the poll job closes polls past their expiry', async () => {
    const res = await inject('POST', '/api/questions', ctx.author.token, {
      title: 'Poll',
      content: 'Vote',
      tags: ['x'],
      type: 'poll',
      pollOptions: ['A', 'B'],
      pollExpiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    const id = res.json().question._id;
    await pollClosingJob.run(context());
    expect(
      (await ctx.app.db.selectFrom('questions').select('pollClosed').where('id', '=', id).executeTakeFirstOrThrow())
        .pollClosed,
    ).toBe(0);
    await ctx.app.db
      .updateTable('questions')
      .set({ pollExpiresAt: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', id)
      .execute();
    await pollClosingJob.run(context());
    expect(
      (await ctx.app.db.selectFrom('questions').select('pollClosed').where('id', '=', id).executeTakeFirstOrThrow())
        .pollClosed,
    ).toBe(1);
  });

  it('the trending job rescores active questions', async () => {
    await ctx.app.db.updateTable('questions').set({ trendingScore: 0 }).execute();
    await trendingJob.run(context());
    const row = await ctx.app.db
      .selectFrom('questions')
      .select('trendingScore')
      .where('id', '=', question)
      .executeTakeFirstOrThrow();
    expect(row.trendingScore).toBeGreaterThan(0);
  });

  it('scores decay with age and grow with activity', () => {
    const now = Date.parse('2026-01-10T00:00:00Z');
    const fresh = { recentAnswers: 0, likes: 0, views: 0, createdAt: '2026-01-09T23:00:00Z' };
    const old = { ...fresh, createdAt: '2026-01-05T00:00:00Z' };
    expect(trendingScore(fresh, now)).toBeGreaterThan(trendingScore(old, now));
    expect(trendingScore({ ...old, recentAnswers: 5 }, now)).toBeGreaterThan(trendingScore(old, now));
    expect(trendingScore({ ...fresh, likes: 1 }, now)).toBeGreaterThan(trendingScore({ ...fresh, views: 5 }, now));
  });
});
