import type Razorpay from 'razorpay';
import type { PaymentsConfig } from '../../config.ts';
import type { Db } from '../../db/dialect.ts';
import { TestProvider } from './test-provider.ts';

/** A payment as the provider reports it (Razorpay's payment entity, the fields we use). */
export type ProviderPayment = {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  status: string;
};

/** What Sangam needs from a payment provider: Razorpay's Orders API, or the offline test provider. */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'test';
  createOrder(order: { amount: number; currency: string; receipt: string }): Promise<{ id: string }>;
  /** Every payment attempt of an order, for settling what the browser did not finish. */
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
}

/** A captured payment is money received; Razorpay's `authorized` is captured automatically with auto-capture. */
export const isSuccessful = (payment: Pick<ProviderPayment, 'status'>) => payment.status === 'captured';

class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay';
  // Loaded when first used: the SDK holds about 18 MB.
  private readonly client: Promise<Razorpay>;

  constructor(config: PaymentsConfig) {
    this.client = import('razorpay').then(
      ({ default: Sdk }) => new Sdk({ key_id: config.keyId, key_secret: config.keySecret }),
    );
  }

  async createOrder(order: { amount: number; currency: string; receipt: string }) {
    const created = await (await this.client).orders.create({ ...order, notes: { app: 'sangam' } });
    return { id: created.id };
  }

  async fetchOrderPayments(providerOrderId: string) {
    const { items } = await (await this.client).orders.fetchPayments(providerOrderId);
    return items.map((p) => ({
      id: p.id,
      orderId: p.order_id,
      amount: Number(p.amount),
      currency: p.currency,
      status: p.status,
    }));
  }
}

export const paymentProvider = (config: PaymentsConfig, db: Db): PaymentProvider =>
  config.provider === 'razorpay' ? new RazorpayProvider(config) : new TestProvider(db, config);
