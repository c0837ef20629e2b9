import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '@sangam/shared/form-messages';
import { t } from '../../lib/i18n.ts';
import { buildTestApp, bearer, countRows, created } from '../../test/helper.ts';
import { makeMember, NON_ADMINS, useTestApp } from '../../test/factories.ts';
import { makeForm, registrationForm } from '../../test/forms.ts';

const ctx = useTestApp({ admin: 'admin' });

const asAdmin = () => bearer(ctx.admin.token);
const countForms = () => countRows(ctx.app.db, 'forms');

describe('admin form routes refuse everyone but admins, and write nothing', () => {
  it.each(NON_ADMINS)('%s (role %s): %i', async (_who, role, status) => {
    const headers = role ? bearer((await makeMember(ctx.app, role)).token) : {};
    const { id } = await makeForm(ctx.app, ctx.admin.row.id);
    const before = await countForms();
    const calls = [
      ctx.app.inject({ method: 'POST', url: '/api/forms', headers, payload: registrationForm() }),
      ctx.app.inject({ url: '/api/forms/admin/all', headers }),
      ctx.app.inject({ url: `/api/forms/admin/${id}`, headers }),
      ctx.app.inject({ method: 'PUT', url: `/api/forms/${id}`, headers, payload: { status: 'inactive' } }),
      ctx.app.inject({
        method: 'PUT',
        url: `/api/forms/${id}`,
        headers,
        payload: registrationForm({ title: 'Hacked' }),
      }),
      ctx.app.inject({ method: 'DELETE', url: `/api/forms/${id}`, headers }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(status);
    expect(await countForms()).toBe(before);
    const form = await ctx.app.db
      .selectFrom('forms')
      .select(['title', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(form).toEqual({ title: 'Annual Meet Registration', status: 'active' });
  });
});

describe('POST /api/forms', () => {
  it('creates a form with the spec defaults and a slug from its title', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/forms',
      headers: asAdmin(),
      payload: { title: 'Feedback on the Diwali Meet', fields: [{ id: 'f1', type: 'textarea', label: 'Comments' }] },
    });
    const form = created(res, 'form');
    expect(form).toMatchObject({
      title: 'Feedback on the Diwali Meet',
      slug: 'feedback-on-the-diwali-meet',
      category: 'other',
      status: 'draft',
      submissionCount: 0,
      settings: {
        requireLogin: true,
        allowMultipleSubmissions: false,
        captcha: false,
        submissionLimit: null,
        successMessage: 'Thank you for your submission!',
      },
      styling: { primaryColor: '#3B82F6' },
    });
    expect(form._id).toMatch(/^[a-f0-9]{24}$/);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/forms',
      headers: asAdmin(),
      payload: { title: 'Feedback on the Diwali Meet', fields: [{ id: 'f1', type: 'text', label: 'Comments' }] },
    });
    expect(again.json().form.slug).toMatch(/^feedback-on-the-diwali-meet-[a-f0-9]{6}$/);
  });

  it.each([
    [{ title: ' ', fields: [{ id: 'a', type: 'text', label: 'A' }] }, t('en', FORM_MESSAGES.titleRequired), 'title'],
    [{ title: 'T', fields: [] }, t('en', FORM_MESSAGES.fieldsRequired), 'fields'],
    [
      { title: 'T', fields: [{ id: 'a', type: 'text', label: '' }] },
      t('en', FORM_MESSAGES.labelRequired),
      'fields.0.label',
    ],
    [
      { title: 'T', fields: [{ id: 'a', type: 'select', label: 'Pick', options: [{ label: 'One', value: 'one' }] }] },
      t('en', FORM_MESSAGES.optionsRequired),
      'fields.0.options',
    ],
  ])('refuses what the builder refuses: %j -> %s', async (payload, message, field) => {
    const before = await countForms();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/forms', headers: asAdmin(), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fields[field]).toBe(message);
    expect(await countForms()).toBe(before);
  });

  it('sanitises html fields before storing them', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/forms',
      headers: asAdmin(),
      payload: {
        title: 'With html',
        fields: [
          { id: 'intro', type: 'html', label: 'Intro', content: '<p onclick="x()">Hello<script>alert(1)</script></p>' },
          { id: 'a', type: 'text', label: 'A' },
        ],
      },
    });
    expect(res.json().form.fields[0].content).toBe('<p>Hello</p>');
  });
});

describe('GET /api/forms/admin/all and /admin/{id}', () => {
  it('pages by 10 with status, category and title search', async () => {
    const local = await buildTestApp();
    const boss = await makeMember(local, 'admin');
    for (let i = 0; i < 12; i++)
      await makeForm(
        local,
        boss.row.id,
        registrationForm({ title: `Survey ${i}`, category: 'survey', status: 'draft' }),
      );
    // Newest first by creation time: a form made in the same millisecond as the last survey could sort either way.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await makeForm(local, boss.row.id, registrationForm({ title: 'Cricket poll', category: 'poll' }));
    const get = (q: string) =>
      local.inject({ url: `/api/forms/admin/all${q}`, headers: bearer(boss.token) }).then((r) => r.json());
    const first = await get('');
    expect(first.forms).toHaveLength(10);
    expect(first.pagination).toMatchObject({ page: 1, limit: 10, total: 13, pages: 2 });
    expect(first.forms[0].title).toBe('Cricket poll');
    expect((await get('?status=active')).forms.map((f: { title: string }) => f.title)).toEqual(['Cricket poll']);
    expect((await get('?category=survey&page=2')).forms).toHaveLength(2);
    expect((await get('?search=CRICK&status=all')).pagination.total).toBe(1);
    await local.dispose();
  });

  it('reads one form as { data: { form } }, 404 for an unknown id', async () => {
    const { id } = await makeForm(ctx.app, ctx.admin.row.id);
    const res = await ctx.app.inject({ url: `/api/forms/admin/${id}`, headers: asAdmin() });
    expect(res.json().data.form).toMatchObject({ _id: id, title: 'Annual Meet Registration' });
    const missing = await ctx.app.inject({ url: '/api/forms/admin/nope', headers: asAdmin() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(t('en', FORM_MESSAGES.notFound));
  });
});

describe('PUT and DELETE /api/forms/{id}', () => {
  it('toggles the status alone, or saves the whole form keeping the slug', async () => {
    const { id, slug } = await makeForm(ctx.app, ctx.admin.row.id);
    const toggled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/forms/${id}`,
      headers: asAdmin(),
      payload: { status: 'inactive' },
    });
    expect(toggled.json().form.status).toBe('inactive');
    expect(toggled.json().form.title).toBe('Annual Meet Registration');
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/forms/${id}`,
      headers: asAdmin(),
      payload: { status: 'gone' },
    });
    expect(bad.statusCode).toBe(400);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/forms/${id}`,
      headers: asAdmin(),
      payload: registrationForm({ title: 'Renamed meet' }),
    });
    expect(saved.json().form).toMatchObject({ title: 'Renamed meet', slug, status: 'active' });
    const invalid = await ctx.app.inject({
      method: 'PUT',
      url: `/api/forms/${id}`,
      headers: asAdmin(),
      payload: { title: 'x', fields: [] },
    });
    expect(invalid.json().message).toBe(t('en', FORM_MESSAGES.fieldsRequired));
  });

  it('deletes a form with its submissions; 404 afterwards', async () => {
    const { id, slug } = await makeForm(ctx.app, ctx.admin.row.id);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/forms/submit/${slug}`,
          payload: { name: 'Ravi', email: 'r@x.in', member: 'no' },
        })
      ).statusCode,
    ).toBe(201);
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/forms/${id}`, headers: asAdmin() });
    expect(res.json()).toEqual({ message: t('en', FORM_MESSAGES.formDeleted) });
    expect(await ctx.app.db.selectFrom('submissions').select('id').where('formId', '=', id).execute()).toEqual([]);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/forms/${id}`, headers: asAdmin() })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/forms/public/{slug}', () => {
  it('serves active forms only, inside their dates, to anyone, without the notification recipients', async () => {
    const open = await makeForm(
      ctx.app,
      ctx.admin.row.id,
      registrationForm({
        settings: { requireLogin: false, emailNotification: { enabled: true, recipients: ['sec@x.in'] } },
      }),
    );
    const res = await ctx.app.inject({ url: `/api/forms/public/${open.slug}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ _id: open.id, title: 'Annual Meet Registration', captcha: null });
    expect(body.fillToken).toEqual(expect.any(String));
    expect(body.settings.emailNotification).toBeUndefined();
    expect(JSON.stringify(body)).not.toContain('sec@x.in');
    for (const status of ['draft', 'inactive', 'archived'] as const) {
      const { slug } = await makeForm(ctx.app, ctx.admin.row.id, registrationForm({ status }));
      expect((await ctx.app.inject({ url: `/api/forms/public/${slug}` })).statusCode).toBe(404);
    }
    const day = 86_400_000;
    const future = await makeForm(
      ctx.app,
      ctx.admin.row.id,
      registrationForm({ settings: { startDate: new Date(Date.now() + day).toISOString() } }),
    );
    const past = await makeForm(
      ctx.app,
      ctx.admin.row.id,
      registrationForm({ settings: { endDate: new Date(Date.now() - 2 * day).toISOString() } }),
    );
    const today = new Date().toISOString().slice(0, 10);
    const endsToday = await makeForm(ctx.app, ctx.admin.row.id, registrationForm({ settings: { endDate: today } }));
    expect((await ctx.app.inject({ url: `/api/forms/public/${future.slug}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/forms/public/${past.slug}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/forms/public/${endsToday.slug}` })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/forms/public/no-such-form' })).statusCode).toBe(404);
  });
});
