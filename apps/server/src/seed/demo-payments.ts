import type { Db } from '../db/dialect.ts';
import type { UserRow } from '../db/types.ts';
import { newId } from '../lib/ids.ts';
import { findPayment, insertNewOrder } from '../features/payments/payments.queries.ts';
import { settlePayment } from '../features/payments/payments.service.ts';

/**
 * The demo's premium members bought their year through the test provider: each purchase is an order settled the
 * way a real payment is (receipt number, grantPremium), dated when it was made.
 */
export async function seedDemoPayments(db: Db, purchases: { member: UserRow; at: string }[]): Promise<void> {
  for (const { member, at } of purchases) {
    const id = newId();
    await insertNewOrder(
      db,
      {
        id,
        userId: member.id,
        memberName: member.name,
        plan: 'premium-yearly',
        provider: 'test',
        providerOrderId: `order_demo${id.slice(0, 10)}`,
      },
      at,
    );
    const order = (await findPayment(db, id))!;
    await settlePayment(db, order, { id: `pay_demo${id.slice(0, 10)}`, amount: order.amount, currency: 'INR' }, at);
  }
}
