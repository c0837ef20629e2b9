import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { bearer } from '../../test/helper.ts';
import { LOCKED_OUT, makeMember, tokenOf, type Member, type Role, useTestApp } from '../../test/factories.ts';
import { form } from '../../test/files.ts';
import { makeNews } from '../../test/news.ts';
import { NEWS_REPLY_FANOUT } from './news-notifications.ts';

// news_reply (issue 33): a comment on an article tells the members who commented on it before, through the
// route, read straight from the notifications table.

const ctx = useTestApp({
  admin: ['admin', { name: 'Admin Writer' }],
  asha: ['free', { name: 'Asha Patil' }],
  ravi: ['premium', { name: 'Ravi Jadhav' }],
  meera: ['expired', { name: 'Meera Shah' }],
});

const comment = async (newsId: string, member: Member | string | undefined, content = 'Thank you for sharing') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/news/${newsId}/comments`,
    headers: member ? bearer(typeof member === 'string' ? member : member.token) : {},
    payload: { content },
  });
const says = async (newsId: string, member: Member) => expect((await comment(newsId, member)).statusCode).toBe(201);

/** A member's notifications about one article. */
const about = async (userId: string, newsId: string) =>
  (
    await ctx.app.db
      .selectFrom('notifications')
      .select(['kind', 'actorId', 'others', 'params', 'link', 'subject', 'groupKey', 'readAt'])
      .where('userId', '=', userId)
      .where('subject', '=', `news:${newsId}`)
      .orderBy('createdAt', 'desc')
      .execute()
  ).map((row) => ({ ...row, params: JSON.parse(row.params) as unknown }));

const article = (fields = {}) => makeNews(ctx.app, { title: 'Diwali gathering', ...fields });

describe('news_reply', () => {
  it('tells every earlier commenter, one row per article gathering the replies; never the one who wrote', async () => {
    const { id, slug } = await article();
    await says(id, ctx.asha);
    expect(await about(ctx.asha.row.id, id)).toEqual([]);

    await says(id, ctx.ravi);
    expect(await about(ctx.asha.row.id, id)).toEqual([
      {
        kind: 'news_reply',
        actorId: ctx.ravi.row.id,
        others: 0,
        params: { title: 'Diwali gathering' },
        link: `/news/${slug}`,
        subject: `news:${id}`,
        groupKey: `news_reply:${id}`,
        readAt: null,
      },
    ]);
    expect(await about(ctx.ravi.row.id, id)).toEqual([]);

    await says(id, ctx.meera);
    expect(await about(ctx.asha.row.id, id)).toEqual([
      expect.objectContaining({ actorId: ctx.meera.row.id, others: 1 }),
    ]);
    expect(await about(ctx.ravi.row.id, id)).toEqual([
      expect.objectContaining({ kind: 'news_reply', actorId: ctx.meera.row.id, others: 0 }),
    ]);

    // Asha again: the other two are told, she is not told of herself.
    await says(id, ctx.asha);
    expect(await about(ctx.asha.row.id, id)).toEqual([
      expect.objectContaining({ actorId: ctx.meera.row.id, others: 1 }),
    ]);
    expect(await about(ctx.ravi.row.id, id)).toEqual([
      expect.objectContaining({ actorId: ctx.asha.row.id, others: 1 }),
    ]);
    expect(await about(ctx.meera.row.id, id)).toEqual([
      expect.objectContaining({ actorId: ctx.asha.row.id, others: 0 }),
    ]);
    expect(await about(ctx.admin.row.id, id)).toEqual([]);
  });

  it(`tells at most the ${NEWS_REPLY_FANOUT} most recent commenters`, async () => {
    const { id } = await article();
    const many = await Promise.all(Array.from({ length: NEWS_REPLY_FANOUT + 5 }, () => makeMember(ctx.app, 'free')));
    // Oldest first: many[0] commented longest ago.
    await ctx.app.db
      .insertInto('comments')
      .values(
        many.map((member, n) => ({
          id: newId(),
          subjectType: 'news',
          subjectId: id,
          userId: member.row.id,
          content: 'Earlier',
          createdAt: new Date(Date.now() - (many.length - n) * 60_000).toISOString(),
        })),
      )
      .execute();
    await says(id, ctx.asha);
    const told = await ctx.app.db
      .selectFrom('notifications')
      .select('userId')
      .where('subject', '=', `news:${id}`)
      .execute();
    expect(told.map((row) => row.userId).sort()).toEqual(
      many
        .slice(-NEWS_REPLY_FANOUT)
        .map((member) => member.row.id)
        .sort(),
    );
  });

  it.each<[string, Role | null, number]>([
    ...LOCKED_OUT,
    ['free', 'free', 201],
    ['premium', 'premium', 201],
    ['expired', 'expired', 201],
    ['admin', 'admin', 201],
  ])(
    'a comment by a %s member (%s): %i, and earlier commenters told only when it was taken',
    async (_w, role, status) => {
      const { id } = await article();
      await says(id, ctx.asha);
      expect((await comment(id, await tokenOf(ctx.app, role))).statusCode).toBe(status);
      expect((await about(ctx.asha.row.id, id)).length).toBe(status === 201 ? 1 : 0);
    },
  );

  it('an empty comment is refused and tells nobody', async () => {
    const { id } = await article();
    await says(id, ctx.asha);
    expect((await comment(id, ctx.ravi, '   ')).statusCode).toBe(400);
    expect(await about(ctx.asha.row.id, id)).toEqual([]);
  });
});

describe('read through the bell', () => {
  it('an earlier commenter reads the gathered replies in their words, linking to the article', async () => {
    const { id, slug } = await article({ title: 'Ganesh festival plans' });
    await says(id, ctx.asha);
    await says(id, ctx.meera);
    await says(id, ctx.ravi);
    const res = await ctx.app.inject({ url: '/api/notifications', headers: bearer(ctx.asha.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().notifications.filter((n: { link: string }) => n.link === `/news/${slug}`)).toEqual([
      expect.objectContaining({
        kind: 'news_reply',
        text: 'Ravi Jadhav and 1 other replied in the discussion on “Ganesh festival plans”',
        read: false,
        actor: expect.objectContaining({ _id: ctx.ravi.row.id }),
      }),
    ]);
  });
});

describe('nobody is told about what they cannot see', () => {
  async function discussed() {
    const news = await article({ authorId: ctx.admin.row.id });
    await says(news.id, ctx.asha);
    await says(news.id, ctx.ravi);
    expect((await about(ctx.asha.row.id, news.id)).length).toBe(1);
    return news;
  }
  const edit = (id: string, status: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/news/${id}`,
      headers: bearer(ctx.admin.token),
      payload: form(
        Object.entries({
          title: 'Diwali gathering',
          content: '<p>All members are welcome.</p>',
          excerpt: 'All welcome',
          category: 'news',
          status,
          tags: 'festival',
        }).map(([name, value]) => ({ name, value })),
      ),
    });

  it('an admin deletes the article: its notifications go', async () => {
    const { id } = await discussed();
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/news/${id}`, headers: bearer(ctx.admin.token) })).statusCode,
    ).toBe(200);
    expect(await about(ctx.asha.row.id, id)).toEqual([]);
  });

  it.each(['draft', 'archived'])('an admin makes it %s: its notifications go', async (status) => {
    const { id } = await discussed();
    expect((await edit(id, status)).statusCode).toBe(200);
    expect(await about(ctx.asha.row.id, id)).toEqual([]);
  });

  it('an edit that keeps it published keeps them', async () => {
    const { id } = await discussed();
    expect((await edit(id, 'published')).statusCode).toBe(200);
    expect((await about(ctx.asha.row.id, id)).length).toBe(1);
  });

  it("an admin's comment on a draft tells nobody", async () => {
    const { id } = await discussed();
    await ctx.app.db.updateTable('news').set({ status: 'draft' }).where('id', '=', id).execute();
    await ctx.app.db.deleteFrom('notifications').where('subject', '=', `news:${id}`).execute();
    expect((await comment(id, ctx.admin)).statusCode).toBe(201);
    expect(await about(ctx.asha.row.id, id)).toEqual([]);
  });
});
