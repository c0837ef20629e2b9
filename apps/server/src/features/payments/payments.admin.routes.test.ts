import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@sangam/shared/payment-messages';
import { bearer } from '../../test/helper.ts';
import {
  makeMember,
  type Member,
  type Role,
  VISITOR,
  forbidden,
  tokenOf,
  type RoleRow,
  useTestApp,
} from '../../test/factories.ts';
import { openOrder, payInTestCheckout, paymentRow, userRow, verify } from '../../test/payments.ts';
import { translate } from '../../lib/i18n.ts';

const ctx = useTestApp({ admin: 'admin' });

const DAY = 86_400_000;

async function paidBy(member: Member) {
  const order = await openOrder(ctx.app, member.token);
  const res = await verify(ctx.app, member.token, {
    orderId: order._id,
    ...(await payInTestCheckout(ctx.app, member.token, order._id)),
  });
  return res.json().payment as { _id: string; receiptNumber: string };
}

const refund = (id: string, token: string, reason = 'Paid twice by mistake') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${id}/refund`,
    headers: bearer(token),
    payload: { reason },
  });

describe('admin payment routes refuse everyone but admins', () => {
  it.each<RoleRow<Role | 'payer'>>([
    VISITOR,
    ...forbidden<Role>('free', 'premium', 'expired'),
    ['the payer', 'payer', 403],
    ...forbidden<Role>('suspended'),
  ])('%s', async (_who, role, status) => {
    const payer = await makeMember(ctx.app, 'free');
    const payment = await paidBy(payer);
    const token = role === 'payer' ? payer.token : await tokenOf(ctx.app, role);
    const headers = token ? bearer(token) : {};
    expect((await ctx.app.inject({ url: '/api/admin/payments', headers })).statusCode).toBe(status);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment._id}/refund`,
      headers,
      payload: { reason: 'Not allowed' },
    });
    expect(res.statusCode).toBe(status);
    expect((await paymentRow(ctx.app, payment._id)).status).toBe('paid');
  });
});

describe('GET /api/admin/payments', () => {
  it('lists payments newest first with status and date filters, paging and totals', async () => {
    const a = await makeMember(ctx.app, 'free');
    const b = await makeMember(ctx.app, 'free');
    const first = await paidBy(a);
    const second = await paidBy(b);
    const open = await openOrder(ctx.app, (await makeMember(ctx.app, 'free')).token);

    const all = (await ctx.app.inject({ url: '/api/admin/payments?limit=2', headers: bearer(ctx.admin.token) })).json();
    expect(all.payments.map((p: { _id: string }) => p._id)).toEqual([open._id, second._id]);
    expect(all.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(all.payments[1].member).toMatchObject({ _id: b.row.id, phoneNumber: b.phone });

    const paid = (
      await ctx.app.inject({ url: '/api/admin/payments?status=paid', headers: bearer(ctx.admin.token) })
    ).json();
    expect(paid.payments.every((p: { status: string }) => p.status === 'paid')).toBe(true);
    expect(paid.payments.map((p: { _id: string }) => p._id)).toContain(first._id);
    expect(paid.totals.received).toBe(paid.totals.paidCount * 49_900);

    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 330 * 60_000 + DAY).toISOString().slice(0, 10);
    const dated = await ctx.app.inject({
      url: `/api/admin/payments?from=${today}&to=${today}`,
      headers: bearer(ctx.admin.token),
    });
    expect(dated.json().payments.map((p: { _id: string }) => p._id)).toContain(first._id);
    const future = await ctx.app.inject({
      url: `/api/admin/payments?from=${tomorrow}`,
      headers: bearer(ctx.admin.token),
    });
    expect(future.json()).toMatchObject({ payments: [], totals: { received: 0, paidCount: 0 } });
  });

  it('names the field of a bad filter', async () => {
    const res = await ctx.app.inject({ url: '/api/admin/payments?status=stolen', headers: bearer(ctx.admin.token) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.status).toBeDefined();
    const date = await ctx.app.inject({ url: '/api/admin/payments?from=yesterday', headers: bearer(ctx.admin.token) });
    expect(date.json().fields.from).toBe('Use a date like 2026-04-01');
  });
});

describe('POST /api/admin/payments/:id/refund', () => {
  it('ends the premium the payment paid for, is audited, and refuses a second refund', async () => {
    const member = await makeMember(ctx.app, 'free');
    const payment = await paidBy(member);
    expect((await userRow(ctx.app, member.row.id)).planType).toBe('premium');
    const res = await refund(payment._id, ctx.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: translate('en', PAYMENT_MESSAGES.refunded),
      payment: { status: 'refunded' },
    });
    expect((await userRow(ctx.app, member.row.id)).planType).toBe('free');
    const profile = (await ctx.app.inject({ url: '/api/profile/me', headers: bearer(member.token) })).json();
    expect(profile.user.planType).toBe('free');
    const audit = await ctx.app.db.selectFrom('auditLog').selectAll().where('action', '=', 'payment.refund').execute();
    expect(
      audit.some(
        (a) => a.targetId === payment._id && a.subjectType === 'payment' && a.details.includes(payment.receiptNumber),
      ),
    ).toBe(true);
    expect((await refund(payment._id, ctx.admin.token)).statusCode).toBe(409);
  });

  it('a refunded renewal takes back only its own year', async () => {
    const expiresAt = new Date(Date.now() + 10 * DAY).toISOString();
    const member = await makeMember(ctx.app, 'premium', { premiumExpiresAt: expiresAt });
    const payment = await paidBy(member);
    await refund(payment._id, ctx.admin.token);
    expect(await userRow(ctx.app, member.row.id)).toMatchObject({ planType: 'premium', premiumExpiresAt: expiresAt });
  });

  it('refuses an unpaid order, names a missing reason, and 404s an unknown id', async () => {
    const member = await makeMember(ctx.app, 'free');
    const order = await openOrder(ctx.app, member.token);
    expect((await refund(order._id, ctx.admin.token)).json().message).toBe(
      translate('en', PAYMENT_MESSAGES.refundOnlyPaid),
    );
    const noReason = await refund(order._id, ctx.admin.token, '');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reason).toBe(translate('en', PAYMENT_MESSAGES.refundReasonRequired));
    expect((await refund('nope', ctx.admin.token)).statusCode).toBe(404);
  });
});

describe('the admin dashboard', () => {
  it("shows this month's revenue, refunds and test-mode payments excluded", async () => {
    // As Razorpay would have settled it: the test checkout's payment, marked as the live provider's.
    const live = (id: string) =>
      ctx.app.db.updateTable('payments').set({ provider: 'razorpay' }).where('id', '=', id).execute();
    const stats = async () =>
      (await ctx.app.inject({ url: '/api/admin/dashboard', headers: bearer(ctx.admin.token) })).json().paymentStats;
    const before = await stats();
    const kept = await paidBy(await makeMember(ctx.app, 'free'));
    await live(kept._id);
    const refunded = await paidBy(await makeMember(ctx.app, 'free'));
    await live(refunded._id);
    await refund(refunded._id, ctx.admin.token);
    await paidBy(await makeMember(ctx.app, 'free')); // test mode: no money moved
    const after = await stats();
    expect(after.revenueThisMonth - before.revenueThisMonth).toBe(49_900);
    expect(after.testPaymentsThisMonth - before.testPaymentsThisMonth).toBe(49_900);

    // The payments screen's totals say the same.
    const { totals } = (await ctx.app.inject({ url: '/api/admin/payments', headers: bearer(ctx.admin.token) })).json();
    expect(totals.testReceived).toBe(totals.testCount * 49_900);
    expect(totals.testCount).toBeGreaterThanOrEqual(1);
    expect(totals.received).toBe(totals.paidCount * 49_900);
    expect(totals.paidCount).toBeGreaterThanOrEqual(1);
  });
});
