import { beforeAll, describe, expect, it } from 'vitest';
import { POSTING_LIMITS, type PostingKind } from '@sangam/shared/moderation';
import { bearer, countRows } from '../test/helper.ts';
import { makeMember, useTestApp, type Member } from '../test/factories.ts';
import { form, jpegBytes } from '../test/files.ts';
import { photoDataUrl } from '../test/images.ts';
import { profileValues } from '../test/matrimonial.ts';
import { makeNews } from '../test/news.ts';
import { SETTLED } from '../test/posting.ts';
import { POSTING_WINDOW_MS, postingLimitOf } from './posting-limits.ts';

// Issue 34's posting limits through the five create routes: per member in the last 24 hours at most 10 questions,
// 50 answers, 50 comments, 5 listings, 3 matrimonial profiles; an account under a day old half; admins exempt.

const ctx = useTestApp({ asker: 'admin' });

let questionId = '';
let newsId = '';
beforeAll(async () => {
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/api/questions',
    headers: bearer(ctx.asker.token),
    payload: { title: 'Best school in Pune?', content: 'Looking for CBSE schools near Kothrud', tags: ['education'] },
  });
  expect(asked.statusCode).toBe(201);
  questionId = asked.json().question._id;
  newsId = (await makeNews(ctx.app)).id;
});

type Headers = Record<string, string>;

/** One post of each kind through its route, as the member whose token is given. */
const POST: Record<PostingKind, (token: string, headers?: Headers, withImage?: boolean) => Promise<Reply>> = {
  questions: (token, headers) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/questions',
      headers: { ...bearer(token), ...headers },
      payload: { title: 'Which day suits the meetup?', content: 'Saturday or Sunday?', tags: ['events'] },
    }),
  answers: (token, headers) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/answers',
      headers: { ...bearer(token), ...headers },
      payload: { questionId, content: 'Try the one near the river' },
    }),
  comments: (token, headers) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/news/${newsId}/comments`,
      headers: { ...bearer(token), ...headers },
      payload: { content: 'Congratulations' },
    }),
  listings: async (token, headers, withImage) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { ...bearer(token), ...headers },
      payload: {
        title: 'AC repair',
        category: 'Electrician',
        description: 'Split and window ACs',
        contactPhone: '98220 12345',
        ...(withImage ? { image: await photoDataUrl() } : {}),
      },
    }),
  matrimonial: async (token, headers, withImage) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/matrimonial/profiles',
      headers: { ...bearer(token), ...headers },
      payload: form([
        ...Object.entries(profileValues()).map(([name, value]) => ({ name, value })),
        ...(withImage
          ? [{ name: 'profileImages', bytes: await jpegBytes(), filename: 'me.jpg', type: 'image/jpeg' }]
          : []),
      ]),
    }),
};
type Reply = Awaited<ReturnType<typeof ctx.app.inject>>;

/** Where each kind is kept, by its author column. */
const TABLES = {
  questions: ['questions', 'authorId'],
  answers: ['answers', 'authorId'],
  comments: ['comments', 'userId'],
  listings: ['listings', 'ownerId'],
  matrimonial: ['matrimonialProfiles', 'userId'],
} as const;

/** How many posts of `kind` the member has, whenever made. */
async function postsOf(kind: PostingKind, memberId: string) {
  const [table, author] = TABLES[kind];
  const row = await ctx.app.db
    .selectFrom(table as 'questions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(author as 'authorId', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Moves the member's posts of `kind` back by `ms` (as if they were made that much earlier). */
async function age(kind: PostingKind, memberId: string, ms: number, ids?: string[]) {
  const [table, author] = TABLES[kind];
  const rows = await ctx.app.db
    .selectFrom(table as 'questions')
    .select(['id', 'createdAt'])
    .where(author as 'authorId', '=', memberId)
    .execute();
  for (const row of rows.filter((r) => !ids || ids.includes(r.id))) {
    await ctx.app.db
      .updateTable(table as 'questions')
      .set({ createdAt: new Date(Date.parse(row.createdAt) - ms).toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
}

/** Posts `times` of `kind`, each expected to be taken. */
async function postTimes(kind: PostingKind, member: Member, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await POST[kind](member.token);
    expect(res.statusCode, res.body).toBe(201);
  }
}

const ENGLISH: Record<PostingKind, string> = {
  questions: "You have reached today's limit for questions. Please try again tomorrow.",
  answers: "You have reached today's limit for answers. Please try again tomorrow.",
  comments: "You have reached today's limit for comments. Please try again tomorrow.",
  listings: "You have reached today's limit for listings. Please try again tomorrow.",
  matrimonial: "You have reached today's limit for matrimonial profiles. Please try again tomorrow.",
};
const HINDI: Record<PostingKind, string> = {
  questions: 'आज के लिए आप सवालों की सीमा तक पहुँच गए हैं। कृपया कल फिर से कोशिश करें।',
  answers: 'आज के लिए आप जवाबों की सीमा तक पहुँच गए हैं। कृपया कल फिर से कोशिश करें।',
  comments: 'आज के लिए आप टिप्पणियों की सीमा तक पहुँच गए हैं। कृपया कल फिर से कोशिश करें।',
  listings: 'आज के लिए आप लिस्टिंग की सीमा तक पहुँच गए हैं। कृपया कल फिर से कोशिश करें।',
  matrimonial: 'आज के लिए आप वैवाहिक प्रोफ़ाइलों की सीमा तक पहुँच गए हैं। कृपया कल फिर से कोशिश करें।',
};

const KINDS = Object.keys(POSTING_LIMITS) as PostingKind[];

describe('a member past their first day', () => {
  it.each(KINDS.map((kind) => [kind, POSTING_LIMITS[kind]] as const))(
    'posts %s up to %i a day; the next is a 429 in English and in Hindi, and nothing is written',
    async (kind, limit) => {
      const member = await makeMember(ctx.app, 'free', SETTLED);
      await postTimes(kind, member, limit);
      const media = await countRows(ctx.app.db, 'media');

      const refused = await POST[kind](member.token, {}, true);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: ENGLISH[kind], type: 'POSTING_LIMIT' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      const hindi = await POST[kind](member.token, { 'accept-language': 'hi' });
      expect(hindi.statusCode).toBe(429);
      expect(hindi.json()).toEqual({ message: HINDI[kind], type: 'POSTING_LIMIT' });

      expect(await postsOf(kind, member.row.id)).toBe(limit);
      // A refused listing's or profile's photo is not even read: no file is stored.
      expect(await countRows(ctx.app.db, 'media')).toBe(media);
    },
  );

  it("is told in the language they chose, whatever the browser's", async () => {
    const member = await makeMember(ctx.app, 'free', { ...SETTLED, language: 'hi' });
    await postTimes('matrimonial', member, POSTING_LIMITS.matrimonial);
    const refused = await POST.matrimonial(member.token, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(HINDI.matrimonial);
  });

  it('counts only the last 24 hours: posts older than that leave room, and the wait ends when the oldest leaves', async () => {
    const member = await makeMember(ctx.app, 'free', SETTLED);
    await postTimes('listings', member, POSTING_LIMITS.listings);
    expect((await POST.listings(member.token)).statusCode).toBe(429);

    // Four of the five were made yesterday (25 hours ago), one 23 hours ago: four more fit in today.
    const [recent, ...older] = (
      await ctx.app.db.selectFrom('listings').select('id').where('ownerId', '=', member.row.id).execute()
    ).map((row) => row.id);
    await age('listings', member.row.id, 25 * 3_600_000, older);
    await age('listings', member.row.id, 23 * 3_600_000, [recent!]);
    await postTimes('listings', member, POSTING_LIMITS.listings - 1);

    const refused = await POST.listings(member.token);
    expect(refused.statusCode).toBe(429);
    // The one from 23 hours ago leaves the day in about an hour.
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(3_000);
    expect(wait).toBeLessThanOrEqual(3_600);
    expect(await postsOf('listings', member.row.id)).toBe(2 * POSTING_LIMITS.listings - 1);
  });

  it('posts sent at once are counted one after the other: never more than the limit', async () => {
    const member = await makeMember(ctx.app, 'free', SETTLED);
    await postTimes('questions', member, POSTING_LIMITS.questions - 2);
    const replies = await Promise.all(Array.from({ length: 6 }, () => POST.questions(member.token)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 201, 429, 429, 429, 429]);
    expect(await postsOf('questions', member.row.id)).toBe(POSTING_LIMITS.questions);
  });
});

describe('an account younger than 24 hours', () => {
  it.each(KINDS.map((kind) => [kind, Math.floor(POSTING_LIMITS[kind] / 2)] as const))(
    'posts %s up to half the limit (%i)',
    async (kind, half) => {
      const member = await makeMember(ctx.app, 'free');
      await postTimes(kind, member, half);
      const refused = await POST[kind](member.token);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(ENGLISH[kind]);
      expect(await postsOf(kind, member.row.id)).toBe(half);
    },
  );

  it('gets the full limit once the account is a day old', async () => {
    const member = await makeMember(ctx.app, 'free');
    await postTimes('matrimonial', member, 1);
    expect((await POST.matrimonial(member.token)).statusCode).toBe(429);
    await ctx.app.db
      .updateTable('users')
      .set({ createdAt: new Date(Date.now() - POSTING_WINDOW_MS - 60_000).toISOString() })
      .where('id', '=', member.row.id)
      .execute();
    await postTimes('matrimonial', member, POSTING_LIMITS.matrimonial - 1);
    expect((await POST.matrimonial(member.token)).statusCode).toBe(429);
  });
});

describe('admins', () => {
  it.each(['questions', 'listings', 'matrimonial'] as const)(
    'are not limited: a new admin account posts more %s than any member may',
    async (kind) => {
      const admin = await makeMember(ctx.app, 'admin');
      await postTimes(kind, admin, POSTING_LIMITS[kind] + 1);
      expect(await postsOf(kind, admin.row.id)).toBe(POSTING_LIMITS[kind] + 1);
    },
  );
});

describe('postingLimitOf', () => {
  const now = Date.parse('2026-12-01T12:00:00.000Z');
  const member = (ageMs: number, planType = 'free') => ({
    id: 'm',
    planType,
    createdAt: new Date(now - ageMs).toISOString(),
  });

  it('gives the full limits to an account a day old or more, premium members included', () => {
    for (const kind of KINDS) {
      expect(postingLimitOf(member(POSTING_WINDOW_MS), kind, now)).toBe(POSTING_LIMITS[kind]);
      expect(postingLimitOf(member(400 * POSTING_WINDOW_MS, 'premium'), kind, now)).toBe(POSTING_LIMITS[kind]);
    }
  });

  it('halves them (rounded down) for an account younger than a day', () => {
    expect(KINDS.map((kind) => postingLimitOf(member(POSTING_WINDOW_MS - 1), kind, now))).toEqual([5, 25, 25, 2, 1]);
  });

  it('has none for an admin', () => {
    for (const kind of KINDS) expect(postingLimitOf(member(0, 'admin'), kind, now)).toBeNull();
  });
});
