import { describe, expect, it } from 'vitest';
import { makeMember, useTestApp } from '../../test/factories.ts';

const ctx = useTestApp();

describe('GET /api/referrals/validate/:code', () => {
  it('names the referrer, their tier and successful referrals, in any letter case', async () => {
    const referrer = await makeMember(ctx.app, 'free', { name: 'Lata Mane' });
    const res = await ctx.app.inject({ url: `/api/referrals/validate/${referrer.row.referralCode.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, referrer: { name: 'Lata Mane', tier: 'bronze', totalReferrals: 0 } });
  });

  it('answers 404 for an unknown code and for a suspended referrer', async () => {
    expect((await ctx.app.inject({ url: '/api/referrals/validate/ZZZZ9999' })).json()).toEqual({
      valid: false,
      message: 'Invalid referral code',
    });
    const suspended = await makeMember(ctx.app, 'suspended');
    expect((await ctx.app.inject({ url: `/api/referrals/validate/${suspended.row.referralCode}` })).statusCode).toBe(
      404,
    );
  });
});
