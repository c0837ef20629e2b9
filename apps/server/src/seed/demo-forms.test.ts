import { describe, expect, it } from 'vitest';
import { bearer } from '../test/helper.ts';
import { makeMember, useTestApp } from '../test/factories.ts';
import { seedDemoForms } from './demo-forms.ts';

const ctx = useTestApp();

describe('the demo forms', () => {
  it('publish a registration form with a conditional field and a few submissions', async () => {
    const admin = await makeMember(ctx.app, 'admin');
    const members = [
      await makeMember(ctx.app, 'premium', { email: 'p@example.com' }),
      await makeMember(ctx.app, 'free'),
    ];
    await seedDemoForms(
      ctx.app.db,
      admin.row,
      members.map((m) => m.row),
    );
    const list = (await ctx.app.inject({ url: '/api/forms/admin/all', headers: bearer(admin.token) })).json();
    const form = list.forms[0];
    expect(form).toMatchObject({ status: 'active', category: 'registration', submissionCount: 4 });
    const publicForm = (await ctx.app.inject({ url: `/api/forms/public/${form.slug}` })).json();
    expect(publicForm.fields.find((f: { id: string }) => f.id === 'memberPhone').conditional).toMatchObject({
      enabled: true,
      field: 'isMember',
      value: 'yes',
    });
    const stats = (
      await ctx.app.inject({ url: `/api/submissions/form/${form._id}/stats?period=all`, headers: bearer(admin.token) })
    ).json();
    expect(stats.statusBreakdown).toEqual({ approved: 1, pending: 2, rejected: 1, others: 0 });
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: `/api/forms/submit/${form.slug}`,
      payload: { name: 'New Guest', email: 'g@example.com', phone: '98220 12345', isMember: 'no' },
    });
    expect(submitted.statusCode).toBe(201);
  });
});
