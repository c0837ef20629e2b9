import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { POSTS } from '@sangam/shared/limits';
import type { Subject } from '@sangam/shared/engagement';
import { newId } from '../../lib/ids.ts';
import { translate } from '../../lib/i18n.ts';
import { buildTestApp } from '../../test/helper.ts';
import { makeMember, type Member } from '../../test/factories.ts';
import { makeNews } from '../../test/news.ts';
import { addView } from './engagement.queries.ts';
import {
  addComment,
  commentsOf,
  engagementFor,
  engagementOf,
  removeEngagement,
  toggleLike,
} from './engagement.service.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
let members: Member[];
beforeAll(async () => {
  app = await buildTestApp();
  members = [];
  for (let i = 0; i < 20; i++) {
    members.push(await makeMember(app, 'free', { name: `Member ${i}`, email: `m${i}@example.com` }));
  }
});
afterAll(() => app.dispose());

const news = (): Subject => ({ type: 'news', id: newId() });
const likeRows = (subject: Subject) =>
  app.db
    .selectFrom('likes')
    .selectAll()
    .where('subjectType', '=', subject.type)
    .where('subjectId', '=', subject.id)
    .execute();
const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as { statusCode: number; message: string; fields?: Record<string, string> };
  }
  throw new Error('expected a rejection');
};

describe('likes', () => {
  it('a toggle likes, the next takes the like back', async () => {
    const subject = news();
    const [a, b] = members;
    expect(await toggleLike(app.db, subject, a!.row.id)).toEqual({ liked: true, likeCount: 1 });
    expect(await toggleLike(app.db, subject, b!.row.id)).toEqual({ liked: true, likeCount: 2 });
    expect(await toggleLike(app.db, subject, a!.row.id)).toEqual({ liked: false, likeCount: 1 });
    expect(await engagementOf(app.db, subject, b!.row.id)).toEqual({
      likeCount: 1,
      commentCount: 0,
      liked: true,
      views: 0,
    });
    expect(await engagementOf(app.db, subject, a!.row.id)).toMatchObject({ liked: false });
  });

  it('20 members liking at the same moment count exactly 20', async () => {
    const subject = news();
    const replies = await Promise.all(members.map((m) => toggleLike(app.db, subject, m.row.id)));
    expect(replies.every((r) => r.liked)).toBe(true);
    expect(replies.map((r) => r.likeCount).sort((x, y) => x - y)).toContain(20);
    expect(await engagementOf(app.db, subject, null)).toEqual({
      likeCount: 20,
      commentCount: 0,
      liked: false,
      views: 0,
    });
    expect(await likeRows(subject)).toHaveLength(20);

    // And all taking it back at once leaves none.
    await Promise.all(members.map((m) => toggleLike(app.db, subject, m.row.id)));
    expect((await engagementOf(app.db, subject, null)).likeCount).toBe(0);
  });

  it.each([2, 5, 8])('%i parallel taps of one member end consistent and never count twice', async (taps) => {
    const subject = news();
    const member = members[3]!;
    const replies = await Promise.all(Array.from({ length: taps }, () => toggleLike(app.db, subject, member.row.id)));
    const rows = await likeRows(subject);
    expect(rows.length).toBeLessThanOrEqual(1);
    const state = await engagementOf(app.db, subject, member.row.id);
    expect(state).toEqual({ likeCount: rows.length, commentCount: 0, liked: rows.length === 1, views: 0 });
    expect(replies.every((r) => r.likeCount <= 1)).toBe(true);
  });

  it('counts are per subject and per type', async () => {
    const id = newId();
    await toggleLike(app.db, { type: 'question', id }, members[0]!.row.id);
    await toggleLike(app.db, { type: 'question', id }, members[1]!.row.id);
    await toggleLike(app.db, { type: 'answer', id }, members[0]!.row.id);
    expect((await engagementOf(app.db, { type: 'question', id }, null)).likeCount).toBe(2);
    expect((await engagementOf(app.db, { type: 'answer', id }, null)).likeCount).toBe(1);
    expect((await engagementOf(app.db, { type: 'news', id }, null)).likeCount).toBe(0);
  });

  it('reads counts and "liked by the viewer" of a page of 20 subjects', async () => {
    const ids = Array.from({ length: 20 }, () => newId());
    const viewer = members[5]!.row.id;
    for (const [i, id] of ids.entries()) {
      for (const m of members.slice(0, i % 4)) await toggleLike(app.db, { type: 'question', id }, m.row.id);
      if (i % 2 === 0) await toggleLike(app.db, { type: 'question', id }, viewer);
    }
    await addComment(app.db, { type: 'question', id: ids[1]! }, members[0]!.row, 'First', POSTS.commentMax);
    const page = await engagementFor(app.db, 'question', ids, viewer);
    expect(page.size).toBe(20);
    for (const [i, id] of ids.entries()) {
      expect(page.get(id)).toEqual({
        likeCount: (i % 4) + (i % 2 === 0 ? 1 : 0),
        commentCount: i === 1 ? 1 : 0,
        liked: i % 2 === 0,
        views: 0,
      });
    }
    const asVisitor = await engagementFor(app.db, 'question', ids, null);
    expect([...asVisitor.values()].some((e) => e.liked)).toBe(false);
    expect(await engagementFor(app.db, 'question', [], viewer)).toEqual(new Map());
  });

  it("a deleted member's likes and comments leave the counts", async () => {
    const subject = news();
    const leaving = await makeMember(app, 'free');
    await toggleLike(app.db, subject, leaving.row.id);
    await toggleLike(app.db, subject, members[0]!.row.id);
    await addComment(app.db, subject, leaving.row, 'Bye', POSTS.commentMax);
    await app.db.deleteFrom('users').where('id', '=', leaving.row.id).execute();
    expect(await engagementOf(app.db, subject, null)).toEqual({
      likeCount: 1,
      commentCount: 0,
      liked: false,
      views: 0,
    });
  });
});

describe('comments', () => {
  it('trims, keeps line breaks, strips control characters and shows the author without contacts', async () => {
    const subject = news();
    const author = members[2]!;
    const comment = await addComment(
      app.db,
      subject,
      author.row,
      '  Great\r\nevent\u0000\u001b!\u0007  ',
      POSTS.commentMax,
    );
    expect(comment).toMatchObject({
      content: 'Great\nevent!',
      user: { _id: author.row.id, name: 'Member 2', occupation: 'Engineer', profileImage: null },
    });
    const page = await commentsOf(app.db, subject);
    expect(page).toEqual({ comments: [comment], nextCursor: null });
    const text = JSON.stringify(page);
    expect(text).not.toContain(author.phone);
    expect(text).not.toContain('m2@example.com');
    expect((await engagementOf(app.db, subject, null)).commentCount).toBe(1);
  });

  it.each([
    ['', 'Please write a comment'],
    [' \n\t ', 'Please write a comment'],
    ['\u0000\u0001', 'Please write a comment'],
    ['x'.repeat(POSTS.commentMax + 1), `A comment can be at most ${POSTS.commentMax} characters`],
  ])('refuses %j with a 400 naming content', async (content, message) => {
    const subject = news();
    const error = await rejection(addComment(app.db, subject, members[0]!.row, content, POSTS.commentMax));
    // The service throws catalogue ids; the reply says them in the request's language (English here).
    expect(error.statusCode).toBe(400);
    expect(translate('en', error.message)).toBe(message);
    expect(translate('en', error.fields?.content ?? '')).toBe(message);
    expect((await commentsOf(app.db, subject)).comments).toEqual([]);
    expect((await engagementOf(app.db, subject, null)).commentCount).toBe(0);
  });

  it("takes the caller's maximum: exactly max passes, trimmed", async () => {
    const subject = news();
    const comment = await addComment(app.db, subject, members[0]!.row, ` ${'y'.repeat(10)} `, 10);
    expect(comment.content).toBe('y'.repeat(10));
    await expect(addComment(app.db, subject, members[0]!.row, 'y'.repeat(11), 10)).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('pages newest first by keyset, with no comment lost or repeated', async () => {
    const subject = news();
    // One comment a minute, and two in the same millisecond (ordered by id then).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 0; i < 7; i++) {
        vi.setSystemTime(Date.UTC(2026, 0, 1, 10, i === 6 ? 5 : i));
        await addComment(app.db, subject, members[i]!.row, `Comment ${i}`, POSTS.commentMax);
      }
    } finally {
      vi.useRealTimers();
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await commentsOf(app.db, subject, { limit: 3, ...(cursor ? { cursor } : {}) });
      seen.push(...page.comments.map((c) => c.content));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    const tied = (await commentsOf(app.db, subject, { limit: 2 })).comments.map((c) => c.content);
    expect(tied.sort()).toEqual(['Comment 5', 'Comment 6']);
    expect(seen.slice(0, 2)).toEqual((await commentsOf(app.db, subject, { limit: 2 })).comments.map((c) => c.content));
    expect(seen.slice(2)).toEqual(['Comment 4', 'Comment 3', 'Comment 2', 'Comment 1', 'Comment 0']);
    expect((await engagementOf(app.db, subject, null)).commentCount).toBe(7);
  });

  it('refuses a forged cursor with a 400', async () => {
    const error = await rejection(commentsOf(app.db, news(), { cursor: 'not-a-cursor' }));
    expect(error.statusCode).toBe(400);
    expect(translate('en', error.fields?.cursor ?? '')).toBe('Invalid page cursor');
  });
});

describe('views', () => {
  it('count each view of an existing subject, and none of one that is gone', async () => {
    const { id } = await makeNews(app, { title: 'Viewed' });
    await addView(app.db, { type: 'news', id });
    await addView(app.db, { type: 'news', id });
    expect((await engagementOf(app.db, { type: 'news', id }, null)).views).toBe(2);
    const gone = news();
    await addView(app.db, gone);
    expect(await app.db.selectFrom('engagementCounts').selectAll().where('subjectId', '=', gone.id).execute()).toEqual(
      [],
    );
  });

  it('leave the old count columns in place for the servers of the release before (a rolling upgrade)', async () => {
    const { id } = await makeNews(app, { title: 'Counted the old way' });
    // What those servers run: migration 2026120900_view_counts keeps the columns.
    await sql`UPDATE news SET views = views + 1 WHERE id = ${id}`.execute(app.db);
    await sql`UPDATE questions SET views = views + 1 WHERE id = ${'none'}`.execute(app.db);
    const { rows } = await sql<{ views: number }>`SELECT views FROM news WHERE id = ${id}`.execute(app.db);
    expect(Number(rows[0]!.views)).toBe(1);
  });
});

describe('removing subjects', () => {
  it('takes their likes, comments and counts, and nothing of other subjects', async () => {
    const gone = news();
    const kept = news();
    for (const subject of [gone, kept]) {
      await toggleLike(app.db, subject, members[0]!.row.id);
      await addComment(app.db, subject, members[1]!.row, 'Hello', POSTS.commentMax);
    }
    await app.db.transaction().execute((trx) => removeEngagement(trx, 'news', [gone.id]));
    expect(await likeRows(gone)).toEqual([]);
    expect((await commentsOf(app.db, gone)).comments).toEqual([]);
    expect(await app.db.selectFrom('engagementCounts').selectAll().where('subjectId', '=', gone.id).execute()).toEqual(
      [],
    );
    expect(await engagementOf(app.db, kept, members[0]!.row.id)).toEqual({
      likeCount: 1,
      commentCount: 1,
      liked: true,
      views: 0,
    });
  });
});
