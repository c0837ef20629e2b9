import { describe, expect, it } from 'vitest';
import { REPORT_LIMITS, type ReportSubjectType } from '@sangam/shared/moderation';
import { bearer } from '../../test/helper.ts';
import { LOCKED_OUT, makeMember, tokenOf, useTestApp, type Member, type Role } from '../../test/factories.ts';
import { makeListing } from '../../test/listings.ts';
import { makeNews } from '../../test/news.ts';
import { notificationsOf } from '../../test/notifications.ts';
import { makeProfile } from '../../test/matrimonial.ts';

/** Older than a day: the posting limits of a new account do not get in the way of these tests. */
const OLD = new Date(Date.now() - 3 * 86_400_000).toISOString();
const ctx = useTestApp({ author: ['free', { name: 'Asha Patil', createdAt: OLD }], reporter: 'free' });

const report = (token: string | undefined, body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/reports', headers: token ? bearer(token) : {}, payload: body });

/** A question by `author`, or by a new member (each member may ask only so many a day). */
async function ask(author?: Member) {
  author ??= await makeMember(ctx.app, 'free', { createdAt: OLD });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/questions',
    headers: bearer(author.token),
    payload: { title: 'Where to buy bulk rice?', content: 'Wholesale near Pune', tags: ['food'] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().question._id as string;
}

async function answer(questionId: string, author: Member = ctx.author) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/answers',
    headers: bearer(author.token),
    payload: { questionId, content: 'Try the market yard on Sunday mornings' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().answer._id as string;
}

async function comment(author: Member = ctx.author) {
  const { id } = await makeNews(ctx.app);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/news/${id}/comments`,
    headers: bearer(author.token),
    payload: { content: 'See you all there' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}

/** A subject of each type, written by `author`. */
const SUBJECTS: Record<ReportSubjectType, (author: Member) => Promise<string>> = {
  question: (author) => ask(author),
  answer: async (author) => answer(await ask(author), author),
  comment: (author) => comment(author),
  listing: (author) => makeListing(ctx.app, author.row.id),
  matrimonial: (author) => makeProfile(ctx.app, author.token),
  member: async (author) => author.row.id,
};

describe('POST /api/reports: who may report', () => {
  it.each(LOCKED_OUT)('%s: %i', async (_who, role, status) => {
    const questionId = await ask();
    expect(
      (await report(await tokenOf(ctx.app, role), { subjectType: 'question', subjectId: questionId, reason: 'spam' }))
        .statusCode,
    ).toBe(status);
  });

  it.each<Role>(['free', 'premium', 'expired', 'admin'])('%s member: 201, the report is open', async (role) => {
    const questionId = await ask();
    const res = await report(await tokenOf(ctx.app, role), {
      subjectType: 'question',
      subjectId: questionId,
      reason: 'spam',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Thank you. Our admins will review this.',
      report: { status: 'open' },
    });
  });
});

describe('POST /api/reports: each subject', () => {
  it.each(Object.keys(SUBJECTS) as ReportSubjectType[])('a %s is reported once per member', async (type) => {
    const author = await makeMember(ctx.app, 'free');
    const subjectId = await SUBJECTS[type](author);
    const body = { subjectType: type, subjectId, reason: 'abusive', note: 'Rude words' };
    const first = await report(ctx.reporter.token, body);
    expect(first.statusCode, first.body).toBe(201);
    const row = await ctx.app.db
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', first.json().report._id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      subjectType: type,
      subjectId,
      reporterId: ctx.reporter.row.id,
      reason: 'abusive',
      note: 'Rude words',
      status: 'open',
    });
    const again = await report(ctx.reporter.token, { ...body, reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reported this.');
    // The subject stays visible to its reporter.
    if (type === 'question') {
      expect(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/questions/${subjectId}`,
            headers: bearer(ctx.reporter.token),
          })
        ).statusCode,
      ).toBe(200);
    }
  });

  it('an unknown subject, or one the member cannot see, is 404; one of their own is refused', async () => {
    expect(
      (await report(ctx.reporter.token, { subjectType: 'answer', subjectId: 'nope', reason: 'spam' })).statusCode,
    ).toBe(404);
    const pending = await makeListing(ctx.app, ctx.author.row.id, { approved: 0 });
    const hidden = await report(ctx.reporter.token, { subjectType: 'listing', subjectId: pending, reason: 'fake' });
    expect(hidden.statusCode).toBe(404);
    const own = await report(ctx.author.token, {
      subjectType: 'question',
      subjectId: await ask(ctx.author),
      reason: 'spam',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().fields).toHaveProperty('subjectId');
  });

  it('a reason outside the list and a note over 500 characters are refused, naming the field', async () => {
    const subjectId = await ask();
    const bad = await report(ctx.reporter.token, { subjectType: 'question', subjectId, reason: 'boring' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('reason');
    const long = await report(ctx.reporter.token, {
      subjectType: 'question',
      subjectId,
      reason: 'other',
      note: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toHaveProperty('note');
    expect(
      await ctx.app.db.selectFrom('reports').select('id').where('subjectId', '=', subjectId).execute(),
    ).toHaveLength(0);
  });

  it(`at most ${REPORT_LIMITS.perDay} reports a member a day`, async () => {
    const busy = await makeMember(ctx.app, 'free');
    const authors = await Promise.all(
      Array.from({ length: REPORT_LIMITS.perDay + 1 }, () => makeMember(ctx.app, 'free')),
    );
    for (const author of authors.slice(0, REPORT_LIMITS.perDay)) {
      expect(
        (await report(busy.token, { subjectType: 'member', subjectId: author.row.id, reason: 'fake' })).statusCode,
      ).toBe(201);
    }
    const over = await report(busy.token, { subjectType: 'member', subjectId: authors.at(-1)!.row.id, reason: 'fake' });
    expect(over.statusCode).toBe(429);
  });
});

describe('three members report: hidden until an admin decides', () => {
  it('a question takes the reported status: gone for members and visitors, there for its author and admins', async () => {
    const author = await makeMember(ctx.app, 'free', { name: 'Vikram Shinde' });
    const questionId = await ask(author);
    const reporters = await Promise.all([1, 2, 3].map(() => makeMember(ctx.app, 'free')));
    for (const [i, reporter] of reporters.entries()) {
      await report(reporter.token, { subjectType: 'question', subjectId: questionId, reason: 'spam' });
      const status = (
        await ctx.app.db.selectFrom('questions').select('status').where('id', '=', questionId).executeTakeFirstOrThrow()
      ).status;
      expect(status).toBe(i < 2 ? 'active' : 'reported');
    }
    const get = async (token?: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/questions/${questionId}`,
          headers: token ? bearer(token) : {},
        })
      ).statusCode;
    expect(await get()).toBe(404);
    expect(await get(reporters[0]!.token)).toBe(404);
    expect(await get(author.token)).toBe(200);
    expect(await get((await makeMember(ctx.app, 'admin')).token)).toBe(200);
    // The author is told, without a word of who reported.
    const told = await notificationsOf(ctx.app, author.row.id);
    expect(told).toEqual([
      expect.objectContaining({ kind: 'report_under_review', actorId: null, params: { type: 'question' } }),
    ]);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(author.token) });
    expect(list.json().notifications[0].text).toBe('Your question is hidden while our admins review reports about it');
    expect(JSON.stringify(list.json())).not.toContain(reporters[0]!.row.name);
    // A fourth member no longer sees it, so cannot report it.
    expect(
      (await report(ctx.reporter.token, { subjectType: 'question', subjectId: questionId, reason: 'spam' })).statusCode,
    ).toBe(404);
  });

  it.each<ReportSubjectType>(['comment', 'listing', 'matrimonial', 'member'])(
    'a %s is marked hidden (moderation state 1)',
    async (type) => {
      const author = await makeMember(ctx.app, 'free');
      const subjectId = await SUBJECTS[type](author);
      for (const reporter of await Promise.all([1, 2, 3].map(() => makeMember(ctx.app, 'free')))) {
        expect(
          (await report(reporter.token, { subjectType: type, subjectId, reason: 'inappropriate' })).statusCode,
        ).toBe(201);
      }
      const table = {
        comment: 'comments',
        listing: 'listings',
        matrimonial: 'matrimonialProfiles',
        member: 'users',
      } as const;
      const row = await ctx.app.db
        .selectFrom(table[type as keyof typeof table])
        .select('moderationState')
        .where('id', '=', subjectId)
        .executeTakeFirstOrThrow();
      expect(row.moderationState).toBe(1);
      expect((await notificationsOf(ctx.app, author.row.id)).map((n) => n.kind)).toContain('report_under_review');
    },
  );

  it('an answer takes the reported status and leaves the answer count', async () => {
    const questionId = await ask();
    const answerId = await answer(questionId, await makeMember(ctx.app, 'free'));
    for (const reporter of await Promise.all([1, 2, 3].map(() => makeMember(ctx.app, 'free')))) {
      await report(reporter.token, { subjectType: 'answer', subjectId: answerId, reason: 'spam' });
    }
    const row = await ctx.app.db
      .selectFrom('answers')
      .select('status')
      .where('id', '=', answerId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('reported');
    const question = await ctx.app.db
      .selectFrom('questions')
      .select('answerCount')
      .where('id', '=', questionId)
      .executeTakeFirstOrThrow();
    expect(question.answerCount).toBe(0);
  });
});
