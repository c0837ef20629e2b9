/**
 * Admins may also act on members' records through the members' own routes (delete a listing, a question or a
 * matrimonial profile, edit a listing, pick a question's best answer): those are admin actions and are audited like
 * the admin routes' ones; the owner doing the same to their own record is not.
 */
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/helper.ts';
import { makeMember, useTestApp, type Member } from '../../test/factories.ts';
import { makeListing } from '../../test/listings.ts';
import { makeProfile } from '../../test/matrimonial.ts';

const ctx = useTestApp({ admin: ['admin', { name: 'Moderating Admin' }] });
const OLD = new Date(Date.now() - 30 * 86_400_000).toISOString();

const member = () => makeMember(ctx.app, 'free', { createdAt: OLD });
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: Member, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const auditOf = (targetId: string) =>
  ctx.app.db.selectFrom('auditLog').selectAll().where('targetId', '=', targetId).execute();
const ask = async (author: Member) => {
  const res = await call('POST', '/api/questions', author, {
    title: 'Best tailor nearby?',
    content: 'In Kothrud',
    tags: ['tailor'],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().question._id as string;
};
const answer = async (author: Member, questionId: string) => {
  const res = await call('POST', '/api/answers', author, { questionId, content: 'Try the one near the temple' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().answer._id as string;
};
const listingEdit = {
  title: 'Taps and pipes',
  category: 'Plumber',
  description: 'Same day',
  contactPhone: '9822000001',
  contactEmail: 'new@example.com',
  premiumRequired: false,
};

describe('admins on members\u2019 routes are audited; owners are not', () => {
  it('deleting a listing', async () => {
    const owner = await member();
    const theirs = await makeListing(ctx.app, owner.row.id, { title: 'Pipes' });
    const own = await makeListing(ctx.app, owner.row.id);
    expect((await call('DELETE', `/api/listings/${theirs}`, ctx.admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/listings/${own}`, owner)).statusCode).toBe(200);
    expect(await auditOf(theirs)).toEqual([
      expect.objectContaining({
        action: 'listing.delete',
        subjectType: 'listing',
        targetName: 'Pipes',
        actorId: ctx.admin.row.id,
      }),
    ]);
    expect(await auditOf(own)).toEqual([]);
  });

  it('editing a listing: the contacts only as changed', async () => {
    const owner = await member();
    const id = await makeListing(ctx.app, owner.row.id, { title: 'Leaks' });
    expect((await call('PUT', `/api/listings/${id}`, ctx.admin, listingEdit)).statusCode).toBe(200);
    expect((await call('PUT', `/api/listings/${id}`, owner, { ...listingEdit, title: 'Mine again' })).statusCode).toBe(
      200,
    );
    const rows = await auditOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'listing.update', subjectType: 'listing', targetName: 'Taps and pipes' });
    expect(JSON.parse(rows[0]!.changes)).toEqual({
      title: ['Leaks', 'Taps and pipes'],
      description: ['Pipes and taps fixed the same day', 'Same day'],
      contactPhone: ['(changed)', '(changed)'],
      contactEmail: ['(changed)', '(changed)'],
    });
    expect(rows[0]!.changes).not.toContain('9822000001');
  });

  it('deleting a question', async () => {
    const author = await member();
    const theirs = await ask(author);
    const own = await ask(author);
    expect((await call('DELETE', `/api/questions/${theirs}`, ctx.admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/questions/${own}`, author)).statusCode).toBe(200);
    expect(await auditOf(theirs)).toEqual([
      expect.objectContaining({
        action: 'question.delete',
        subjectType: 'question',
        targetName: 'Best tailor nearby?',
      }),
    ]);
    expect(await auditOf(own)).toEqual([]);
  });

  it('picking the best answer of someone else\u2019s question', async () => {
    const author = await member();
    const questionId = await ask(author);
    const first = await answer(await member(), questionId);
    const second = await answer(await member(), questionId);
    expect((await call('POST', `/api/answers/${first}/mark-best`, ctx.admin)).statusCode).toBe(200);
    expect((await call('POST', `/api/answers/${second}/mark-best`, author)).statusCode).toBe(200);
    expect(await auditOf(first)).toEqual([
      expect.objectContaining({
        action: 'answer.mark_best',
        subjectType: 'answer',
        changes: '{"isBest":[false,true]}',
      }),
    ]);
    expect(await auditOf(second)).toEqual([]);
  });

  it('deleting a matrimonial profile', async () => {
    const owner = await member();
    const theirs = await makeProfile(ctx.app, owner.token);
    expect((await call('DELETE', `/api/matrimonial/profiles/${theirs}`, ctx.admin)).statusCode).toBe(200);
    expect(await auditOf(theirs)).toEqual([
      expect.objectContaining({ action: 'matrimonial.delete', subjectType: 'matrimonial', actorId: ctx.admin.row.id }),
    ]);
    const other = await member();
    const own = await makeProfile(ctx.app, other.token);
    expect((await call('DELETE', `/api/matrimonial/profiles/${own}`, other)).statusCode).toBe(200);
    expect(await auditOf(own)).toEqual([]);
  });
});
