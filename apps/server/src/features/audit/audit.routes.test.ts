import { describe, expect, it } from 'vitest';
import { AUDIT_EXPORT_COLUMNS } from '@sangam/shared/audit';
import { bearer } from '../../test/helper.ts';
import { makeMember, NON_ADMINS, tokenOf, useTestApp } from '../../test/factories.ts';
import { makeListing } from '../../test/listings.ts';
import { recordAudit } from './audit.queries.ts';

// TRUST_PROXY of one hop: the balancer's X-Forwarded-For names the client.
const ctx = useTestApp(
  { admin: ['admin', { name: 'Asha Admin' }], other: ['admin', { name: 'Bala Boss' }], owner: 'free' },
  { trustProxy: 1 },
);

const CLIENT = '203.0.113.7';
const as = (token: string) => ({ ...bearer(token), 'x-forwarded-for': CLIENT });
const list = (query = '', token = ctx.admin.token) =>
  ctx.app.inject({ url: `/api/admin/audit${query}`, headers: bearer(token) });

const editListing = async (token: string, title: string) => {
  const id = await makeListing(ctx.app, ctx.owner.row.id, { title: 'Leak repairs', approved: 0 });
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/listings/${id}`,
    headers: as(token),
    payload: { title, category: 'Plumber', description: 'Pipes and taps fixed the same day', approved: true },
  });
  expect(res.statusCode).toBe(200);
  return id;
};

describe('GET /api/admin/audit', () => {
  it.each(NON_ADMINS)('refuses a %s (%s)', async (_who, role, status) => {
    const token = await tokenOf(ctx.app, role);
    const res = await ctx.app.inject({ url: '/api/admin/audit', headers: token ? bearer(token) : {} });
    expect(res.statusCode).toBe(status);
    const csv = await ctx.app.inject({ url: '/api/admin/audit/export.csv', headers: token ? bearer(token) : {} });
    expect(csv.statusCode).toBe(status);
  });

  it('shows an admin action newest first: actor, action, subject, before and after, client address', async () => {
    const id = await editListing(ctx.admin.token, 'Leak repairs and boilers');
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = res.json().entries;
    expect(entry).toMatchObject({
      actor: { _id: ctx.admin.row.id, name: 'Asha Admin' },
      action: 'listing.approve',
      subjectType: 'listing',
      subject: { _id: id, name: 'Leak repairs and boilers' },
      changes: { title: ['Leak repairs', 'Leak repairs and boilers'], approved: [false, true] },
      clientAddress: CLIENT,
    });
    expect(Date.parse(entry.createdAt)).not.toBeNaN();
  });

  it('filters by actor (id or part of the name), action, subject kind, subject and days', async () => {
    const mine = await editListing(ctx.admin.token, 'Mine');
    const theirs = await editListing(ctx.other.token, 'Theirs');
    const subjects = async (query: string) =>
      (await list(query)).json().entries.map((e: { subject: { name: string } }) => e.subject.name);

    expect(await subjects(`?actor=${ctx.other.row.id}`)).toEqual(['Theirs']);
    expect(await subjects('?actor=bala')).toEqual(['Theirs']);
    expect(await subjects('?actor=nobody-of-that-name')).toEqual([]);
    expect(await subjects(`?subject=${mine}`)).toEqual(['Mine']);
    expect(await subjects(`?subject=${theirs}&action=listing.approve&subjectType=listing`)).toEqual(['Theirs']);
    expect(await subjects(`?subject=${theirs}&action=news.update`)).toEqual([]);
    expect(await subjects(`?subject=${theirs}&subjectType=user`)).toEqual([]);

    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10); // the IST day
    expect(await subjects(`?subject=${mine}&from=${today}&to=${today}`)).toEqual(['Mine']);
    expect(await subjects(`?subject=${mine}&to=2020-01-01`)).toEqual([]);
    expect(await subjects(`?subject=${mine}&from=2999-01-01`)).toEqual([]);
    expect((await list('?from=yesterday')).statusCode).toBe(400);
  });

  it('pages newest first with a count', async () => {
    const res = await list('?actor=asha&limit=1&page=2');
    const body = res.json();
    expect(body.entries).toHaveLength(1);
    expect(body.pagination).toMatchObject({ page: 2, limit: 1 });
    expect(body.pagination.total).toBeGreaterThanOrEqual(2);
    const first = (await list('?actor=asha&limit=1&page=1')).json().entries[0];
    expect(first.createdAt >= body.entries[0].createdAt).toBe(true);
    expect(first._id).not.toBe(body.entries[0]._id);
  });

  it('keeps members\u2019 personal values out of the changes', async () => {
    const member = await makeMember(ctx.app, 'free', { email: 'before@example.com' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${member.row.id}`,
      headers: as(ctx.admin.token),
      payload: { phoneNumber: '9876543219', email: 'after@example.com', occupation: 'Teacher' },
    });
    expect(res.statusCode).toBe(200);
    const [entry] = (await list(`?subject=${member.row.id}`)).json().entries;
    expect(entry).toMatchObject({
      action: 'user.update',
      subjectType: 'user',
      changes: {
        phoneNumber: ['(changed)', '(changed)'],
        email: ['(changed)', '(changed)'],
        occupation: ['Engineer', 'Teacher'],
      },
    });
    const text = JSON.stringify(entry);
    for (const value of [member.phone, '9876543219', 'before@example.com', 'after@example.com'])
      expect(text).not.toContain(value);
  });

  it('records no client address outside a request (a job or a script)', async () => {
    await recordAudit(ctx.app.db, {
      actor: { id: ctx.admin.row.id, name: 'Asha Admin' },
      action: 'script.run',
      target: { id: null, name: 'Nightly job' },
    });
    const [entry] = (await list('?action=script.run')).json().entries;
    expect(entry).toMatchObject({ subject: { _id: null, name: 'Nightly job' }, clientAddress: null, changes: {} });
  });
});

describe('GET /api/admin/audit/export.csv', () => {
  it('downloads the filtered rows as CSV, newest first', async () => {
    const id = await editListing(ctx.admin.token, '=SUM(A1)');
    const res = await ctx.app.inject({
      url: `/api/admin/audit/export.csv?subject=${id}&action=listing.approve`,
      headers: bearer(ctx.admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit_log_\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(AUDIT_EXPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Asha Admin');
    expect(lines[1]).toContain('listing.approve');
    expect(lines[1]).toContain("'=SUM(A1)"); // a formula stays text
    expect(lines[1]).toContain('approved: false -> true');
    expect(lines[1]).toContain(CLIENT);
  });
});

describe('audit rows cannot be changed through the app', () => {
  it('has no route that edits or deletes a row', async () => {
    const [entry] = (await list('?limit=1')).json().entries;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of [`/api/admin/audit/${entry._id}`, '/api/admin/audit']) {
        const res = await ctx.app.inject({ method, url, headers: bearer(ctx.admin.token), payload: {} });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const auditPaths = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/admin/audit'));
    expect(auditPaths.flatMap(([, ops]) => Object.keys(ops))).toEqual(['get', 'get']);
    const after = (await list(`?limit=1`)).json().entries[0];
    expect(after).toEqual(entry);
  });
});
