import { randomInt } from 'node:crypto';
import type { PaymentsConfig } from '../../config.ts';
import type { Db } from '../../db/dialect.ts';
import { nowIso } from '../../lib/time.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { checkoutSignature } from './signatures.ts';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay's ids: a prefix and 14 letters and digits. */
const providerId = (prefix: 'order' | 'pay') =>
  `${prefix}_${Array.from({ length: 14 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('')}`;

/**
 * The offline stand-in for Razorpay: the same order and payment ids, the same signature schemes and its own
 * records (in the database, so every app process sees them). Its checkout is Sangam's test checkout page.
 */
export class TestProvider implements PaymentProvider {
  readonly name = 'test';

  constructor(
    private readonly db: Db,
    private readonly config: PaymentsConfig,
  ) {}

  async createOrder({ amount, currency, receipt }: { amount: number; currency: string; receipt: string }) {
    const id = providerId('order');
    await this.db
      .insertInto('testProviderOrders')
      .values({ id, amount, currency, receipt, createdAt: nowIso() })
      .execute();
    return { id };
  }

  async fetchOrderPayments(providerOrderId: string) {
    const rows = await this.db
      .selectFrom('testProviderPayments')
      .selectAll()
      .where('orderId', '=', providerOrderId)
      .orderBy('createdAt')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      orderId: r.orderId,
      amount: r.amount,
      currency: r.currency,
      status: r.status,
    }));
  }

  /**
   * What Razorpay's checkout does when the member pays or the bank declines: records the attempt for the order's
   * full amount and, on success, hands back the payment id and the checkout signature the browser would get.
   */
  async pay(providerOrderId: string, outcome: 'success' | 'failure') {
    const order = await this.db
      .selectFrom('testProviderOrders')
      .selectAll()
      .where('id', '=', providerOrderId)
      .executeTakeFirstOrThrow();
    const id = providerId('pay');
    await this.db
      .insertInto('testProviderPayments')
      .values({
        id,
        orderId: order.id,
        amount: order.amount,
        currency: order.currency,
        status: outcome === 'success' ? 'captured' : 'failed',
        createdAt: nowIso(),
      })
      .execute();
    return { providerPaymentId: id, signature: checkoutSignature(this.config.keySecret, order.id, id) };
  }
}
