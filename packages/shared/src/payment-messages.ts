// Payment constants and messages without zod (the upgrade page and profile read them); payments.ts holds schemas.
import { indianDigits } from './indian-digits.ts';

export const PAYMENT_PLANS = ['premium-yearly'] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'refunded', 'mismatch'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  created: 'Not completed',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  mismatch: 'Amount mismatch',
};

/** Members may renew in the last days of their premium; earlier, a payment would only stack years. */
export const RENEWAL_WINDOW_DAYS = 30;

/** Premium given by referral tier rewards: days of premium per tier benefit. */
export const FREE_MONTH_DAYS = 30;

export const PAYMENT_MESSAGES = {
  unknownPlan: 'Choose the premium yearly plan',
  orderRequired: 'The order is missing',
  paymentIdRequired: 'The payment id is missing',
  signatureInvalid: 'The payment could not be verified. No premium was granted.',
  signatureInvalidType: 'PAYMENT_SIGNATURE_INVALID',
  orderNotFound: 'Order not found',
  paymentNotFound: 'Payment not found',
  adminHasPremium: 'Administrators already have every premium benefit.',
  notYetRenewable: `You can renew in the last ${RENEWAL_WINDOW_DAYS} days of your premium membership.`,
  mismatch: 'This payment did not match its order and is being reviewed by our team. No premium was granted.',
  testFailure: 'The payment failed. No money was charged.',
  refundOnlyPaid: 'Only paid payments can be refunded',
  refundReasonRequired: 'Give a reason for the refund',
  refunded: 'Refund recorded; the premium it paid for has ended.',
  webhookSignatureInvalid: 'Invalid webhook signature',
  loadFailed: 'Could not load payments. Please try again.',
  paymentFailed: 'Payment failed. No money was charged.',
  checkoutClosed: 'Payment cancelled. No money was charged.',
  verifyFailed:
    'We could not confirm your payment yet. If money was taken, your premium will be activated automatically within a few minutes.',
  testMode: 'Test mode: no money moves',
} as const;

/** "₹499" or "₹499.50" from paise. */
export const formatRupees = (paise: number) =>
  `₹${indianDigits(Math.floor(paise / 100))}${paise % 100 ? `.${String(paise % 100).padStart(2, '0')}` : ''}`;

/**
 * True in a premium member's last RENEWAL_WINDOW_DAYS days (and after expiry until the daily job ends it is not:
 * an expired member is free and simply buys again). Admins never renew.
 */
export function renewalDue(
  user: { planType: string; premiumExpiresAt?: string | null } | null | undefined,
  now = Date.now(),
): boolean {
  if (user?.planType !== 'premium' || !user.premiumExpiresAt) return false;
  const left = new Date(user.premiumExpiresAt).getTime() - now;
  return left > 0 && left <= RENEWAL_WINDOW_DAYS * 86_400_000;
}
