import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/helper.ts';
import { makeMember, useTestApp } from '../../test/factories.ts';

// Questions and answers that reports hid (status 'reported') or an admin removed (status 'hidden'): their author's
// and admins' only, labelled 'hidden' or 'removed'.

const SETTLED = { createdAt: new Date(Date.now() - 30 * 86_400_000).toISOString() };
const ctx = useTestApp({ author: ['free', SETTLED], other: ['premium', SETTLED], admin: 'admin' });
const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? bearer(token) : {} });
const post = (url: string, token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });

async function ask(title: string) {
  const res = await post('/api/questions', ctx.author.token, {
    title,
    content: 'Which one do members recommend?',
    tags: ['community'],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().question._id as string;
}
const ids = (items: { _id: string }[]) => items.map((q) => q._id);

describe.each([
  ['reported', 'hidden'],
  ['hidden', 'removed'],
] as const)('a question with status %s', (status, label) => {
  it('leaves the list, search, trending and similar for everyone; its author and admins open it labelled', async () => {
    const word = `Zebracrossing${status}`;
    const id = await ask(`${word} near the market`);
    await ctx.app.db.updateTable('questions').set({ status, trendingScore: 1000 }).where('id', '=', id).execute();
    for (const token of [undefined, ctx.other.token, ctx.author.token]) {
      expect(ids((await get(`/api/questions?search=${word}`, token)).json().questions)).toEqual([]);
      expect(ids((await get('/api/questions?limit=50', token)).json().questions)).not.toContain(id);
      expect(ids((await get('/api/questions/trending?limit=20', token)).json().questions)).not.toContain(id);
      expect(ids((await get(`/api/questions/similar?title=${word}`, token)).json().questions)).toEqual([]);
    }
    expect((await get(`/api/questions/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/questions/${id}`, ctx.other.token)).statusCode).toBe(404);
    for (const token of [ctx.author.token, ctx.admin.token]) {
      const res = await get(`/api/questions/${id}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().question.moderation).toBe(label);
    }
  });
});

describe.each([
  ['reported', 'hidden'],
  ['hidden', 'removed'],
] as const)('an answer with status %s', (status, label) => {
  it('is gone from the question for visitors and other members; its author and admins see it labelled', async () => {
    const question = await ask(`Who fixes roofs ${status}?`);
    const answerer = await makeMember(ctx.app, 'free', SETTLED);
    const res = await post('/api/answers', answerer.token, { questionId: question, content: 'My uncle does.' });
    const answer = res.json().answer._id as string;
    const shown = (
      await post('/api/answers', ctx.other.token, { questionId: question, content: 'Ask at the hall.' })
    ).json().answer._id as string;
    await ctx.app.db.updateTable('answers').set({ status }).where('id', '=', answer).execute();
    for (const token of [undefined, ctx.other.token, ctx.author.token]) {
      expect(ids((await get(`/api/questions/${question}`, token)).json().answers)).toEqual([shown]);
    }
    for (const token of [answerer.token, ctx.admin.token]) {
      const answers = (await get(`/api/questions/${question}`, token)).json().answers as {
        _id: string;
        moderation?: string;
      }[];
      expect(answers.find((a) => a._id === answer)?.moderation).toBe(label);
      expect(answers.find((a) => a._id === shown)?.moderation).toBeUndefined();
    }
  });
});

it('a question everyone sees carries no moderation, for its author and admins too', async () => {
  const id = await ask('Where is the nearest library?');
  for (const token of [ctx.author.token, ctx.admin.token, ctx.other.token]) {
    expect((await get(`/api/questions/${id}`, token)).json().question.moderation).toBeUndefined();
  }
});
