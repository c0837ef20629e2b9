import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';
import { makeMember } from '../../test/factories.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.dispose());

describe('GET /api/referrals/validate/:code', () => {
  it('names the referrer, their tier and successful referrals, in any letter case', async () => {
    const referrer = await makeMember(app, 'free', { name: 'Lata Mane' });
    const res = await app.inject({ url: `/api/referrals/validate/${referrer.row.referralCode.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, referrer: { name: 'Lata Mane', tier: 'bronze', totalReferrals: 0 } });
  });

  it('answers 404 for an unknown code and for a suspended referrer', async () => {
    expect((await app.inject({ url: '/api/referrals/validate/ZZZZ9999' })).json()).toEqual({
      valid: false,
      message: 'Invalid referral code',
    });
    const suspended = await makeMember(app, 'suspended');
    expect((await app.inject({ url: `/api/referrals/validate/${suspended.row.referralCode}` })).statusCode).toBe(404);
  });
});
