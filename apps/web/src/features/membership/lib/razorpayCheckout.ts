import type { Order } from '@sangam/shared/payments';
import type { CheckoutResult } from '../api/verifyPayment.ts';
import { translate } from '../../../i18n/useT.ts';

/** Razorpay's hosted checkout script (allowed by the CSP only when PAYMENT_PROVIDER=razorpay). */
const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

type RazorpayResponse = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
type RazorpayInstance = { open: () => void; on: (event: 'payment.failed', handler: () => void) => void };
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

function loadScript(): Promise<RazorpayConstructor> {
  const existing = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => resolve((window as unknown as { Razorpay: RazorpayConstructor }).Razorpay);
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('membership.checkout.windowFailed'));
    };
    document.head.append(script);
  });
  return loading;
}

export type CheckoutOutcome = { kind: 'paid'; result: CheckoutResult } | { kind: 'failed' } | { kind: 'closed' };

/**
 * Opens Razorpay's checkout for an order (UPI, cards, netbanking) and settles on what the member did: paid (with the
 * signed result for the server to verify), failed, or closed without paying.
 */
export async function openRazorpayCheckout(
  order: Order,
  member: { name: string; phoneNumber?: string; email?: string },
): Promise<CheckoutOutcome> {
  const Razorpay = await loadScript();
  return new Promise((resolve) => {
    let failed = false;
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      order_id: order.providerOrderId,
      name: translate('common.brand'),
      description: translate('membership.product'),
      prefill: { name: member.name, contact: member.phoneNumber ?? '', email: member.email ?? '' },
      handler: (response: RazorpayResponse) =>
        resolve({
          kind: 'paid',
          result: {
            orderId: order._id,
            providerPaymentId: response.razorpay_payment_id,
            signature: response.razorpay_signature,
          },
        }),
      // Razorpay lets the member retry inside its window after a failure; closing it ends the attempt.
      modal: { ondismiss: () => resolve(failed ? { kind: 'failed' } : { kind: 'closed' }) },
    });
    checkout.on('payment.failed', () => {
      failed = true;
    });
    checkout.open();
  });
}
