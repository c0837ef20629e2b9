import { describe, expect, it } from 'vitest';
import { buildTestApp, bearer } from '../../test/helper.ts';
import {
  makeMember,
  type Role,
  useTestApp,
  LOCKED_OUT,
  allowed,
  tokenOf,
  VISITOR,
  forbidden,
} from '../../test/factories.ts';

const ctx = useTestApp();

describe('GET /api/referrals/info', () => {
  it.each([...LOCKED_OUT, ...allowed<Role>('free', 'expired', 'admin')])('%s: $2', async (_who, role, status) => {
    const token = await tokenOf(ctx.app, role);
    expect((await ctx.app.inject({ url: '/api/referrals/info', headers: token ? bearer(token) : {} })).statusCode).toBe(
      status,
    );
  });

  it('gives the link, the tier table and recent referrals with names and dates only', async () => {
    const referrer = await makeMember(ctx.app, 'free');
    const phones: string[] = [];
    for (let i = 0; i < 5; i++) {
      const referred = await makeMember(ctx.app, 'free', { referredById: referrer.row.id, name: `Friend ${i}` });
      phones.push(referred.phone);
      await ctx.app.db
        .insertInto('referrals')
        .values({
          id: `r${i}${referrer.row.id}`.slice(0, 24),
          referrerId: referrer.row.id,
          referredId: referred.row.id,
          createdAt: new Date().toISOString(),
          status: 'completed',
        })
        .execute();
    }
    const res = await ctx.app.inject({
      url: '/api/referrals/info',
      headers: { ...bearer(referrer.token), host: 'sangam.example' },
    });
    const body = res.json();
    expect(body.referralLink).toBe(`https://sangam.example/register?ref=${referrer.row.referralCode}`);
    expect(body.referralStats).toMatchObject({ successfulReferrals: 5, totalReferrals: 5 });
    expect(body.referralPerks.currentTier).toBe('silver');
    expect(body.tierInfo.current).toBe('silver');
    expect(body.tierInfo.next).toEqual({ tier: 'gold', minReferrals: 15 });
    expect(body.tierInfo.all.map((t: { tier: string }) => t.tier)).toEqual([
      'bronze',
      'silver',
      'gold',
      'platinum',
      'diamond',
    ]);
    expect(body.recentReferrals).toHaveLength(5);
    const recent = JSON.stringify(body.recentReferrals);
    expect(recent).not.toMatch(/phone/i);
    for (const phone of phones) expect(recent).not.toContain(phone);
  });
});

describe('referral links come from PUBLIC_URL (issue 9 item 12)', () => {
  it('never from a forged Host or X-Forwarded-Host, even behind a trusted proxy', async () => {
    const proxied = await buildTestApp({ trustProxy: 1, publicUrl: 'https://sangam.example.org' });
    try {
      const member = await makeMember(proxied, 'free');
      const headers = { ...bearer(member.token), host: 'evil.example', 'x-forwarded-host': 'evil.example' };
      const info = (await proxied.inject({ url: '/api/referrals/info', headers })).json();
      expect(info.referralLink).toBe(`https://sangam.example.org/register?ref=${member.row.referralCode}`);
      const regenerated = (
        await proxied.inject({ method: 'POST', url: '/api/referrals/regenerate-code', headers })
      ).json();
      expect(regenerated.referralLink).toBe(`https://sangam.example.org/register?ref=${regenerated.newReferralCode}`);
    } finally {
      await proxied.dispose();
    }
  });
});

describe('POST /api/referrals/regenerate-code', () => {
  it('gives a new code; the old one stops working', async () => {
    const member = await makeMember(ctx.app, 'free');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/referrals/regenerate-code',
      headers: bearer(member.token),
    });
    expect(res.statusCode).toBe(200);
    const { newReferralCode, referralLink } = res.json();
    expect(newReferralCode).not.toBe(member.row.referralCode);
    expect(referralLink).toContain(`ref=${newReferralCode}`);
    expect((await ctx.app.inject({ url: `/api/referrals/validate/${member.row.referralCode}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/referrals/validate/${newReferralCode}` })).statusCode).toBe(200);
  });

  it.each([VISITOR, ...forbidden<Role>('suspended')])('%s: $2', async (_who, role, status) => {
    const token = await tokenOf(ctx.app, role);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/referrals/regenerate-code',
          headers: token ? bearer(token) : {},
        })
      ).statusCode,
    ).toBe(status);
  });
});
