import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { buildTestApp, postRaw } from '../../test/helper.ts';
import { makeMember, useTestApp } from '../../test/factories.ts';
import {
  openOrder,
  payInTestCheckout,
  paymentRow,
  postTestCheckout,
  userRow,
  verify,
  webhook,
} from '../../test/payments.ts';

const ctx = useTestApp();

const payId = () => `pay_${randomBytes(7).toString('hex')}`;

async function orderOfNewMember() {
  const member = await makeMember(ctx.app, 'free');
  return { member, order: await openOrder(ctx.app, member.token) };
}

const captured = (order: { providerOrderId: string }, id = payId(), amount = 49_900, currency = 'INR') => ({
  id,
  order_id: order.providerOrderId,
  amount,
  currency,
});

const grantsOf = async (userId: string) =>
  (await ctx.app.db.selectFrom('premiumGrants').selectAll().where('userId', '=', userId).execute()).length;

describe('POST /api/payments/webhook', () => {
  it('refuses a bad or missing signature and changes nothing', async () => {
    const { member, order } = await orderOfNewMember();
    const wrongSecret = await webhook(ctx.app, captured(order), { secret: 'not-the-webhook-secret' });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().type).toBe('WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await postRaw(
      ctx.app,
      '/api/payments/webhook',
      JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: captured(order) } } }),
    );
    expect(unsigned.statusCode).toBe(400);
    expect((await paymentRow(ctx.app, order._id)).status).toBe('created');
    expect((await userRow(ctx.app, member.row.id)).planType).toBe('free');
  });

  it('needs no bearer token, grants premium when verify never came, and a replay changes nothing', async () => {
    const { member, order } = await orderOfNewMember();
    const entity = captured(order);
    const first = await webhook(ctx.app, entity);
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe('paid');
    const paid = await paymentRow(ctx.app, order._id);
    expect(paid).toMatchObject({ status: 'paid', providerPaymentId: entity.id });
    const user = await userRow(ctx.app, member.row.id);
    expect(user.planType).toBe('premium');

    const replay = await webhook(ctx.app, entity);
    expect(replay.statusCode).toBe(200);
    // order.paid carries the same payment: a second event for it changes nothing either.
    expect((await webhook(ctx.app, entity, { event: 'order.paid' })).statusCode).toBe(200);
    expect((await userRow(ctx.app, member.row.id)).premiumExpiresAt).toBe(user.premiumExpiresAt);
    expect((await paymentRow(ctx.app, order._id)).receiptNumber).toBe(paid.receiptNumber);
    expect(await grantsOf(member.row.id)).toBe(1);
  });

  it('webhook before verify: the later verify changes nothing more', async () => {
    const member = await makeMember(ctx.app, 'free');
    const order = await openOrder(ctx.app, member.token);
    const checkout = await payInTestCheckout(ctx.app, member.token, order._id);
    await webhook(ctx.app, captured(order, checkout.providerPaymentId));
    const expiry = (await userRow(ctx.app, member.row.id)).premiumExpiresAt;
    const res = await verify(ctx.app, member.token, { orderId: order._id, ...checkout });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.premiumExpiresAt).toBe(expiry);
    expect(await grantsOf(member.row.id)).toBe(1);
  });

  it('webhook after verify changes nothing more', async () => {
    const member = await makeMember(ctx.app, 'free');
    const order = await openOrder(ctx.app, member.token);
    const checkout = await payInTestCheckout(ctx.app, member.token, order._id);
    const verified = (await verify(ctx.app, member.token, { orderId: order._id, ...checkout })).json();
    const res = await webhook(ctx.app, captured(order, checkout.providerPaymentId));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('already-settled');
    expect((await userRow(ctx.app, member.row.id)).premiumExpiresAt).toBe(verified.user.premiumExpiresAt);
    expect(await grantsOf(member.row.id)).toBe(1);
  });

  it.each([
    ['a smaller amount', 100, 'INR'],
    ['another currency', 49_900, 'USD'],
  ])('%s grants nothing and is recorded for review', async (_what, amount, currency) => {
    const { member, order } = await orderOfNewMember();
    const res = await webhook(ctx.app, captured(order, payId(), amount, currency));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('mismatch');
    const row = await paymentRow(ctx.app, order._id);
    expect(row.status).toBe('mismatch');
    expect(row.note).toContain(`${amount} ${currency}`);
    expect(row.receiptNumber).toBeNull();
    expect((await userRow(ctx.app, member.row.id)).planType).toBe('free');
  });

  it('records a failed payment without granting; unknown orders and other events are acknowledged', async () => {
    const { member, order } = await orderOfNewMember();
    const failed = await webhook(ctx.app, { ...captured(order), status: 'failed' }, { event: 'payment.failed' });
    expect(failed.json().status).toBe('failed');
    expect((await paymentRow(ctx.app, order._id)).status).toBe('failed');
    expect((await userRow(ctx.app, member.row.id)).planType).toBe('free');
    const unknown = await webhook(ctx.app, { ...captured({ providerOrderId: 'order_unknown12345' }) });
    expect(unknown.json().status).toBe('ignored');
    expect((await webhook(ctx.app, captured(order), { event: 'refund.created' })).json().status).toBe('ignored');
  });

  it('is not rate-limited into failure', async () => {
    const { order } = await orderOfNewMember();
    for (let i = 0; i < 30; i++) expect((await webhook(ctx.app, captured(order, payId()))).statusCode).toBe(200);
  });
});

describe('with PAYMENT_PROVIDER=razorpay', () => {
  it('has no test checkout (404) and refuses the test secret for webhooks', async () => {
    const razorpay = await buildTestApp({
      payments: {
        provider: 'razorpay',
        keyId: 'rzp_test_key',
        keySecret: 'secret-key-1',
        webhookSecret: 'hook-secret-1',
      },
    });
    try {
      const member = await makeMember(razorpay, 'free');
      const res = await postTestCheckout(razorpay, member.token, 'anything');
      expect(res.statusCode).toBe(404);
      expect((await razorpay.inject({ url: '/api/payments/config' })).json()).toEqual({
        provider: 'razorpay',
        keyId: 'rzp_test_key',
      });
      const csp = (await razorpay.inject({ url: '/api/payments/config' })).headers['content-security-policy'];
      expect(csp).toContain('https://checkout.razorpay.com');
      const hook = await webhook(
        razorpay,
        { id: 'pay_x', order_id: 'order_x', amount: 1, currency: 'INR' },
        { secret: 'wrong' },
      );
      expect(hook.statusCode).toBe(400);
    } finally {
      await razorpay.dispose();
    }
  });

  it('the test provider allows no Razorpay origin in the CSP', async () => {
    const csp = (await ctx.app.inject({ url: '/api/payments/config' })).headers['content-security-policy'];
    expect(csp).not.toContain('razorpay');
  });
});
