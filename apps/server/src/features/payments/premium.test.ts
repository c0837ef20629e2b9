import { describe, expect, it } from 'vitest';
import { PREMIUM } from '@sangam/shared/limits';
import { bearer } from '../../test/helper.ts';
import { makeMember, useTestApp } from '../../test/factories.ts';
import { openOrder, payInTestCheckout, paymentRow, userRow } from '../../test/payments.ts';
import { newId } from '../../lib/ids.ts';
import { TestProvider } from './test-provider.ts';
import { paymentReconciliationJob, premiumExpiryJob } from './payments.jobs.ts';
import { grantPremium } from './premium.service.ts';
import { grantTierRewards } from '../referrals/referral-rewards.service.ts';

const ctx = useTestApp();

const DAY = 86_400_000;
const log = { info: () => {}, error: () => {} };
const ms = (iso: string | null) => new Date(iso!).getTime();

describe('grantPremium', () => {
  it('grants once per key, extends a running premium and never shortens it', async () => {
    const member = await makeMember(ctx.app, 'free');
    const first = await grantPremium(ctx.app.db, member.row.id, { key: 'test:a', days: 30 });
    expect(first?.granted).toBe(true);
    const again = await grantPremium(ctx.app.db, member.row.id, { key: 'test:a', days: 30 });
    expect(again).toEqual({ ...first, granted: false });
    const second = await grantPremium(ctx.app.db, member.row.id, { key: 'test:b', days: 10 });
    expect(second!.periodStart).toBe(first!.periodEnd);
    expect(ms(second!.periodEnd) - ms(first!.periodEnd)).toBe(10 * DAY);
    expect((await userRow(ctx.app, member.row.id)).premiumExpiresAt).toBe(second!.periodEnd);
  });

  it('never touches admins', async () => {
    const admin = await makeMember(ctx.app, 'admin');
    expect(await grantPremium(ctx.app.db, admin.row.id, { key: 'test:admin' })).toBeNull();
    expect(await userRow(ctx.app, admin.row.id)).toMatchObject({ planType: 'admin', premiumExpiresAt: null });
  });

  it('two grants at once both count', async () => {
    const member = await makeMember(ctx.app, 'free');
    await Promise.all(
      ['x', 'y'].map((key) =>
        ctx.app.db.transaction().execute((trx) => grantPremium(trx, member.row.id, { key, days: 20 })),
      ),
    );
    const expiry = ms((await userRow(ctx.app, member.row.id)).premiumExpiresAt);
    expect(expiry - Date.now()).toBeGreaterThan(39 * DAY);
  });
});

describe('the daily premium expiry job', () => {
  it('ends lapsed premium and leaves running premium alone', async () => {
    const lapsed = await makeMember(ctx.app, 'expired');
    const running = await makeMember(ctx.app, 'premium');
    await premiumExpiryJob.run({ db: ctx.app.db, log });
    expect((await userRow(ctx.app, lapsed.row.id)).planType).toBe('free');
    expect((await userRow(ctx.app, running.row.id)).planType).toBe('premium');
  });
});

describe('the payment reconciliation job', () => {
  it('settles an order paid at the provider whose browser never came back, once', async () => {
    const member = await makeMember(ctx.app, 'free');
    const order = await openOrder(ctx.app, member.token);
    await payInTestCheckout(ctx.app, member.token, order._id);
    // The member closed the tab: no verify. The job looks at orders older than ten minutes.
    const old = new Date(Date.now() - 20 * 60_000).toISOString();
    await ctx.app.db.updateTable('payments').set({ createdAt: old }).where('id', '=', order._id).execute();
    const job = paymentReconciliationJob(ctx.app.config);
    await job.run({ db: ctx.app.db, log });
    expect((await paymentRow(ctx.app, order._id)).status).toBe('paid');
    const expiry = (await userRow(ctx.app, member.row.id)).premiumExpiresAt;
    expect(ms(expiry) - Date.now()).toBeGreaterThan((PREMIUM.validityDays - 1) * DAY);
    await job.run({ db: ctx.app.db, log });
    expect((await userRow(ctx.app, member.row.id)).premiumExpiresAt).toBe(expiry);
  });

  it('leaves an order with only failed attempts open', async () => {
    const member = await makeMember(ctx.app, 'free');
    const order = await openOrder(ctx.app, member.token);
    await new TestProvider(ctx.app.db, ctx.app.config.payments).pay(order.providerOrderId, 'failure');
    const old = new Date(Date.now() - 20 * 60_000).toISOString();
    await ctx.app.db.updateTable('payments').set({ createdAt: old }).where('id', '=', order._id).execute();
    await paymentReconciliationJob(ctx.app.config).run({ db: ctx.app.db, log });
    expect((await paymentRow(ctx.app, order._id)).status).toBe('created');
    expect((await userRow(ctx.app, member.row.id)).planType).toBe('free');
  });
});

describe('referral tier rewards', () => {
  it('a referrer reaching gold gets one free month once, recorded in the rewards history', async () => {
    const referrer = await makeMember(ctx.app, 'free');
    const now = new Date().toISOString();
    // 14 completed referrals; the 15th completes when its member writes a bio.
    for (let i = 0; i < 15; i++) {
      const referred = await makeMember(ctx.app, 'free', { referredById: referrer.row.id, bio: i < 14 ? 'Done' : '' });
      await ctx.app.db
        .insertInto('referrals')
        .values({
          id: newId(),
          referrerId: referrer.row.id,
          referredId: referred.row.id,
          createdAt: now,
          status: i < 14 ? 'completed' : 'pending',
          completedAt: i < 14 ? now : null,
        })
        .execute();
      if (i === 14) {
        const res = await ctx.app.inject({
          method: 'PUT',
          url: '/api/profile/me',
          headers: bearer(referred.token),
          payload: { profession: 'Engineer', bio: 'I completed my profile' },
        });
        expect(res.statusCode).toBe(200);
      }
    }
    // Reaching the tier again (another completion) grants nothing more.
    await grantTierRewards(ctx.app.db, referrer.row.id);
    const user = await userRow(ctx.app, referrer.row.id);
    expect(user.planType).toBe('premium');
    expect(Math.round((ms(user.premiumExpiresAt) - Date.now()) / DAY)).toBe(30);
    const rewards = await ctx.app.db.selectFrom('rewards').selectAll().where('userId', '=', referrer.row.id).execute();
    expect(rewards.map((r) => [r.rewardType, r.reason])).toEqual([
      ['premium_days', 'Gold tier: One free month of premium'],
    ]);

    // The dashboard's tier table says which benefits are delivered (as catalogue ids, said by the browser).
    const info = (await ctx.app.inject({ url: '/api/referrals/info', headers: bearer(referrer.token) })).json();
    const gold = info.tierInfo.all.find((row: { tier: string }) => row.tier === 'gold');
    expect(gold.benefits).toContainEqual({ text: 'referrals.benefit.freeMonth', delivered: true });
    expect(gold.benefits).toContainEqual({ text: 'referrals.benefit.featured', delivered: false });
  });
});
