import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/helper.ts';
import { makeMember, useTestApp } from '../../test/factories.ts';
import { makeProfile, profileValues, submitProfile } from '../../test/matrimonial.ts';
import { jpegBytes } from '../../test/files.ts';
import { makeNews } from '../../test/news.ts';
import { notificationsOf } from '../../test/notifications.ts';
import { blockingViewer } from './blocks.service.ts';

// What a block changes for the two members, in both directions, and what it leaves alone: other members, admins.

const SETTLED = { createdAt: new Date(Date.now() - 30 * 86_400_000).toISOString() };
const ctx = useTestApp({
  asha: ['free', { ...SETTLED, name: 'Asha Blockerzz' }],
  bala: ['premium', { ...SETTLED, name: 'Bala Blockedzz' }],
  chetan: ['premium', { ...SETTLED, name: 'Chetan Thirdzz' }],
  admin: ['admin', { ...SETTLED, name: 'Admin Zz', listInDirectory: 1 }],
});

type Token = string | undefined;
const get = (url: string, token: Token) => ctx.app.inject({ url, headers: token ? bearer(token) : {} });
const post = (url: string, token: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

const directoryIds = async (token: string, query = '?limit=100') => {
  const res = await get(`/api/directory${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().users as { id: string }[]).map((u) => u.id);
};
const profileIds = async (token: Token, query = '?city=Wardha') => {
  const res = await get(`/api/matrimonial/profiles${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().profiles as { _id: string }[]).map((p) => p._id);
};
async function ask(token: string, title: string) {
  const res = await post('/api/questions', token, {
    title,
    content: 'What do members think about this?',
    tags: ['community'],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().question._id as string;
}
async function answer(token: string, questionId: string) {
  const res = await post('/api/answers', token, { questionId, content: 'Here is what I think about it.' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().answer._id as string;
}
const answeredTold = async (userId: string) =>
  (await notificationsOf(ctx.app, userId)).filter((n) => n.kind === 'question_answered').map((n) => n.actorId);

let ashaProfile: string;
let balaProfile: string;
let chetanProfile: string;

beforeAll(async () => {
  const city = { city: 'Wardha' };
  ashaProfile = await makeProfile(ctx.app, ctx.asha.token, 'approved', { ...city, fullName: 'Asha Wardhekar' });
  balaProfile = await makeProfile(ctx.app, ctx.bala.token, 'approved', { ...city, fullName: 'Bala Wardhekar' });
  chetanProfile = await makeProfile(ctx.app, ctx.chetan.token, 'approved', { ...city, fullName: 'Chetan Wardhekar' });
  // Before the block: every cached page below is read once by the members without blocks.
  expect(await directoryIds(ctx.chetan.token)).toEqual(expect.arrayContaining([ctx.asha.row.id, ctx.bala.row.id]));
  expect(await profileIds(undefined)).toEqual(expect.arrayContaining([ashaProfile, balaProfile, chetanProfile]));
  expect((await post(`/api/blocks/${ctx.bala.row.id}`, ctx.asha.token)).statusCode).toBe(201);
});

describe('the member directory (list and search)', () => {
  it('neither appears in the other’s list, both directions', async () => {
    const ashaSees = await directoryIds(ctx.asha.token);
    expect(ashaSees).not.toContain(ctx.bala.row.id);
    expect(ashaSees).toContain(ctx.chetan.row.id);
    const balaSees = await directoryIds(ctx.bala.token);
    expect(balaSees).not.toContain(ctx.asha.row.id);
    expect(balaSees).toContain(ctx.chetan.row.id);
  });

  it('nor in a search for the name', async () => {
    expect(await directoryIds(ctx.asha.token, '?search=Bala')).toEqual([]);
    expect(await directoryIds(ctx.bala.token, '?search=Asha')).toEqual([]);
    const res = await get('/api/directory?search=Bala', ctx.asha.token);
    expect(res.json().pagination.total).toBe(0);
  });

  it('others still see both (their cached page is not the filtered one)', async () => {
    expect(await directoryIds(ctx.chetan.token)).toEqual(expect.arrayContaining([ctx.asha.row.id, ctx.bala.row.id]));
  });

  it('admins see both', async () => {
    expect(await directoryIds(ctx.admin.token)).toEqual(expect.arrayContaining([ctx.asha.row.id, ctx.bala.row.id]));
  });
});

describe('the full profile (/user-profile/{userId})', () => {
  it('is 404 both ways, open to others and admins', async () => {
    expect((await get(`/api/users/${ctx.bala.row.id}`, ctx.asha.token)).statusCode).toBe(404);
    expect((await get(`/api/users/${ctx.asha.row.id}`, ctx.bala.token)).statusCode).toBe(404);
    expect((await get(`/api/users/${ctx.bala.row.id}`, ctx.chetan.token)).statusCode).toBe(200);
    expect((await get(`/api/users/${ctx.asha.row.id}`, ctx.admin.token)).statusCode).toBe(200);
    expect((await get(`/api/users/${ctx.bala.row.id}`, ctx.admin.token)).statusCode).toBe(200);
  });

  it('each still opens their own', async () => {
    expect((await get(`/api/users/${ctx.asha.row.id}`, ctx.asha.token)).statusCode).toBe(200);
  });
});

describe('the matrimonial list and profiles', () => {
  it('neither’s profile is listed to the other, with filters and search too', async () => {
    for (const query of ['?city=Wardha', '?search=Wardhekar', '?city=Wardha&search=Wardhekar&page=1']) {
      const ashaSees = await profileIds(ctx.asha.token, query);
      expect(ashaSees).not.toContain(balaProfile);
      expect(ashaSees).toContain(chetanProfile);
      const balaSees = await profileIds(ctx.bala.token, query);
      expect(balaSees).not.toContain(ashaProfile);
      expect(balaSees).toContain(chetanProfile);
    }
  });

  it('visitors, other members and admins still see both', async () => {
    for (const token of [undefined, ctx.chetan.token, ctx.admin.token]) {
      expect(await profileIds(token)).toEqual(expect.arrayContaining([ashaProfile, balaProfile, chetanProfile]));
    }
  });

  it('the detail, its contacts and the biodata answer 404 both ways', async () => {
    expect((await get(`/api/matrimonial/profiles/${balaProfile}`, ctx.asha.token)).statusCode).toBe(404);
    expect((await get(`/api/matrimonial/profiles/${ashaProfile}`, ctx.bala.token)).statusCode).toBe(404);
    // Bala is premium: the profile with its contacts and the biodata would be hers but for the block.
    expect((await get(`/api/matrimonial/profiles/${ashaProfile}/biodata`, ctx.bala.token)).statusCode).toBe(404);
    const reveal = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/matrimonial/profiles/${ashaProfile}/contact`,
        headers: bearer(token),
      });
    expect((await reveal(ctx.bala.token)).statusCode).toBe(404);
    const other = await get(`/api/matrimonial/profiles/${ashaProfile}`, ctx.chetan.token);
    expect(other.statusCode).toBe(200);
    expect(other.json().profile.biodata).toBeDefined();
    expect((await reveal(ctx.chetan.token)).json().contactNumber).toBeDefined();
    const views = await ctx.app.db
      .selectFrom('matrimonialContactViews')
      .select('viewerId')
      .where('profileId', '=', ashaProfile)
      .execute();
    expect(views.map((v) => v.viewerId)).not.toContain(ctx.bala.row.id);
  });

  it("a photo asked for with a member's token is 404 both ways; others and admins get it", async () => {
    const photo = { name: 'profileImages', bytes: await jpegBytes(), filename: 'me.jpg', type: 'image/jpeg' };
    const res = await submitProfile(ctx.app, ctx.bala.token, profileValues({ fullName: 'Bala Photo' }), [photo]);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().profile._id as string;
    await ctx.app.db
      .updateTable('matrimonialProfiles')
      .set({ approvalStatus: 'approved' })
      .where('id', '=', id)
      .execute();
    const image = `/api/matrimonial/profiles/${id}/image/0`;
    expect((await get(image, ctx.asha.token)).statusCode).toBe(404);
    expect((await get(image, ctx.chetan.token)).statusCode).toBe(200);
    expect((await get(image, ctx.admin.token)).statusCode).toBe(200);
  });

  it('admins open both; owners their own', async () => {
    expect((await get(`/api/matrimonial/profiles/${balaProfile}`, ctx.admin.token)).statusCode).toBe(200);
    expect((await get(`/api/matrimonial/profiles/${ashaProfile}`, ctx.admin.token)).statusCode).toBe(200);
    expect((await get(`/api/matrimonial/profiles/${balaProfile}`, ctx.bala.token)).statusCode).toBe(200);
  });
});

describe('questions, answers and comments: kept, marked for the blocker only', () => {
  let balaQuestion: string;
  let balaAnswer: string;
  let ashaQuestion: string;
  let news: string;

  beforeAll(async () => {
    balaQuestion = await ask(ctx.bala.token, 'Bala asks about the temple fair');
    ashaQuestion = await ask(ctx.asha.token, 'Asha asks about the school bus');
    balaAnswer = await answer(ctx.chetan.token, balaQuestion).then(() => answer(ctx.bala.token, ashaQuestion));
    news = (await makeNews(ctx.app, { title: 'Blocked comments news' })).id;
    for (const member of [ctx.bala, ctx.asha]) {
      const res = await post(`/api/news/${news}/comments`, member.token, { content: `${member.row.name} writes` });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('the blocker gets authorBlocked on the other’s question in the list, trending and detail', async () => {
    const list = (await get('/api/questions?limit=50', ctx.asha.token)).json().questions as {
      _id: string;
      authorBlocked?: boolean;
    }[];
    expect(list.find((q) => q._id === balaQuestion)?.authorBlocked).toBe(true);
    expect(list.find((q) => q._id === ashaQuestion)?.authorBlocked).toBeUndefined();
    const trending = (await get('/api/questions/trending?limit=20', ctx.asha.token)).json().questions as {
      _id: string;
      authorBlocked?: boolean;
    }[];
    expect(trending.find((q) => q._id === balaQuestion)?.authorBlocked).toBe(true);
    const detail = await get(`/api/questions/${balaQuestion}`, ctx.asha.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().question.authorBlocked).toBe(true);
    // Another member's answer on it is not marked.
    expect(detail.json().answers.map((a: { authorBlocked?: boolean }) => a.authorBlocked)).toEqual([undefined]);
  });

  it('the blocker gets authorBlocked on the other’s answer', async () => {
    const detail = (await get(`/api/questions/${ashaQuestion}`, ctx.asha.token)).json();
    expect(detail.answers).toEqual([expect.objectContaining({ _id: balaAnswer, authorBlocked: true })]);
  });

  it('the blocked member, others, visitors and admins see nothing marked', async () => {
    for (const token of [ctx.bala.token, ctx.chetan.token, undefined, ctx.admin.token]) {
      const detail = (await get(`/api/questions/${ashaQuestion}`, token)).json();
      expect(detail.question.authorBlocked).toBeUndefined();
      expect(detail.answers[0].authorBlocked).toBeUndefined();
      const other = (await get(`/api/questions/${balaQuestion}`, token)).json();
      expect(other.question.authorBlocked).toBeUndefined();
    }
  });

  it('news comments: marked for the blocker, in the article and the comments page', async () => {
    const marks = (comments: { user: { _id: string }; authorBlocked?: boolean }[]) =>
      Object.fromEntries(comments.map((c) => [c.user._id, c.authorBlocked ?? false]));
    const article = (await get(`/api/news/${news}`, ctx.asha.token)).json().news;
    expect(marks(article.comments)).toEqual({ [ctx.bala.row.id]: true, [ctx.asha.row.id]: false });
    const page = (await get(`/api/news/${news}/comments`, ctx.asha.token)).json();
    expect(marks(page.comments)).toEqual({ [ctx.bala.row.id]: true, [ctx.asha.row.id]: false });
    for (const token of [ctx.bala.token, ctx.chetan.token, ctx.admin.token, undefined]) {
      const seen = (await get(`/api/news/${news}/comments`, token)).json();
      expect(marks(seen.comments)).toEqual({ [ctx.bala.row.id]: false, [ctx.asha.row.id]: false });
    }
  });
});

describe('notifications between them', () => {
  it('none passes either way; others’ still do', async () => {
    const ashaQuestion = await ask(ctx.asha.token, 'Asha asks who repairs bicycles');
    const balaQuestion = await ask(ctx.bala.token, 'Bala asks who repairs scooters');
    await answer(ctx.bala.token, ashaQuestion);
    await answer(ctx.asha.token, balaQuestion);
    await answer(ctx.chetan.token, ashaQuestion);
    expect(await answeredTold(ctx.asha.row.id)).not.toContain(ctx.bala.row.id);
    expect(await answeredTold(ctx.asha.row.id)).toContain(ctx.chetan.row.id);
    expect(await answeredTold(ctx.bala.row.id)).not.toContain(ctx.asha.row.id);
    // Likes (grouped notifications) neither.
    await post(`/api/questions/${ashaQuestion}/like`, ctx.bala.token);
    const liked = (await notificationsOf(ctx.app, ctx.asha.row.id)).filter((n) => n.kind === 'question_liked');
    expect(liked).toEqual([]);
  });

  it('an admin a member blocked still reaches them, and is reached', async () => {
    const dev = await makeMember(ctx.app, 'free', SETTLED);
    expect((await post(`/api/blocks/${ctx.admin.row.id}`, dev.token)).statusCode).toBe(201);
    const devQuestion = await ask(dev.token, 'Dev asks the admins about the hall');
    await answer(ctx.admin.token, devQuestion);
    expect(await answeredTold(dev.row.id)).toEqual([ctx.admin.row.id]);
    const adminQuestion = await ask(ctx.admin.token, 'Admin asks about the annual meet');
    await answer(dev.token, adminQuestion);
    expect(await answeredTold(ctx.admin.row.id)).toContain(dev.row.id);
    // And the admin's lists and profiles are unaffected.
    expect((await get(`/api/users/${dev.row.id}`, ctx.admin.token)).statusCode).toBe(200);
    expect(await directoryIds(ctx.admin.token)).toContain(dev.row.id);
  });
});

describe('after unblocking', () => {
  it('everything is back, and notifications pass again', async () => {
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/blocks/${ctx.bala.row.id}`,
          headers: bearer(ctx.asha.token),
        })
      ).statusCode,
    ).toBe(200);
    expect(await directoryIds(ctx.asha.token)).toContain(ctx.bala.row.id);
    expect(await directoryIds(ctx.bala.token)).toContain(ctx.asha.row.id);
    expect(await profileIds(ctx.asha.token)).toContain(balaProfile);
    expect((await get(`/api/users/${ctx.bala.row.id}`, ctx.asha.token)).statusCode).toBe(200);
    expect((await get(`/api/matrimonial/profiles/${ashaProfile}`, ctx.bala.token)).statusCode).toBe(200);
    const question = await ask(ctx.asha.token, 'Asha asks about the library hours');
    await answer(ctx.bala.token, question);
    expect(await answeredTold(ctx.asha.row.id)).toContain(ctx.bala.row.id);
  });

  it('a member without blocks reads the shared pages (no viewer of their own)', async () => {
    expect(await blockingViewer(ctx.app.db, { id: ctx.chetan.row.id, plan: 'premium' })).toBeUndefined();
    expect(await blockingViewer(ctx.app.db, { id: ctx.asha.row.id, plan: 'free' })).toBeUndefined();
    await post(`/api/blocks/${ctx.chetan.row.id}`, ctx.asha.token);
    expect(await blockingViewer(ctx.app.db, { id: ctx.chetan.row.id, plan: 'premium' })).toBe(ctx.chetan.row.id);
    expect(await blockingViewer(ctx.app.db, { id: ctx.admin.row.id, plan: 'admin' })).toBeUndefined();
  });
});
