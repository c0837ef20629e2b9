import type { Payment } from '@sangam/shared/payments';
import type { User } from '@sangam/shared/user';
import { api } from '../../../api/client.ts';
import { withRetries } from '../../../api/retry.ts';

export interface CheckoutResult {
  orderId: string;
  providerPaymentId: string;
  signature: string;
}

/** The server settles an order once however often it is verified, so this POST may be retried on a flaky network. */
const RETRIES = 3;

/** POST /api/payments/verify: the checkout's signed result; the reply carries the member's new expiry. */
export const verifyPayment = (result: CheckoutResult) =>
  withRetries(() => api.post<{ user: User; payment: Payment }>('/payments/verify', result), RETRIES);
