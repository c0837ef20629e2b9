import { describe, expect, it } from 'vitest';
import { EMPTY_SITE_SETTINGS } from '@sangam/shared/site-settings';
import { bearer } from '../../test/helper.ts';
import { makeMember, type Role, useTestApp } from '../../test/factories.ts';

const ctx = useTestApp();

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> };

/** Every admin route of the API. A new admin route belongs in this list. */
const ADMIN_CALLS: Call[] = [
  { method: 'GET', url: '/api/admin/dashboard' },
  { method: 'GET', url: '/api/admin/users' },
  { method: 'GET', url: '/api/admin/users/export' },
  { method: 'POST', url: '/api/admin/users', payload: { name: 'X', phoneNumber: '9111111111', password: 'secret1' } },
  { method: 'PUT', url: '/api/admin/users/TARGET', payload: { planType: 'admin' } },
  { method: 'DELETE', url: '/api/admin/users/TARGET' },
  { method: 'POST', url: '/api/admin/users/TARGET/export', payload: { reason: 'A written request for a copy' } },
  { method: 'GET', url: '/api/admin/users/TARGET/exports' },
  { method: 'GET', url: '/api/admin/referrals' },
  { method: 'GET', url: '/api/admin/referrals/export' },
  { method: 'GET', url: '/api/admin/referrals/analytics?period=week' },
  { method: 'GET', url: '/api/admin/referrals/leaderboard?limit=20' },
  { method: 'PUT', url: '/api/admin/referrals/none', payload: { status: 'completed' } },
  {
    method: 'POST',
    url: '/api/admin/referrals/manual-reward/TARGET',
    payload: { rewardType: 'special_badge', reason: 'x' },
  },
  { method: 'POST', url: '/api/admin/referrals/regenerate-code/TARGET' },
  { method: 'GET', url: '/api/admin/listings' },
  {
    method: 'PUT',
    url: '/api/admin/listings/none',
    payload: { title: 'x', category: 'x', description: 'x', approved: true },
  },
  { method: 'GET', url: '/api/admin/site-settings' },
  {
    method: 'PUT',
    url: '/api/admin/site-settings',
    payload: { ...EMPTY_SITE_SETTINGS, communityName: 'X' },
  },
  { method: 'GET', url: '/api/admin/payments' },
  { method: 'POST', url: '/api/admin/payments/none/refund', payload: { reason: 'Refunded at the bank' } },
  { method: 'GET', url: '/api/admin/qa/stats' },
  { method: 'GET', url: '/api/admin/questions' },
  { method: 'PUT', url: '/api/admin/questions/none', payload: { status: 'hidden' } },
  { method: 'DELETE', url: '/api/admin/questions/none' },
  { method: 'GET', url: '/api/admin/answers' },
  { method: 'PUT', url: '/api/admin/answers/none', payload: { status: 'hidden' } },
  { method: 'DELETE', url: '/api/admin/answers/none' },
  { method: 'GET', url: '/api/admin/matrimonial/profiles' },
  { method: 'GET', url: '/api/admin/matrimonial/stats' },
  { method: 'PUT', url: '/api/admin/matrimonial/profiles/none/approval', payload: { action: 'approve' } },
  { method: 'PUT', url: '/api/admin/matrimonial/profiles/none/visibility', payload: { isVisible: false } },
  { method: 'DELETE', url: '/api/admin/matrimonial/profiles/none' },
  { method: 'POST', url: '/api/admin/matrimonial/success-stories', payload: { brideName: 'X' } },
  { method: 'PUT', url: '/api/admin/matrimonial/success-stories/none', payload: { brideName: 'X' } },
  { method: 'DELETE', url: '/api/admin/matrimonial/success-stories/none' },
  { method: 'GET', url: '/api/admin/moderation' },
  { method: 'GET', url: '/api/admin/moderation/counts' },
  { method: 'GET', url: '/api/admin/audit' },
  { method: 'GET', url: '/api/admin/audit/export.csv' },
  { method: 'POST', url: '/api/admin/moderation/none/none', payload: { action: 'suspend' } },
  // Admin routes outside /api/admin (the issues' contracts put them there).
  { method: 'GET', url: '/api/news/admin/all' },
  { method: 'DELETE', url: '/api/news/none' },
  { method: 'GET', url: '/api/forms/admin/all' },
  { method: 'POST', url: '/api/forms', payload: { title: 'X', fields: [] } },
  { method: 'DELETE', url: '/api/forms/none' },
  { method: 'PUT', url: '/api/submissions/none/status', payload: { status: 'approved' } },
  { method: 'POST', url: '/api/submissions/bulk-action', payload: { action: 'flag', submissionIds: ['none'] } },
  { method: 'GET', url: '/api/directory/config' },
  {
    method: 'PUT',
    url: '/api/directory/config',
    payload: { enforcePublicFilter: true, enforceActiveFilter: true, excludeCurrentUser: true, limit: 5 },
  },
];

describe('every admin route is refused to everyone but admins, before anything changes', () => {
  it('covers every /api/admin route the server has (read from the OpenAPI document)', async () => {
    const shape = (method: string, path: string) =>
      `${method.toUpperCase()} ${path.replace(/\?.*/, '').replace(/\{[^}]+\}|TARGET|none/g, '{}')}`;
    const listed = new Set(ADMIN_CALLS.map((c) => shape(c.method, c.url)));
    const paths: Record<string, Record<string, unknown>> = (await ctx.app.inject({ url: '/api/docs/json' })).json()
      .paths;
    const served = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/admin') || path === '/api/directory/config')
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => shape(method, path)));
    expect(served.length).toBeGreaterThan(10);
    expect(served.filter((route) => !listed.has(route))).toEqual([]);
  });

  for (const role of ['visitor', 'free', 'premium', 'expired', 'suspended', 'deactivated'] as const) {
    it(`${role}: ${role === 'visitor' ? 401 : 403} on every admin call`, async () => {
      const target = await makeMember(ctx.app, 'free', { name: 'Target Member' });
      const caller = role === 'visitor' ? undefined : await makeMember(ctx.app, role as Role);
      for (const call of ADMIN_CALLS) {
        const res = await ctx.app.inject({
          method: call.method,
          url: call.url.replace('TARGET', target.row.id),
          headers: caller ? bearer(caller.token) : {},
          ...(call.payload ? { payload: call.payload } : {}),
        });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(role === 'visitor' ? 401 : 403);
      }
      const after = await ctx.app.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', target.row.id)
        .executeTakeFirstOrThrow();
      expect(after).toMatchObject({ planType: 'free', referralCode: target.row.referralCode });
      expect(await ctx.app.db.selectFrom('auditLog').selectAll().execute()).toEqual([]);
    });
  }

  it('an admin gets through on the read calls', async () => {
    const admin = await makeMember(ctx.app, 'admin');
    for (const call of ADMIN_CALLS.filter((c) => c.method === 'GET')) {
      expect((await ctx.app.inject({ url: call.url, headers: bearer(admin.token) })).statusCode, call.url).toBe(200);
    }
  });
});
