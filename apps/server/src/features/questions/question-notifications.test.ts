import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/helper.ts';
import { LOCKED_OUT, makeMember, tokenOf, type Role, useTestApp } from '../../test/factories.ts';
import { SETTLED, raisePostingLimit } from '../../test/posting.ts';
import { pollClosingJob } from './questions.jobs.ts';

// Q&A's notifications (issue 33), each produced by the action that causes it through its route, read straight
// from the notifications table.

const ctx = useTestApp({
  author: ['free', { ...SETTLED, name: 'Asha Author' }],
  member: ['free', { name: 'Manoj Member' }],
  other: ['premium', { name: 'Ravi Jadhav' }],
  admin: 'admin',
});
// The author asks far more than a day's questions here; the limit itself: lib/posting-limits.test.ts.
raisePostingLimit('questions', 100);

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function ask(fields: object = {}, token = ctx.author.token) {
  const res = await inject('POST', '/api/questions', token, {
    title: 'Best school in Pune?',
    content: 'Looking for CBSE schools near Kothrud',
    tags: ['education'],
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().question as { _id: string; title: string };
}

async function answer(questionId: string, token: string) {
  const res = await inject('POST', '/api/answers', token, { questionId, content: 'Try the one near the river' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().answer._id as string;
}

/** Everything a member has been told, newest first. */
const notes = async (userId: string) =>
  (
    await ctx.app.db
      .selectFrom('notifications')
      .select(['kind', 'actorId', 'others', 'params', 'link', 'subject', 'groupKey', 'readAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute()
  ).map((row) => ({ ...row, params: JSON.parse(row.params) as unknown }));

/** A member's notifications about one question. */
const about = async (userId: string, questionId: string) =>
  (await notes(userId)).filter((row) => row.subject === `question:${questionId}`);

describe('question_answered', () => {
  it("tells the question's author who answered, with the title and a link to the question", async () => {
    const question = await ask();
    await answer(question._id, ctx.member.token);
    expect(await about(ctx.author.row.id, question._id)).toEqual([
      {
        kind: 'question_answered',
        actorId: ctx.member.row.id,
        others: 0,
        params: { title: question.title },
        link: `/questions/${question._id}`,
        subject: `question:${question._id}`,
        groupKey: null,
        readAt: null,
      },
    ]);
    expect(await about(ctx.member.row.id, question._id)).toEqual([]);
  });

  it('each answer is its own notification; answering your own question tells nobody', async () => {
    const question = await ask();
    await answer(question._id, ctx.author.token);
    expect(await about(ctx.author.row.id, question._id)).toEqual([]);
    await answer(question._id, ctx.member.token);
    await answer(question._id, ctx.other.token);
    expect((await about(ctx.author.row.id, question._id)).map((row) => row.actorId)).toEqual([
      ctx.other.row.id,
      ctx.member.row.id,
    ]);
  });

  it.each<[string, Role | null, number]>([
    ...LOCKED_OUT,
    ['free', 'free', 201],
    ['premium', 'premium', 201],
    ['expired', 'expired', 201],
    ['admin', 'admin', 201],
  ])('an answer by a %s member (%s): %i, and the author told only when it was taken', async (_who, role, status) => {
    const question = await ask();
    const res = await inject('POST', '/api/answers', await tokenOf(ctx.app, role), {
      questionId: question._id,
      content: 'Here is what I know',
    });
    expect(res.statusCode).toBe(status);
    expect((await about(ctx.author.row.id, question._id)).map((row) => row.kind)).toEqual(
      status === 201 ? ['question_answered'] : [],
    );
  });
});

describe('answer_best', () => {
  it("tells the answer's author when the question's author marks it best, once", async () => {
    const question = await ask();
    const first = await answer(question._id, ctx.member.token);
    const second = await answer(question._id, ctx.other.token);
    expect((await inject('POST', `/api/answers/${first}/mark-best`, ctx.author.token)).statusCode).toBe(200);
    expect((await inject('POST', `/api/answers/${first}/mark-best`, ctx.author.token)).statusCode).toBe(200);
    expect(await about(ctx.member.row.id, question._id)).toEqual([
      expect.objectContaining({
        kind: 'answer_best',
        actorId: ctx.author.row.id,
        params: { title: question.title },
        link: `/questions/${question._id}`,
      }),
    ]);
    // Moving the mark tells the new best answer's author; the question's author hears nothing of it.
    expect((await inject('POST', `/api/answers/${second}/mark-best`, ctx.author.token)).statusCode).toBe(200);
    expect((await about(ctx.other.row.id, question._id)).map((row) => row.kind)).toEqual(['answer_best']);
    expect((await about(ctx.author.row.id, question._id)).map((row) => row.kind)).toEqual([
      'question_answered',
      'question_answered',
    ]);
  });

  it('someone else than the author or an admin is refused and nobody is told', async () => {
    const question = await ask();
    const mine = await answer(question._id, ctx.member.token);
    expect((await inject('POST', `/api/answers/${mine}/mark-best`, ctx.member.token)).statusCode).toBe(403);
    expect((await inject('POST', `/api/answers/${mine}/mark-best`, ctx.other.token)).statusCode).toBe(403);
    expect(await about(ctx.member.row.id, question._id)).toEqual([]);
  });

  it('marking your own answer best tells nobody', async () => {
    const question = await ask();
    const own = await answer(question._id, ctx.author.token);
    expect((await inject('POST', `/api/answers/${own}/mark-best`, ctx.author.token)).statusCode).toBe(200);
    expect(await about(ctx.author.row.id, question._id)).toEqual([]);
  });
});

describe('question_liked and answer_liked', () => {
  it('likes of a question gather into one row for its author, the newest liker first; unlikes tell nothing', async () => {
    const question = await ask();
    const like = (token: string) => inject('POST', `/api/questions/${question._id}/like`, token);
    expect((await like(ctx.author.token)).json().liked).toBe(true);
    expect(await about(ctx.author.row.id, question._id)).toEqual([]);

    expect((await like(ctx.member.token)).json().liked).toBe(true);
    expect(await about(ctx.author.row.id, question._id)).toEqual([
      {
        kind: 'question_liked',
        actorId: ctx.member.row.id,
        others: 0,
        params: { title: question.title },
        link: `/questions/${question._id}`,
        subject: `question:${question._id}`,
        groupKey: `question_liked:${question._id}`,
        readAt: null,
      },
    ]);
    expect((await like(ctx.other.token)).json().liked).toBe(true);
    const gathered = { kind: 'question_liked', actorId: ctx.other.row.id, others: 1 };
    expect(await about(ctx.author.row.id, question._id)).toEqual([expect.objectContaining(gathered)]);
    // Taking a like back, and giving it again, is no news.
    expect((await like(ctx.other.token)).json().liked).toBe(false);
    expect((await like(ctx.other.token)).json().liked).toBe(true);
    expect(await about(ctx.author.row.id, question._id)).toEqual([expect.objectContaining(gathered)]);
    expect(await about(ctx.member.row.id, question._id)).toEqual([]);
    expect(await about(ctx.other.row.id, question._id)).toEqual([]);
  });

  it('counts the others from the likes: one who likes again is not counted twice', async () => {
    const question = await ask();
    const like = (token: string) => inject('POST', `/api/questions/${question._id}/like`, token);
    await like(ctx.member.token); // member
    await like(ctx.other.token); // other, and 1 other
    await like(ctx.member.token); // member takes it back
    await like(ctx.member.token); // member again, and 1 other (not 2)
    expect(await about(ctx.author.row.id, question._id)).toEqual([
      expect.objectContaining({ kind: 'question_liked', actorId: ctx.member.row.id, others: 1 }),
    ]);
  });

  it("likes of an answer tell its author, grouped per answer, with the question's title", async () => {
    const question = await ask();
    const mine = await answer(question._id, ctx.member.token);
    const theirs = await answer(question._id, ctx.other.token);
    for (const token of [ctx.author.token, ctx.admin.token, ctx.member.token])
      expect((await inject('POST', `/api/answers/${mine}/like`, token)).statusCode).toBe(200);
    expect((await inject('POST', `/api/answers/${theirs}/like`, ctx.author.token)).statusCode).toBe(200);
    expect(await about(ctx.member.row.id, question._id)).toEqual([
      {
        kind: 'answer_liked',
        actorId: ctx.admin.row.id,
        others: 1,
        params: { title: question.title },
        link: `/questions/${question._id}`,
        subject: `question:${question._id}`,
        groupKey: `answer_liked:${mine}`,
        readAt: null,
      },
    ]);
    expect(await about(ctx.other.row.id, question._id)).toEqual([
      expect.objectContaining({ kind: 'answer_liked', actorId: ctx.author.row.id, groupKey: `answer_liked:${theirs}` }),
    ]);
  });

  it.each<[string, Role | null, number]>([
    ...LOCKED_OUT,
    ['free', 'free', 200],
    ['expired', 'expired', 200],
    ['admin', 'admin', 200],
  ])('a like by a %s member (%s): %i, and the author told only when it was taken', async (_who, role, status) => {
    const question = await ask();
    expect((await inject('POST', `/api/questions/${question._id}/like`, await tokenOf(ctx.app, role))).statusCode).toBe(
      status,
    );
    expect((await about(ctx.author.row.id, question._id)).length).toBe(status === 200 ? 1 : 0);
  });
});

describe('read through the bell', () => {
  it('the author reads each in their words, newest first, linking to the question; the actors read nothing', async () => {
    const question = await ask({ title: 'Which temple has the Diwali fair?' });
    const mine = await answer(question._id, ctx.member.token);
    await inject('POST', `/api/questions/${question._id}/like`, ctx.member.token);
    await inject('POST', `/api/questions/${question._id}/like`, ctx.other.token);
    await inject('POST', `/api/answers/${mine}/mark-best`, ctx.author.token);
    const res = await inject('GET', '/api/notifications', ctx.author.token);
    expect(res.statusCode).toBe(200);
    const mineAbout = res.json().notifications.filter((n: { link: string }) => n.link === `/questions/${question._id}`);
    expect(mineAbout).toEqual([
      expect.objectContaining({
        kind: 'question_liked',
        text: 'Ravi Jadhav and 1 other liked your question “Which temple has the Diwali fair?”',
        read: false,
        actor: expect.objectContaining({ _id: ctx.other.row.id, name: 'Ravi Jadhav' }),
      }),
      expect.objectContaining({
        kind: 'question_answered',
        text: 'Manoj Member answered your question “Which temple has the Diwali fair?”',
      }),
    ]);
    const member = (await inject('GET', '/api/notifications', ctx.member.token)).json();
    expect(member.notifications.filter((n: { link: string }) => n.link === `/questions/${question._id}`)).toEqual([
      expect.objectContaining({
        kind: 'answer_best',
        text: 'Your answer to “Which temple has the Diwali fair?” was marked as the best answer',
      }),
    ]);
  });
});

describe('poll_closed', () => {
  const context = () => ({ db: ctx.app.db, log: { info: () => {}, error: () => {} } });
  const expire = (id: string) =>
    ctx.app.db
      .updateTable('questions')
      .set({ pollExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
  const poll = (fields: object = {}) =>
    ask({
      title: 'Which day suits the meetup?',
      type: 'poll',
      pollOptions: ['Saturday', 'Sunday'],
      allowMultipleVotes: true,
      pollExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      ...fields,
    });
  const vote = async (id: string, token: string, optionIndex: number) =>
    expect((await inject('POST', `/api/questions/${id}/vote`, token, { optionIndex })).statusCode).toBe(200);

  it('tells the author and every voter once when the expiry passes, and never again', async () => {
    const question = await poll();
    await vote(question._id, ctx.member.token, 0);
    await vote(question._id, ctx.member.token, 1);
    await vote(question._id, ctx.other.token, 1);
    await vote(question._id, ctx.author.token, 0);
    await pollClosingJob.run(context());
    expect(await about(ctx.author.row.id, question._id)).toEqual([]);

    await expire(question._id);
    await pollClosingJob.run(context());
    await pollClosingJob.run(context());
    for (const member of [ctx.author, ctx.member, ctx.other]) {
      expect(await about(member.row.id, question._id)).toEqual([
        {
          kind: 'poll_closed',
          actorId: null,
          others: 0,
          params: { title: question.title },
          link: `/questions/${question._id}`,
          subject: `question:${question._id}`,
          groupKey: null,
          readAt: null,
        },
      ]);
    }
    expect(await about(ctx.admin.row.id, question._id)).toEqual([]);
  });

  it('works through more polls than one batch', async () => {
    const voters = await Promise.all(Array.from({ length: 3 }, () => makeMember(ctx.app, 'free')));
    const polls = [];
    for (let n = 0; n < 55; n++) polls.push((await poll({ title: `Poll ${n}` }))._id);
    for (const voter of voters) await vote(polls[54]!, voter.token, 0);
    await ctx.app.db
      .updateTable('questions')
      .set({ pollExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', 'in', polls)
      .execute();
    await pollClosingJob.run(context());
    const told = await ctx.app.db
      .selectFrom('notifications')
      .select(['userId', 'subject'])
      .where('kind', '=', 'poll_closed')
      .where(
        'subject',
        'in',
        polls.map((id) => `question:${id}`),
      )
      .execute();
    expect(told.length).toBe(55 + 3);
    for (const voter of voters) expect((await about(voter.row.id, polls[54]!)).length).toBe(1);
  });

  it("a hidden poll's closing tells its author only", async () => {
    const question = await poll();
    await vote(question._id, ctx.member.token, 0);
    expect(
      (await inject('PUT', `/api/admin/questions/${question._id}`, ctx.admin.token, { status: 'hidden' })).statusCode,
    ).toBe(200);
    await expire(question._id);
    await pollClosingJob.run(context());
    expect((await about(ctx.author.row.id, question._id)).map((row) => row.kind)).toEqual(['poll_closed']);
    expect(await about(ctx.member.row.id, question._id)).toEqual([]);
  });
});

describe('nobody is told about what they cannot see', () => {
  async function busyQuestion() {
    const question = await ask();
    const mine = await answer(question._id, ctx.member.token);
    const theirs = await answer(question._id, ctx.other.token);
    await inject('POST', `/api/questions/${question._id}/like`, ctx.member.token);
    await inject('POST', `/api/answers/${mine}/like`, ctx.author.token);
    await inject('POST', `/api/answers/${theirs}/like`, ctx.author.token);
    await inject('POST', `/api/answers/${mine}/mark-best`, ctx.author.token);
    return { question, mine, theirs };
  }
  const kinds = async (userId: string, questionId: string) =>
    (await about(userId, questionId)).map((row) => row.kind).sort();

  it.each([
    ['the author deletes it', (id: string) => inject('DELETE', `/api/questions/${id}`, ctx.author.token)],
    ['an admin deletes it', (id: string) => inject('DELETE', `/api/admin/questions/${id}`, ctx.admin.token)],
    [
      'an admin hides it',
      (id: string) => inject('PUT', `/api/admin/questions/${id}`, ctx.admin.token, { status: 'hidden' }),
    ],
    [
      'an admin archives it',
      (id: string) => inject('PUT', `/api/admin/questions/${id}`, ctx.admin.token, { status: 'archived' }),
    ],
  ])('a question: %s, and every notification about it goes', async (_how, act) => {
    const { question } = await busyQuestion();
    expect(await kinds(ctx.member.row.id, question._id)).toEqual(['answer_best', 'answer_liked']);
    expect((await act(question._id)).statusCode).toBe(200);
    for (const member of [ctx.author, ctx.member, ctx.other])
      expect(await about(member.row.id, question._id)).toEqual([]);
  });

  it('closing a question keeps them (it stays readable)', async () => {
    const { question } = await busyQuestion();
    await inject('PUT', `/api/admin/questions/${question._id}`, ctx.admin.token, { status: 'closed' });
    expect(await kinds(ctx.member.row.id, question._id)).toEqual(['answer_best', 'answer_liked']);
  });

  it.each([
    ['hides', (id: string) => inject('PUT', `/api/admin/answers/${id}`, ctx.admin.token, { status: 'hidden' })],
    ['deletes', (id: string) => inject('DELETE', `/api/admin/answers/${id}`, ctx.admin.token)],
  ])("an admin %s an answer: that answer's notifications go, the question's others stay", async (_how, act) => {
    const { question, mine } = await busyQuestion();
    expect((await act(mine)).statusCode).toBe(200);
    expect(await about(ctx.member.row.id, question._id)).toEqual([]);
    expect(await kinds(ctx.other.row.id, question._id)).toEqual(['answer_liked']);
    // The author keeps the like and the other answer.
    expect(await about(ctx.author.row.id, question._id)).toEqual([
      expect.objectContaining({ kind: 'question_liked', actorId: ctx.member.row.id }),
      expect.objectContaining({ kind: 'question_answered', actorId: ctx.other.row.id }),
    ]);
  });
});
