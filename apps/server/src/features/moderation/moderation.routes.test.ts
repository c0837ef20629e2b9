import { describe, expect, it } from 'vitest';
import type { ModerationItem, ModerationReply } from '@sangam/shared/moderation';
import { bearer } from '../../test/helper.ts';
import { NON_ADMINS, makeMember, tokenOf, useTestApp, type Member } from '../../test/factories.ts';
import { makeListing } from '../../test/listings.ts';
import { makeProfile } from '../../test/matrimonial.ts';
import { notificationsOf } from '../../test/notifications.ts';
import { addMs, nowIso } from '../../lib/time.ts';
import { liftEndedSuspensions } from './moderation.queries.ts';

const OLD = new Date(Date.now() - 3 * 86_400_000).toISOString();
const ctx = useTestApp({ admin: ['admin', { name: 'Admin Desk' }] });

const inject = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const member = (name = 'Some Member') => makeMember(ctx.app, 'free', { name, createdAt: OLD });

async function ask(author: Member, title = 'Where to buy bulk rice?') {
  const res = await inject('POST', '/api/questions', author.token, {
    title,
    content: 'Wholesale near Pune',
    tags: ['food'],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().question._id as string;
}
async function answer(author: Member, questionId: string) {
  const res = await inject('POST', '/api/answers', author.token, {
    questionId,
    content: 'Call this number for cheap loans',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().answer._id as string;
}
/** `count` members report the subject; answers the reporters. */
async function reportBy(count: number, subjectType: string, subjectId: string, reason = 'spam', note = '') {
  const reporters: Member[] = [];
  for (let i = 0; i < count; i++) {
    const reporter = await member(`Reporter ${i}`);
    const res = await inject('POST', '/api/reports', reporter.token, {
      subjectType,
      subjectId,
      reason,
      ...(note ? { note } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    reporters.push(reporter);
  }
  return reporters;
}
const queue = async (query = '') => {
  const res = await inject('GET', `/api/admin/moderation${query}`, ctx.admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ModerationReply;
};
const itemOf = async (subjectId: string, query = '') =>
  (await queue(query)).items.find((item) => item.subjectId === subjectId);
const decide = (subjectType: string, subjectId: string, body: object, token = ctx.admin.token) =>
  inject('POST', `/api/admin/moderation/${subjectType}/${subjectId}`, token, body);
const notificationTexts = async (who: Member) =>
  ((await inject('GET', '/api/notifications', who.token)).json().notifications as { text: string }[]).map(
    (n) => n.text,
  );
const answerStatus = async (id: string) =>
  (await ctx.app.db.selectFrom('answers').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const auditOf = (subjectId: string) =>
  ctx.app.db.selectFrom('auditLog').selectAll().where('targetId', '=', subjectId).orderBy('createdAt').execute();

describe('the moderation queue: admins only', () => {
  it.each(NON_ADMINS)('%s: %i on every route', async (_who, role, status) => {
    const token = await tokenOf(ctx.app, role);
    expect((await inject('GET', '/api/admin/moderation', token)).statusCode).toBe(status);
    expect((await inject('GET', '/api/admin/moderation/counts', token)).statusCode).toBe(status);
    expect((await inject('POST', '/api/admin/moderation/question/x', token, { action: 'keep' })).statusCode).toBe(
      status,
    );
  });
});

describe('GET /api/admin/moderation', () => {
  it('groups reports by subject with reasons, notes and count; pending listings and profiles beside them, oldest first', async () => {
    const author = await member('Suresh Kale');
    const answerId = await answer(author, await ask(await member()));
    const [first] = await reportBy(1, 'answer', answerId, 'spam', 'Selling loans');
    await reportBy(1, 'answer', answerId, 'abusive');
    const listingId = await makeListing(ctx.app, author.row.id, {
      approved: 0,
      title: 'Cheap loans',
      createdAt: nowIso(),
    });
    const profileId = await makeProfile(ctx.app, (await member()).token, 'pending');

    const item = (await itemOf(answerId)) as ModerationItem;
    expect(item).toMatchObject({
      kind: 'answer',
      subjectType: 'answer',
      content: 'Call this number for cheap loans',
      author: { _id: author.row.id, name: 'Suresh Kale', accountStatus: 'active' },
      reportCount: 2,
      hidden: false,
      link: expect.stringMatching(/^\/questions\//),
    });
    expect(item.reasons).toEqual([
      { reason: 'spam', count: 1 },
      { reason: 'abusive', count: 1 },
    ]);
    expect(item.notes).toEqual([
      expect.objectContaining({ reporter: first!.row.name, reason: 'spam', note: 'Selling loans' }),
    ]);
    const all = await queue();
    const kinds = all.items.map((i) => i.kind);
    expect(kinds).toEqual(expect.arrayContaining(['answer', 'pending_listing', 'pending_matrimonial']));
    const since = all.items.map((i) => i.waitingSince);
    expect(since).toEqual([...since].sort());
    expect(all.counts.total).toBe(all.counts.reports + all.counts.listings + all.counts.matrimonial);
    expect((await itemOf(listingId, '?kind=pending_listing'))?.title).toBe('Cheap loans');
    expect(await itemOf(profileId, '?kind=pending_matrimonial')).toBeDefined();
    // Filters: by kind and by reason (a reason leaves the pending ones out).
    expect((await queue('?kind=answer')).items.every((i) => i.kind === 'answer')).toBe(true);
    expect(await itemOf(answerId, '?reason=abusive')).toBeDefined();
    expect(await itemOf(answerId, '?reason=fake')).toBeUndefined();
    expect((await queue('?reason=spam')).items.some((i) => i.kind.startsWith('pending_'))).toBe(false);
    const counts = await inject('GET', '/api/admin/moderation/counts', ctx.admin.token);
    expect(counts.json()).toEqual(all.counts);
  });
});

describe('POST /api/admin/moderation/{subjectType}/{subjectId}', () => {
  it('remove: the answer is hidden, its author told with the note, the reporters told in one line, an audit row', async () => {
    const author = await member('Suresh Kale');
    const answerId = await answer(author, await ask(await member()));
    const reporters = await reportBy(3, 'answer', answerId, 'spam');
    expect(await answerStatus(answerId)).toBe('reported');
    expect((await itemOf(answerId))?.hidden).toBe(true);

    const res = await decide('answer', answerId, { action: 'remove', note: 'No loan offers here' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Removed.');
    expect(await answerStatus(answerId)).toBe('hidden');
    expect(await itemOf(answerId)).toBeUndefined();
    for (const reporter of reporters) {
      expect(await notificationTexts(reporter)).toContain('Thanks: the post you reported was removed');
    }
    expect(await notificationTexts(author)).toContain('The admins removed your answer: No loan offers here');
    const [row] = await auditOf(answerId);
    expect(row).toMatchObject({ action: 'moderation.remove', actorId: ctx.admin.row.id, subjectType: 'answer' });
    expect(JSON.parse(row!.changes)).toEqual({ state: ['hidden', 'removed'] });
    // Decided once: a second decision finds nothing waiting.
    expect((await decide('answer', answerId, { action: 'keep' })).statusCode).toBe(404);
  });

  it('keep: the reports are dismissed and a hidden question is shown again as it was', async () => {
    const author = await member();
    const questionId = await ask(author);
    const reporters = await reportBy(3, 'question', questionId, 'fake');
    const res = await decide('question', questionId, { action: 'keep' });
    expect(res.statusCode, res.body).toBe(200);
    const row = await ctx.app.db
      .selectFrom('questions')
      .select('status')
      .where('id', '=', questionId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    expect((await inject('GET', `/api/questions/${questionId}`)).statusCode).toBe(200);
    expect(await notificationTexts(reporters[0]!)).toContain(
      'Thanks: our admins reviewed the post you reported and kept it',
    );
    expect(await notificationTexts(author)).toContain('Your question is visible again');
    const reports = await ctx.app.db
      .selectFrom('reports')
      .select(['status', 'outcome'])
      .where('subjectId', '=', questionId)
      .execute();
    expect(reports.every((r) => r.status === 'closed' && r.outcome === 'keep')).toBe(true);
  });

  it('warn: the author gets the note, the post stays', async () => {
    const author = await member();
    const answerId = await answer(author, await ask(await member()));
    await reportBy(1, 'answer', answerId, 'inappropriate');
    expect((await decide('answer', answerId, { action: 'warn', note: 'Keep it polite' })).statusCode).toBe(200);
    expect(await answerStatus(answerId)).toBe('active');
    expect(await notificationTexts(author)).toContain('A warning from the admins about your answer: Keep it polite');
  });

  it('suspend for some days: the author is locked out until the days are over', async () => {
    const author = await member();
    await reportBy(1, 'member', author.row.id, 'fake');
    const res = await decide('member', author.row.id, { action: 'suspend', days: 7 });
    expect(res.statusCode, res.body).toBe(200);
    const user = await ctx.app.db
      .selectFrom('users')
      .select(['accountStatus', 'suspendedUntil'])
      .where('id', '=', author.row.id)
      .executeTakeFirstOrThrow();
    expect(user.accountStatus).toBe('suspended');
    expect(Date.parse(user.suspendedUntil!)).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    expect((await inject('GET', '/api/notifications', author.token)).statusCode).toBe(403);
    await liftEndedSuspensions(ctx.app.db, addMs(nowIso(), 8 * 86_400_000));
    expect((await inject('GET', '/api/notifications', author.token)).statusCode).toBe(200);
  });

  it('suspend until lifted; an admin author cannot be suspended from the queue', async () => {
    const author = await member();
    const questionId = await ask(author);
    await reportBy(1, 'question', questionId);
    expect((await decide('question', questionId, { action: 'suspend' })).statusCode).toBe(200);
    const user = await ctx.app.db
      .selectFrom('users')
      .select(['accountStatus', 'suspendedUntil'])
      .where('id', '=', author.row.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ accountStatus: 'suspended', suspendedUntil: null });
    await liftEndedSuspensions(ctx.app.db, addMs(nowIso(), 3650 * 86_400_000));
    const still = await ctx.app.db
      .selectFrom('users')
      .select('accountStatus')
      .where('id', '=', author.row.id)
      .executeTakeFirstOrThrow();
    expect(still.accountStatus).toBe('suspended');

    const otherAdmin = await makeMember(ctx.app, 'admin');
    const adminQuestion = await ask(otherAdmin);
    await reportBy(1, 'question', adminQuestion);
    expect((await decide('question', adminQuestion, { action: 'suspend' })).statusCode).toBe(403);
    expect(await itemOf(adminQuestion)).toBeDefined();
  });

  it('a pending listing: keep approves it, remove takes it away from the owner with the note', async () => {
    const owner = await member();
    const approveId = await makeListing(ctx.app, owner.row.id, { approved: 0 });
    const removeId = await makeListing(ctx.app, owner.row.id, { approved: 0 });
    const approved = await decide('listing', approveId, { action: 'keep' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe('Approved.');
    expect((await decide('listing', removeId, { action: 'remove', note: 'Not a business' })).statusCode).toBe(200);
    const rows = await ctx.app.db
      .selectFrom('listings')
      .select(['id', 'approved', 'moderationState'])
      .where('ownerId', '=', owner.row.id)
      .execute();
    expect(rows.find((r) => r.id === approveId)).toMatchObject({ approved: 1, moderationState: 0 });
    expect(rows.find((r) => r.id === removeId)).toMatchObject({ approved: 0, moderationState: 2 });
    expect((await notificationsOf(ctx.app, owner.row.id)).map((n) => n.kind)).toEqual([
      'listing_approved',
      'moderation_notice',
    ]);
    expect((await auditOf(removeId))[0]).toMatchObject({ action: 'moderation.remove', subjectType: 'listing' });
    expect((await decide('listing', approveId, { action: 'keep' })).statusCode).toBe(404);
  });

  it('a pending matrimonial profile: keep approves it through the review', async () => {
    const owner = await member();
    const profileId = await makeProfile(ctx.app, owner.token, 'pending');
    expect((await decide('matrimonial', profileId, { action: 'keep' })).statusCode).toBe(200);
    const row = await ctx.app.db
      .selectFrom('matrimonialProfiles')
      .select('approvalStatus')
      .where('id', '=', profileId)
      .executeTakeFirstOrThrow();
    expect(row.approvalStatus).toBe('approved');
    expect((await notificationsOf(ctx.app, owner.row.id)).map((n) => n.kind)).toContain('matrimonial_approved');
  });

  it('bad input is 400 naming the field; nothing is decided', async () => {
    const questionId = await ask(await member());
    await reportBy(1, 'question', questionId);
    const res = await decide('question', questionId, { action: 'ban' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('action');
    expect((await decide('question', questionId, { action: 'suspend', days: 0 })).statusCode).toBe(400);
    expect(await itemOf(questionId)).toBeDefined();
    // Deep pages are bounded: each page reads its sources up to its end.
    expect((await inject('GET', '/api/admin/moderation?page=51', ctx.admin.token)).statusCode).toBe(400);
  });
});
