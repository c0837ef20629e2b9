import type { Receipt } from '@sangam/shared/payments';
import { PAYMENT_MESSAGES, RENEWAL_WINDOW_DAYS, formatRupees, type PaymentPlan } from '@sangam/shared/payment-messages';
import { PREMIUM } from '@sangam/shared/limits';
import { effectivePlan } from '@sangam/shared/plans';
import type { PaymentsConfig } from '../../config.ts';
import { isUniqueViolation, type Db } from '../../db/dialect.ts';
import type { PaymentRow } from '../../db/types.ts';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { countPayment } from '../../lib/metrics.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { ownProfile } from '../members/members.service.ts';
import { notify } from '../notifications/notify.service.ts';
import { financialYear, istMonthStart, receiptNumber } from './india-time.ts';
import type { PaymentProvider, ProviderPayment } from './payment-provider.ts';
import {
  claimPaid,
  claimRefund,
  findPayment,
  insertNewOrder,
  markUnpaid,
  nextReceiptNumber,
  openOrderOf,
  paymentsOf,
  revenueSince,
  setPaymentPeriod,
} from './payments.queries.ts';
import { grantPremium, revokePremium } from './premium.service.ts';
import { checkoutSignature, signaturesMatch } from './signatures.ts';
import { toPayment } from './payment-view.ts';

const DAY_MS = 86_400_000;

/** An unpaid order is reused for this long, so a double tap or a retried request opens one order. */
const ORDER_REUSE_MS = 30 * 60_000;

const HISTORY_LIMIT = 100;

export const paymentKey = (paymentId: string) => `payment:${paymentId}`;

const toOrder = (row: PaymentRow, config: PaymentsConfig) => ({
  _id: row.id,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  provider: row.provider,
  providerOrderId: row.providerOrderId,
  keyId: config.keyId,
});

/** Who may buy now: free members, and premium members in their last days (renewal). Admins have it all. */
function refuseUnlessPurchasable(viewer: Viewer, now: number) {
  const plan = effectivePlan(viewer.user, now);
  if (plan === 'admin') throw conflict(PAYMENT_MESSAGES.adminHasPremium, 'ALREADY_PREMIUM');
  if (plan === 'premium') {
    const left = new Date(viewer.user.premiumExpiresAt!).getTime() - now;
    if (left > RENEWAL_WINDOW_DAYS * DAY_MS) throw conflict(PAYMENT_MESSAGES.notYetRenewable, 'NOT_YET_RENEWABLE');
  }
}

/** Opens an order for the plan at the server's price (the browser names only the plan). */
export async function createOrder(
  db: Db,
  provider: PaymentProvider,
  config: PaymentsConfig,
  viewer: Viewer,
  plan: PaymentPlan,
) {
  const now = Date.now();
  refuseUnlessPurchasable(viewer, now);
  const open = await openOrderOf(db, viewer.user.id, new Date(now - ORDER_REUSE_MS).toISOString());
  if (open && open.plan === plan) return { order: toOrder(open, config) };
  const id = newId();
  const created = await provider.createOrder({ amount: PREMIUM.pricePaise, currency: 'INR', receipt: id });
  const at = nowIso();
  await insertNewOrder(
    db,
    {
      id,
      userId: viewer.user.id,
      memberName: viewer.user.name,
      plan,
      provider: provider.name,
      providerOrderId: created.id,
    },
    at,
  );
  return { order: toOrder((await findPayment(db, id))!, config) };
}

export type Settlement = 'paid' | 'already-settled' | 'mismatch';

/**
 * Settles an order with a payment the provider reported (checkout, webhook or reconciliation). An amount or currency
 * other than the order's grants nothing and is recorded for review; a payment already settled changes nothing;
 * otherwise the order becomes paid, gets the next receipt number and grants its year of premium, all at once.
 */
export async function settlePayment(
  db: Db,
  order: PaymentRow,
  reported: Pick<ProviderPayment, 'id' | 'amount' | 'currency'>,
  at = nowIso(),
): Promise<Settlement> {
  try {
    const settled = await db.transaction().execute(async (trx): Promise<Settlement> => {
      if (reported.amount !== order.amount || reported.currency !== order.currency) {
        await markUnpaid(trx, order.id, {
          status: 'mismatch',
          providerPaymentId: reported.id,
          note: `Paid ${reported.amount} ${reported.currency}; the order was for ${order.amount} ${order.currency}`,
          at,
        });
        return 'mismatch';
      }
      if (!(await claimPaid(trx, order.id, reported.id, at))) return 'already-settled';
      const number = await nextReceiptNumber(trx, financialYear(at));
      const period = order.userId ? await grantPremium(trx, order.userId, { key: paymentKey(order.id), at }) : null;
      const receipt = receiptNumber(financialYear(at), number);
      await setPaymentPeriod(trx, order.id, {
        receiptNumber: receipt,
        periodStart: period?.periodStart ?? null,
        periodEnd: period?.periodEnd ?? null,
      });
      // Only the call that marked it paid gets here (claimPaid), so the payer is told once.
      if (order.userId) {
        await notify(trx, {
          userId: order.userId,
          kind: 'payment_received',
          params: { amount: formatRupees(order.amount), receipt },
          link: `/payments/${order.id}/receipt`,
          subject: `payment:${order.id}`,
        });
      }
      return 'paid';
    });
    // Counted once committed, and once per payment: a second report of it finds it settled.
    if (settled === 'paid') countPayment('captured');
    return settled;
  } catch (error) {
    // The same provider payment already settled another order: nothing more to do.
    if (isUniqueViolation(error)) return 'already-settled';
    throw error;
  }
}

async function ownOrder(db: Db, viewer: Viewer, orderId: string) {
  const order = await findPayment(db, orderId);
  // Another member's order answers as if it did not exist.
  if (!order || order.userId !== viewer.user.id) throw notFound(PAYMENT_MESSAGES.orderNotFound);
  return order;
}

/** The browser's report after checkout, trusted only with Razorpay's checkout signature. */
export async function verifyPayment(
  db: Db,
  config: PaymentsConfig,
  viewer: Viewer,
  body: { orderId: string; providerPaymentId: string; signature: string },
) {
  const order = await ownOrder(db, viewer, body.orderId);
  const expected = checkoutSignature(config.keySecret, order.providerOrderId, body.providerPaymentId);
  if (!signaturesMatch(expected, body.signature)) {
    throw badRequest(
      PAYMENT_MESSAGES.signatureInvalid,
      { signature: PAYMENT_MESSAGES.signatureInvalid },
      PAYMENT_MESSAGES.signatureInvalidType,
    );
  }
  if (order.status === 'mismatch') throw conflict(PAYMENT_MESSAGES.mismatch, 'PAYMENT_MISMATCH');
  // Razorpay's order carries the amount: a payment signed for this order paid the order's amount.
  await settlePayment(db, order, { id: body.providerPaymentId, amount: order.amount, currency: order.currency });
  return { user: await ownProfile(db, viewer.user.id), payment: toPayment((await findPayment(db, order.id))!) };
}

/** A failed attempt: the order stays open for another try and nothing is granted. */
export async function recordFailure(db: Db, order: PaymentRow, note: string) {
  await markUnpaid(db, order.id, { status: 'failed', providerPaymentId: null, note, at: nowIso() });
  countPayment('failed');
}

/** The test provider's checkout: the order's owner pays or fails, as Razorpay's checkout would report it. */
export async function testCheckout(
  db: Db,
  provider: {
    pay: (orderId: string, outcome: 'success' | 'failure') => Promise<{ providerPaymentId: string; signature: string }>;
  },
  viewer: Viewer,
  orderId: string,
  outcome: 'success' | 'failure',
) {
  const order = await ownOrder(db, viewer, orderId);
  if (order.status !== 'created' && order.status !== 'failed')
    throw conflict(PAYMENT_MESSAGES.orderSettled, 'ORDER_SETTLED');
  const attempt = await provider.pay(order.providerOrderId, outcome);
  if (outcome === 'failure') {
    await recordFailure(db, order, 'Declined in the test checkout');
    return { outcome: 'failure' as const, message: PAYMENT_MESSAGES.testFailure };
  }
  return { outcome: 'success' as const, ...attempt };
}

export async function myPayments(db: Db, viewer: Viewer) {
  return { payments: (await paymentsOf(db, viewer.user.id, HISTORY_LIMIT)).map(toPayment) };
}

/** A receipt: the paying member's and admins' only. */
export async function receiptOf(db: Db, viewer: Viewer, id: string): Promise<{ receipt: Receipt }> {
  const row = await findPayment(db, id);
  const allowed = row && (row.userId === viewer.user.id || viewer.plan === 'admin');
  if (!row || !allowed || !row.receiptNumber) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  return { receipt: { ...toPayment(row), memberName: row.memberName, provider: row.provider } };
}

/** Records a refund made at the provider and ends the premium the payment bought (what is left of it). */
export async function refundPayment(db: Db, viewer: Viewer, id: string, reason: string) {
  const row = await findPayment(db, id);
  if (!row) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  if (row.status !== 'paid') throw new HttpError(409, PAYMENT_MESSAGES.refundOnlyPaid, 'INVALID_TRANSITION');
  const at = nowIso();
  await db.transaction().execute(async (trx) => {
    if (!(await claimRefund(trx, id, reason, at)))
      throw new HttpError(409, PAYMENT_MESSAGES.refundOnlyPaid, 'INVALID_TRANSITION');
    if (row.userId) await revokePremium(trx, row.userId, paymentKey(id), at);
    await recordAudit(trx, {
      actor: { id: viewer.user.id, name: viewer.user.name },
      action: 'payment.refund',
      target: { id: row.id, name: `${row.receiptNumber ?? row.id} (${row.memberName ?? 'former member'})` },
      subjectType: 'payment',
      changes: { status: ['paid', 'refunded'], refundReason: [null, reason] },
      details: `${row.receiptNumber ?? row.id}: ${reason}`,
    });
  });
  return { message: PAYMENT_MESSAGES.refunded, payment: toPayment((await findPayment(db, id))!) };
}

/** This IST month's revenue in paise (refunded payments excluded), for the admin dashboard. */
export const revenueThisMonth = (db: Db, now = nowIso()) => revenueSince(db, istMonthStart(now));
