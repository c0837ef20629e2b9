// Payment constants and messages without zod (the upgrade page and profile read them); payments.ts holds schemas.
import { indianDigits } from './indian-digits.ts';
import { messageWith, type MessageId } from './i18n/namespaces.ts';

export const PAYMENT_PLANS = ['premium-yearly'] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'refunded', 'mismatch'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS = {
  created: 'common.paymentStatus.created',
  paid: 'common.paymentStatus.paid',
  failed: 'common.paymentStatus.failed',
  refunded: 'common.paymentStatus.refunded',
  mismatch: 'common.paymentStatus.mismatch',
} as const satisfies Record<PaymentStatus, MessageId>;

/** Members may renew in the last days of their premium; earlier, a payment would only stack years. */
export const RENEWAL_WINDOW_DAYS = 30;

/** Premium given by referral tier rewards: days of premium per tier benefit. */
export const FREE_MONTH_DAYS = 30;

/**
 * Catalogue ids: the server's (payments namespace) are translated at the edge; the upgrade page shows the
 * membership ones.
 */
const PAYMENT_MESSAGE_IDS = {
  unknownPlan: 'payments.unknownPlan',
  orderRequired: 'payments.orderRequired',
  paymentIdRequired: 'payments.paymentIdRequired',
  signatureInvalid: 'payments.signatureInvalid',
  orderNotFound: 'payments.orderNotFound',
  paymentNotFound: 'payments.paymentNotFound',
  adminHasPremium: 'payments.adminHasPremium',
  mismatch: 'payments.mismatch',
  orderSettled: 'payments.orderSettled',
  testFailure: 'payments.testFailure',
  chooseOutcome: 'payments.chooseOutcome',
  refundOnlyPaid: 'payments.refundOnlyPaid',
  refundReasonRequired: 'payments.refundReasonRequired',
  refundReasonMax: 'payments.refundReasonMax',
  refunded: 'payments.refunded',
  webhookSignatureInvalid: 'payments.webhookSignatureInvalid',
  dateFormat: 'payments.dateFormat',
  unknownStatus: 'payments.unknownStatus',
  loadFailed: 'payments.loadFailed',
  paymentFailed: 'membership.paymentFailed',
  checkoutClosed: 'membership.checkoutClosed',
  verifyFailed: 'membership.verifyFailed',
  testMode: 'membership.testMode',
} as const satisfies Record<string, MessageId>;

export const PAYMENT_MESSAGES = {
  ...PAYMENT_MESSAGE_IDS,
  notYetRenewable: messageWith('payments.notYetRenewable', { days: RENEWAL_WINDOW_DAYS }),
  /** An error type, not a message. */
  signatureInvalidType: 'PAYMENT_SIGNATURE_INVALID',
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
