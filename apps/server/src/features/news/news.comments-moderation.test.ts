import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/helper.ts';
import { useTestApp } from '../../test/factories.ts';
import { makeNews } from '../../test/news.ts';

// News comments that three members' reports hid (moderation_state 1) or an admin removed (2).

const ctx = useTestApp({ author: 'free', other: 'premium', admin: 'admin' });
const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? bearer(token) : {} });

describe.each([
  [1, 'hidden'],
  [2, 'removed'],
] as const)('a comment with moderation_state %i', (state, label) => {
  it('is gone for visitors and other members; its author and admins see it labelled', async () => {
    const { id: news } = await makeNews(ctx.app);
    const comment = async (token: string, content: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/news/${news}/comments`,
        headers: bearer(token),
        payload: { content },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json()._id as string;
    };
    const moderated = await comment(ctx.author.token, 'Something others reported');
    const shown = await comment(ctx.other.token, 'See you there');
    await ctx.app.db.updateTable('comments').set({ moderationState: state }).where('id', '=', moderated).execute();

    const seen = async (token?: string) => {
      const page = (await get(`/api/news/${news}/comments`, token)).json().comments as {
        _id: string;
        moderation?: string;
      }[];
      const article = (await get(`/api/news/${news}`, token)).json().news.comments as typeof page;
      expect(article).toEqual(page);
      return Object.fromEntries(page.map((c) => [c._id, c.moderation ?? 'shown']));
    };
    expect(await seen()).toEqual({ [shown]: 'shown' });
    expect(await seen(ctx.other.token)).toEqual({ [shown]: 'shown' });
    expect(await seen(ctx.author.token)).toEqual({ [shown]: 'shown', [moderated]: label });
    expect(await seen(ctx.admin.token)).toEqual({ [shown]: 'shown', [moderated]: label });
  });
});

it('the article’s comment count leaves out hidden and removed comments, for everyone', async () => {
  const { id: news } = await makeNews(ctx.app);
  const ids: string[] = [];
  for (const content of ['One', 'Two', 'Three']) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/news/${news}/comments`,
      headers: bearer(ctx.author.token),
      payload: { content },
    });
    ids.push(res.json()._id as string);
  }
  const count = async () => (await get(`/api/news/${news}`, ctx.admin.token)).json().news.commentCount as number;
  const setState = (id: string, moderationState: 0 | 1 | 2) =>
    ctx.app.db.updateTable('comments').set({ moderationState }).where('id', '=', id).execute();
  expect(await count()).toBe(3);
  await setState(ids[0]!, 1);
  expect(await count()).toBe(2);
  // Hidden, then removed: still one off.
  await setState(ids[0]!, 2);
  expect(await count()).toBe(2);
  // Kept: counted again.
  await setState(ids[0]!, 0);
  expect(await count()).toBe(3);
  // A removed comment deleted: the count stays.
  await setState(ids[1]!, 2);
  await ctx.app.db.deleteFrom('comments').where('id', '=', ids[1]!).execute();
  expect(await count()).toBe(2);
  await ctx.app.db.deleteFrom('comments').where('id', '=', ids[2]!).execute();
  expect(await count()).toBe(1);
});
