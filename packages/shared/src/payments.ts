import { z } from 'zod';
import { PaginationSchema } from './pagination.ts';
import { PAYMENT_MESSAGES, PAYMENT_PLANS, PAYMENT_STATUSES } from './payment-messages.ts';
import { UserSchema } from './user.ts';

export const CreateOrderSchema = z.object({
  plan: z.enum(PAYMENT_PLANS, { error: PAYMENT_MESSAGES.unknownPlan }),
});

export const OrderSchema = z.object({
  _id: z.string(),
  /** Paise, decided by the server. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.enum(['razorpay', 'test']),
  providerOrderId: z.string(),
  keyId: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

const providerId = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message);

export const VerifyPaymentSchema = z.object({
  orderId: providerId(PAYMENT_MESSAGES.orderRequired),
  providerPaymentId: providerId(PAYMENT_MESSAGES.paymentIdRequired),
  signature: z
    .string({ error: PAYMENT_MESSAGES.signatureInvalid })
    .trim()
    .regex(/^[0-9a-f]{64}$/i, PAYMENT_MESSAGES.signatureInvalid),
});

export const TestCheckoutSchema = z.object({
  outcome: z.enum(['success', 'failure'], { error: PAYMENT_MESSAGES.chooseOutcome }),
});

export const TestCheckoutReplySchema = z.union([
  z.object({ outcome: z.literal('success'), providerPaymentId: z.string(), signature: z.string() }),
  z.object({ outcome: z.literal('failure'), message: z.string() }),
]);
export type TestCheckoutReply = z.infer<typeof TestCheckoutReplySchema>;

/** A payment as its member sees it (history and receipts). */
export const PaymentSchema = z.object({
  _id: z.string(),
  receiptNumber: z.string().nullable(),
  plan: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  providerPaymentId: z.string().nullable(),
  paidAt: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  refundedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const ReceiptSchema = PaymentSchema.extend({ memberName: z.string(), provider: z.enum(['razorpay', 'test']) });
export type Receipt = z.infer<typeof ReceiptSchema>;

export const AdminPaymentSchema = PaymentSchema.extend({
  memberName: z.string(),
  member: z.object({ _id: z.string(), name: z.string(), phoneNumber: z.string() }).nullable(),
  provider: z.enum(['razorpay', 'test']),
  providerOrderId: z.string(),
  note: z.string(),
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, PAYMENT_MESSAGES.dateFormat)
  .optional()
  .or(z.literal('').transform(() => undefined));

export const AdminPaymentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z
    .enum(PAYMENT_STATUSES, { error: PAYMENT_MESSAGES.unknownStatus })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  from: day,
  to: day,
});

export const AdminPaymentsReplySchema = z.object({
  payments: z.array(AdminPaymentSchema),
  pagination: PaginationSchema,
  /**
   * Paise received and refunded among the payments the filters match (paid time within the dates); test-mode
   * payments (no money moved) apart.
   */
  totals: z.object({
    received: z.number().int(),
    refunded: z.number().int(),
    paidCount: z.number().int(),
    testReceived: z.number().int(),
    testCount: z.number().int(),
  }),
});
export type AdminPaymentsReply = z.infer<typeof AdminPaymentsReplySchema>;

export const RefundSchema = z.object({
  reason: z
    .string({ error: PAYMENT_MESSAGES.refundReasonRequired })
    .trim()
    .min(3, PAYMENT_MESSAGES.refundReasonRequired)
    .max(300, PAYMENT_MESSAGES.refundReasonMax),
});

export const PaymentsConfigSchema = z.object({ provider: z.enum(['razorpay', 'test']), keyId: z.string() });
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;

// Replies of the payment routes (the server's response schemas).

/** POST /api/payments/orders. */
export const OrderReplySchema = z.object({ order: OrderSchema });
export type OrderReply = z.infer<typeof OrderReplySchema>;
/** POST /api/payments/verify: the member, now premium, and the payment. */
export const VerifyReplySchema = z.object({ user: UserSchema, payment: PaymentSchema });
export type VerifyReply = z.infer<typeof VerifyReplySchema>;
/** GET /api/payments/me: the member's payment history. */
export const MyPaymentsReplySchema = z.object({ payments: z.array(PaymentSchema) });
export type MyPaymentsReply = z.infer<typeof MyPaymentsReplySchema>;
/** GET /api/payments/{id}/receipt. */
export const ReceiptReplySchema = z.object({ receipt: ReceiptSchema });
export type ReceiptReply = z.infer<typeof ReceiptReplySchema>;
/** POST /api/admin/payments/{id}/refund. */
export const RefundReplySchema = z.object({ message: z.string(), payment: PaymentSchema });
export type RefundReply = z.infer<typeof RefundReplySchema>;
