import { describe, expect, it } from 'vitest';
import { QUESTION_MESSAGES as M } from '@sangam/shared/questions';
import { bearer } from '../../test/helper.ts';
import { makeMember, useTestApp } from '../../test/factories.ts';
import { SETTLED, raisePostingLimit } from '../../test/posting.ts';
import { translate } from '../../lib/i18n.ts';
import { cacheCounts } from '../../lib/cache.ts';

/** A message id as an English reply says it. */
const en = (message: string) => translate('en', message);

const ctx = useTestApp({
  author: ['free', { ...SETTLED, name: 'Asha Author', email: 'asha@example.com' }],
  member: ['free', { name: 'Manoj Member' }],
  admin: 'admin',
});
// The author asks far more than a day's questions here; the limit itself: lib/posting-limits.test.ts.
raisePostingLimit('questions', 100);

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const misses = (kind: string) => cacheCounts().get(kind)?.misses ?? 0;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const base = { title: 'Best school in Pune?', content: 'Looking for CBSE schools near Kothrud', tags: ['education'] };

async function ask(token = ctx.author.token, fields: object = {}) {
  const res = await inject('POST', '/api/questions', token, { ...base, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().question._id as string;
}
const poll = (fields: object = {}) =>
  ask(ctx.author.token, {
    title: 'Which day suits the meetup?',
    type: 'poll',
    pollOptions: ['Saturday', 'Sunday', ' ', 'Friday'],
    pollExpiresAt: inAnHour(),
    ...fields,
  });

describe('POST /api/questions', () => {
  it('a visitor must log in', async () => {
    expect((await inject('POST', '/api/questions', undefined, base)).statusCode).toBe(401);
  });

  it('a member asks; the author is shown by name and photo only', async () => {
    const res = await inject('POST', '/api/questions', ctx.member.token, {
      ...base,
      tags: [' Schools ', '', 'pune'],
      category: 'education',
    });
    expect(res.statusCode).toBe(201);
    const question = res.json().question;
    expect(question).toMatchObject({
      title: base.title,
      type: 'question',
      category: 'education',
      priority: 'normal',
      status: 'active',
      tags: ['schools', 'pune'],
      answerCount: 0,
      likeCount: 0,
      pollOptions: [],
      author: { _id: ctx.member.row.id, name: 'Manoj Member' },
    });
    expect(Object.keys(question.author).sort()).toEqual(['_id', 'name', 'profileImage']);
  });

  it.each([
    [{ title: '  ' }, 'title', en(M.required)],
    [{ content: '' }, 'content', en(M.required)],
    [{ title: 'x'.repeat(201) }, 'title', en(M.titleMax)],
    [{ content: 'x'.repeat(2001) }, 'content', en(M.contentMax)],
    [{ tags: [] }, 'tags', en(M.tagsMin)],
    [{ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'tags', en(M.tagsMax)],
    [{ tags: ['x'.repeat(31)] }, 'tags.0', en(M.tagMax)],
    [{ type: 'poll', pollOptions: ['Only one', ''], pollExpiresAt: inAnHour() }, 'pollOptions', en(M.pollOptionsMin)],
    [
      { type: 'poll', pollOptions: ['1', '2', '3', '4', '5', '6', '7'], pollExpiresAt: inAnHour() },
      'pollOptions',
      en(M.pollOptionsMax),
    ],
    [{ type: 'poll', pollOptions: ['a', 'x'.repeat(101)], pollExpiresAt: inAnHour() }, 'pollOptions', en(M.optionMax)],
    [{ type: 'poll', pollOptions: ['a', 'b'] }, 'pollExpiresAt', en(M.pollExpiryRequired)],
    [
      { type: 'poll', pollOptions: ['a', 'b'], pollExpiresAt: '2020-01-01T00:00:00Z' },
      'pollExpiresAt',
      en(M.pollExpiryPast),
    ],
  ])('refuses %j with a message naming %s', async (fields, field, message) => {
    const res = await inject('POST', '/api/questions', ctx.member.token, { ...base, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(en(message));
  });

  it('a suspended member cannot post', async () => {
    const suspended = await makeMember(ctx.app, 'suspended');
    expect((await inject('POST', '/api/questions', suspended.token, base)).statusCode).toBe(403);
  });
});

describe('GET /api/questions', () => {
  it('visitors read the active list, newest first, with filters and search', async () => {
    const a = await ask(ctx.author.token, {
      title: 'Tax filing for small traders',
      category: 'business',
      tags: ['tax'],
    });
    const b = await ask(ctx.author.token, {
      title: 'Diwali cultural evening plans',
      type: 'discussion',
      category: 'culture',
    });
    const list = (await inject('GET', '/api/questions')).json();
    expect(list.pagination).toMatchObject({ page: 1, limit: 20 });
    expect(list.questions[0]._id).toBe(b);
    const ids = (url: string) =>
      inject('GET', url).then((res) => res.json().questions.map((q: { _id: string }) => q._id) as string[]);
    expect(await ids('/api/questions?category=business')).toEqual([a]);
    expect(await ids('/api/questions?type=discussion')).toEqual([b]);
    expect(await ids('/api/questions?search=trader')).toEqual([a]);
    expect(await ids('/api/questions?search=tax')).toContain(a);
    expect(JSON.stringify(list)).not.toContain('asha@example.com');
    expect(JSON.stringify(list)).not.toContain(ctx.author.phone);
  });

  it('featured=true lists the featured ones only', async () => {
    const id = await ask();
    await inject('PUT', `/api/admin/questions/${id}`, ctx.admin.token, { featured: true });
    const list = (await inject('GET', '/api/questions?featured=true')).json().questions;
    expect(list.map((q: { _id: string }) => q._id)).toEqual([id]);
  });

  it('a question an admin hides or closes leaves the list; the author still reaches a hidden one', async () => {
    const hidden = await ask(ctx.author.token, { title: 'To be hidden' });
    const closed = await ask(ctx.author.token, { title: 'To be closed' });
    expect(
      (await inject('PUT', `/api/admin/questions/${hidden}`, ctx.admin.token, { status: 'hidden' })).statusCode,
    ).toBe(200);
    expect(
      (await inject('PUT', `/api/admin/questions/${closed}`, ctx.admin.token, { status: 'closed' })).statusCode,
    ).toBe(200);
    const ids = (await inject('GET', '/api/questions?limit=100')).json().questions.map((q: { _id: string }) => q._id);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(closed);
    expect((await inject('GET', `/api/questions/${hidden}`)).statusCode).toBe(404);
    expect((await inject('GET', `/api/questions/${hidden}`, ctx.member.token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/questions/${hidden}`, ctx.author.token)).statusCode).toBe(200);
    // Closed: still readable, no longer answerable.
    expect((await inject('GET', `/api/questions/${closed}`)).statusCode).toBe(200);
    const answer = await inject('POST', '/api/answers', ctx.member.token, { questionId: closed, content: 'Late' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(en(M.answersClosed));
  });

  it('suggests similar questions while a title is typed', async () => {
    const id = await ask(ctx.author.token, { title: 'Ayurvedic clinic recommendations' });
    const similar = (await inject('GET', '/api/questions/similar?title=ayurved')).json().questions;
    expect(similar.map((q: { _id: string }) => q._id)).toContain(id);
  });
});

describe('GET /api/questions/:id', () => {
  it('a visitor reads it and each read counts a view; the kept list pages stay kept and show the count', async () => {
    const id = await ask(ctx.author.token, { title: 'Counted views of a question' });
    const listed = async () => {
      const res = await inject('GET', '/api/questions?search=Counted');
      return res.json().questions.find((q: { _id: string }) => q._id === id) as { views: number };
    };
    expect((await listed()).views).toBe(0);
    const read = misses('listQuestions');
    expect(read, 'question pages are kept reads').toBeGreaterThan(0);

    const first = (await inject('GET', `/api/questions/${id}`)).json();
    expect(first.question.views).toBe(1);
    expect(first.answers).toEqual([]);
    expect((await inject('GET', `/api/questions/${id}`)).json().question.views).toBe(2);
    expect((await listed()).views).toBe(2);
    expect(misses('listQuestions'), 'the questions page is kept through views').toBe(read);
  });

  it('404 with the spec message for an unknown id', async () => {
    const res = await inject('GET', '/api/questions/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(en(M.notFound));
  });

  it('says the 404 in Hindi for Accept-Language: hi, with the same type', async () => {
    const english = await inject('GET', '/api/questions/nope');
    const hindi = await ctx.app.inject({
      method: 'GET',
      url: '/api/questions/nope',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json().message).toBe('सवाल नहीं मिला');
    expect(hindi.json().type).toBe(english.json().type);
  });
});

describe('PUT and DELETE /api/questions/:id', () => {
  it('the author edits; another member and an admin cannot', async () => {
    const id = await ask();
    const edit = { ...base, title: 'Best CBSE school in Pune?' };
    expect((await inject('PUT', `/api/questions/${id}`, ctx.member.token, edit)).statusCode).toBe(403);
    expect((await inject('PUT', `/api/questions/${id}`, ctx.admin.token, edit)).statusCode).toBe(403);
    expect((await inject('PUT', `/api/questions/${id}`, undefined, edit)).statusCode).toBe(401);
    const res = await inject('PUT', `/api/questions/${id}`, ctx.author.token, edit);
    expect(res.statusCode).toBe(200);
    expect(res.json().question.title).toBe('Best CBSE school in Pune?');
  });

  it('a poll with votes keeps its options', async () => {
    const id = await poll();
    await inject('POST', `/api/questions/${id}/vote`, ctx.member.token, { optionIndex: 0 });
    const res = await inject('PUT', `/api/questions/${id}`, ctx.author.token, {
      ...base,
      type: 'poll',
      pollOptions: ['Monday', 'Tuesday'],
      pollExpiresAt: inAnHour(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(en(M.pollLocked));
  });

  it('others get 403; the author and an admin delete, answers and likes go too', async () => {
    const mine = await ask();
    await inject('POST', '/api/answers', ctx.member.token, { questionId: mine, content: 'Try the one near the lake' });
    await inject('POST', `/api/questions/${mine}/like`, ctx.member.token);
    expect((await inject('DELETE', `/api/questions/${mine}`, ctx.member.token)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/questions/${mine}`)).statusCode).toBe(401);
    expect((await inject('DELETE', `/api/questions/${mine}`, ctx.author.token)).statusCode).toBe(200);
    expect((await inject('GET', `/api/questions/${mine}`)).statusCode).toBe(404);
    const likes = await ctx.app.db.selectFrom('likes').selectAll().where('subjectId', '=', mine).execute();
    expect(likes).toEqual([]);
    const other = await ask();
    expect((await inject('DELETE', `/api/questions/${other}`, ctx.admin.token)).statusCode).toBe(200);
  });
});

describe('POST /api/questions/:id/vote', () => {
  it('a visitor must log in', async () => {
    const id = await poll();
    expect((await inject('POST', `/api/questions/${id}/vote`, undefined, { optionIndex: 0 })).statusCode).toBe(401);
  });

  it('records one vote, marks it as the viewer’s, and refuses a second', async () => {
    const id = await poll();
    const res = await inject('POST', `/api/questions/${id}/vote`, ctx.member.token, { optionIndex: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Vote recorded',
      totalVotes: 1,
      pollResults: [
        { option: 'Saturday', voteCount: 0, voted: false },
        { option: 'Sunday', voteCount: 1, voted: true },
        { option: 'Friday', voteCount: 0, voted: false },
      ],
    });
    const hindi = await ctx.app.inject({
      method: 'POST',
      url: `/api/questions/${id}/vote`,
      headers: { ...bearer(ctx.member.token), 'accept-language': 'hi' },
      payload: { optionIndex: 0 },
    });
    expect(hindi.json()).toMatchObject({ message: 'आप इस पोल में पहले ही वोट दे चुके हैं', type: 'ALREADY_VOTED' });
    for (const optionIndex of [1, 0]) {
      const again = await inject('POST', `/api/questions/${id}/vote`, ctx.member.token, { optionIndex });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(en(M.alreadyVoted));
    }
    const detail = (await inject('GET', `/api/questions/${id}`, ctx.member.token)).json().question;
    expect(detail).toMatchObject({ hasVoted: true, totalVotes: 1, pollExpired: false });
    expect((await inject('GET', `/api/questions/${id}`)).json().question.hasVoted).toBe(false);
  });

  it('a multiple-vote poll takes each option once', async () => {
    const id = await poll({ allowMultipleVotes: true });
    expect((await inject('POST', `/api/questions/${id}/vote`, ctx.member.token, { optionIndex: 0 })).statusCode).toBe(
      200,
    );
    const second = await inject('POST', `/api/questions/${id}/vote`, ctx.member.token, { optionIndex: 2 });
    expect(second.json().totalVotes).toBe(2);
    expect((await inject('POST', `/api/questions/${id}/vote`, ctx.member.token, { optionIndex: 2 })).statusCode).toBe(
      409,
    );
  });

  it('an expired poll refuses votes by the server’s clock', async () => {
    const id = await poll();
    await ctx.app.db
      .updateTable('questions')
      .set({ pollExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const res = await inject('POST', `/api/questions/${id}/vote`, ctx.member.token, { optionIndex: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(en(M.pollExpired));
    expect((await inject('GET', `/api/questions/${id}`)).json().question.pollExpired).toBe(true);
  });

  it.each([
    [{ optionIndex: 3 }, en(M.optionOutOfRange)],
    [{ optionIndex: -1 }, en(M.optionOutOfRange)],
    [{ optionIndex: 1.5 }, en(M.optionOutOfRange)],
    [{}, en(M.optionOutOfRange)],
  ])('refuses %j', async (payload, message) => {
    const id = await poll();
    const res = await inject('POST', `/api/questions/${id}/vote`, ctx.member.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, fields: { optionIndex: message } });
  });

  it('a question that is not a poll is a 400', async () => {
    const id = await ask();
    const res = await inject('POST', `/api/questions/${id}/vote`, ctx.member.token, { optionIndex: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(en(M.notPoll));
  });
});

describe('likes', () => {
  it('toggle the viewer’s like on a question and on an answer; visitors must log in', async () => {
    const id = await ask();
    expect((await inject('POST', `/api/questions/${id}/like`)).statusCode).toBe(401);
    expect((await inject('POST', `/api/questions/${id}/like`, ctx.member.token)).json()).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await inject('GET', `/api/questions/${id}`, ctx.member.token)).json().question).toMatchObject({
      liked: true,
      likeCount: 1,
    });
    expect((await inject('POST', `/api/questions/${id}/like`, ctx.member.token)).json()).toEqual({
      liked: false,
      likeCount: 0,
    });
    const answer = (
      await inject('POST', '/api/answers', ctx.author.token, { questionId: id, content: 'Me too' })
    ).json().answer;
    expect((await inject('POST', `/api/answers/${answer._id}/like`)).statusCode).toBe(401);
    expect((await inject('POST', `/api/answers/${answer._id}/like`, ctx.member.token)).json()).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await inject('POST', '/api/answers/nope/like', ctx.member.token)).statusCode).toBe(404);
  });
});

describe('answers and the best answer', () => {
  it('members answer (trimmed, 1..1500); visitors must log in', async () => {
    const id = await ask();
    expect((await inject('POST', '/api/answers', undefined, { questionId: id, content: 'Hi' })).statusCode).toBe(401);
    for (const content of ['   ', 'x'.repeat(1501)]) {
      const res = await inject('POST', '/api/answers', ctx.member.token, { questionId: id, content });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.content).toBeDefined();
    }
    const res = await inject('POST', '/api/answers', ctx.member.token, {
      questionId: id,
      content: '  Kendriya Vidyalaya  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().answer).toMatchObject({ content: 'Kendriya Vidyalaya', isBestAnswer: false, likeCount: 0 });
    expect((await inject('GET', `/api/questions/${id}`)).json().question.answerCount).toBe(1);
    expect(
      (await inject('POST', '/api/answers', ctx.member.token, { questionId: 'nope', content: 'x' })).statusCode,
    ).toBe(404);
  });

  it('the author or an admin marks one best answer, pinned first; others 403', async () => {
    const id = await ask();
    const post = async (content: string) =>
      (await inject('POST', '/api/answers', ctx.member.token, { questionId: id, content })).json().answer._id as string;
    const first = await post('First answer');
    const second = await post('Second answer');
    expect((await inject('POST', `/api/answers/${second}/mark-best`, ctx.member.token)).statusCode).toBe(403);
    expect((await inject('POST', `/api/answers/${second}/mark-best`)).statusCode).toBe(401);
    expect((await inject('POST', `/api/answers/${second}/mark-best`, ctx.author.token)).statusCode).toBe(200);
    let detail = (await inject('GET', `/api/questions/${id}`)).json();
    expect(detail.question.bestAnswer).toBe(second);
    expect(detail.answers.map((a: { _id: string; isBestAnswer: boolean }) => [a._id, a.isBestAnswer])).toEqual([
      [second, true],
      [first, false],
    ]);
    expect((await inject('POST', `/api/answers/${first}/mark-best`, ctx.admin.token)).statusCode).toBe(200);
    detail = (await inject('GET', `/api/questions/${id}`)).json();
    expect(detail.question.bestAnswer).toBe(first);
    expect(detail.answers.filter((a: { isBestAnswer: boolean }) => a.isBestAnswer)).toHaveLength(1);
  });
});

describe('counts under concurrent requests', () => {
  it('parallel votes, answers and likes of many members all count; a member’s parallel votes count once', async () => {
    const id = await poll();
    const members = await Promise.all(Array.from({ length: 12 }, () => makeMember(ctx.app)));
    const votes = await Promise.all(
      members.map((m, i) => inject('POST', `/api/questions/${id}/vote`, m.token, { optionIndex: i % 3 })),
    );
    expect(votes.every((res) => res.statusCode === 200)).toBe(true);
    const twice = await Promise.all(
      [0, 1, 2, 0].map((optionIndex) => inject('POST', `/api/questions/${id}/vote`, ctx.member.token, { optionIndex })),
    );
    expect(twice.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(twice.filter((res) => res.statusCode === 409)).toHaveLength(3);
    await Promise.all(
      members.map((m) => inject('POST', '/api/answers', m.token, { questionId: id, content: `From ${m.row.id}` })),
    );
    await Promise.all(members.map((m) => inject('POST', `/api/questions/${id}/like`, m.token)));
    const question = (await inject('GET', `/api/questions/${id}`)).json().question;
    expect(question).toMatchObject({ totalVotes: 13, answerCount: 12, likeCount: 12 });
    expect(question.pollOptions.reduce((sum: number, o: { voteCount: number }) => sum + o.voteCount, 0)).toBe(13);
  });
});

describe('a deleted member', () => {
  it('takes their votes and answers off the counts, and a best answer with them', async () => {
    const id = await poll();
    const leaving = await makeMember(ctx.app);
    await inject('POST', `/api/questions/${id}/vote`, leaving.token, { optionIndex: 1 });
    await inject('POST', `/api/questions/${id}/vote`, ctx.member.token, { optionIndex: 1 });
    const answer = (await inject('POST', '/api/answers', leaving.token, { questionId: id, content: 'Bye' })).json()
      .answer;
    await inject('POST', `/api/answers/${answer._id}/mark-best`, ctx.author.token);
    await ctx.app.db.deleteFrom('users').where('id', '=', leaving.row.id).execute();
    const question = (await inject('GET', `/api/questions/${id}`)).json().question;
    expect(question).toMatchObject({ totalVotes: 1, answerCount: 0, bestAnswer: null });
    expect(question.pollOptions[1].voteCount).toBe(1);
  });
});

describe('GET /api/questions/trending', () => {
  it('ranks by recent answers and likes, decaying with age', async () => {
    const quiet = await ask(ctx.author.token, { title: 'Quiet question' });
    const busy = await ask(ctx.author.token, { title: 'Busy question' });
    await ctx.app.db
      .updateTable('questions')
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString() })
      .where('id', '=', busy)
      .execute();
    for (const content of ['One', 'Two', 'Three']) {
      await inject('POST', '/api/answers', ctx.member.token, { questionId: busy, content });
    }
    const list = (await inject('GET', '/api/questions/trending?limit=50'))
      .json()
      .questions.map((q: { _id: string }) => q._id);
    expect(list.indexOf(busy)).toBeLessThan(list.indexOf(quiet));
    expect((await inject('GET', '/api/questions/trending')).json().questions.length).toBeLessThanOrEqual(10);
  });
});
