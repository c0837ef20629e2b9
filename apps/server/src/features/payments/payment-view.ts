import type { AdminPayment, Payment } from '@sangam/shared/payments';
import type { PaymentRow } from '../../db/types.ts';

export const toPayment = (row: PaymentRow): Payment => ({
  _id: row.id,
  receiptNumber: row.receiptNumber,
  plan: row.plan,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  providerPaymentId: row.providerPaymentId,
  paidAt: row.paidAt,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  refundedAt: row.refundedAt,
  createdAt: row.createdAt,
});

export const toAdminPayment = (
  row: PaymentRow & { userName: string | null; userPhone: string | null },
): AdminPayment => ({
  ...toPayment(row),
  memberName: row.memberName,
  member: row.userId && row.userName ? { _id: row.userId, name: row.userName, phoneNumber: row.userPhone ?? '' } : null,
  provider: row.provider,
  providerOrderId: row.providerOrderId,
  note: row.note,
});
