import { type Db } from '../../db/dialect.ts';
import type { PaymentRow } from '../../db/types.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { isSuccessful } from './payment-provider.ts';
import { findPaymentByProviderOrder } from './payments.queries.ts';
import { recordFailure, settlePayment } from './payments.service.ts';

type WebhookEvent = {
  event?: unknown;
  payload?: {
    payment?: {
      entity?: {
        id?: unknown;
        order_id?: unknown;
        amount?: unknown;
        currency?: unknown;
        status?: unknown;
        error_description?: unknown;
      };
    };
  };
};

/**
 * Razorpay's webhook, already authenticated by its signature: payment.captured and order.paid settle the order
 * (idempotently), payment.failed records the failure. Events for unknown orders or of other kinds are acknowledged
 * and ignored, so the provider does not retry them forever.
 */
export async function handleWebhookEvent(db: Db, body: WebhookEvent): Promise<string> {
  const entity = body.payload?.payment?.entity;
  if (!entity || typeof entity.order_id !== 'string' || typeof entity.id !== 'string') return 'ignored';
  const order = await findPaymentByProviderOrder(db, entity.order_id);
  if (!order) return 'ignored';
  if (
    (body.event === 'payment.captured' || body.event === 'order.paid') &&
    isSuccessful({ status: String(entity.status) })
  ) {
    return settlePayment(db, order, {
      id: entity.id,
      amount: typeof entity.amount === 'number' ? entity.amount : Number.NaN,
      currency: String(entity.currency),
    });
  }
  if (body.event === 'payment.failed') {
    await recordFailure(
      db,
      order,
      typeof entity.error_description === 'string' ? entity.error_description.slice(0, 300) : 'Payment failed',
    );
    return 'failed';
  }
  return 'ignored';
}

/** Orders the browser did not finish: asks the provider for their payments and settles the captured ones. */
export async function reconcileOrders(db: Db, provider: PaymentProvider, orders: PaymentRow[]) {
  let settled = 0;
  for (const order of orders) {
    const captured = (await provider.fetchOrderPayments(order.providerOrderId)).find(isSuccessful);
    if (captured && (await settlePayment(db, order, captured)) === 'paid') settled++;
  }
  return settled;
}
