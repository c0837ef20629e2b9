import { sql, type Insertable } from 'kysely';
import { PREMIUM } from '@sangam/shared/limits';
import type { Db } from '../../db/dialect.ts';
import type { PaymentRow, PaymentsTable, PaymentStatus } from '../../db/types.ts';
import { pageAndCount } from '../../lib/paging.ts';

export const insertPayment = (db: Db, payment: Insertable<PaymentsTable>) =>
  db.insertInto('payments').values(payment).execute();

/** A new order at the premium price: unpaid, unsettled, made at `at`. */
export const insertNewOrder = (
  db: Db,
  order: Pick<Insertable<PaymentsTable>, 'id' | 'userId' | 'memberName' | 'plan' | 'provider' | 'providerOrderId'>,
  at: string,
) =>
  insertPayment(db, {
    ...order,
    amount: PREMIUM.pricePaise,
    currency: 'INR',
    status: 'created',
    providerPaymentId: null,
    receiptNumber: null,
    paidAt: null,
    periodStart: null,
    periodEnd: null,
    refundedAt: null,
    createdAt: at,
    updatedAt: at,
  });

export const findPayment = (db: Db, id: string): Promise<PaymentRow | undefined> =>
  db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();

export const findPaymentByProviderOrder = (db: Db, providerOrderId: string): Promise<PaymentRow | undefined> =>
  db.selectFrom('payments').selectAll().where('providerOrderId', '=', providerOrderId).executeTakeFirst();

/** The member's newest order still waiting for payment since `since` (reused, so a double tap opens one order). */
export const openOrderOf = (db: Db, userId: string, since: string) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('userId', '=', userId)
    .where('createdAt', '>=', since)
    .where('status', '=', 'created')
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * Marks an order paid by one provider payment, only if it is not settled yet: of two concurrent settlements (the
 * browser's verify and the webhook) exactly one changes the row, and only that one grants premium.
 */
export async function claimPaid(db: Db, id: string, providerPaymentId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status: 'paid', providerPaymentId, paidAt: at, note: '', updatedAt: at })
    .where('id', '=', id)
    .where('status', 'in', ['created', 'failed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const setPaymentPeriod = (
  db: Db,
  id: string,
  fields: { receiptNumber: string; periodStart: string | null; periodEnd: string | null },
) => db.updateTable('payments').set(fields).where('id', '=', id).execute();

/** A failed attempt or a mismatched amount, recorded on an order that is not paid. */
export const markUnpaid = (
  db: Db,
  id: string,
  fields: {
    status: Extract<PaymentStatus, 'failed' | 'mismatch'>;
    providerPaymentId: string | null;
    note: string;
    at: string;
  },
) =>
  db
    .updateTable('payments')
    .set({
      status: fields.status,
      note: fields.note,
      updatedAt: fields.at,
      ...(fields.status === 'mismatch' ? { providerPaymentId: fields.providerPaymentId } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', ['created', 'failed'])
    .execute();

export async function claimRefund(db: Db, id: string, reason: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status: 'refunded', refundedAt: at, note: reason, updatedAt: at })
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The next receipt number of a financial year: the counter row is bumped inside the payment's transaction (the
 * row lock serialises concurrent payments), so numbers are sequential and never repeat.
 */
export async function nextReceiptNumber(db: Db, financialYear: string): Promise<number> {
  const row = await db
    .insertInto('receiptCounters')
    .values({ financialYear, lastNumber: 1 })
    .onConflict((oc) =>
      oc.column('financialYear').doUpdateSet({ lastNumber: sql<number>`receipt_counters.last_number + 1` }),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return Number(row.lastNumber);
}

/** A member's payments that money moved for (paid or refunded), newest first. */
export const paymentsOf = (db: Db, userId: string, limit: number) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('userId', '=', userId)
    .where('status', 'in', ['paid', 'refunded'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** Orders still open after the browser should have finished, for the reconciliation job. */
export const unsettledOrders = (db: Db, from: string, to: string, limit: number) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'created')
    .where('createdAt', '>=', from)
    .where('createdAt', '<=', to)
    .orderBy('createdAt')
    .orderBy('id')
    .limit(limit)
    .execute();

export type PaymentFilter = { status?: PaymentStatus; from?: string; to?: string };

function filtered(db: Db, { status, from, to }: PaymentFilter) {
  let query = db.selectFrom('payments');
  if (status) query = query.where('payments.status', '=', status);
  if (from) query = query.where('payments.createdAt', '>=', from);
  if (to) query = query.where('payments.createdAt', '<', to);
  return query;
}

/** The admin list: newest first on (status,) created_at, id indexes; each row with its member's name and phone. */
export async function listPayments(db: Db, filter: PaymentFilter, page: { limit: number; offset: number }) {
  const rows = filtered(db, filter)
    .leftJoin('users', 'users.id', 'payments.userId')
    .selectAll('payments')
    .select(['users.name as userName', 'users.phoneNumber as userPhone'])
    .orderBy('payments.createdAt', 'desc')
    .orderBy('payments.id', 'desc');
  return pageAndCount(db, rows, filtered(db, filter), page);
}

/**
 * Money received and refunded among payments paid within the dates (read from the status, paid_at index). Test-mode
 * payments (the offline test provider: no money moved) are counted apart, never as money received.
 */
export async function paymentTotals(db: Db, { from, to }: Pick<PaymentFilter, 'from' | 'to'>) {
  let query = db.selectFrom('payments').where('status', 'in', ['paid', 'refunded']);
  if (from) query = query.where('paidAt', '>=', from);
  if (to) query = query.where('paidAt', '<', to);
  const rows = await query
    .select((eb) => ['status', 'provider', eb.fn.sum<number>('amount').as('amount'), eb.fn.countAll<number>().as('n')])
    .groupBy(['status', 'provider'])
    .execute();
  const sum = (status: string, test: boolean, of: 'amount' | 'n') =>
    rows
      .filter((r) => r.status === status && (r.provider === 'test') === test)
      .reduce((total, r) => total + Number(r[of] ?? 0), 0);
  return {
    received: sum('paid', false, 'amount'),
    refunded: sum('refunded', false, 'amount'),
    paidCount: sum('paid', false, 'n'),
    testReceived: sum('paid', true, 'amount'),
    testCount: sum('paid', true, 'n'),
  };
}

/**
 * Revenue (paise) of payments paid since a time and not refunded, the admin dashboard's month figure; test-mode
 * payments (no money moved) apart.
 */
export async function revenueSince(db: Db, since: string): Promise<{ live: number; test: number }> {
  const rows = await db
    .selectFrom('payments')
    .where('status', '=', 'paid')
    .where('paidAt', '>=', since)
    .select((eb) => ['provider', eb.fn.sum<number>('amount').as('amount')])
    .groupBy('provider')
    .execute();
  const of = (test: boolean) =>
    rows.filter((r) => (r.provider === 'test') === test).reduce((total, r) => total + Number(r.amount ?? 0), 0);
  return { live: of(false), test: of(true) };
}
