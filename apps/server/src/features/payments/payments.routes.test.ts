import { describe, expect, it } from 'vitest';
import { PREMIUM } from '@sangam/shared/limits';
import { PAYMENT_MESSAGES } from '@sangam/shared/payment-messages';
import { bearer, created } from '../../test/helper.ts';
import { makeMember, useTestApp, LOCKED_OUT, tokenOf, type RoleRow } from '../../test/factories.ts';
import { translate } from '../../lib/i18n.ts';
import {
  openOrder,
  payInTestCheckout,
  paymentRow,
  postOrder,
  postTestCheckout,
  signCheckout,
  userRow,
  verify,
} from '../../test/payments.ts';

const ctx = useTestApp();

const DAY = 86_400_000;
const YEAR = PREMIUM.validityDays * DAY;
const ms = (iso: string | null) => new Date(iso!).getTime();

describe('POST /api/payments/orders', () => {
  it('opens an order at the server price for a free member, whatever amount the body names', async () => {
    const member = await makeMember(ctx.app, 'free');
    const res = await postOrder(ctx.app, member.token, { plan: 'premium-yearly', amount: 100 });
    const order = created(res, 'order');
    expect(order).toMatchObject({ amount: 49_900, currency: 'INR', status: 'created', provider: 'test' });
    expect(order.providerOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(order.keyId).toBe(ctx.app.config.payments.keyId);
    // A second tap opens no second order.
    expect((await openOrder(ctx.app, member.token))._id).toBe(order._id);
  });

  it.each<RoleRow>([
    ...LOCKED_OUT,
    ['admin', 'admin', 409],
    ['premium with most of the year left', 'premium', 409],
    ['expired premium', 'expired', 201],
    ['free', 'free', 201],
  ])('%s', async (_who, role, status) => {
    const res = await postOrder(ctx.app, await tokenOf(ctx.app, role));
    expect(res.statusCode).toBe(status);
    if (role === 'admin') expect(res.json().message).toBe(translate('en', PAYMENT_MESSAGES.adminHasPremium));
    if (role === 'premium') expect(res.json().message).toBe(translate('en', PAYMENT_MESSAGES.notYetRenewable));
  });

  it('names the plan field when the plan is unknown', async () => {
    const member = await makeMember(ctx.app, 'free');
    const res = await postOrder(ctx.app, member.token, { plan: 'lifetime' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.plan).toBe(translate('en', PAYMENT_MESSAGES.unknownPlan));
  });
});

describe('POST /api/payments/verify', () => {
  it('grants a year of premium with a receipt; verifying again changes nothing more', async () => {
    const member = await makeMember(ctx.app, 'free');
    const order = await openOrder(ctx.app, member.token);
    const paid = await payInTestCheckout(ctx.app, member.token, order._id);
    const before = Date.now();
    const res = await verify(ctx.app, member.token, { orderId: order._id, ...paid });
    expect(res.statusCode).toBe(200);
    const { user, payment } = res.json();
    expect(user.planType).toBe('premium');
    expect(ms(user.premiumExpiresAt) - before).toBeGreaterThan(YEAR - 60_000);
    expect(payment).toMatchObject({ status: 'paid', amount: 49_900, providerPaymentId: paid.providerPaymentId });
    expect(payment.receiptNumber).toMatch(/^SGM\/\d{4}-\d{2}\/\d{5}$/);
    expect(payment.periodEnd).toBe(user.premiumExpiresAt);

    const again = await verify(ctx.app, member.token, { orderId: order._id, ...paid });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.premiumExpiresAt).toBe(user.premiumExpiresAt);
    expect(again.json().payment.receiptNumber).toBe(payment.receiptNumber);
    const grants = await ctx.app.db
      .selectFrom('premiumGrants')
      .selectAll()
      .where('userId', '=', member.row.id)
      .execute();
    expect(grants).toHaveLength(1);
  });

  it('refuses a wrong signature and changes nothing', async () => {
    const member = await makeMember(ctx.app, 'free');
    const order = await openOrder(ctx.app, member.token);
    const paid = await payInTestCheckout(ctx.app, member.token, order._id);
    const forged = signCheckout(ctx.app, order.providerOrderId, 'pay_someoneelse123');
    for (const signature of [forged, 'f'.repeat(64)]) {
      const res = await verify(ctx.app, member.token, {
        orderId: order._id,
        providerPaymentId: paid.providerPaymentId,
        signature,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        type: 'PAYMENT_SIGNATURE_INVALID',
        message: translate('en', PAYMENT_MESSAGES.signatureInvalid),
      });
    }
    const bad = await verify(ctx.app, member.token, {
      orderId: order._id,
      providerPaymentId: 'pay_x',
      signature: 'nothex',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.signature).toBe(translate('en', PAYMENT_MESSAGES.signatureInvalid));
    expect((await userRow(ctx.app, member.row.id)).planType).toBe('free');
    expect((await paymentRow(ctx.app, order._id)).status).toBe('created');
  });

  it("answers 404 for another member's order and grants them nothing", async () => {
    const owner = await makeMember(ctx.app, 'free');
    const other = await makeMember(ctx.app, 'free');
    const order = await openOrder(ctx.app, owner.token);
    const paid = await payInTestCheckout(ctx.app, owner.token, order._id);
    const res = await verify(ctx.app, other.token, { orderId: order._id, ...paid });
    expect(res.statusCode).toBe(404);
    expect((await userRow(ctx.app, other.row.id)).planType).toBe('free');
    expect((await userRow(ctx.app, owner.row.id)).planType).toBe('free');
  });

  it('needs a live member session', async () => {
    const body = { orderId: 'x', providerPaymentId: 'pay_x', signature: 'a'.repeat(64) };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/payments/verify', payload: body })).statusCode).toBe(401);
    const suspended = await makeMember(ctx.app, 'suspended');
    expect((await verify(ctx.app, suspended.token, body)).statusCode).toBe(403);
  });
});

describe('renewal', () => {
  it('extends from the current expiry in the last 30 days, never shortening it', async () => {
    const expiresAt = new Date(Date.now() + 10 * DAY).toISOString();
    const member = await makeMember(ctx.app, 'premium', { premiumExpiresAt: expiresAt });
    const order = await openOrder(ctx.app, member.token);
    const res = await verify(ctx.app, member.token, {
      orderId: order._id,
      ...(await payInTestCheckout(ctx.app, member.token, order._id)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.premiumExpiresAt).toBe(new Date(ms(expiresAt) + YEAR).toISOString());
    expect(res.json().payment.periodStart).toBe(expiresAt);
  });

  it('starts from the payment for an expired member', async () => {
    const member = await makeMember(ctx.app, 'expired');
    const order = await openOrder(ctx.app, member.token);
    const before = Date.now();
    const res = await verify(ctx.app, member.token, {
      orderId: order._id,
      ...(await payInTestCheckout(ctx.app, member.token, order._id)),
    });
    expect(ms(res.json().user.premiumExpiresAt) - before).toBeGreaterThanOrEqual(YEAR - 60_000);
    expect(ms(res.json().user.premiumExpiresAt) - before).toBeLessThanOrEqual(YEAR + 60_000);
  });
});

describe('POST /api/payments/test-checkout/:id', () => {
  it('a failed payment charges nothing and leaves the order open for another try', async () => {
    const member = await makeMember(ctx.app, 'free');
    const order = await openOrder(ctx.app, member.token);
    const res = await postTestCheckout(ctx.app, member.token, order._id, 'failure');
    expect(res.json()).toEqual({ outcome: 'failure', message: translate('en', PAYMENT_MESSAGES.testFailure) });
    expect((await paymentRow(ctx.app, order._id)).status).toBe('failed');
    expect((await userRow(ctx.app, member.row.id)).planType).toBe('free');
    // Trying again on the same order succeeds.
    const paid = await payInTestCheckout(ctx.app, member.token, order._id);
    expect((await verify(ctx.app, member.token, { orderId: order._id, ...paid })).json().payment.status).toBe('paid');
  });

  it("is the order owner's only and refuses a settled order", async () => {
    const owner = await makeMember(ctx.app, 'free');
    const order = await openOrder(ctx.app, owner.token);
    const other = await makeMember(ctx.app, 'free');
    const url = `/api/payments/test-checkout/${order._id}`;
    const payload = { outcome: 'success' };
    expect((await ctx.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url, payload, headers: bearer(other.token) })).statusCode).toBe(404);
    await verify(ctx.app, owner.token, {
      orderId: order._id,
      ...(await payInTestCheckout(ctx.app, owner.token, order._id)),
    });
    expect((await ctx.app.inject({ method: 'POST', url, payload, headers: bearer(owner.token) })).statusCode).toBe(409);
  });
});

describe('GET /api/payments/me and receipts', () => {
  it('lists paid payments with receipt numbers in sequence; the receipt is the payer’s and admins’ only', async () => {
    const member = await makeMember(ctx.app, 'free');
    const order = await openOrder(ctx.app, member.token);
    await verify(ctx.app, member.token, {
      orderId: order._id,
      ...(await payInTestCheckout(ctx.app, member.token, order._id)),
    });
    const other = await makeMember(ctx.app, 'free');
    const second = await openOrder(ctx.app, other.token);
    await verify(ctx.app, other.token, {
      orderId: second._id,
      ...(await payInTestCheckout(ctx.app, other.token, second._id)),
    });

    const { payments } = (await ctx.app.inject({ url: '/api/payments/me', headers: bearer(member.token) })).json();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ _id: order._id, amount: 49_900, status: 'paid' });
    expect(payments[0].periodStart).toBeTruthy();
    const theirs = (await ctx.app.inject({ url: '/api/payments/me', headers: bearer(other.token) })).json().payments[0];
    const number = (receipt: string) => Number(receipt.split('/')[2]);
    expect(number(theirs.receiptNumber)).toBe(number(payments[0].receiptNumber) + 1);

    const url = `/api/payments/${order._id}/receipt`;
    const own = await ctx.app.inject({ url, headers: bearer(member.token) });
    expect(own.statusCode).toBe(200);
    expect(own.json().receipt).toMatchObject({ memberName: member.row.name, amount: 49_900 });
    const admin = await makeMember(ctx.app, 'admin');
    expect((await ctx.app.inject({ url, headers: bearer(admin.token) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/payments/me' })).statusCode).toBe(401);
  });

  it('receipt numbers stay unique and consecutive when payments settle at the same moment', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => makeMember(ctx.app, 'free')));
    const checkouts = await Promise.all(
      members.map(async (m) => {
        const order = await openOrder(ctx.app, m.token);
        return { m, orderId: order._id, ...(await payInTestCheckout(ctx.app, m.token, order._id)) };
      }),
    );
    const replies = await Promise.all(
      checkouts.map(({ m, orderId, providerPaymentId, signature }) =>
        verify(ctx.app, m.token, { orderId, providerPaymentId, signature }),
      ),
    );
    const numbers = replies.map((r) => Number(r.json().payment.receiptNumber.split('/')[2])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(5);
    expect(numbers[4]! - numbers[0]!).toBe(4);
  });

  it('an unpaid order has no receipt and is not in the history', async () => {
    const member = await makeMember(ctx.app, 'free');
    const order = await openOrder(ctx.app, member.token);
    expect(
      (await ctx.app.inject({ url: `/api/payments/${order._id}/receipt`, headers: bearer(member.token) })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: '/api/payments/me', headers: bearer(member.token) })).json().payments).toEqual(
      [],
    );
  });
});

describe('GET /api/payments/config', () => {
  it('tells the web app which checkout to open', async () => {
    expect((await ctx.app.inject({ url: '/api/payments/config' })).json()).toEqual({
      provider: 'test',
      keyId: ctx.app.config.payments.keyId,
    });
  });
});
