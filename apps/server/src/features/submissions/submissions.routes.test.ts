import { describe, expect, it } from 'vitest';
import { istDateTime } from '../../lib/time.ts';
import { FORM_MESSAGES } from '@sangam/shared/form-messages';
import { t } from '../../lib/i18n.ts';
import { bearer } from '../../test/helper.ts';
import { makeMember, NON_ADMINS, useTestApp } from '../../test/factories.ts';
import { makeForm, registrationForm, validAnswers, submitAnswers } from '../../test/forms.ts';

const ctx = useTestApp({ admin: 'admin' });

const asAdmin = () => bearer(ctx.admin.token);
const submit = async (slug: string, payload: object, token?: string) => {
  const res = await submitAnswers(ctx.app, slug, payload, token);
  expect(res.statusCode).toBe(201);
  return res.json().submission._id as string;
};
const openForm = () =>
  makeForm(
    ctx.app,
    ctx.admin.row.id,
    registrationForm({ settings: { requireLogin: false, allowMultipleSubmissions: true } }),
  );

describe('submission routes refuse everyone but admins, and change nothing', () => {
  it.each(NON_ADMINS)('%s (role %s): %i', async (_who, role, status) => {
    const headers = role ? bearer((await makeMember(ctx.app, role)).token) : {};
    const { id, slug } = await openForm();
    const sid = await submit(slug, validAnswers);
    const calls = [
      ctx.app.inject({ url: `/api/submissions/form/${id}`, headers }),
      ctx.app.inject({ url: `/api/submissions/form/${id}/stats`, headers }),
      ctx.app.inject({ url: `/api/submissions/form/${id}/export`, headers }),
      ctx.app.inject({
        method: 'PUT',
        url: `/api/submissions/${sid}/status`,
        headers,
        payload: { status: 'approved' },
      }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/submissions/bulk-action',
        headers,
        payload: { action: 'updateStatus', submissionIds: [sid], status: 'rejected' },
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(status);
    const row = await ctx.app.db
      .selectFrom('submissions')
      .select('status')
      .where('id', '=', sid)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });
});

describe('GET /api/submissions/form/{formId}', () => {
  it('pages by 20, filters by status, search and dates, sorts four ways', async () => {
    const { id, slug } = await openForm();
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) ids.push(await submit(slug, { ...validAnswers, name: `Guest ${i}` }));
    const member = await makeMember(ctx.app, 'free', { name: 'Meera Joshi' });
    const meera = await submit(slug, { ...validAnswers, name: 'Meera J' }, member.token);
    const get = (q = '') =>
      ctx.app.inject({ url: `/api/submissions/form/${id}${q}`, headers: asAdmin() }).then((r) => r.json());
    const first = await get();
    expect(first.submissions).toHaveLength(20);
    expect(first.pagination).toMatchObject({ page: 1, limit: 20, total: 23, pages: 2 });
    expect(first.submissions[0]).toMatchObject({
      _id: meera,
      status: 'pending',
      submittedBy: { _id: member.row.id, name: 'Meera Joshi' },
      submitterInfo: { name: 'Meera Joshi' },
      data: { name: 'Meera J' },
      rating: null,
      flagged: false,
    });
    // Oldest first: the first sent (or one sent in the same millisecond, whose order is not theirs to keep).
    const firstSent = await ctx.app.db
      .selectFrom('submissions')
      .select('createdAt')
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect((await get('?sort=createdAt')).submissions[0].createdAt).toBe(firstSent.createdAt);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/submissions/${ids[3]}/status`,
      headers: asAdmin(),
      payload: { status: 'approved', rating: 5 },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/submissions/${ids[4]}/status`,
      headers: asAdmin(),
      payload: { status: 'approved', rating: 2 },
    });
    expect((await get('?sort=-rating')).submissions.slice(0, 2).map((s: { _id: string }) => s._id)).toEqual([
      ids[3],
      ids[4],
    ]);
    expect((await get('?sort=status')).submissions[0].status).toBe('approved');
    expect((await get('?status=approved')).pagination.total).toBe(2);
    expect((await get('?status=all')).pagination.total).toBe(23);
    expect((await get('?search=guest%2017')).submissions.map((s: { _id: string }) => s._id)).toEqual([ids[17]]);
    expect((await get('?search=MEERA')).pagination.total).toBe(1);
    expect((await get('?search=eera%20j')).submissions.map((s: { _id: string }) => s._id)).toEqual([meera]);
    expect((await get('?search=nobody')).pagination.total).toBe(0);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await get(`?dateFrom=${tomorrow}`)).pagination.total).toBe(0);
    expect((await get(`?dateTo=${tomorrow}`)).pagination.total).toBe(23);
    const missing = await ctx.app.inject({ url: '/api/submissions/form/unknown', headers: asAdmin() });
    expect(missing.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: `/api/submissions/form/${id}?sort=name`, headers: asAdmin() })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/submissions/form/{formId}/stats', () => {
  it('answers totals, the status breakdown and the top submitters, members and named visitors', async () => {
    const { id, slug } = await openForm();
    const member = await makeMember(ctx.app, 'premium', { name: 'Top Submitter' });
    const a = await submit(slug, validAnswers, member.token);
    await submit(slug, validAnswers, member.token);
    const b = await submit(slug, validAnswers);
    const c = await submit(slug, validAnswers);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/submissions/${a}/status`,
      headers: asAdmin(),
      payload: { status: 'approved' },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/submissions/${b}/status`,
      headers: asAdmin(),
      payload: { status: 'rejected' },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/submissions/${c}/status`,
      headers: asAdmin(),
      payload: { status: 'reviewed' },
    });
    for (const period of ['7d', '30d', '90d', 'all']) {
      const res = await ctx.app.inject({
        url: `/api/submissions/form/${id}/stats?period=${period}`,
        headers: asAdmin(),
      });
      expect(res.json()).toEqual({
        totalSubmissions: 4,
        statusBreakdown: { approved: 1, pending: 1, rejected: 1, others: 1 },
        // The visitor is counted by the e-mail their answers gave; two of each, in either order.
        topSubmitters: expect.arrayContaining([
          {
            user: { _id: 'email:asha@example.com', name: 'Asha Kamble' },
            count: 2,
            lastSubmission: expect.any(String),
          },
          { user: { _id: member.row.id, name: 'Top Submitter' }, count: 2, lastSubmission: expect.any(String) },
        ]),
      });
      expect(res.json().topSubmitters).toHaveLength(2);
    }
    expect(
      (await ctx.app.inject({ url: `/api/submissions/form/${id}/stats?period=1y`, headers: asAdmin() })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/submissions/form/{formId}/export', () => {
  it('sends a CSV named after the form, one column per field label, formulas neutralised, filters applied', async () => {
    const { id, slug } = await makeForm(
      ctx.app,
      ctx.admin.row.id,
      registrationForm({ title: 'Meet 2026', settings: { requireLogin: false, allowMultipleSubmissions: true } }),
    );
    await submit(slug, { ...validAnswers, name: '=HYPERLINK("http://evil","click")', email: '+1@x.in' });
    const second = await submit(slug, { ...validAnswers, name: '@SUM(A1)', member: 'yes', memberId: '-5+3' });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/submissions/${second}/status`,
      headers: asAdmin(),
      payload: { status: 'approved' },
    });
    const res = await ctx.app.inject({ url: `/api/submissions/form/${id}/export`, headers: asAdmin() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('filename="Meet 2026_submissions.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Submitted At (IST),Status,Submitter,Email,Rating,Review Notes,Full name,Email,Are you a member?,Member number,Guests',
    );
    expect(lines).toHaveLength(3);
    // Times as India reads them (the header says IST), not UTC's ISO string.
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"",""click"")"`);
    expect(lines[1]).toContain(",'+1@x.in,");
    expect(lines[2]).toContain("'@SUM(A1)");
    expect(lines[1]).toContain(',No,');
    expect(lines[2]).toContain(',Yes,');
    expect(lines[2]).toContain("'-5+3");
    for (const line of lines.slice(1)) expect(line).not.toMatch(/,[=+@-]/);
    const approved = await ctx.app.inject({
      url: `/api/submissions/form/${id}/export?status=approved`,
      headers: asAdmin(),
    });
    expect(approved.body.trim().split('\n')).toHaveLength(2);
  });
  it('writes every submission, oldest first, in batches of 1,000 and past 10,000 rows; searched ones too', async () => {
    const { id, slug } = await openForm();
    await submit(slug, validAnswers);
    const form = await ctx.app.db
      .selectFrom('forms')
      .select('currentVersionId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // 10,100 more, straight into the table: a minute apart, every third one by "Ravi Shinde".
    const rows = Array.from({ length: 10_100 }, (_, i) => {
      const name = i % 3 === 0 ? 'Ravi Shinde' : `Guest ${i}`;
      const createdAt = new Date(Date.UTC(2030, 0, 1) + i * 60_000).toISOString();
      return {
        id: `bulk-${String(i).padStart(5, '0')}`,
        formId: id,
        versionId: form.currentVersionId!,
        userId: null,
        data: JSON.stringify({ ...validAnswers, name }),
        submitterName: name,
        submitterEmail: 'guest@example.com',
        searchText: `${name} guest@example.com no 2`.toLowerCase(),
        singleKey: null,
        rating: null,
        createdAt,
        updatedAt: createdAt,
      };
    });
    for (let i = 0; i < rows.length; i += 1000)
      await ctx.app.db
        .insertInto('submissions')
        .values(rows.slice(i, i + 1000))
        .execute();
    const exported = async (query = '') => {
      const res = await ctx.app.inject({ url: `/api/submissions/form/${id}/export${query}`, headers: asAdmin() });
      expect(res.statusCode).toBe(200);
      return res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n')
        .slice(1);
    };
    const all = await exported();
    expect(all).toHaveLength(10_101);
    expect(all[0]).toContain('Asha Kamble');
    const times = all.slice(1).map((line) => line.split(',')[0]);
    expect(times).toEqual(rows.map((row) => istDateTime(row.createdAt)));
    const ravi = await exported('?search=ravi%20shinde');
    expect(ravi).toHaveLength(3367);
    expect(ravi.every((line) => line.includes('Ravi Shinde'))).toBe(true);
    expect(new Set(ravi).size).toBe(3367);
  });

  it("names a removed field's column only when a selected submission answered it", async () => {
    const { id, slug } = await openForm();
    await submit(slug, validAnswers);
    const first = await submit(slug, { ...validAnswers, name: 'Old Version' });
    const input = registrationForm({ settings: { requireLogin: false, allowMultipleSubmissions: true } });
    const edited = { ...input, fields: input.fields.filter((f) => f.id !== 'guests') };
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/api/forms/${id}`, headers: asAdmin(), payload: edited }))
        .statusCode,
    ).toBe(200);
    await submit(slug, { name: 'New Version', email: 'new@example.com', member: 'no' });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/submissions/${first}/status`,
      headers: asAdmin(),
      payload: { status: 'rejected' },
    });
    const header = async (query: string) =>
      (await ctx.app.inject({ url: `/api/submissions/form/${id}/export${query}`, headers: asAdmin() })).body
        .replace(/^\uFEFF/, '')
        .split('\n')[0];
    expect(await header('')).toBe(
      'Submitted At (IST),Status,Submitter,Email,Rating,Review Notes,Full name,Email,Are you a member?,Member number,Guests',
    );
    expect(await header('?search=new%20version')).toBe(
      'Submitted At (IST),Status,Submitter,Email,Rating,Review Notes,Full name,Email,Are you a member?,Member number',
    );
  });
});

describe('PUT /api/submissions/{id}/status and POST /api/submissions/bulk-action', () => {
  it('sets any status with review notes and rating; spam leaves the count', async () => {
    const { id, slug } = await openForm();
    const sid = await submit(slug, validAnswers);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/submissions/${sid}/status`,
      headers: asAdmin(),
      payload: { status: 'spam', reviewNotes: 'Looks automated', rating: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().submission).toMatchObject({
      status: 'spam',
      reviewNotes: 'Looks automated',
      rating: 1,
      reviewedAt: expect.any(String),
    });
    const count = async () =>
      (await ctx.app.db.selectFrom('forms').select('submissionCount').where('id', '=', id).executeTakeFirstOrThrow())
        .submissionCount;
    expect(await count()).toBe(0);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/submissions/${sid}/status`,
      headers: asAdmin(),
      payload: { status: 'pending' },
    });
    expect(await count()).toBe(1);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/submissions/${sid}/status`,
      headers: asAdmin(),
      payload: { status: 'done' },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: '/api/submissions/nope/status',
      headers: asAdmin(),
      payload: { status: 'approved' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(t('en', FORM_MESSAGES.submissionNotFound));
  });

  it('approves, rejects and flags in bulk; unknown ids are skipped', async () => {
    const { id, slug } = await openForm();
    const ids = [await submit(slug, validAnswers), await submit(slug, validAnswers), await submit(slug, validAnswers)];
    const bulk = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/submissions/bulk-action', headers: asAdmin(), payload });
    const approved = await bulk({
      action: 'updateStatus',
      submissionIds: [ids[0], ids[1], 'unknown'],
      status: 'approved',
    });
    expect(approved.json()).toEqual({ updated: 2, message: '2 submission(s) updated' });
    expect((await bulk({ action: 'updateStatus', submissionIds: [ids[2]], status: 'rejected' })).json().updated).toBe(
      1,
    );
    expect((await bulk({ action: 'flag', submissionIds: [ids[0]] })).json().updated).toBe(1);
    const list = (
      await ctx.app.inject({ url: `/api/submissions/form/${id}?sort=createdAt`, headers: asAdmin() })
    ).json();
    // By id: three submissions may share a millisecond, so their order in the list is not theirs to keep.
    const byId = new Map(list.submissions.map((s: { _id: string }) => [s._id, s]));
    expect(ids.map((sid) => (byId.get(sid) as { status: string }).status)).toEqual([
      'approved',
      'approved',
      'rejected',
    ]);
    expect(byId.get(ids[0])).toMatchObject({ flagged: true, flagReason: 'Bulk flagged' });
    expect((await bulk({ action: 'updateStatus', submissionIds: [], status: 'approved' })).statusCode).toBe(400);
    expect((await bulk({ action: 'delete', submissionIds: [ids[0]] })).statusCode).toBe(400);
  });
});

describe('GET /api/submissions/{id} and /form/{formId}/analytics', () => {
  it('reads one submission; 404 for an unknown one; visitors 401, members 403', async () => {
    const { slug } = await openForm();
    const sid = await submit(slug, validAnswers);
    const res = await ctx.app.inject({ url: `/api/submissions/${sid}`, headers: asAdmin() });
    expect(res.json().submission).toMatchObject({ _id: sid, data: validAnswers, status: 'pending' });
    expect((await ctx.app.inject({ url: '/api/submissions/nope', headers: asAdmin() })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/submissions/${sid}` })).statusCode).toBe(401);
    const member = await makeMember(ctx.app, 'premium');
    expect((await ctx.app.inject({ url: `/api/submissions/${sid}`, headers: bearer(member.token) })).statusCode).toBe(
      403,
    );
  });

  it('counts options, averages numbers and counts submissions per day, spam left out', async () => {
    const { id, slug } = await openForm();
    await submit(slug, { ...validAnswers, member: 'yes', memberId: 'M1', guests: 1 });
    await submit(slug, { ...validAnswers, member: 'no', guests: 4 });
    await submit(slug, { ...validAnswers, member: 'no' });
    await submit(slug, { ...validAnswers, _honeypot: 'bot' });
    const res = await ctx.app.inject({ url: `/api/submissions/form/${id}/analytics?period=all`, headers: asAdmin() });
    const body = res.json();
    expect(body.sampled).toBe(3);
    expect(body.perDay).toEqual([{ date: new Date().toISOString().slice(0, 10), count: 3 }]);
    const byId = Object.fromEntries(body.fields.map((f: { id: string }) => [f.id, f]));
    expect(byId.member.options).toEqual([
      { label: 'Yes', value: 'yes', count: 1 },
      { label: 'No', value: 'no', count: 2 },
    ]);
    expect(byId.guests).toMatchObject({ answered: 3, average: 2.33 });
    expect(byId.memberId.answered).toBe(1);
    const member = await makeMember(ctx.app, 'free');
    expect(
      (await ctx.app.inject({ url: `/api/submissions/form/${id}/analytics`, headers: bearer(member.token) }))
        .statusCode,
    ).toBe(403);
  });
});
