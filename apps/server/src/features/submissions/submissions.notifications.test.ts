import { describe, expect, it } from 'vitest';
import { notificationsOf } from '../../test/notifications.ts';
import { bearer } from '../../test/helper.ts';
import { makeMember, NON_ADMINS, useTestApp } from '../../test/factories.ts';
import { makeForm, registrationForm, validAnswers, submitAnswers } from '../../test/forms.ts';

const ctx = useTestApp({ admin: 'admin', member: 'free', other: 'premium' });

const submit = async (slug: string, token?: string) => {
  const res = await submitAnswers(ctx.app, slug, validAnswers, token);
  expect(res.statusCode).toBe(201);
  return res.json().submission._id as string;
};
const openForm = () =>
  makeForm(
    ctx.app,
    ctx.admin.row.id,
    registrationForm({ settings: { requireLogin: false, allowMultipleSubmissions: true } }),
  );
const setStatus = (id: string, status: string, token = ctx.admin.token) =>
  ctx.app.inject({ method: 'PUT', url: `/api/submissions/${id}/status`, headers: bearer(token), payload: { status } });
const bulk = (submissionIds: string[], status: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/submissions/bulk-action',
    headers: bearer(ctx.admin.token),
    payload: { action: 'updateStatus', submissionIds, status },
  });

describe('a reviewed submission notifies its signed-in submitter', () => {
  it('a review tells the member once, with the form and the status; pending or spam, or the same status again, tell nothing', async () => {
    const { id: formId, slug } = await openForm();
    const sid = await submit(slug, ctx.member.token);
    expect((await setStatus(sid, 'approved')).statusCode).toBe(200);
    expect((await setStatus(sid, 'approved')).statusCode).toBe(200);
    expect((await setStatus(sid, 'spam')).statusCode).toBe(200);
    expect((await setStatus(sid, 'pending')).statusCode).toBe(200);
    expect((await setStatus(sid, 'rejected')).statusCode).toBe(200);
    const common = { link: `/forms/${slug}`, subject: `form:${formId}`, actorId: ctx.admin.row.id };
    expect(await notificationsOf(ctx.app, ctx.member.row.id)).toEqual([
      { kind: 'submission_reviewed', params: { form: 'Annual Meet Registration', status: 'approved' }, ...common },
      { kind: 'submission_reviewed', params: { form: 'Annual Meet Registration', status: 'rejected' }, ...common },
    ]);
    expect(await notificationsOf(ctx.app, ctx.admin.row.id)).toEqual([]);
  });

  it('a bulk review tells each signed-in submitter once, never an anonymous one nor the admin', async () => {
    const { id: formId, slug } = await openForm();
    const mine = await submit(slug, ctx.other.token);
    const anonymous = await submit(slug);
    const admins = await submit(slug, ctx.admin.token);
    const before = (await notificationsOf(ctx.app, ctx.other.row.id)).length;
    expect((await bulk([mine, anonymous, admins], 'reviewed')).statusCode).toBe(200);
    expect((await bulk([mine, anonymous, admins], 'reviewed')).statusCode).toBe(200);
    const rows = (await notificationsOf(ctx.app, ctx.other.row.id)).slice(before);
    expect(rows).toEqual([
      {
        kind: 'submission_reviewed',
        params: { form: 'Annual Meet Registration', status: 'reviewed' },
        link: `/forms/${slug}`,
        subject: `form:${formId}`,
        actorId: ctx.admin.row.id,
      },
    ]);
    expect(await notificationsOf(ctx.app, ctx.admin.row.id)).toEqual([]);
    const told = await ctx.app.db
      .selectFrom('notifications')
      .select('userId')
      .where('subject', '=', `form:${formId}`)
      .execute();
    expect(told).toEqual([{ userId: ctx.other.row.id }]);
  });

  it('deleting the form forgets what its submitters were told', async () => {
    const { id: formId, slug } = await openForm();
    const sid = await submit(slug, ctx.member.token);
    await setStatus(sid, 'approved');
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/forms/${formId}`,
      headers: bearer(ctx.admin.token),
    });
    expect(del.statusCode).toBe(200);
    const left = await ctx.app.db
      .selectFrom('notifications')
      .select('id')
      .where('subject', '=', `form:${formId}`)
      .execute();
    expect(left).toEqual([]);
  });

  it.each(NON_ADMINS)('%s (role %s) cannot review (%i) and nothing is told', async (_who, role, status) => {
    const { slug } = await openForm();
    const submitter = await makeMember(ctx.app, 'free');
    const sid = await submit(slug, submitter.token);
    const headers = role ? bearer((await makeMember(ctx.app, role)).token) : {};
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/submissions/${sid}/status`,
      headers,
      payload: { status: 'approved' },
    });
    expect(res.statusCode).toBe(status);
    expect(await notificationsOf(ctx.app, submitter.row.id)).toEqual([]);
  });
});
