import { describe, expect, it } from 'vitest';
import { notificationsOf } from '../../test/notifications.ts';
import { randomBytes } from 'node:crypto';
import { makeMember, useTestApp } from '../../test/factories.ts';
import { openOrder, payInTestCheckout, paymentRow, userRow, verify, webhook } from '../../test/payments.ts';
import { premiumExpiryJob } from './payments.jobs.ts';

const ctx = useTestApp({ admin: 'admin' });

const payId = () => `pay_${randomBytes(7).toString('hex')}`;
const captured = (order: { providerOrderId: string; amount: number }, id = payId()) => ({
  id,
  order_id: order.providerOrderId,
  amount: order.amount,
  currency: 'INR',
});

describe('payment received', () => {
  it('checkout verification tells the payer once, with the amount and the receipt; the webhook after adds nothing', async () => {
    const member = await makeMember(ctx.app, 'free');
    const order = await openOrder(ctx.app, member.token);
    const checkout = await payInTestCheckout(ctx.app, member.token, order._id);
    expect((await verify(ctx.app, member.token, { orderId: order._id, ...checkout })).statusCode).toBe(200);
    expect((await verify(ctx.app, member.token, { orderId: order._id, ...checkout })).statusCode).toBe(200);
    expect((await webhook(ctx.app, captured(order, checkout.providerPaymentId))).json().status).toBe('already-settled');
    const receipt = (await paymentRow(ctx.app, order._id)).receiptNumber;
    expect(receipt).toMatch(/^SGM\//);
    expect(await notificationsOf(ctx.app, member.row.id)).toEqual([
      {
        kind: 'payment_received',
        params: { amount: '₹499', receipt },
        link: `/payments/${order._id}/receipt`,
        subject: `payment:${order._id}`,
        actorId: null,
      },
    ]);
    expect(await notificationsOf(ctx.app, ctx.admin.row.id)).toEqual([]);
  });

  it('the webhook first tells the payer once; a replay and the later verify add nothing', async () => {
    const member = await makeMember(ctx.app, 'free');
    const order = await openOrder(ctx.app, member.token);
    const checkout = await payInTestCheckout(ctx.app, member.token, order._id);
    expect((await webhook(ctx.app, captured(order, checkout.providerPaymentId))).json().status).toBe('paid');
    expect((await webhook(ctx.app, captured(order, checkout.providerPaymentId))).statusCode).toBe(200);
    expect((await verify(ctx.app, member.token, { orderId: order._id, ...checkout })).statusCode).toBe(200);
    const rows = await notificationsOf(ctx.app, member.row.id);
    expect(rows.map((row) => [row.kind, row.params])).toEqual([
      ['payment_received', { amount: '₹499', receipt: (await paymentRow(ctx.app, order._id)).receiptNumber }],
    ]);
  });

  it('a payment for another amount tells nothing', async () => {
    const member = await makeMember(ctx.app, 'free');
    const order = await openOrder(ctx.app, member.token);
    const res = await webhook(ctx.app, { ...captured(order), amount: 100 });
    expect(res.json().status).toBe('mismatch');
    expect(await notificationsOf(ctx.app, member.row.id)).toEqual([]);
  });
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const log = { info: () => {}, error: () => {} };
const runJob = () => premiumExpiryJob.run({ db: ctx.app.db, log });
const expiringIn = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('the daily premium job', () => {
  it('tells a member 7 days before, on the last day and when it ended, each once however often it runs', async () => {
    const week = await makeMember(ctx.app, 'premium', { premiumExpiresAt: expiringIn(7 * DAY - HOUR) });
    const lastDay = await makeMember(ctx.app, 'premium', { premiumExpiresAt: expiringIn(10 * HOUR) });
    const lapsed = await makeMember(ctx.app, 'expired');
    await runJob();
    await runJob();
    const link = '/upgrade-membership';
    const only = (kind: string, params: object) => [{ kind, params, link, subject: null, actorId: null }];
    expect(await notificationsOf(ctx.app, week.row.id)).toEqual(only('premium_ending', { days: 7 }));
    expect(await notificationsOf(ctx.app, lastDay.row.id)).toEqual(only('premium_ending', { days: 0 }));
    expect(await notificationsOf(ctx.app, lapsed.row.id)).toEqual(only('premium_ended', {}));
    expect((await userRow(ctx.app, lapsed.row.id)).planType).toBe('free');
  });

  it('a member 7 days out is told again on their last day, and the end once it passes', async () => {
    const member = await makeMember(ctx.app, 'premium', { premiumExpiresAt: expiringIn(7 * DAY - HOUR) });
    await runJob();
    // The runs six days later and after the end, as they would find the member.
    const set = (premiumExpiresAt: string) =>
      ctx.app.db.updateTable('users').set({ premiumExpiresAt }).where('id', '=', member.row.id).execute();
    await set(expiringIn(5 * HOUR));
    await runJob();
    await set(expiringIn(-HOUR));
    await runJob();
    await runJob();
    // Each once (the runs are a millisecond apart here, so their rows' order is not the point).
    const told = (await notificationsOf(ctx.app, member.row.id)).map((row) => [row.kind, row.params]);
    expect(told).toHaveLength(3);
    expect(told).toEqual(
      expect.arrayContaining([
        ['premium_ending', { days: 7 }],
        ['premium_ending', { days: 0 }],
        ['premium_ended', {}],
      ]),
    );
  });

  it('tells no one whose premium ends later or in between, nor admins, free or suspended members', async () => {
    const members = await Promise.all([
      makeMember(ctx.app, 'premium', { premiumExpiresAt: expiringIn(3 * DAY) }),
      makeMember(ctx.app, 'premium', { premiumExpiresAt: expiringIn(10 * DAY) }),
      makeMember(ctx.app, 'premium'),
      makeMember(ctx.app, 'free'),
      makeMember(ctx.app, 'admin'),
      makeMember(ctx.app, 'suspended', { planType: 'premium', premiumExpiresAt: expiringIn(7 * DAY - HOUR) }),
      makeMember(ctx.app, 'suspended', { planType: 'premium', premiumExpiresAt: expiringIn(-HOUR) }),
    ]);
    await runJob();
    for (const member of members) expect(await notificationsOf(ctx.app, member.row.id)).toEqual([]);
  });
});
