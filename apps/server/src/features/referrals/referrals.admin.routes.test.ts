import { describe, expect, it } from 'vitest';
import { bearer, countRows } from '../../test/helper.ts';
import { makeMember, useTestApp } from '../../test/factories.ts';

const ctx = useTestApp({ admin: 'admin', referrer: ['free', { name: 'Top Referrer' }] });

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: bearer(ctx.admin.token), ...(payload ? { payload } : {}) });

async function refer(name: string, source: 'link' | 'code' = 'link') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name,
      phoneNumber: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      occupation: 'Tester',
      password: 'secret1',
      referralCode: ctx.referrer.row.referralCode,
      referralSource: source,
    },
  });
  return res.json().user.id as string;
}
const referralOf = async (referredId: string) =>
  (await ctx.app.db.selectFrom('referrals').selectAll().where('referredId', '=', referredId).executeTakeFirstOrThrow())
    .id;

describe('referral management', () => {
  it('lists referrals with filters and the referred phone (admins see contacts)', async () => {
    await refer('Listed Friend');
    const body = (await call('GET', '/api/admin/referrals?status=pending&search=listed')).json();
    expect(body.referrals).toHaveLength(1);
    expect(body.referrals[0]).toMatchObject({
      status: 'pending',
      source: 'link',
      rewardGiven: false,
      referrer: {
        name: 'Top Referrer',
        referralCode: ctx.referrer.row.referralCode,
        referralPerks: { currentTier: 'bronze' },
      },
      referred: { name: 'Listed Friend', phoneNumber: expect.stringMatching(/^9\d{9}$/) },
    });
    expect((await call('GET', '/api/admin/referrals?dateTo=2000-01-01')).json().referrals).toEqual([]);
  });

  it('pending -> completed -> rewarded, nothing else; each step in the audit log', async () => {
    const id = await referralOf(await refer('Stepping Friend'));
    expect((await call('PUT', `/api/admin/referrals/${id}`, { rewardGiven: true })).statusCode).toBe(409);
    const done = await call('PUT', `/api/admin/referrals/${id}`, { status: 'completed' });
    expect(done.json().referral.status).toBe('completed');
    expect((await call('PUT', `/api/admin/referrals/${id}`, { status: 'completed' })).statusCode).toBe(409);
    expect((await call('PUT', `/api/admin/referrals/${id}`, { rewardGiven: true })).json().referral.rewardGiven).toBe(
      true,
    );
    expect((await call('PUT', `/api/admin/referrals/${id}`, { rewardGiven: true })).statusCode).toBe(409);
    expect((await call('PUT', `/api/admin/referrals/${id}`, {})).statusCode).toBe(400);
    const actions = (await call('GET', '/api/admin/dashboard'))
      .json()
      .auditLog.map((a: { action: string }) => a.action);
    expect(actions.slice(0, 2)).toEqual(['referral.reward', 'referral.complete']);
  });

  it('cancelled referrals are display only', async () => {
    const id = await referralOf(await refer('Cancelled Friend'));
    await ctx.app.db.updateTable('referrals').set({ status: 'cancelled' }).where('id', '=', id).execute();
    expect((await call('PUT', `/api/admin/referrals/${id}`, { status: 'completed' })).statusCode).toBe(409);
  });

  it('analytics, leaderboard and the member stats agree', async () => {
    const other = await refer('Code Friend', 'code');
    const id = await referralOf(other);
    await call('PUT', `/api/admin/referrals/${id}`, { status: 'completed' });
    const stats = (await call('GET', '/api/admin/referrals/analytics?period=week')).json();
    expect(stats.overallStats.totalReferrals).toBeGreaterThanOrEqual(4);
    expect(stats.overallStats.conversionRate).toBeGreaterThan(0);
    expect(stats.sourceAnalysis.map((s: { _id: string }) => s._id).sort()).toEqual(['code', 'link']);
    const today = new Date();
    expect(stats.dailyTrends.at(-1)._id).toEqual({
      year: today.getUTCFullYear(),
      month: today.getUTCMonth() + 1,
      day: today.getUTCDate(),
    });
    expect(stats.tierDistribution.map((t: { _id: string }) => t._id)).toEqual([
      'bronze',
      'silver',
      'gold',
      'platinum',
      'diamond',
    ]);
    expect(stats.tierDistribution.reduce((sum: number, t: { count: number }) => sum + t.count, 0)).toBe(
      await countRows(ctx.app.db, 'users'),
    );
    const board = (await call('GET', '/api/admin/referrals/leaderboard?limit=20')).json().leaderboard;
    expect(board[0]).toMatchObject({ name: 'Top Referrer', successfulReferrals: 2, tier: 'bronze' });
  });

  it('manual rewards count and special badges appear on the member', async () => {
    expect(
      (
        await call('POST', `/api/admin/referrals/manual-reward/${ctx.referrer.row.id}`, {
          rewardType: 'special_badge',
          reason: 'Community Champion',
        })
      ).statusCode,
    ).toBe(201);
    await call('POST', `/api/admin/referrals/manual-reward/${ctx.referrer.row.id}`, {
      rewardType: 'bonus_referral',
      reason: 'Festival drive',
    });
    expect(
      (
        await call('POST', `/api/admin/referrals/manual-reward/${ctx.referrer.row.id}`, {
          rewardType: 'cash',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(400);
    const me = (await ctx.app.inject({ url: '/api/profile/me', headers: bearer(ctx.referrer.token) })).json().user;
    expect(me.referralPerks.specialBadges).toEqual(['Community Champion']);
    expect(me.referralStats.totalRewardsEarned).toBeGreaterThanOrEqual(2);
  });

  it("regenerates a member's code", async () => {
    const res = await call('POST', `/api/admin/referrals/regenerate-code/${ctx.referrer.row.id}`);
    expect(res.json().newReferralCode).not.toBe(ctx.referrer.row.referralCode);
    expect((await ctx.app.inject({ url: `/api/referrals/validate/${ctx.referrer.row.referralCode}` })).statusCode).toBe(
      404,
    );
  });

  it('exports the filtered referrals as CSV', async () => {
    const csv = await call('GET', '/api/admin/referrals/export?status=completed');
    expect(csv.headers['content-disposition']).toMatch(/referrals_export_/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Referrer,ReferralCode,Referred,ReferredPhone,Status,Source,RewardGiven,CreatedAt');
    expect(lines.slice(1).every((l) => l.includes(',completed,'))).toBe(true);
  });
});

describe('the dashboard', () => {
  it('counts from aggregates and shows the latest activity', async () => {
    await makeMember(ctx.app, 'suspended');
    await makeMember(ctx.app, 'deactivated');
    await makeMember(ctx.app, 'expired');
    const body = (await call('GET', '/api/admin/dashboard')).json();
    const users = await ctx.app.db.selectFrom('users').selectAll().execute();
    expect(body.userStats.total).toBe(users.length);
    expect(body.userStats.suspended).toBe(users.filter((u) => u.accountStatus === 'suspended').length);
    expect(body.userStats.admins).toBe(1);
    expect(body.userStats.premium).toBe(0);
    expect(body.recentUsers.length).toBeLessThanOrEqual(10);
    expect(body.topReferrers[0]).toMatchObject({ name: 'Top Referrer', referralStats: { successfulReferrals: 2 } });
    expect(body.recentReferrals.length).toBeLessThanOrEqual(5);
    expect(body.listingStats).toEqual({ total: 0, byCategory: {} });
  });
});
